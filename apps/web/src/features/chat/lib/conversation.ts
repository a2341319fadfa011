import type { ChatFileInfo, ChatMessage } from '@mhp/contract/schemas/chat';
import type { SocketErrorCode, SocketServerEvent } from '@mhp/contract/socket';

/**
 * One message as the page shows it. A message the user just sent is added at once with no
 * `id` (spec section 4) and its `client_id`; the server's echo gives it the id, the stored
 * file URL and the sources.
 */
export interface ConversationMessage extends Omit<ChatMessage, 'id'> {
  id: string | null;
  client_id: string | null;
}

export interface ConversationError {
  code: SocketErrorCode | 'closed';
  message: string;
  /** For rate_limited: after how many seconds sending works again. */
  retryAfterS?: number;
}

export interface ConversationState {
  /** Oldest first. */
  messages: ConversationMessage[];
  /** The reply being written (ai_delta events), shown until its ai_message arrives. */
  streaming: { replyTo: string | null; text: string } | null;
  /** The related prompts offered after the latest reply (each reply replaces them). */
  suggestions: string[];
  /** A message is on its way or its reply is awaited: the tools are disabled. */
  waiting: boolean;
  error: ConversationError | null;
}

export const emptyConversation: ConversationState = {
  messages: [],
  streaming: null,
  suggestions: [],
  waiting: false,
  error: null,
};

export type ConversationAction =
  /** A page of stored messages: the newest (replaces nothing already shown) or an older one. */
  | { type: 'page'; messages: ChatMessage[]; older: boolean }
  | {
      type: 'sent';
      client_id: string;
      message: string;
      file: string | null;
      /** What the file is (name, size, type): shown at once, before the server's echo. */
      file_info?: ChatFileInfo | null;
      at: string;
    }
  | { type: 'event'; event: SocketServerEvent }
  /** The answer of a feedback call: the message with its new feedback fields. */
  | { type: 'feedback'; message: ChatMessage }
  | { type: 'suggestions'; suggestions: string[] }
  /** A regenerate or an edit went out: a new reply is on its way (or an error says why not). */
  | { type: 'requested' }
  | { type: 'failed'; error: ConversationError }
  | { type: 'dismissError' };

function stored(message: ChatMessage): ConversationMessage {
  return { ...message, client_id: null };
}

/** Adds stored messages that are not shown yet, keeping the list oldest first. */
function mergeStored(
  current: ConversationMessage[],
  incoming: ChatMessage[],
  where: 'before' | 'after',
): ConversationMessage[] {
  const known = new Set(current.map((message) => message.id).filter(Boolean));
  let messages = current;
  const fresh: ConversationMessage[] = [];
  for (const message of incoming) {
    if (known.has(message.id)) continue;
    known.add(message.id);
    // A stored user message can be our own unconfirmed one whose echo was lost while the
    // socket was down: it takes the oldest unconfirmed copy's place instead of doubling it.
    const local = message.is_ai
      ? -1
      : messages.findIndex((m) => m.id === null && !m.is_ai && m.message === message.message);
    if (local !== -1) {
      messages = messages.map((m, index) =>
        index === local ? { ...stored(message), client_id: m.client_id } : m,
      );
    } else {
      fresh.push(stored(message));
    }
  }
  return where === 'before' ? [...fresh, ...messages] : [...messages, ...fresh];
}

