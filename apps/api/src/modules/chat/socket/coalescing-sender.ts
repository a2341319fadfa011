import type { SocketServerEvent } from '@mhp/contract/socket';

interface Sink {
  send(data: string): void;
  isOpen(): boolean;
}

/**
 * Sends a socket's events in order, joining the reply pieces (`ai_delta`) that arrive in the
 * same turn of the event loop into one frame. A remote model's pieces arrive apart and still
 * stream one by one; an engine that has its whole text at once (the local one) costs one
 * frame and one write instead of one per few words, which was most of a reply's CPU time.
 */
export function createCoalescingSender(sink: Sink) {
  let pending: Extract<SocketServerEvent, { type: 'ai_delta' }> | null = null;
  let scheduled = false;

  const write = (event: SocketServerEvent) => {
    if (sink.isOpen()) sink.send(JSON.stringify(event));
  };
  const flush = () => {
    scheduled = false;
    if (!pending) return;
    const event = pending;
    pending = null;
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
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
      return;
    }
    // Anything else goes after the pieces before it, at once.
    flush();
    write(event);
  };
}
