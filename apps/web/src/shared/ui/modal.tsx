import { useEffect, useEffectEvent, useId, useRef } from 'react';
import type {
  MouseEvent as ReactMouseEvent,
  PointerEvent as ReactPointerEvent,
  ReactNode,
  RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { focusIfConnected, getTabbableElements } from './focusable';
import { CloseIcon } from './icons';

/** `drawer`: a full-height panel from the left edge (a side menu on small screens). */
export type ModalSize = 'sm' | 'md' | 'lg' | 'full' | 'drawer';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, on a click on the backdrop and by the close button. */
  onClose: () => void;
  /** Shown as the dialog's heading and used as its accessible name. */
  title: ReactNode;
  children: ReactNode;
  /** Shown under the title and read as the dialog's description. */
  description?: ReactNode;
  size?: ModalSize;
  /** Receives focus on open; otherwise the first focusable element of the content does, else the dialog itself. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** "alertdialog" for a dialog that interrupts to ask for a decision, such as a confirmation. */
  role?: 'dialog' | 'alertdialog';
}

const panelSizes: Record<ModalSize, string> = {
  sm: 'max-w-sm rounded-xl max-h-[calc(100dvh-2rem)]',
  md: 'max-w-lg rounded-xl max-h-[calc(100dvh-2rem)]',
  lg: 'max-w-4xl rounded-xl max-h-[calc(100dvh-2rem)]',
  full: 'h-dvh max-h-dvh',
  drawer: 'mr-auto h-dvh max-h-dvh max-w-80',
};

/**
 * Open dialogs, innermost last. Only the innermost one answers Escape and keeps focus, so a
 * confirm dialog opened from another dialog closes on its own.
 */
const openDialogs: object[] = [];

let scrollLocks = 0;
let restoreBodyStyle = () => {};

/** Stops the page behind the dialog from scrolling, keeping its width so nothing jumps. */
function lockBodyScroll(): () => void {
  if (scrollLocks++ === 0) {
    const { body, documentElement } = document;
    const { overflow, paddingRight } = body.style;
    const scrollbarWidth = window.innerWidth - documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbarWidth > 0) {
      const padding = parseFloat(getComputedStyle(body).paddingRight) || 0;
      body.style.paddingRight = `${padding + scrollbarWidth}px`;
    }
    restoreBodyStyle = () => {
      body.style.overflow = overflow;
      body.style.paddingRight = paddingRight;
    };
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--scrollLocks === 0) restoreBodyStyle();
  };
}

/** Keeps Tab and Shift+Tab cycling through the dialog's focusable elements. */
function trapTab(event: KeyboardEvent, panel: HTMLElement) {
  const tabbables = getTabbableElements(panel);
  const first = tabbables[0];
  const last = tabbables.at(-1);
  if (!first || !last) {
    event.preventDefault();
    panel.focus();
    return;
  }
  const active = document.activeElement;
  const inside = active instanceof Node && active !== panel && panel.contains(active);
  if (event.shiftKey && (!inside || active === first)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (!inside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A modal dialog rendered over the page (in a portal on document.body). Focus moves into it on
 * open and stays there; Escape, the close button and a click on the backdrop close it; focus
 * returns to the element that had it before. The page behind does not scroll while it is open.
 */
export function Modal({ open, ...props }: ModalProps) {
  if (!open) return null;
  return createPortal(<ModalDialog {...props} />, document.body);
}

function ModalDialog({
  onClose,
  title,
  children,
  description,
  size = 'md',
  initialFocusRef,
  closeLabel = 'Close',
  role = 'dialog',
}: Omit<ModalProps, 'open'>) {
  const panelRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const titleId = useId();
  const descriptionId = useId();

  const close = useEffectEvent(() => onClose());
  const focusInitialElement = useEffectEvent(() => {
    const panel = panelRef.current;
    const content = contentRef.current;
    if (!panel) return;
    const target =
      initialFocusRef?.current ?? (content ? getTabbableElements(content)[0] : undefined) ?? panel;
    target.focus();
  });

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const token = {};
    openDialogs.push(token);
    const opener = document.activeElement;
    const unlockScroll = lockBodyScroll();
    focusInitialElement();

    const isInnermost = () => openDialogs.at(-1) === token;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isInnermost()) return;
      if (event.key === 'Escape') {
        // A tooltip or popover inside the dialog that handled Escape prevents its default.
        if (event.defaultPrevented || event.isComposing) return;
        event.preventDefault();
        close();
      } else if (event.key === 'Tab') {
        trapTab(event, panel);
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      // Focus that escapes some other way (a click on a toast, a script) is brought back.
      if (!isInnermost() || !(event.target instanceof Node) || panel.contains(event.target)) {
        return;
      }
      (getTabbableElements(panel)[0] ?? panel).focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      openDialogs.splice(openDialogs.indexOf(token), 1);
      unlockScroll();
      // Give focus back unless the code that closed the dialog moved it somewhere on purpose.
      const active = document.activeElement;
      if (!active || active === document.body || panel.contains(active)) {
        focusIfConnected(opener);
      }
    };
  }, []);

  function onBackdropPointerDown(event: ReactPointerEvent<HTMLDivElement>) {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  }
  function onBackdropClick(event: ReactMouseEvent<HTMLDivElement>) {
    // A press that starts in the panel and ends on the backdrop (selecting text) does not close.
    if (event.target === event.currentTarget && pressStartedOnBackdrop.current) onClose();
    pressStartedOnBackdrop.current = false;
  }

  return (
    // The backdrop's click is a pointer shortcut; keyboard users have Escape and the close button.
    <div
      role="presentation"
      onPointerDown={onBackdropPointerDown}
      onClick={onBackdropClick}
      className={`fixed inset-0 z-50 flex items-center justify-center bg-black/60 transition-opacity duration-150 motion-reduce:transition-none starting:opacity-0 ${size === 'full' || size === 'drawer' ? '' : 'p-4'}`}
    >
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={`flex w-full flex-col overflow-hidden bg-surface text-text shadow-xl outline-none ${panelSizes[size]}`}
      >
        <div className="flex items-start justify-between gap-4 border-b border-border py-2 pr-2 pl-5">
          <h2 id={titleId} className="py-2 text-lg font-semibold">
            {title}
          </h2>
          <button
            type="button"
            aria-label={closeLabel}
            onClick={onClose}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-text-muted hover:bg-surface-muted hover:text-text"
          >
            <CloseIcon className="size-6" />
          </button>
        </div>
        <div ref={contentRef} className="min-h-0 flex-1 overflow-y-auto px-5 py-4">
          {description && (
            <div id={descriptionId} className="mb-4 text-text-muted">
              {description}
            </div>
          )}
          {children}
        </div>
      </div>
    </div>
  );
}
