import { SOCKET_CLOSE, SOCKET_NO_TOKEN } from '@mhp/contract/socket-constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectChatSocket } from './chat-socket';
import type { ChatSocketOptions, ConnectionState } from './chat-socket';

/** A stand-in for the browser WebSocket: the test opens, feeds and closes it. */
class FakeSocket extends EventTarget {
  static readonly OPEN = 1;
  static instances: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  constructor(readonly url: string) {
    super();
    FakeSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.serverClose(1000, '');
  }
  serverOpen() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }
  serverSend(data: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(data) }));
  }
  serverClose(code: number, reason: string) {
    this.readyState = 3;
    const event = new Event('close') as Event & { code: number; reason: string };
    Object.assign(event, { code, reason });
    this.dispatchEvent(event);
  }
}

function setup(overrides: Partial<ChatSocketOptions> = {}) {
  const states: [ConnectionState, string | undefined][] = [];
  const events: unknown[] = [];
  const network = Object.assign(new EventTarget(), { navigator: { onLine: true } });
  let lastId: string | null = 'm1';
  const socket = connectChatSocket({
    url: (key) => `ws://test/ws/chat/room/?key=${key}`,
    accessToken: () => 'token-1',
    refreshSession: async () => false,
    lastId: () => lastId,
    onEvent: (event) => events.push(event),
    onConnection: (state, reason) => states.push([state, reason]),
    delays: [100, 200, 400],
    WebSocket: FakeSocket as unknown as typeof WebSocket,
    network,
    ...overrides,
  });
  return {
    socket,
    states,
    events,
    network,
    setLastId: (id: string | null) => (lastId = id),
    latest: () => FakeSocket.instances.at(-1)!,
  };
}

beforeEach(() => {
  FakeSocket.instances = [];
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('connectChatSocket', () => {
  it('connects with the token as key and sends resume with the last id first', () => {
    const { latest, states } = setup();
    expect(latest().url).toBe('ws://test/ws/chat/room/?key=token-1');
    latest().serverOpen();
    expect(latest().sent).toEqual([{ type: 'resume', last_id: 'm1' }]);
    expect(states.map(([state]) => state)).toEqual(['connecting', 'open']);
  });

  it('passes valid server events on and ignores unreadable ones', () => {
    const { latest, events } = setup();
    latest().serverOpen();
    latest().dispatchEvent(new MessageEvent('message', { data: 'not json' }));
    latest().serverSend({ type: 'nonsense' });
    latest().serverSend({ type: 'sync', room: 'room', messages: [], replying: false });
    expect(events).toEqual([{ type: 'sync', room: 'room', messages: [], replying: false }]);
  });

  it('reconnects with growing pauses and resumes from the newest id each time', () => {
    const { latest, states, setLastId } = setup();
    latest().serverOpen();
    latest().serverClose(1006, '');
    expect(states.at(-1)).toEqual(['reconnecting', undefined]);

    vi.advanceTimersByTime(99);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(2);
    // The server is still down: the next pause is longer.
    latest().serverClose(1006, '');
    vi.advanceTimersByTime(199);
    expect(FakeSocket.instances).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(3);

    setLastId('m7');
    latest().serverOpen();
    expect(latest().sent).toEqual([{ type: 'resume', last_id: 'm7' }]);
    expect(states.at(-1)).toEqual(['open', undefined]);
  });

  it('waits for the network when offline and tries again as soon as it is back', () => {
    const { latest, states, network } = setup();
    latest().serverOpen();
    network.navigator.onLine = false;
    network.dispatchEvent(new Event('offline'));
    latest().serverClose(1006, '');
    expect(states.at(-1)?.[0]).toBe('offline');
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(1);

    network.navigator.onLine = true;
    network.dispatchEvent(new Event('online'));
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('stops for good on a refused room and shows the reason', () => {
    const { latest, states } = setup();
    latest().serverClose(SOCKET_CLOSE.roomNotFound.code, SOCKET_CLOSE.roomNotFound.reason);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(states.at(-1)).toEqual(['refused', SOCKET_CLOSE.roomNotFound.reason]);
  });

  it('renews an expired token once and connects again with the new one', async () => {
    let token = 'old';
    const { latest } = setup({
      accessToken: () => token,
      refreshSession: async () => {
        token = 'new';
        return true;
      },
    });
    latest().serverClose(SOCKET_CLOSE.unauthorized.code, SOCKET_CLOSE.unauthorized.reason);
    await vi.waitFor(() => expect(FakeSocket.instances).toHaveLength(2));
    expect(latest().url).toContain('key=new');
  });

  it('refuses to connect without a token (spec section 5)', () => {
    const { states } = setup({ accessToken: () => null });
    expect(FakeSocket.instances).toHaveLength(0);
    expect(states).toEqual([['refused', SOCKET_NO_TOKEN]]);
  });

  it('sends only while open, and close() ends reconnecting', () => {
    const { socket, latest } = setup();
    expect(socket.send({ message: 'early' })).toBe(false);
    latest().serverOpen();
    expect(socket.send({ message: 'hello', client_id: undefined })).toBe(true);
    expect(latest().sent.at(-1)).toEqual({ message: 'hello' });
    socket.close();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
  });
});
