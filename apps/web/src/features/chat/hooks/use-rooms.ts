import { useCallback, useEffect, useState } from 'react';
import type { ChatRoom } from '@mhp/contract/schemas/chat';
import { errorMessage } from '../../../shared/api/http-client';
import { deleteRoom, fetchRooms, renameRoom } from '../api/chat-api';

/** Puts `first` on top and keeps the rest in order, each room once. */
function withOnTop(first: readonly ChatRoom[], rest: readonly ChatRoom[]): ChatRoom[] {
  const seen = new Set(first.map((room) => room.slug));
  return [...first, ...rest.filter((room) => !seen.has(room.slug))];
}

/**
 * The user's rooms, most recently active first, 10 a page with "load more" (spec section 9).
 * A new room goes first; a deleted one is removed by slug (spec section 4).
 */
export function useRooms() {
  const [rooms, setRooms] = useState<ChatRoom[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchRooms(0, controller.signal).then(
      (page) => {
        setRooms((current) => withOnTop(current, page.results));
        setHasMore(page.next !== null);
        setLoading(false);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setError(errorMessage(failure));
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, []);

  const loadMore = useCallback(async () => {
    setLoading(true);
    setError(null);
    try {
      const page = await fetchRooms(rooms.length);
      setRooms((current) => withOnTop(current, page.results));
      setHasMore(page.next !== null);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setLoading(false);
    }
  }, [rooms.length]);

  /** After activity in a room: the first page again, so it moves up (and shows its new name). */
  const refresh = useCallback(async () => {
    try {
      const page = await fetchRooms(0);
      setRooms((current) => withOnTop(page.results, current));
    } catch {
      // The list stays as it was; the next activity tries again.
    }
  }, []);

  const add = useCallback((room: ChatRoom) => {
    setRooms((current) => withOnTop([room], current));
  }, []);

  /** Resolves with an error message, or null when renamed. */
  const rename = useCallback(async (slug: string, name: string) => {
    try {
      const room = await renameRoom(slug, name);
      setRooms((current) => current.map((item) => (item.slug === slug ? room : item)));
      return null;
    } catch (failure) {
      return errorMessage(failure);
    }
  }, []);

  const remove = useCallback(async (slug: string) => {
    try {
      await deleteRoom(slug);
      setRooms((current) => current.filter((item) => item.slug !== slug));
      return null;
    } catch (failure) {
      return errorMessage(failure);
    }
  }, []);

  return { rooms, hasMore, loading, error, loadMore, refresh, add, rename, remove };
}

export type Rooms = ReturnType<typeof useRooms>;
