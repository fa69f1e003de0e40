import { useT } from '../../i18n';
import { cn } from './cn';

/** A small spinning ring; decorative, so callers announce the busy state themselves. */
export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block size-5 shrink-0 rounded-full border-[3px] border-current border-r-transparent motion-safe:animate-spin',
        className,
      )}
    />
  );
}

/** A centred, announced loading state for a page region. */
export function LoadingState({ label }: { label?: string }) {
  const t = useT();
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center gap-3 p-8 text-leaf">
      <Spinner className="size-7" />
      <span className="font-heading text-lg">{label ?? t('ui.loading')}</span>
    </div>
  );
}

/** A centred, announced line while something loads, in the page's text size. */
export function LoadingLine({ label, className }: { label: string; className?: string }) {
  return (
    <p role="status" className={cn('flex items-center justify-center gap-3 text-ink-soft', className)}>
      <Spinner className="size-6" /> {label}
    </p>
  );
}
