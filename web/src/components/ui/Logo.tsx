import { cn } from './cn';

/** The StorySprout sprout mark (decorative). */
export function SproutMark({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 64 64" className={cn('size-9', className)}>
      <circle cx="32" cy="32" r="30" className="fill-sunrise-soft" />
      <path d="M32 54V30" strokeWidth="5" strokeLinecap="round" fill="none" className="stroke-leaf" />
      <path d="M32 32c0-10-8-16-18-15 0 10 8 16 18 15z" className="fill-sprout" />
      <path d="M32 28c0-10 8-16 18-15 0 10-8 16-18 15z" className="fill-sprout" />
    </svg>
  );
}
