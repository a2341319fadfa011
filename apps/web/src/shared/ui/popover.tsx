import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { Placement } from './tooltip';

export interface PopoverProps {
  /** Accessible name of the trigger button (its content is often only an icon). */
  label: string;
  /** Content of the trigger button. */
  trigger: ReactNode;
  /** Heading of the panel; also the panel's accessible name. */
  title: ReactNode;
  children: ReactNode;
  /** Side of the trigger the panel opens on; below by default. */
  placement?: Placement;
  /** Alignment along that side: centred on the trigger, or flush with its start or end edge. */
  align?: 'start' | 'center' | 'end';
  /** Classes for the trigger button's shape, size and colour (it is at least 24×24 px). */
  triggerClassName?: string;
}

const sides: Record<Placement, string> = {
  top: 'bottom-full mb-2',
  bottom: 'top-full mt-2',
  left: 'right-full mr-2',
  right: 'left-full ml-2',
};

function alignment(placement: Placement, align: 'start' | 'center' | 'end'): string {
  const vertical = placement === 'top' || placement === 'bottom';
  if (align === 'start') return vertical ? 'left-0' : 'top-0';
  if (align === 'end') return vertical ? 'right-0' : 'bottom-0';
  return vertical ? 'left-1/2 -translate-x-1/2' : 'top-1/2 -translate-y-1/2';
}

/**
 * A button that opens a small non-modal panel next to it (a disclosure with a named panel).
 * It renders a div, so place it in block or flex context, not inside a paragraph or heading.
 * Opening moves focus to the panel so its text is read and Tab reaches its links; Escape
 * closes it and returns focus to the button; a click outside or moving focus out closes it.
 */
export function Popover({
  label,
  trigger,
  title,
  children,
  placement = 'bottom',
  align = 'center',
  triggerClassName = 'rounded-md text-text-muted hover:text-text',
}: PopoverProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const titleId = useId();

  useEffect(() => {
    if (!open) return;
    panelRef.current?.focus();

    // Capture phase, so Escape closes the popover before a surrounding dialog sees it.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      const hadFocus = rootRef.current?.contains(document.activeElement) ?? false;
      setOpen(false);
      if (hadFocus) triggerRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) {
        setOpen(false);
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return (
    <div
      ref={rootRef}
      className="relative inline-flex"
      onBlur={(event) => {
        // Tabbing past the panel closes it; focus lost to nothing (a click on plain text) does not.
        const next = event.relatedTarget;
        if (next && !event.currentTarget.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
        className={`inline-flex min-h-6 min-w-6 items-center justify-center ${triggerClassName}`}
      >
        {trigger}
      </button>
      <div
        ref={panelRef}
        id={panelId}
        role="dialog"
        aria-labelledby={titleId}
        tabIndex={-1}
        hidden={!open}
        className={`absolute z-40 w-72 max-w-[calc(100vw-2rem)] rounded-lg border border-border bg-surface p-4 text-left text-sm text-text shadow-lg ${sides[placement]} ${alignment(placement, align)}`}
      >
        <p id={titleId} className="mb-1 text-base font-semibold">
          {title}
        </p>
        <div className="text-text-muted [&_a]:font-semibold [&_a]:text-brand [&_a]:underline">
          {children}
        </div>
      </div>
    </div>
  );
}
