import { cn } from '../../../components/ui/cn';
import { Spinner } from '../../../components/ui/Spinner';
import { useT } from '../../../i18n';

/** A page's picture, or a friendly placeholder while it is painted. */
export function PageImage({
  url,
  alt,
  waitingLabel,
  failed,
  className,
}: {
  url: string | undefined;
  alt: string;
  waitingLabel: string;
  /** Why there is no picture (the engine gave up): shown instead of waiting for ever. */
  failed?: string | undefined;
  className?: string;
}) {
  const t = useT();
  if (!url && failed)
    return (
      <div
        role="alert"
        className={cn(
          'flex aspect-square w-full flex-col items-center justify-center gap-3 rounded-2xl bg-berry/10 p-6 text-center text-berry',
          className,
        )}
      >
        <span className="font-heading text-lg font-semibold">{failed}</span>
        <span className="text-sm text-ink">{t('editor.page.failedHint')}</span>
      </div>
    );
  return url ? (
    <img
      src={url}
      alt={alt}
      className={cn('aspect-square w-full rounded-2xl object-cover motion-safe:animate-fade-in', className)}
    />
  ) : (
    <div
      className={cn(
        'flex aspect-square w-full flex-col items-center justify-center gap-3 rounded-2xl bg-sky-soft p-4 text-center text-leaf',
        className,
      )}
    >
      <Spinner className="size-8" />
      <span className="font-heading">{waitingLabel}</span>
    </div>
  );
}
