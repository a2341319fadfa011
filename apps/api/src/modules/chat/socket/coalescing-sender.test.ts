import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { SocketServerEvent } from '@mhp/contract/socket';
import { createCoalescingSender } from './coalescing-sender';

function recorder(open = true, intervalMs?: number) {
  const frames: SocketServerEvent[] = [];
  const send = createCoalescingSender(
    {
      send: (data) => frames.push(JSON.parse(data) as SocketServerEvent),
      isOpen: () => open,
    },
    intervalMs,
  );
  return { frames, send };
}

const delta = (text: string, replyTo = 'a'): SocketServerEvent => ({
  type: 'ai_delta',
  room: 'room1',
  reply_to: replyTo,
  delta: text,
});

describe('coalescing sender', () => {
  it('joins the pieces of one turn into one frame', async () => {
    const { frames, send } = recorder();
    send(delta('A varicocele '));
    send(delta('is a swelling '));
    send(delta('of veins.'));
    expect(frames).toHaveLength(0);
    await nextTurn();
    expect(frames).toEqual([delta('A varicocele is a swelling of veins.')]);
  });

  it('keeps pieces an interval apart, so a slow model still streams', async () => {
    const { frames, send } = recorder(true, 20);
    send(delta('First '));
    await nextTurn();
    await sleep(25);
    send(delta('second'));
    await nextTurn();
    expect(frames.map((f) => (f.type === 'ai_delta' ? f.delta : f.type))).toEqual([
      'First ',
      'second',
    ]);
  });

  it('sends the first piece at once and joins those that follow within the interval', async () => {
    const { frames, send } = recorder(true, 20);
    send(delta('A varicocele '));
    await nextTurn();
    send(delta('is a swelling '));
    await nextTurn();
    send(delta('of veins.'));
    await nextTurn();
    expect(frames).toEqual([delta('A varicocele ')]);
    await sleep(25);
    expect(frames).toEqual([delta('A varicocele '), delta('is a swelling of veins.')]);
  });

  it('sends the joined pieces at once when the reply ends', async () => {
    const { frames, send } = recorder(true, 1000);
    send(delta('A varicocele '));
    await nextTurn();
    send(delta('is a swelling.'));
    send({ type: 'error', code: 'engine_failed', message: 'Try again.' });
    expect(frames.map((f) => (f.type === 'ai_delta' ? f.delta : f.type))).toEqual([
      'A varicocele ',
      'is a swelling.',
      'error',
    ]);
  });

  it('does not hold the first piece of the next reply', async () => {
    const { frames, send } = recorder(true, 1000);
    send(delta('one', 'a'));
    await nextTurn();
    send(delta('two', 'b'));
    await nextTurn();
    expect(frames).toEqual([delta('one', 'a'), delta('two', 'b')]);
  });

  it('sends the pieces before any other event, in order', async () => {
    const { frames, send } = recorder();
    send(delta('Call emergency services now. '));
    send({ type: 'error', code: 'engine_failed', message: 'Try again.' });
    expect(frames.map((f) => f.type)).toEqual(['ai_delta', 'error']);
    await nextTurn();
    expect(frames).toHaveLength(2);
  });

  it('does not join pieces of different replies', async () => {
    const { frames, send } = recorder();
    send(delta('one', 'a'));
    send(delta('two', 'b'));
    await nextTurn();
    expect(frames).toEqual([delta('one', 'a'), delta('two', 'b')]);
  });

  it('sends nothing to a closed socket', async () => {
    const { frames, send } = recorder(false);
    send(delta('lost'));
    send({ type: 'error', code: 'engine_failed', message: 'Try again.' });
    await nextTurn();
    expect(frames).toHaveLength(0);
  });
});