function applyEvent(state: ConversationState, event: SocketServerEvent): ConversationState {
  switch (event.type) {
    case 'user_message': {
      const echoed: Omit<ConversationMessage, 'feedback_type' | 'feedback_message' | 'urgent'> = {
        id: event.id,
        client_id: event.client_id,
        is_ai: false,
        message: event.message,
        file: event.file,
        file_info: event.file_info,
        chat_source_recommendations: event.chat_source_recommendations,
        created_at: event.created_at,
      };
      const index = state.messages.findIndex(
        (m) => m.id === event.id || (event.client_id !== null && m.client_id === event.client_id),
      );
      if (index === -1) {
        // Sent from another tab of the same user: shown too, and a reply is on its way.
        const added = { ...echoed, feedback_type: null, feedback_message: null, urgent: false };
        return { ...state, messages: [...state.messages, added], waiting: true };
      }
      return {
        ...state,
        messages: state.messages.map((m, i) => (i === index ? { ...m, ...echoed } : m)),
      };
    }
    case 'ai_delta': {
      const text =
        state.streaming?.replyTo === event.reply_to
          ? state.streaming.text + event.delta
          : event.delta;
      return { ...state, waiting: true, streaming: { replyTo: event.reply_to, text } };
    }
    case 'ai_message': {
      const present = state.messages.some((m) => m.id === event.message.id);
      return {
        ...state,
        messages: present ? state.messages : [...state.messages, stored(event.message)],
        suggestions: event.related_chat_suggestions,
        streaming: null,
        waiting: false,
        error: null,
      };
    }
    case 'error': {
      // A refused message was not stored: it leaves the list (the page puts its text back
      // into the composer), so nothing shows as sent that was not.
      const messages =
        event.client_id == null
          ? state.messages
          : state.messages.filter((m) => !(m.id === null && m.client_id === event.client_id));
      return {
        ...state,
        messages,
        streaming: null,
        waiting: false,
        error: {
          code: event.code,
          message: event.message,
          retryAfterS: event.retry_after_s,
        },
      };
    }
    case 'truncated': {
      // An edit or a regenerate (from this tab or another): the end of the room is replaced,
      // and what replaces it follows (an echo of the edited text, then the new reply).
      const gone = new Set(event.ids);
      return {
        ...state,
        messages: state.messages.filter((m) => m.id === null || !gone.has(m.id)),
        suggestions: [],
        streaming: null,
        waiting: true,
        error: null,
      };
    }
    case 'sync': {
      // The page's newest message was removed while it was away: the stored ones it holds are
      // out of date, the sync's are the room's newest (unconfirmed ones of ours stay).
      const messages = event.reset
        ? mergeStored(unconfirmed(state), event.messages, 'before')
        : mergeStored(state.messages, event.messages, 'after');
      const last = messages.at(-1);
      const unanswered = messages.some((m) => m.id === null);
      return {
        ...state,
        messages,
        // Waiting goes on while the server still writes, or a message of ours is unconfirmed.
        waiting:
          event.replying || unanswered || (last !== undefined && !last.is_ai && state.waiting),
        streaming: event.replying ? state.streaming : null,
      };
    }
  }
}

/** The message merge rules of spec section 4, as one reducer. */
export function conversationReducer(
  state: ConversationState,
  action: ConversationAction,
): ConversationState {
  switch (action.type) {
    case 'page':
      return {
        ...state,
        messages: mergeStored(state.messages, action.messages, action.older ? 'before' : 'after'),
      };
    case 'sent':
      return {
        ...state,
        waiting: true,
        error: null,
        messages: [
          ...state.messages,
          {
            id: null,
            client_id: action.client_id,
            is_ai: false,
            message: action.message,
            file: action.file,
            file_info: action.file_info ?? null,
            feedback_type: null,
            feedback_message: null,
            chat_source_recommendations: [],
            urgent: false,
            created_at: action.at,
          },
        ],
      };
    case 'event':
      return applyEvent(state, action.event);
    case 'feedback':
      return {
        ...state,
        messages: state.messages.map((m) =>
          m.id === action.message.id
            ? {
                ...m,
                feedback_type: action.message.feedback_type,
                feedback_message: action.message.feedback_message,
              }
            : m,
        ),
      };
    case 'suggestions':
      return { ...state, suggestions: action.suggestions };
    case 'requested':
      return { ...state, waiting: true, error: null };
    case 'failed':
      return { ...state, waiting: false, streaming: null, error: action.error };
    case 'dismissError':
      return { ...state, error: null };
  }
}

/** The newest stored message id, which `resume` sends after every (re)connect. */
export function lastStoredId(state: ConversationState): string | null {
  for (let i = state.messages.length - 1; i >= 0; i -= 1) {
    const id = state.messages[i]!.id;
    if (id !== null) return id;
  }
  return null;
}

/** Messages sent but not confirmed yet, to send again (same client_id) after a reconnect. */
export function unconfirmed(state: ConversationState): ConversationMessage[] {
  return state.messages.filter((m) => m.id === null && !m.is_ai);
}
