import { describe, expect, it } from 'vitest';
import {
  chatSocketPath,
  chatSocketUrl,
  SOCKET_BAD_TOKEN_FORMAT,
  SOCKET_FILE_MAX_CHARS,
  SOCKET_NO_TOKEN,
  socketClientMessage,
  socketKeyFrom,
  socketServerEvent,
  socketStatus,
} from './socket';

describe('chat socket URL', () => {
  it('builds /ws/chat/{room}/ with the token as key', () => {
    expect(chatSocketPath('my-room')).toBe('/ws/chat/my-room/');
    expect(chatSocketUrl('https://app.example.com/', 'my-room', 'a.b.c')).toBe(
      'wss://app.example.com/ws/chat/my-room/?key=a.b.c',
    );
    expect(chatSocketUrl('http://localhost:8080', 'r 1', 't+/=')).toBe(
      'ws://localhost:8080/ws/chat/r%201/?key=t%2B%2F%3D',
    );
  });
});

describe('socketKeyFrom', () => {
  it('rejects a missing token and a malformed one with the spec messages', () => {
    expect(socketKeyFrom(null)).toEqual({ ok: false, error: 'No access token found' });
    expect(socketKeyFrom('  ')).toEqual({ ok: false, error: SOCKET_NO_TOKEN });
    expect(socketKeyFrom('abc')).toEqual({ ok: false, error: 'Invalid access token format' });
    expect(socketKeyFrom('Bearer ')).toEqual({ ok: false, error: SOCKET_BAD_TOKEN_FORMAT });
    expect(socketKeyFrom('Basic xyz')).toEqual({ ok: false, error: SOCKET_BAD_TOKEN_FORMAT });
  });
  it('takes the value after Bearer', () => {
    expect(socketKeyFrom('Bearer a.b.c')).toEqual({ ok: true, key: 'a.b.c' });
  });
});

describe('socketClientMessage', () => {
  it('accepts text with an optional image or PDF data URL', () => {
    expect(socketClientMessage.safeParse({ message: 'hi' }).success).toBe(true);
    expect(
      socketClientMessage.safeParse({ message: 'see', file: 'data:image/png;base64,iVBORw0KGgo=' })
        .success,
    ).toBe(true);
    expect(
      socketClientMessage.safeParse({
        message: 'pdf',
        file: 'data:application/pdf;base64,JVBERi0=',
      }).success,
    ).toBe(true);
  });
  it('rejects empty or long text, other file types and oversized files', () => {
    expect(socketClientMessage.safeParse({ message: '' }).success).toBe(false);
    expect(socketClientMessage.safeParse({ message: 'x'.repeat(4001) }).success).toBe(false);
    expect(
      socketClientMessage.safeParse({ message: 'x', file: 'data:text/html;base64,PGI+' }).success,
    ).toBe(false);
    expect(
      socketClientMessage.safeParse({ message: 'x', file: 'https://e.com/a.png' }).success,
    ).toBe(false);
    const huge = 'data:image/png;base64,' + 'A'.repeat(SOCKET_FILE_MAX_CHARS);
    expect(socketClientMessage.safeParse({ message: 'x', file: huge }).success).toBe(false);
  });
});

describe('socketServerEvent', () => {
  it('tells the events apart by type', () => {
    const echo = socketServerEvent.parse({
      type: 'user_message',
      room: 'my-room',
      id: '42',
      client_id: null,
      message: 'hi',
      file: null,
      file_info: null,
      chat_source_recommendations: [],
      created_at: '2025-01-01T00:00:00Z',
    });
    expect(echo.type).toBe('user_message');
    const reply = socketServerEvent.parse({
      type: 'ai_message',
      room: 'my-room',
      chat_response: 'Hello',
      is_new_chat: true,
      related_chat_suggestions: ['More?'],
      reply_to: '42',
      urgent: false,
      stopped: false,
      message: {
        id: '43',
        is_ai: true,
        message: 'Hello',
        file: null,
        file_info: null,
        feedback_type: null,
        feedback_message: null,
        chat_source_recommendations: [],
        urgent: false,
        created_at: '2025-01-01T00:00:00Z',
      },
    });
    expect(reply.type === 'ai_message' && reply.message.id).toBe('43');
    expect(
      socketServerEvent.safeParse({ type: 'error', code: 'server_error', message: 'Oops' }).success,
    ).toBe(true);
    expect(socketServerEvent.safeParse({ type: 'nope' }).success).toBe(false);
  });
  it('lists the statuses', () => {
    expect(socketStatus.options).toEqual([
      'idle',
      'connected',
      'waitingForMessage',
      'receiveMessageFromSocketServer',
      'error',
      'closed',
    ]);
  });
});

describe('socket protocol extensions', () => {
  it('accepts message, stop and resume, and refuses a blank message', () => {
    expect(socketClientMessage.safeParse({ type: 'stop' }).success).toBe(true);
    expect(socketClientMessage.safeParse({ type: 'resume', last_id: null }).success).toBe(true);
    expect(
      socketClientMessage.safeParse({
        type: 'message',
        message: 'hello',
        client_id: '1b4e28ba-2fa1-4d2b-9f4a-6b7c2d3e4f50',
      }).success,
    ).toBe(true);
    expect(socketClientMessage.safeParse({ message: '   \n ' }).success).toBe(false);
    expect(socketClientMessage.safeParse({ type: 'dance' }).success).toBe(false);
  });

  it('parses a rate-limit error with its retry time', () => {
    const event = socketServerEvent.parse({
      type: 'error',
      code: 'rate_limited',
      message: 'Slow down a little.',
      retry_after_s: 12,
    });
    expect(event).toMatchObject({ code: 'rate_limited', retry_after_s: 12 });
  });
});

describe('regenerate and edit (issue 26)', () => {
  const id = '1b4e28ba-2fa1-4d2b-9f4a-6b7c2d3e4f50';
  it('accepts regenerate and an edit with the limits of a message', () => {
    expect(socketClientMessage.safeParse({ type: 'regenerate' }).success).toBe(true);
    const edit = (message: string) =>
      socketClientMessage.safeParse({ type: 'edit_message', message_id: id, message }).success;
    expect(edit('a new question')).toBe(true);
    expect(edit(' \n ')).toBe(false);
    expect(edit('x'.repeat(4001))).toBe(false);
  });

  it('tells pages which messages are gone, and when a sync replaces what they hold', () => {
    expect(socketServerEvent.parse({ type: 'truncated', room: 'r', ids: [id] })).toMatchObject({
      ids: [id],
    });
    expect(
      socketServerEvent.safeParse({
        type: 'sync',
        room: 'r',
        messages: [],
        replying: false,
        reset: true,
      }).success,
    ).toBe(true);
  });
});
