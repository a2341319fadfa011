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
}

/**
 * The floating action button at the bottom right of small screens. It is hidden from 768 px
 * up (spec breakpoint 767/768), where the page shows the same action inline.
 */
export function Fab({ label, onClick, loading = false, icon }: FabProps) {
  return (
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
  );
}
