import { useEffect, useState } from 'react';
import { findRoom } from '../api/chat-api';
import type { Rooms } from './use-rooms';

/**
 * The open room's name. The room list holds only the pages loaded so far; a room further down
 * (opened from a link or a search result) is looked up once the first page is in. Null while
 * unknown, and for a room the user does not have.
 */
export function useRoomName(slug: string | null, rooms: Rooms): string | null {
  const listed = slug ? rooms.rooms.find((room) => room.slug === slug) : undefined;
  const [found, setFound] = useState<{ slug: string; name: string | null } | null>(null);
  const firstPageIn = !rooms.loading || rooms.rooms.length > 0;
  const lookUp = slug !== null && !listed && firstPageIn && found?.slug !== slug;

  useEffect(() => {
    if (!lookUp) return;
    const controller = new AbortController();
    findRoom(slug, controller.signal).then(
      (room) => setFound({ slug, name: room?.name ?? null }),
      () => {}, // The header falls back to a generic title; the conversation shows its own error.
    );
    return () => controller.abort();
  }, [lookUp, slug]);

  if (listed) return listed.name;
  return found?.slug === slug ? found.name : null;
}
