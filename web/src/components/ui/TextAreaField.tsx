import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import { cn } from './cn';
import { FieldFrame } from './FieldFrame';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  hideLabel?: boolean;
  wrapperClassName?: string;
}

// useLayoutEffect warns when prerendered: there is no box to measure on the server anyway.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * A labelled multi-line text field; its hint is tied to it with aria-describedby. It grows to
 * show all of its text (issue 47: paragraphs were cut mid-line behind a scroll bar); `rows` is
 * its smallest height.
 */
export function TextAreaField({
  label,
  hint,
  hideLabel,
  wrapperClassName,
  className,
  ...textarea
}: TextAreaFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const ref = useRef<HTMLTextAreaElement>(null);
  const fit = useCallback(() => {
    const box = ref.current;
    if (!box) return;
    // Shrink first so that deleting text makes it smaller again; borders count in its height.
    box.style.height = 'auto';
    const style = window.getComputedStyle(box);
    const borders = (parseFloat(style.borderTopWidth) || 0) + (parseFloat(style.borderBottomWidth) || 0);
    box.style.height = `${box.scrollHeight + borders}px`;
  }, []);
  // Again whenever its text changes, and when the window's width changes how the text wraps.
  useBrowserLayoutEffect(fit, [fit, textarea.value]);
  useEffect(() => {
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, [fit]);
  return (
    <FieldFrame id={id} label={label} hint={hint} hideLabel={hideLabel} wrapperClassName={wrapperClassName}>
      <textarea
        ref={ref}
        id={id}
        aria-describedby={hint ? hintId : undefined}
        className={cn(
          'min-h-24 w-full resize-none overflow-hidden rounded-xl border-2 border-ink-soft/40 bg-white px-4 py-3 text-ink placeholder:text-ink-soft focus-visible:border-sprout-deep disabled:cursor-not-allowed disabled:bg-paper disabled:opacity-70',
          className,
        )}
        {...textarea}
        onInput={(event) => {
          fit();
          textarea.onInput?.(event);
        }}
      />
    </FieldFrame>
  );
}
