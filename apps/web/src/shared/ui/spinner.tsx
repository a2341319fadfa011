import { VisuallyHidden } from './visually-hidden';

interface SpinnerProps {
  /**
   * Announces the wait (role="status" with this text). Leave it out inside a control that
   * already says it is busy, such as a Button with `loading`: the spinner is then decorative.
   */
  label?: string;
  /** Size and colour; 1.25rem in currentColor by default. */
  className?: string;
}

/** A spinning ring. With reduced motion it turns slowly instead of stopping, so it still reads as "working". */
export function Spinner({ label, className = 'size-5' }: SpinnerProps) {
  const ring = (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      focusable="false"
      className={`shrink-0 animate-spin motion-reduce:[animation-duration:2.5s] ${className}`}
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="3" opacity="0.25" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (!label) return ring;
  return (
    <span role="status" className="inline-flex items-center">
      {ring}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
