import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { cn } from './cn';
import type { MessageId } from '../../i18n/messageIds';
import { useT } from '../../i18n/useT';

/** Spec part 2 §2 'Toast notification': the four kinds of toast. */
export type ToastType = 'error' | 'warning' | 'success' | 'info';

/** Spec part 2 §9: a toast closes by itself after 50000 ms. */
export const TOAST_DURATION_MS = 50_000;

export interface ToastOptions {
  type: ToastType;
  message: ReactNode;
  /** A short heading; defaults to one per type ('Something went wrong', 'Heads up', ...). */
  title?: ReactNode;
  /** How long it stays; TOAST_DURATION_MS unless told. */
  duration?: number;
}

export interface ToastProps extends ToastOptions {
  /** Called by the close button and when the time is up. */
  onClose: () => void;
  className?: string;
}

const TITLES: Record<ToastType, MessageId> = {
  error: 'ui.toast.error',
  warning: 'ui.toast.warning',
  success: 'ui.toast.success',
  info: 'ui.toast.info',
};

const STYLES: Record<ToastType, { box: string; icon: string; glyph: string }> = {
  error: { box: 'border-berry', icon: 'bg-berry-deep text-white', glyph: '!' },
  warning: { box: 'border-sunrise', icon: 'bg-sunrise text-ink', glyph: '!' },
  success: { box: 'border-sprout', icon: 'bg-sprout-deep text-white', glyph: '✓' },
  info: { box: 'border-sky', icon: 'bg-sky text-ink', glyph: 'i' },
};

/**
 * One notification. Errors and warnings interrupt screen readers (role=alert); successes and
 * notes wait their turn (role=status). It closes itself after `duration` or on its close button.
 */
export function Toast({
  type,
  message,
  title,
  duration = TOAST_DURATION_MS,
  onClose,
  className,
}: ToastProps) {
  const t = useT();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const timer = setTimeout(() => onCloseRef.current(), duration);
    return () => clearTimeout(timer);
  }, [duration]);

  const style = STYLES[type];
  const urgent = type === 'error' || type === 'warning';
  return (
    <div
      role={urgent ? 'alert' : 'status'}
      aria-live={urgent ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-type={type}
      className={cn(
        'pointer-events-auto flex w-full items-start gap-3 rounded-2xl border-l-8 bg-white p-4 text-ink shadow-soft motion-safe:animate-fade-in',
        style.box,
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'flex size-7 shrink-0 items-center justify-center rounded-full font-heading font-semibold',
          style.icon,
        )}
      >
        {style.glyph}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="font-heading font-semibold text-leaf">{title ?? t(TITLES[type])}</p>
        <div className="break-words">{message}</div>
      </div>
      <button
        type="button"
        onClick={() => onCloseRef.current()}
        aria-label={t('ui.toast.close')}
        className="-m-1 flex size-9 shrink-0 items-center justify-center rounded-full text-xl leading-none text-ink-soft hover:bg-sprout-soft hover:text-ink"
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

export interface ToastApi {
  /** Shows a toast; returns its id. */
  show: (options: ToastOptions) => number;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Without a provider (a screen rendered on its own) toasts go to the console instead. */
const consoleToasts: ToastApi = {
  show: ({ type, message }) => {
    console.warn(`[toast:${type}]`, typeof message === 'string' ? message : '(rich message)');
    return 0;
  },
  dismiss: () => {},
};

export function useToast(): ToastApi {
  return useContext(ToastContext) ?? consoleToasts;
}

interface ToastEntry extends ToastOptions {
  id: number;
}

/** Holds the app's toasts and shows them in one corner, newest last. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const t = useT();
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback((options: ToastOptions) => {
    const id = nextId.current;
    nextId.current += 1;
    setToasts((current) => [...current, { ...options, id }]);
    return id;
  }, []);

  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section
        aria-label={t('ui.toast.region')}
        className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-3 p-4 sm:inset-x-auto sm:right-0 sm:w-[26rem] sm:items-end"
      >
        {toasts.map(({ id, ...toast }) => (
          <Toast key={id} {...toast} onClose={() => dismiss(id)} />
        ))}
      </section>
    </ToastContext.Provider>
  );
}
