import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Spinner } from './spinner';

export interface FabProps {
  /** Visible text of the button, and its accessible name. */
  label: string;
  onClick: () => void;
  /** Shows a spinner in place of the icon, marks the button busy and disables it. */
  loading?: boolean;
  /** A decorative icon shown before the label (an icon from ./icons, say). */
  icon?: ReactNode;
  /**
   * The id of the part of the page the button leads to (a booking form, say). While any of it
   * is on screen the button steps aside: it would cover that part's fields and buttons.
   */
  hideWhileVisible?: string;
}

/** Whether the element with this id is at least partly on screen. */
function useOnScreen(id: string | undefined): boolean {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const element = id ? document.getElementById(id) : null;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setOnScreen(!!entry?.isIntersecting));
    observer.observe(element);
    return () => observer.disconnect();
  }, [id]);
  return onScreen;
}

/**
 * The floating action button at the bottom right of small screens. It is hidden from 768 px
 * up (spec breakpoint 767/768), where the page shows the same action inline, and while the
 * part of the page it leads to is on screen (`hideWhileVisible`).
 */
export function Fab({ label, onClick, loading = false, icon, hideWhileVisible }: FabProps) {
  const targetOnScreen = useOnScreen(hideWhileVisible);
  if (targetOnScreen) return null;
  // The wrapper keeps the button out of the reach of its parent's child rules (the page area
  // stretches its direct children, `*:w-full`, which made the button as wide as the screen).
  return (
    <div>
      <button
        type="button"
        onClick={onClick}
        disabled={loading}
        aria-busy={loading || undefined}
        className="fixed right-4 bottom-[max(1rem,env(safe-area-inset-bottom))] z-40 inline-flex min-h-14 min-w-14 items-center justify-center gap-2 rounded-full bg-brand px-5 font-semibold text-brand-contrast shadow-lg transition-colors hover:bg-brand/90 disabled:cursor-not-allowed disabled:opacity-80 motion-reduce:transition-none md:hidden"
      >
        {loading ? (
          <Spinner className="size-5" />
        ) : (
          icon && (
            <span aria-hidden="true" className="inline-flex size-5 items-center justify-center">
              {icon}
            </span>
          )
        )}
        <span>{label}</span>
      </button>
    </div>
  );
}
