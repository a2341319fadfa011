import { eq, sql } from 'drizzle-orm';
import {
  processorVariables,
  processorVariableValueLabel,
  type ProcessorVariableName,
} from '@mhp/contract/health-constants';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

/** What the assistant may know about the user when it answers (issue 11). */
export interface UserFacts {
  age: number | null;
  biologicalSex: string | null;
  /** Conditions the user tracks, as they named them. */
  diseases: string[];
  /** Processor variables: stored value ("daily") and readable parts ("Smoking", "Every day"). */
  variables: { name: string; label: string; value: string; valueLabel: string }[];
}

/**
 * Reads the profile, the conditions and the variables of a user in one query: every chat
 * reply asks for them, and three queries were three round trips (bench:chat). The lists are
 * ordered as health-repo.ts lists them (conditions as added, variables by name).
 */
export function createUserFacts(db: Database) {
  // Built once and prepared by name (every reply runs it: chat/messages-repo.ts).
  const statement = db
    .select({
      age: users.age,
      biologicalSex: users.biologicalSex,
      // Spelled out: inside a one-table select Drizzle leaves columns unqualified, and the
      // subqueries' `user_id` must meet the outer row's `id`.
      diseases: sql<string[]>`coalesce((select array_agg(d.name order by d.created_at, d.id)
          from my_diseases d where d.user_id = users.id), '{}')`,
      names: sql<ProcessorVariableName[]>`coalesce((select array_agg(v.name order by v.name)
          from user_processor_variables v where v.user_id = users.id), '{}')`,
      values: sql<string[]>`coalesce((select array_agg(v.value order by v.name)
          from user_processor_variables v where v.user_id = users.id), '{}')`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('user_facts');
  return async function factsOf(userId: string): Promise<UserFacts> {
    const [row] = await statement.execute({ userId });
    // No user, no conditions or variables either: both reference the user, on delete cascade.
    if (!row) return { age: null, biologicalSex: null, diseases: [], variables: [] };
    return {
      age: row.age ?? null,
      biologicalSex: row.biologicalSex ?? null,
      diseases: row.diseases,
      variables: row.names.map((name, i) => ({
        name,
        label: processorVariables[name].label,
        value: row.values[i]!,
        valueLabel: processorVariableValueLabel(name, row.values[i]!),
      })),
    };
  };
}
