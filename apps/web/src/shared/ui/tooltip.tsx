import { cloneElement, useEffect, useId, useState } from 'react';
import type { ReactElement } from 'react';

export type Placement = 'top' | 'bottom' | 'left' | 'right';

export interface TooltipProps {
  /** Short supplementary text; the child keeps its own accessible name. */
  label: string;
  placement?: Placement;
  /** One focusable element (a button or link) that the tooltip describes. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
}

// The padding on the side facing the trigger bridges the gap, so the pointer can move onto
// the tooltip without it closing (WCAG 1.4.13, hoverable).
const placements: Record<Placement, string> = {
  top: 'bottom-full left-1/2 -translate-x-1/2 pb-2',
  bottom: 'top-full left-1/2 -translate-x-1/2 pt-2',
  left: 'right-full top-1/2 -translate-y-1/2 pr-2',
  right: 'left-full top-1/2 -translate-y-1/2 pl-2',
};

/**
 * A text label shown while the child is hovered or has focus. It stays while the pointer is
 * over the tooltip itself, and Escape hides it without moving focus or the pointer
 * (WCAG 1.4.13). The child is described by the label (aria-describedby) whether it shows or not.
 */
export function Tooltip({ label, placement = 'top', children }: TooltipProps) {
  const id = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const visible = (hovered || focused) && !dismissed;

  useEffect(() => {
    if (!visible) return;
    // Capture phase: Escape closes the tooltip before a surrounding dialog sees it.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      setDismissed(true);
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [visible]);

  const describedBy = [children.props['aria-describedby'], id].filter(Boolean).join(' ');

  return (
    // The wrapper only listens for hover and focus of the child; it is not itself interactive.
    <span
      className="relative inline-flex"
      onMouseEnter={() => {
        setHovered(true);
        setDismissed(false);
      }}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => {
        setFocused(true);
        setDismissed(false);
      }}
      onBlur={() => setFocused(false)}
    >
      {cloneElement(children, { 'aria-describedby': describedBy })}
      <span
        id={id}
        role="tooltip"
        hidden={!visible}
        className={`absolute z-40 w-max max-w-64 ${placements[placement]}`}
      >
        <span className="block rounded-md bg-text px-2.5 py-1.5 text-sm leading-snug font-medium text-surface shadow-md">
          {label}
        </span>
      </span>
    </span>
  );
}
