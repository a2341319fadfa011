import { describe, expect, it } from 'vitest';
import { createSocketBudgets, DEFAULT_SOCKET_LIMITS, tokenBucket } from './socket-budgets';

const clock = () => {
  let now = 0;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
};

describe('tokenBucket', () => {
  it('gives its burst at once, then refills at its rate', () => {
    const time = clock();
    const bucket = tokenBucket({ burst: 3, perSecond: 2 }, time.now);
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(bucket.waitMs()).toBe(500);
    time.advance(500);
    expect(bucket.take()).toBe(true);
    expect(bucket.full()).toBe(false);
    time.advance(10_000);
    expect(bucket.full()).toBe(true);
  });
});

describe('socket budgets', () => {
  it('shares a user’s budgets between sockets and keeps them across reconnects', () => {
    const time = clock();
    const budgets = createSocketBudgets(
      {
        ...DEFAULT_SOCKET_LIMITS,
        connection: { ...DEFAULT_SOCKET_LIMITS.connection, resume: { burst: 5, perSecond: 0 } },
        user: { ...DEFAULT_SOCKET_LIMITS.user, resume: { burst: 8, perSecond: 0 } },
      },
      time.now,
    );
    const first = budgets.open('u1')!;
    const answered = () => [...Array(10)].filter(() => first.kind('resume') === null).length;
    expect(answered()).toBe(5);
    first.close();
    // A new socket has its own 5, but the user has only 3 left of 8.
    const second = budgets.open('u1')!;
    const more = [...Array(10)].filter(() => second.kind('resume') === null).length;
    expect(more).toBe(3);
    expect(second.kind('resume')).toMatchObject({ budget: 'resume' });
    // Another user is not affected.
    expect(budgets.open('u2')!.kind('resume')).toBeNull();
  });

  it('refuses the socket over the cap and forgets idle users once their budgets are full', () => {
    const time = clock();
    const budgets = createSocketBudgets({ ...DEFAULT_SOCKET_LIMITS, socketsPerUser: 2 }, time.now);
    expect(budgets.admit('u')).toBeNull();
    const a = budgets.open('u')!;
    const b = budgets.open('u')!;
    expect(budgets.admit('u')).toBe('tooManySockets');
    expect(budgets.open('u')).toBeNull();
    a.close();
    a.close();
    expect(budgets.admit('u')).toBeNull();
    b.close();
    budgets.sweep();
    expect(budgets.size).toBe(1);
    time.advance(60_000);
    budgets.sweep();
    expect(budgets.size).toBe(0);
  });

  it('runs out of patience after the allowed drops', () => {
    const budgets = createSocketBudgets(DEFAULT_SOCKET_LIMITS, clock().now);
    const socket = budgets.open('u')!;
    const strikes = [...Array(25)].map(() => socket.strike());
    expect(strikes.indexOf(true)).toBe(DEFAULT_SOCKET_LIMITS.patience.burst);
  });
});
