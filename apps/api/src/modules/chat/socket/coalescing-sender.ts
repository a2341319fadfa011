import type { SocketServerEvent } from '@mhp/contract/socket';

interface Sink {
  send(data: string): void;
  isOpen(): boolean;
}

/**
 * Reply pieces a socket is sent at most this often. A page repaints every 16 ms or so, and
 * a model writes a few tokens in this time: the reply still grows as it is written, in a
 * frame (and a socket write, and a parse in the page) per interval instead of one per piece.
 */
export const DELTA_INTERVAL_MS = 30;

type Delta = Extract<SocketServerEvent, { type: 'ai_delta' }>;

/**
 * Sends a socket's events in order, joining reply pieces (`ai_delta`) into one frame: the
 * pieces of one turn of the event loop, and after a piece was sent, those that follow within
 * `intervalMs`. The first piece of a reply goes at the end of its turn, and any other event
 * (the whole reply, an error) sends the pieces before it at once, so joining never delays the
 * end of a reply. An engine that has its whole text at once (the local one) costs a frame for
 * its first piece and one for the rest, instead of one per few words: those writes were the
 * largest part of a reply's CPU time (ADR 029).
 */
export function createCoalescingSender(sink: Sink, intervalMs = DELTA_INTERVAL_MS) {
  let pending: Delta | null = null;
  let timer: NodeJS.Timeout | null = null;
  let immediate: NodeJS.Immediate | null = null;
  /** The reply whose piece was sent last, and when (performance.now()). */
  let lastReply: string | null = null;
  let lastSent = -Infinity;

  const write = (event: SocketServerEvent) => {
    if (sink.isOpen()) sink.send(JSON.stringify(event));
  };
  const flush = () => {
    if (timer) clearTimeout(timer);
    if (immediate) clearImmediate(immediate);
    timer = null;
    immediate = null;
    if (!pending) return;
    const event = pending;
    pending = null;
    lastReply = event.reply_to;
    lastSent = performance.now();
    write(event);
  };

  return (event: SocketServerEvent) => {
    if (event.type === 'ai_delta') {
      if (pending && pending.reply_to === event.reply_to && pending.room === event.room) {
        pending.delta += event.delta;
      } else {
        flush();
        pending = { ...event };
      }
      if (!timer && !immediate) {
        const wait = lastReply === event.reply_to ? lastSent + intervalMs - performance.now() : 0;
        if (wait > 0) timer = setTimeout(flush, wait);
        else immediate = setImmediate(flush);
      }
      return;
    }
    // Anything else goes after the pieces before it, at once.
    flush();
    write(event);
  };
}
