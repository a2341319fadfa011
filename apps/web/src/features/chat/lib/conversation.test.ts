import type { ChatMessage } from '@mhp/contract/schemas/chat';
import { describe, expect, it } from 'vitest';
import { conversationReducer, emptyConversation, lastStoredId, unconfirmed } from './conversation';
import type { ConversationAction, ConversationState } from './conversation';

const AT = '2026-11-25T10:00:00.000Z';

function message(id: string, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    is_ai: false,
    message: `message ${id}`,
    file: null,
    file_info: null,
    feedback_type: null,
    feedback_message: null,
    chat_source_recommendations: [],
    urgent: false,
    created_at: AT,
    ...overrides,
  };
}

function run(...actions: ConversationAction[]): ConversationState {
  return actions.reduce(conversationReducer, emptyConversation);
}

const sent = (client_id: string, text: string): ConversationAction => ({
  type: 'sent',
  client_id,
  message: text,
  file: null,
  at: AT,
});

const echo = (id: string, client_id: string, text: string): ConversationAction => ({
  type: 'event',
  event: {
    type: 'user_message',
    room: 'r',
    id,
    client_id,
    message: text,
    file: '/uploads/x.png',
    file_info: { name: 'x.png', size: 68, content_type: 'image/png' },
    chat_source_recommendations: [
      { title: 'Source', url: 'https://example.org', thumbnail_url: null },
    ],
    created_at: AT,
  },
});

const reply = (id: string, replyTo: string, suggestions: string[] = []): ConversationAction => ({
  type: 'event',
  event: {
    type: 'ai_message',
    room: 'r',
    reply_to: replyTo,
    chat_response: `reply ${id}`,
    is_new_chat: false,
    related_chat_suggestions: suggestions,
    urgent: false,
    stopped: false,
    message: message(id, { is_ai: true, message: `reply ${id}` }),
  },
});

