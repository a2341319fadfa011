/**
 * The browser hydrates a server-rendered page in one pass (main.tsx); parts that are not
 * needed at once (the footer, a lazily loaded part) wait for a later task instead, so the
 * pass, a long task on a phone, is shorter and the browser can answer input in between
 * (ADR 021). `HydrateLater` (shared/ui/lazy-boundary.tsx) uses these.
 */
let inPass = false;
let lastSlot: Promise<void> = Promise.resolve();

/** Hydrates the page; `inHydrationPass()` is true while it runs. */
export function runHydrationPass(hydrate: () => void) {
  inPass = true;
  try {
    hydrate();
  } finally {
    inPass = false;
  }
}

/** Whether the page's hydration pass is running (false on the server and afterwards). */
export const inHydrationPass = () => inPass;

/**
 * A new task: a message to this page, which the browser delivers after the current task and
 * without a timer's clamping (and which a test's fake clock does not hold back).
 */
function newTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Settles one task after the previous slot handed out, so the parts that wait on these
 * hydrate one per task, in page order.
 */
export function nextTaskSlot(): Promise<void> {
  lastSlot = lastSlot.then(newTask);
  return lastSlot;
}
