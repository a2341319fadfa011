import type { AnalyticsEntryType } from '@mhp/contract/health-constants';
import { plainIssueMessage } from '@mhp/contract/plain-messages';
import {
  FACT_DURATION,
  processorVariableValue,
  type AnalyticsEntryUpdate,
  type AnalyticsEntry,
  type ChatAnalytics,
  type MyDisease,
  type UserProcessorVariable,
} from '@mhp/contract/schemas/health';
import { badRequest, notFound } from '../../lib/http-error';
import type { EntryChanges, EntryFilter, HealthRepo } from './health-repo';
import { presentDisease, presentEntry, presentVariable } from './presenters';

export const DISEASE_NOT_FOUND = 'This condition is not on your list.';
export const ENTRY_NOT_FOUND = 'This fact is not among yours.';
const DAYS_PER_UNIT: Record<string, number> = { day: 1, week: 7, month: 30, year: 365 };

/** A corrected fact as stored: the duration also as days, so charts and sorting stay true. */
function entryChanges(update: AnalyticsEntryUpdate): EntryChanges {
  const { duration, ...rest } = update;
  if (duration === undefined) return rest;
  if (duration === null) return { ...rest, duration: null, durationDays: null };
  const [, amount, unit] = FACT_DURATION.exec(duration)!;
  const count = Number(amount);
  return {
    ...rest,
    duration: `${count} ${unit}${count === 1 ? '' : 's'}`,
    durationDays: Math.round(count * DAYS_PER_UNIT[unit!]!),
  };
}
export const VARIABLE_NOT_FOUND = 'This setting does not exist.';

/**
 * The health-tracking calls: analytics, the user's conditions ("my diseases") and processor
 * variables. Another user's id answers 404 like a missing one.
 */
export function createHealthService(repo: HealthRepo) {
  const duplicateName = async (userId: string, name: string, exceptId?: string) => {
    const existing = await repo.findDiseaseByName(userId, name);
    if (existing && existing.id !== exceptId) {
      const message = `“${existing.name}” is already on your list.`;
      throw badRequest(message, { name: [message] });
    }
  };

  return {
    async analytics(
      userId: string,
      query: EntryFilter & { limit: number; offset: number },
    ): Promise<ChatAnalytics> {
      const { limit, offset, ...filter } = query;
      const [{ rows, count }, diseases, variables] = await Promise.all([
        repo.pageEntries(userId, filter, limit, offset),
        repo.diseases(userId),
        repo.variables(userId),
      ]);
      const entries: Partial<Record<AnalyticsEntryType, AnalyticsEntry[]>> = {};
      for (const row of rows) (entries[row.type] ??= []).push(presentEntry(row));
      return {
        entries,
        count,
        my_diseases: diseases.map(presentDisease),
        user_processor_variables: variables.map(presentVariable),
      };
    },

    /** The owner corrects one fact; another user's id is answered like a missing one. */
    async updateEntry(userId: string, id: string, update: AnalyticsEntryUpdate) {
      if (!(await repo.updateEntry(userId, id, entryChanges(update)))) {
        throw notFound(ENTRY_NOT_FOUND);
      }
      return presentEntry((await repo.findEntry(userId, id))!);
    },

    async deleteEntry(userId: string, id: string) {
      if (!(await repo.deleteEntry(userId, id))) throw notFound(ENTRY_NOT_FOUND);
      return { id, deleted: true as const };
    },

    async createDisease(userId: string, name: string): Promise<MyDisease> {
      await duplicateName(userId, name);
      return presentDisease(await repo.createDisease(userId, name));
    },

    async renameDisease(userId: string, id: string, name: string): Promise<MyDisease> {
      if (!(await repo.findDisease(userId, id))) throw notFound(DISEASE_NOT_FOUND);
      await duplicateName(userId, name, id);
      const row = await repo.renameDisease(userId, id, name);
      if (!row) throw notFound(DISEASE_NOT_FOUND);
      return presentDisease(row);
    },

    async deleteDisease(userId: string, id: string) {
      if (!(await repo.deleteDisease(userId, id))) throw notFound(DISEASE_NOT_FOUND);
      return { id, deleted: true as const };
    },

    async setVariable(
      userId: string,
      body: { processor_variable: UserProcessorVariable['processor_variable']; value: string },
    ): Promise<UserProcessorVariable> {
      return presentVariable(
        await repo.upsertVariable(userId, body.processor_variable, body.value),
      );
    },

    /** The value must fit the format of the variable's name (checked here: the id names it). */
    async updateVariable(
      userId: string,
      id: string,
      value: string,
    ): Promise<UserProcessorVariable> {
      const row = await repo.findVariable(userId, id);
      if (!row) throw notFound(VARIABLE_NOT_FOUND);
      const parsed = processorVariableValue(row.name).safeParse(value, {
        error: plainIssueMessage,
      });
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? 'This value is not allowed.';
        throw badRequest(message, { value: [message] });
      }
      const updated = await repo.setVariable(userId, id, parsed.data);
      if (!updated) throw notFound(VARIABLE_NOT_FOUND);
      return presentVariable(updated);
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
