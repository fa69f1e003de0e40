import { useCallback, useEffect, useRef, useState, type TouchEvent } from 'react';

const SWIPE_MIN_PX = 50;

function typingInto(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Page-by-page reading: the page index, Previous/Next, the ArrowLeft/ArrowRight keys (while
 * `enabled`, not while typing or while a dialog is open) and horizontal swipes.
 */
export function usePageTurner(count: number, enabled: boolean) {
  const [page, setPage] = useState(0);
  const touchStart = useRef<{ x: number; y: number } | null>(null);

  const go = useCallback((index: number) => setPage(Math.min(Math.max(index, 0), count - 1)), [count]);
  const next = useCallback(() => setPage((current) => Math.min(current + 1, count - 1)), [count]);
  const previous = useCallback(() => setPage((current) => Math.max(current - 1, 0)), []);

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (typingInto(event.target) || document.querySelector('dialog[open]')) return;
      if (event.key === 'ArrowRight') {
        event.preventDefault();
        next();
      } else if (event.key === 'ArrowLeft') {
        event.preventDefault();
        previous();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled, next, previous]);

  const swipeHandlers = {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0];
      touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const start = touchStart.current;
      const touch = event.changedTouches[0];
      touchStart.current = null;
      if (!start || !touch) return;
      const dx = touch.clientX - start.x;
      const dy = touch.clientY - start.y;
      if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy) * 1.5) return;
      if (dx < 0) next();
      else previous();
    },
  };

  return { page, go, next, previous, swipeHandlers };
}