describe('conversationReducer (spec section 4 merge rules)', () => {
  it('adds a sent message without an id and gives it id, file and sources from the echo', () => {
    const waiting = run(sent('c1', 'Hello'));
    expect(waiting.waiting).toBe(true);
    expect(waiting.messages).toMatchObject([{ id: null, client_id: 'c1', message: 'Hello' }]);

    const echoed = conversationReducer(waiting, echo('m1', 'c1', 'Hello'));
    expect(echoed.messages).toHaveLength(1);
    expect(echoed.messages[0]).toMatchObject({
      id: 'm1',
      file: '/uploads/x.png',
      chat_source_recommendations: [{ title: 'Source' }],
    });
    expect(echoed.waiting).toBe(true);
  });

  it('adds an AI reply once, replaces the suggestions and re-enables the tools', () => {
    const first = run(sent('c1', 'Hi'), echo('m1', 'c1', 'Hi'), reply('a1', 'm1', ['One', 'Two']));
    expect(first.waiting).toBe(false);
    expect(first.suggestions).toEqual(['One', 'Two']);
    const again = conversationReducer(first, reply('a1', 'm1', ['One', 'Two']));
    expect(again.messages.map((m) => m.id)).toEqual(['m1', 'a1']);

    const next = run(
      sent('c1', 'Hi'),
      echo('m1', 'c1', 'Hi'),
      reply('a1', 'm1', ['One']),
      sent('c2', 'More'),
      echo('m2', 'c2', 'More'),
      reply('a2', 'm2', ['Three']),
    );
    expect(next.suggestions).toEqual(['Three']);
  });

  it('streams deltas into one growing reply that the final message replaces', () => {
    const delta = (text: string): ConversationAction => ({
      type: 'event',
      event: { type: 'ai_delta', room: 'r', reply_to: 'm1', delta: text },
    });
    const streaming = run(sent('c1', 'Hi'), echo('m1', 'c1', 'Hi'), delta('Hel'), delta('lo'));
    expect(streaming.streaming).toEqual({ replyTo: 'm1', text: 'Hello' });
    const done = conversationReducer(streaming, reply('a1', 'm1'));
    expect(done.streaming).toBeNull();
    expect(done.messages.at(-1)?.message).toBe('reply a1');
  });

  it('prepends older pages without doubling messages already shown', () => {
    const newest = run({ type: 'page', messages: [message('3'), message('4')], older: false });
    const older = conversationReducer(newest, {
      type: 'page',
      messages: [message('1'), message('2'), message('3')],
      older: true,
    });
    expect(older.messages.map((m) => m.id)).toEqual(['1', '2', '3', '4']);
  });

  it('updates the feedback of the matching message only', () => {
    const state = run({
      type: 'page',
      messages: [message('1'), message('2', { is_ai: true })],
      older: false,
    });
    const liked = conversationReducer(state, {
      type: 'feedback',
      message: message('2', {
        is_ai: true,
        feedback_type: 'dislike',
        feedback_message: 'Too long',
      }),
    });
    expect(liked.messages.map((m) => [m.id, m.feedback_type, m.feedback_message])).toEqual([
      ['1', null, null],
      ['2', 'dislike', 'Too long'],
    ]);
  });

  it('after a reconnect, sync adds what was missed and confirms a message whose echo was lost', () => {
    const before = run(
      { type: 'page', messages: [message('1'), message('2', { is_ai: true })], older: false },
      sent('c3', 'Are you there?'),
    );
    expect(lastStoredId(before)).toBe('2');
    expect(unconfirmed(before).map((m) => m.client_id)).toEqual(['c3']);

    const synced = conversationReducer(before, {
      type: 'event',
      event: {
        type: 'sync',
        room: 'r',
        replying: false,
        reset: false,
        messages: [
          message('2', { is_ai: true }),
          message('3', { message: 'Are you there?' }),
          message('4', { is_ai: true, message: 'Yes.' }),
        ],
      },
    });
    expect(synced.messages.map((m) => [m.id, m.message])).toEqual([
      ['1', 'message 1'],
      ['2', 'message 2'],
      ['3', 'Are you there?'],
      ['4', 'Yes.'],
    ]);
    expect(unconfirmed(synced)).toEqual([]);
    expect(synced.waiting).toBe(false);
  });

  it('keeps waiting after a sync while the server is still replying', () => {
    const state = run(sent('c1', 'Hi'), {
      type: 'event',
      event: {
        type: 'sync',
        room: 'r',
        replying: true,
        reset: false,
        messages: [message('1', { message: 'Hi' })],
      },
    });
    expect(state.waiting).toBe(true);
    expect(state.messages.map((m) => m.id)).toEqual(['1']);
  });

  it('an error removes the refused message, re-enables the tools and says when to retry', () => {
    const state = run(sent('c1', 'Too fast'), {
      type: 'event',
      event: {
        type: 'error',
        code: 'rate_limited',
        message: 'Slow down.',
        client_id: 'c1',
        retry_after_s: 20,
      },
    });
    expect(state.messages).toEqual([]);
    expect(state.waiting).toBe(false);
    expect(state.error).toEqual({ code: 'rate_limited', message: 'Slow down.', retryAfterS: 20 });
  });

  it('shows a message sent from another tab, echo included', () => {
    const state = run(echo('m9', 'other-tab', 'From my phone'));
    expect(state.messages.map((m) => m.message)).toEqual(['From my phone']);
    expect(state.waiting).toBe(true);
  });

  it('drops the messages an edit or a regenerate removed, and waits for what replaces them', () => {
    const held = run({
      type: 'page',
      messages: [message('1'), message('2', { is_ai: true }), message('3')],
      older: false,
    });
    const state = conversationReducer(
      { ...held, suggestions: ['More?'], error: { code: 'busy', message: 'Wait.' } },
      { type: 'event', event: { type: 'truncated', room: 'r', ids: ['2', '3'] } },
    );
    expect(state.messages.map((m) => m.id)).toEqual(['1']);
    expect(state).toMatchObject({ waiting: true, suggestions: [], error: null });
  });

  it('a reset sync replaces the stored messages the page held, keeping unconfirmed ones', () => {
    const before = run(
      { type: 'page', messages: [message('1'), message('2', { is_ai: true })], older: false },
      sent('c3', 'Still there?'),
    );
    const state = conversationReducer(before, {
      type: 'event',
      event: {
        type: 'sync',
        room: 'r',
        replying: false,
        reset: true,
        messages: [message('5', { message: 'Edited' }), message('6', { is_ai: true })],
      },
    });
    expect(state.messages.map((m) => m.id ?? m.client_id)).toEqual(['5', '6', 'c3']);
  });
});
