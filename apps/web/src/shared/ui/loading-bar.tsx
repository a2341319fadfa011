import { useShownAfter } from '../hooks/use-shown-after';

/** How long a load may take before the bar shows (ms): quicker ones show nothing. */
export const LOADING_BAR_DELAY_MS = 150;

interface LoadingBarProps {
  /** True while a page loads. */
  active: boolean;
  /** How long `active` must last before the bar shows (ms); 0 shows it at once. */
  delayMs?: number;
}

/**
 * A thin bar in the brand's colour across the top of the window while a page loads. It shows
 * only once the load has lasted `delayMs` (150 ms), so quick loads show nothing at all, then
 * fades in and creeps towards the end; with reduced motion it simply appears, full width. It
 * is an indeterminate progress bar named 'Loading page', absent when not shown.
 */
export function LoadingBar({ active, delayMs = LOADING_BAR_DELAY_MS }: LoadingBarProps) {
  const shown = useShownAfter(active, delayMs);
  if (!shown) return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="pointer-events-none fixed inset-x-0 top-0 z-70 h-1 overflow-hidden transition-opacity duration-200 motion-reduce:transition-none starting:opacity-0"
    >
      <div className="h-full w-[90%] rounded-r-full bg-brand transition-[width] duration-8000 ease-out motion-reduce:w-full motion-reduce:transition-none starting:w-0" />
    </div>
  );
}
