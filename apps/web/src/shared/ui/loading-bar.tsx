interface LoadingBarProps {
  /** True while a page loads. */
  active: boolean;
}

/**
 * A thin bar across the top of the window while a page loads. It fades in after a short delay,
 * so quick loads do not flash, then creeps towards the end; with reduced motion it simply
 * appears. It is an indeterminate progress bar named 'Loading page', absent when inactive.
 */
export function LoadingBar({ active }: LoadingBarProps) {
  if (!active) return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="pointer-events-none fixed inset-x-0 top-0 z-70 h-1 overflow-hidden transition-opacity delay-150 duration-200 motion-reduce:transition-none starting:opacity-0"
    >
      <div className="h-full w-[90%] rounded-r-full bg-brand transition-[width] duration-8000 ease-out motion-reduce:w-full motion-reduce:transition-none starting:w-0" />
    </div>
  );
}
