import { useCallback, useEffect, useEffectEvent, useReducer, useRef, useState } from 'react';
import type { ChatMessage } from '@mhp/contract/schemas/chat';
import { chatSocketUrl, SOCKET_CLOSE, SOCKET_SYNC_MAX } from '@mhp/contract/socket-constants';
import type { SocketClientMessage, SocketServerEvent } from '@mhp/contract/socket';
import { errorMessage, isApiError } from '../../../shared/api/http-client';
import { storage } from '../../../shared/lib/storage';
import {
  fetchLatestUrgentReply,
  fetchMessages,
  fetchRelatedPrompts,
  sendFeedback,
} from '../api/chat-api';
import { attachmentOf, fileInfoOf } from '../lib/attachment';
import type { Attachment } from '../lib/attachment';
import { connectChatSocket } from '../lib/chat-socket';
import type { ChatSocket, ConnectionState } from '../lib/chat-socket';
import { newClientId } from '../lib/client-id';
import {
  conversationReducer,
  emptyConversation,
  lastStoredId,
  unconfirmed,
} from '../lib/conversation';
import { takeFirstMessage } from '../lib/first-message';

export interface ChatRoomOptions {
  /** Renews the access token after the socket refused it; true when a new one is stored. */
  refreshSession: () => Promise<boolean>;
  /** A reply arrived: the room moved to the top of the list (and may have its name now). */
  onActivity?: (slug: string) => void;
  /** A message the server refused: its text goes back into the composer. */
  onRefused?: (text: string, attachment: Attachment | null) => void;
}

export interface Connection {
  state: ConnectionState;
  reason?: string;
}

/**
 * One room's conversation: its stored messages (newest page first, older ones on demand), the
 * live socket with reconnect and resume, and the calls the page makes about its messages.
 */
