import type { ReactNode } from 'react';

/**
 * A problem said in words, announced (role=alert) and marked with a berry dot; nothing when
 * there is none. `className` sets its size and colours (bold ink unless said otherwise).
 */
export function ErrorNote({
  message,
  id,
  className = 'font-bold text-ink',
}: {
  message: ReactNode;
  id?: string;
  className?: string;
}) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className={className}>
      <span aria-hidden="true" className="mr-1 text-berry">
        ●
      </span>
      {message}
    </p>
  );
}
