/**
 * Where focus goes back to when a dialog closes. A button that turns busy (disabled) while it
 * checks something drops focus to <body> before the dialog it opens appears; remembering the
 * last focused element lets the dialog still give focus back to that button.
 */
let lastFocused: HTMLElement | null = null;
let tracking = false;

/** Starts remembering the last focused element (once, at start-up). */
export function trackFocus(): void {
  if (tracking || typeof document === 'undefined') return;
  tracking = true;
  document.addEventListener(
    'focusin',
    (event) => {
      if (event.target instanceof HTMLElement) lastFocused = event.target;
    },
    true,
  );
}

/** The element a dialog opening now should return focus to. */
export function focusOpener(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) return active;
  return lastFocused?.isConnected ? lastFocused : null;
}
