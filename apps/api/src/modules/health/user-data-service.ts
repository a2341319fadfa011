import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { HealthDataDeleted, UserDataExport } from '@mhp/contract/schemas/health';
import type { Database } from '../../db/client';
import {
  assessments,
  chatMessages,
  chatRooms,
  checkouts,
  healthEntries,
  myDiseases,
  orders,
  userProcessorVariables,
  users,
} from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { presentMessage, presentRoom } from '../chat/presenters';
import { presentOrder } from '../checkout/order-presenter';
import { createOrdersRepo } from '../checkout/orders-repo';
import { presentUser } from '../users/presenters';
import { createAssessmentService } from '../varicocele/assessment-service';
import { createBookingRecords, type BookingOwner } from '../varicocele/booking-records';
import type { HealthRepo } from './health-repo';
import { presentDisease, presentEntry, presentVariable } from './presenters';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The user's data is theirs (issue 11): one JSON download of everything held about them,
 * deleting their health data, and deleting the account. Deletes remove rows; orders stay for
 * accounting (tax law keeps invoices for years), and on account deletion lose their link to it.
 */
export function createUserDataService(deps: { db: Database; repo: HealthRepo }) {
  const { db, repo } = deps;
  const ordersRepo = createOrdersRepo(db);
  const assessmentService = createAssessmentService({ db });
  const bookings = createBookingRecords(db);

  const ownerOf = (user: typeof users.$inferSelect): BookingOwner => ({
    userId: user.id,
    email: user.email,
    emailVerified: user.isVerified,
  });
  const findUser = async (tx: Tx | Database, userId: string) =>
    (await tx.select().from(users).where(eq(users.id, userId)))[0];

  const deleteHealthRows = async (tx: Tx, userId: string, accountGone: boolean) => {
    const removed = async (rows: Promise<{ id: string }[]>) => (await rows).length;
    const rooms = await tx
      .delete(chatRooms)
      .where(eq(chatRooms.userId, userId))
      .returning({ id: chatRooms.id });
    const counts = {
      chats: rooms.length,
      analytics: await removed(
        tx
          .delete(healthEntries)
          .where(eq(healthEntries.userId, userId))
          .returning({ id: healthEntries.id }),
      ),
      my_diseases: await removed(
        tx.delete(myDiseases).where(eq(myDiseases.userId, userId)).returning({ id: myDiseases.id }),
      ),
      user_processor_variables: await removed(
        tx
          .delete(userProcessorVariables)
          .where(eq(userProcessorVariables.userId, userId))
          .returning({ id: userProcessorVariables.id }),
      ),
      assessments: await removed(
        tx
          .delete(assessments)
          .where(eq(assessments.userId, userId))
          .returning({ id: assessments.id }),
      ),
      // Bookings stay for the clinic; their interview answers and health details go.
      consultations: await (async () => {
        const user = await findUser(tx, userId);
        return user
          ? bookings.forgetHealthDetails(tx, ownerOf(user), { accountGone, now: new Date() })
          : 0;
      })(),
    };
    return counts;
  };

  return {
    async exportData(userId: string): Promise<UserDataExport> {
      const user = await findUser(db, userId);
      if (!user) throw notFound('This account no longer exists.');
      const rooms = await db
        .select()
        .from(chatRooms)
        .where(eq(chatRooms.userId, userId))
        .orderBy(asc(chatRooms.createdAt));
      const messages = rooms.length
        ? await db
            .select()
            .from(chatMessages)
            .where(
              inArray(
                chatMessages.roomId,
                rooms.map((room) => room.id),
              ),
            )
            .orderBy(asc(chatMessages.seq))
        : [];
      const [entries, diseases, variables, assessmentList, orderRows, consultations] =
        await Promise.all([
          repo.allEntries(userId),
          repo.diseases(userId),
          repo.variables(userId),
          assessmentService.list(userId),
          ordersRepo.listByUser(userId),
          bookings.export(ownerOf(user)),
        ]);
      const lines = await ordersRepo.linesOf(orderRows.map((order) => order.id));
      return {
        exported_at: new Date().toISOString(),
        profile: presentUser(user).user_data,
        chats: rooms.map((room) => ({
          ...presentRoom(room),
          // Attachments are not copied into the file; their links expire and need a session.
          messages: messages
            .filter((message) => message.roomId === room.id)
            .map((message) => presentMessage({ ...message, file: null }, () => '')),
        })),
        analytics: entries.map(presentEntry),
        my_diseases: diseases.map(presentDisease),
        user_processor_variables: variables.map(presentVariable),
        assessments: assessmentList,
        orders: orderRows.map((order) => presentOrder(order, lines.get(order.id) ?? [])),
        consultations,
      };
    },

    /**
     * Chats (with messages and files), analytics, conditions, variables and assessments, and
     * the interview answers and health details of consultation bookings.
     */
    async deleteHealthData(userId: string): Promise<HealthDataDeleted> {
      return { deleted: await db.transaction((tx) => deleteHealthRows(tx, userId, false)) };
    },

    /**
     * Everything: health data, carts, sessions and the account row (its foreign keys cascade
     * to tokens, codes and identities). Orders and booked consultations stay for accounting
     * and the clinic's records, without a link to the account; consultations keep no health
     * details, and past ones no contact details either (booking-records.ts).
     */
    async deleteAccount(userId: string) {
      await db.transaction(async (tx) => {
        await deleteHealthRows(tx, userId, true);
        await tx.update(orders).set({ userId: null }).where(eq(orders.userId, userId));
        await tx
          .delete(checkouts)
          .where(and(eq(checkouts.userId, userId), eq(checkouts.status, 'open')));
        await tx
          .update(checkouts)
          .set({ userId: null })
          .where(and(eq(checkouts.userId, userId), ne(checkouts.status, 'open')));
        await tx.delete(users).where(eq(users.id, userId));
      });
      return { deleted: true as const };
    },
  };
}

export type UserDataService = ReturnType<typeof createUserDataService>;