export function useChatRoom(slug: string, options: ChatRoomOptions) {
  const [state, dispatch] = useReducer(conversationReducer, emptyConversation);
  const [connection, setConnection] = useState<Connection>({ state: 'connecting' });
  const [loading, setLoading] = useState<'initial' | 'older' | null>('initial');
  const [loadError, setLoadError] = useState<string | null>(null);
  const [hasOlder, setHasOlder] = useState(false);
  /** The urgent reply that just arrived (announced as an alert; history ones are not). */
  const [liveUrgentId, setLiveUrgentId] = useState<string | null>(null);
  /** The newest emergency reply when it lies in a page not loaded yet (spec: never hidden). */
  const [earlierUrgent, setEarlierUrgent] = useState<ChatMessage | null>(null);
  const socket = useRef<ChatSocket | null>(null);
  const latest = useRef(state);
  const resendAfterSync = useRef(false);

  useEffect(() => {
    latest.current = state;
    if (!resendAfterSync.current) return;
    resendAfterSync.current = false;
    // What the server did not confirm before the line dropped goes again under the same
    // client_id; the server stores a client_id once, so nothing is doubled.
    for (const message of unconfirmed(state)) {
      socket.current?.send({
        message: message.message,
        client_id: message.client_id ?? undefined,
        file: message.file?.startsWith('data:') ? message.file : undefined,
        file_name: message.file?.startsWith('data:') ? message.file_info?.name : undefined,
      });
    }
  }, [state]);

  const onEvent = useEffectEvent((event: SocketServerEvent) => {
    if (event.type === 'sync') resendAfterSync.current = true;
    // A reset sync holds the room's newest messages: older ones are there when it is full.
    if (event.type === 'sync' && event.reset) {
      setHasOlder(event.messages.length >= SOCKET_SYNC_MAX);
    }
    if (event.type === 'error' && event.client_id) {
      const refused = latest.current.messages.find(
        (m) => m.id === null && m.client_id === event.client_id,
      );
      // The text and the file go back to the composer: a refused file is not lost.
      if (refused) options.onRefused?.(refused.message, attachmentOf(refused));
    }
    if (event.type === 'ai_message') {
      if (event.urgent) setLiveUrgentId(event.message.id);
      options.onActivity?.(slug);
    }
    dispatch({ type: 'event', event });
  });
  const refreshSession = useEffectEvent(() => options.refreshSession());

  useEffect(() => {
    const controller = new AbortController();
    const first = takeFirstMessage(slug);
    if (first) {
      dispatch({
        type: 'sent',
        client_id: newClientId(),
        message: first.text,
        file: first.attachment?.dataUrl ?? null,
        file_info: fileInfoOf(first.attachment),
        at: new Date().toISOString(),
      });
    }
    let live: ChatSocket | null = null;

    fetchMessages(slug, 0, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        dispatch({ type: 'page', messages: page.results, older: false });
        setHasOlder(page.next !== null);
        setLoading(null);
        if (page.next !== null && !page.results.some((message) => message.urgent)) {
          fetchLatestUrgentReply(slug, controller.signal).then(
            (urgent) => setEarlierUrgent(urgent),
            () => {}, // The pin is a second copy: the reply itself is still in the history.
          );
        }
        if (page.results.at(-1)?.is_ai) {
          fetchRelatedPrompts(slug, controller.signal).then(
            (answer) =>
              dispatch({ type: 'suggestions', suggestions: answer.related_chat_suggestions }),
            () => {}, // Prompts are a nicety: the conversation works without them.
          );
        }
        // Connect once the stored messages are in, so `resume` names the newest of them.
        live = connectChatSocket({
          url: (key) => chatSocketUrl(window.location.origin, slug, key),
          accessToken: () => storage.get('access'),
          refreshSession,
          lastId: () => lastStoredId(latest.current),
          onEvent,
          onConnection: (value, reason) => setConnection({ state: value, reason }),
        });
        socket.current = live;
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoading(null);
        setLoadError(
          isApiError(error) && error.status === 404
            ? SOCKET_CLOSE.roomNotFound.reason
            : errorMessage(error),
        );
      },
    );
    return () => {
      controller.abort();
      live?.close();
      socket.current = null;
    };
  }, [slug]);

  const send = useCallback((text: string, attachment: Attachment | null) => {
    const client_id = newClientId();
    dispatch({
      type: 'sent',
      client_id,
      message: text,
      file: attachment?.dataUrl ?? null,
      file_info: fileInfoOf(attachment),
      at: new Date().toISOString(),
    });
    // Not connected: it stays unconfirmed and goes out after the next resume.
    socket.current?.send({
      message: text,
      file: attachment?.dataUrl,
      file_name: attachment?.name,
      client_id,
    });
    return true;
  }, []);

  /**
   * Regenerate and edit need the server now (they change what is stored): while the line is
   * down they are not kept for later, the page says to try again.
   */
  const request = useCallback((frame: SocketClientMessage) => {
    if (socket.current?.send(frame)) return dispatch({ type: 'requested' });
    dispatch({
      type: 'failed',
      error: { code: 'closed', message: 'Not connected just now. Try again in a moment.' },
    });
  }, []);

  /** A new reply to the latest question, in place of the latest reply (or after a failed one). */
  const regenerate = useCallback(() => request({ type: 'regenerate' }), [request]);

  /** Edit-and-resend: the message gets `text`, and every later message is replaced. */
  const edit = useCallback(
    (messageId: string, text: string) =>
      request({ type: 'edit_message', message_id: messageId, message: text }),
    [request],
  );

  const stop = useCallback(() => {
    socket.current?.send({ type: 'stop' });
  }, []);

  const loadOlder = useCallback(async () => {
    if (loading || !hasOlder) return;
    setLoading('older');
    try {
      // The messages held are the newest ones, so their count is the offset of the next page.
      const held = latest.current.messages.filter((m) => m.id !== null).length;
      const page = await fetchMessages(slug, held);
      dispatch({ type: 'page', messages: page.results, older: true });
      setHasOlder(page.next !== null);
    } catch (error) {
      setLoadError(errorMessage(error));
    } finally {
      setLoading(null);
    }
  }, [slug, loading, hasOlder]);

  /** Saves like, dislike (with an optional comment) or null; resolves with an error message. */
  const rate = useCallback(
    async (messageId: string, type: ChatMessage['feedback_type'], comment?: string) => {
      try {
        const message = await sendFeedback(slug, messageId, {
          feedback_type: type,
          ...(comment ? { feedback_message: comment } : {}),
        });
        dispatch({ type: 'feedback', message });
        return null;
      } catch (error) {
        return errorMessage(error);
      }
    },
    [slug],
  );

  const dismissError = useCallback(() => dispatch({ type: 'dismissError' }), []);

  return {
    state,
    connection,
    loading,
    loadError,
    hasOlder,
    liveUrgentId,
    earlierUrgent,
    send,
    regenerate,
    edit,
    stop,
    loadOlder,
    rate,
    dismissError,
  };
}
