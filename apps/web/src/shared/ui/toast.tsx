import { TOAST_DURATION_MS } from '@mhp/contract/constants';
import { createContext, use, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useInRouterContext } from 'react-router';
import { useHydrated } from '../hooks/use-hydrated';
import { Link } from './link';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from './icons';

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastOptions {
  tone?: ToastTone;
  /** A link shown with the message, e.g. { label: 'Go to Cart', href: '/cart' }. */
  action?: { label: string; href: string };
}

export interface ToastApi {
  show(message: string, options?: ToastOptions): void;
}

interface ToastEntry {
  id: number;
  message: string;
  tone: ToastTone;
  action?: { label: string; href: string };
}

/** More than this many at once would cover the page; the oldest gives way. */
export const MAX_VISIBLE_TOASTS = 3;

const ToastContext = createContext<ToastApi | null>(null);

/**
 * Shows notifications at the top right of the screen (full width on small screens). Each
 * hides itself after TOAST_DURATION_MS; pointing at it or focusing inside it holds it until
 * the pointer or focus leaves, so there is time to read it and reach its link.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback((message: string, options: ToastOptions = {}) => {
    const entry: ToastEntry = {
      id: ++nextId.current,
      message,
      tone: options.tone ?? 'info',
      action: options.action,
    };
    setToasts((current) => {
      // The same message again replaces the earlier one (and restarts its time).
      const others = current.filter(
        (toast) => toast.message !== entry.message || toast.tone !== entry.tone,
      );
      return [...others, entry].slice(-MAX_VISIBLE_TOASTS);
    });
  }, []);

  const api = useMemo<ToastApi>(() => ({ show }), [show]);
  // The live regions are a portal into <body>: added once the page runs (not in server HTML).
  const hydrated = useHydrated();
  const errors = toasts.filter((toast) => toast.tone === 'error');
  const others = toasts.filter((toast) => toast.tone !== 'error');

  return (
    <ToastContext value={api}>
      {children}
      {hydrated &&
        createPortal(
          // The live regions stay on the page, empty, so screen readers announce what is added.
          <div className="pointer-events-none fixed inset-x-0 top-0 z-60 flex flex-col items-stretch gap-2 p-3 sm:inset-x-auto sm:right-0 sm:w-96 sm:p-4">
            <div aria-live="assertive" className="flex flex-col gap-2">
              {errors.map((toast) => (
                <ToastCard key={toast.id} toast={toast} onDismiss={dismiss} />
              ))}
            </div>
            <div aria-live="polite" className="flex flex-col gap-2">
              {others.map((toast) => (
                <ToastCard key={toast.id} toast={toast} onDismiss={dismiss} />
              ))}
            </div>
          </div>,
          document.body,
        )}
    </ToastContext>
  );
}

/** Shows notifications; needs a ToastProvider above. */
export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error('useToast must be used inside a ToastProvider.');
  return api;
}

const toneStyles: Record<ToastTone, { accent: string; Icon: typeof InfoIcon }> = {
  info: { accent: 'border-l-brand text-brand', Icon: InfoIcon },
  success: { accent: 'border-l-success text-success', Icon: CheckIcon },
  error: { accent: 'border-l-danger text-danger', Icon: AlertIcon },
};

function ToastCard({ toast, onDismiss }: { toast: ToastEntry; onDismiss: (id: number) => void }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const held = hovered || focused;
  const inRouter = useInRouterContext();
  const { id, message, tone, action } = toast;

  useEffect(() => {
    if (held) return;
    const timer = setTimeout(() => onDismiss(id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [held, id, onDismiss]);

  const { accent, Icon } = toneStyles[tone];
  const actionClass =
    'inline-flex min-h-6 items-center font-semibold text-brand underline underline-offset-2 hover:no-underline';

  return (
    <div
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      className={`pointer-events-auto flex items-start gap-3 rounded-lg border border-l-4 border-border bg-surface p-3 pl-4 shadow-lg transition duration-200 motion-reduce:transition-none starting:-translate-y-2 starting:opacity-0 ${accent}`}
    >
      <Icon className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1 text-text">
        <p role={tone === 'error' ? 'alert' : 'status'} className="break-words">
          {message}
        </p>
        {action &&
          (inRouter ? (
            <Link to={action.href} onClick={() => onDismiss(id)} className={actionClass}>
              {action.label}
            </Link>
          ) : (
            <a href={action.href} className={actionClass}>
              {action.label}
            </a>
          ))}
      </div>
      <button
        type="button"
        aria-label="Dismiss notification"
        onClick={() => onDismiss(id)}
        className="-m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-md text-text-muted hover:bg-surface-muted hover:text-text"
      >
        <CloseIcon className="size-5" />
      </button>
    </div>
  );
}
