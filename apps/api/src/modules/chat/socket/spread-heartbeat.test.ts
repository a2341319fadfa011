import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSpreadHeartbeat, HEARTBEAT_SLICES } from './spread-heartbeat';

/**
 * The chat socket heartbeat checks each socket once per interval, spread over it (issue:
 * every socket's session was checked at the same moment, a periodic stall at thousands).
 */
describe('createSpreadHeartbeat', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const INTERVAL = 30_000;

  /** A heartbeat over `count` members that records when each is checked. */
  function heartbeatOver(count: number, check?: (member: number) => void) {
    const checks: { member: number; at: number }[] = [];
    const rounds: number[] = [];
    const heartbeat = createSpreadHeartbeat<number>({
      intervalMs: INTERVAL,
      check: (member) => {
        checks.push({ member, at: Date.now() });
        check?.(member);
      },
      afterRound: () => rounds.push(Date.now()),
    });
    for (let member = 0; member < count; member += 1) heartbeat.add(member);
    return { heartbeat, checks, rounds };
  }

  it('checks a tenth of the members at a time, and every member once per interval', () => {
    const start = Date.now();
    const { heartbeat, checks, rounds } = heartbeatOver(5_000);

    const perMoment = new Map<number, number>();
    vi.advanceTimersByTime(INTERVAL);
    for (const { at } of checks) perMoment.set(at, (perMoment.get(at) ?? 0) + 1);
    // Ten moments of 500 checks each, 3 s apart; never all 5,000 at once.
    expect(perMoment.size).toBe(HEARTBEAT_SLICES);
    expect(Math.max(...perMoment.values())).toBe(500);
    expect([...perMoment.keys()].map((at) => at - start)).toEqual(
      Array.from({ length: HEARTBEAT_SLICES }, (_, i) => (i + 1) * 3_000),
    );
    // Each member exactly once in the interval, and once more in the next.
    expect(new Set(checks.map((check) => check.member)).size).toBe(5_000);
    expect(checks).toHaveLength(5_000);
    vi.advanceTimersByTime(INTERVAL);
    expect(checks).toHaveLength(10_000);
    // Each member's checks are exactly one interval apart.
    const firstOf0 = checks.filter((check) => check.member === 0).map((check) => check.at);
    expect(firstOf0[1]! - firstOf0[0]!).toBe(INTERVAL);
    // The once-per-interval work (sweeping idle budgets) runs once per round.
    expect(rounds.map((at) => at - start)).toEqual([INTERVAL, 2 * INTERVAL]);
    heartbeat.stop();
  });

  it('finds a revoked member within one interval, whenever it was revoked', () => {
    const revoked = new Map<number, number>();
    const closed = new Map<number, number>();
    const { heartbeat } = heartbeatOver(1_000, (member) => {
      if (revoked.has(member) && !closed.has(member)) {
        closed.set(member, Date.now());
        heartbeat.delete(member);
      }
    });
    // Revoke members in every slice at many moments of a round, as a session store would.
    for (let step = 0; step < 40; step += 1) {
      vi.advanceTimersByTime(1_337);
      const member = (step * 97) % 1_000;
      revoked.set(member, Date.now());
    }
    vi.advanceTimersByTime(INTERVAL);
    expect(closed.size).toBe(revoked.size);
    for (const [member, at] of revoked) {
      expect(closed.get(member)! - at).toBeLessThanOrEqual(INTERVAL);
    }
    heartbeat.stop();
  });

  it('keeps slices even as members come and go, checks newcomers within an interval', () => {
    const { heartbeat, checks } = heartbeatOver(100);
    // Members join slices in turn (member % 10); half leave, all from the first five slices.
    const left = (member: number) => member < 100 && member % 10 < 5;
    for (let member = 0; member < 100; member += 1) if (left(member)) heartbeat.delete(member);
    vi.advanceTimersByTime(1_000);
    // Newcomers fill the emptied slices first.
    for (let member = 100; member < 150; member += 1) heartbeat.add(member);
    const joined = Date.now();
    checks.length = 0;
    vi.advanceTimersByTime(INTERVAL);
    const perMoment = new Map<number, number>();
    for (const { at } of checks) perMoment.set(at, (perMoment.get(at) ?? 0) + 1);
    // Newcomers went to the emptied slices: still 10 a moment, not 5 then 15.
    expect([...perMoment.values()]).toEqual(Array(HEARTBEAT_SLICES).fill(10));
    expect(checks.some((check) => left(check.member))).toBe(false);
    for (let member = 100; member < 150; member += 1) {
      const first = checks.find((check) => check.member === member);
      expect(first!.at - joined).toBeLessThanOrEqual(INTERVAL);
    }
    heartbeat.stop();
    checks.length = 0;
    vi.advanceTimersByTime(INTERVAL);
    expect(checks).toHaveLength(0);
  });

  it('still checks every member once per interval when the interval is short', () => {
    const checks: number[] = [];
    const heartbeat = createSpreadHeartbeat<number>({
      intervalMs: 7,
      check: (member) => checks.push(member),
    });
    heartbeat.add(1);
    heartbeat.add(2);
    vi.advanceTimersByTime(7);
    expect(checks.sort()).toEqual([1, 2]);
    heartbeat.stop();
  });
});
