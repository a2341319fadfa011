import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatRooms } from '../../db/schema';

export type RoomRow = typeof chatRooms.$inferSelect;

/** 18 hex characters: a slug nobody guesses (ownership is still checked on every call). */
const newSlug = () => randomBytes(9).toString('hex');

/** SQL of chat rooms. Every lookup is by owner and slug, so another user's room is "none". */
export function createRoomsRepo(db: Database) {
  return {
    async create(userId: string, name: string | null): Promise<RoomRow> {
      const [row] = await db
        .insert(chatRooms)
        .values({ userId, slug: newSlug(), name })
        .returning();
      return row!;
    },

    async findOwn(userId: string, slug: string): Promise<RoomRow | undefined> {
      const [row] = await db
        .select()
        .from(chatRooms)
        .where(and(eq(chatRooms.userId, userId), eq(chatRooms.slug, slug)))
        .limit(1);
      return row;
    },

    /** Newest activity first; ties (same instant) by slug so pages never overlap. */
    async page(userId: string, limit: number, offset: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(chatRooms)
          .where(eq(chatRooms.userId, userId))
          .orderBy(desc(chatRooms.updatedAt), desc(chatRooms.slug))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(chatRooms).where(eq(chatRooms.userId, userId)),
      ]);
      return { rows, count: total?.n ?? 0 };
    },

    async rename(id: string, name: string): Promise<RoomRow> {
      const [row] = await db
        .update(chatRooms)
        .set({ name })
        .where(eq(chatRooms.id, id))
        .returning();
      return row!;
    },

    async delete(id: string): Promise<void> {
      await db.delete(chatRooms).where(eq(chatRooms.id, id));
    },

    /** A message arrived: the room moves to the top, and an unnamed room takes `name`. */
    async touch(id: string, nameIfUnnamed: string): Promise<void> {
      await db
        .update(chatRooms)
        .set({ updatedAt: sql`now()`, name: sql`coalesce(${chatRooms.name}, ${nameIfUnnamed})` })
        .where(eq(chatRooms.id, id));
    },

    async isUnnamed(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: chatRooms.id })
        .from(chatRooms)
        .where(and(eq(chatRooms.id, id), isNull(chatRooms.name)));
      return row !== undefined;
    },
  };
}

export type RoomsRepo = ReturnType<typeof createRoomsRepo>;
