/** How many slices one heartbeat interval is cut into. */
export const HEARTBEAT_SLICES = 10;

export interface SpreadHeartbeat<T> {
  /** Starts checking `member`, in the slice with the fewest members. */
  add(member: T): void;
  /** Stops checking `member`. */
  delete(member: T): void;
  /** Stops the timer (the server closes). */
  stop(): void;
}

interface SpreadHeartbeatOptions<T> {
  /** Every member is checked once in every such period (ms). */
  intervalMs: number;
  /** How many slices the interval is cut into: one slice is checked per tick. */
  slices?: number;
  /** The check of one member (a ping, the token and its session again). */
  check: (member: T) => void;
  /** After every full round of slices, once per interval (e.g. sweeping idle budgets). */
  afterRound?: () => void;
}

/**
 * A heartbeat that checks every member once per interval, spread over it. Checking every chat
 * socket's session at the same moment stalled the server once per interval at thousands of
 * sockets (and sent the session store a burst of lookups); here each member belongs to one
 * of `slices` slices, a timer ticks every interval / slices, and each tick checks one slice.
 * A new member joins the smallest slice, so slices stay even as sockets come and go.
 *
 * The guarantee is the one of a plain interval: a member is checked once per round, and a
 * round (slices × tick) never lasts longer than the interval; so a socket that stopped
 * answering pings, or whose session ended behind our back, is found within one interval.
 */
export function createSpreadHeartbeat<T>({
  intervalMs,
  slices = HEARTBEAT_SLICES,
  check,
  afterRound,
}: SpreadHeartbeatOptions<T>): SpreadHeartbeat<T> {
  const count = Math.max(1, Math.min(Math.floor(slices), Math.floor(intervalMs)));
  const tickMs = Math.max(1, Math.floor(intervalMs / count));
  const groups = Array.from({ length: count }, () => new Set<T>());
  const sliceOf = new Map<T, Set<T>>();
  let next = 0;

  const timer = setInterval(() => {
    const group = groups[next]!;
    next = (next + 1) % count;
    // A check may delete its member (a socket cut off): a Set's iteration allows that.
    for (const member of group) check(member);
    if (next === 0) afterRound?.();
  }, tickMs);
  timer.unref();

  return {
    add(member) {
      if (sliceOf.has(member)) return;
      let smallest = groups[0]!;
      for (const group of groups) if (group.size < smallest.size) smallest = group;
      smallest.add(member);
      sliceOf.set(member, smallest);
    },
    delete(member) {
      sliceOf.get(member)?.delete(member);
      sliceOf.delete(member);
    },
    stop() {
      clearInterval(timer);
    },
  };
}
