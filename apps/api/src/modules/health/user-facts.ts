import { eq } from 'drizzle-orm';
import { processorVariables, processorVariableValueLabel } from '@mhp/contract/health-constants';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { HealthRepo } from './health-repo';

/** What the assistant may know about the user when it answers (issue 11). */
export interface UserFacts {
  age: number | null;
  biologicalSex: string | null;
  /** Conditions the user tracks, as they named them. */
  diseases: string[];
  /** Processor variables: stored value ("daily") and readable parts ("Smoking", "Every day"). */
  variables: { name: string; label: string; value: string; valueLabel: string }[];
}

/** Reads the profile, the conditions and the variables of a user in one go. */
export function createUserFacts(db: Database, repo: HealthRepo) {
  return async function factsOf(userId: string): Promise<UserFacts> {
    const [[profile], diseases, variables] = await Promise.all([
      db
        .select({ age: users.age, biologicalSex: users.biologicalSex })
        .from(users)
        .where(eq(users.id, userId)),
      repo.diseases(userId),
      repo.variables(userId),
    ]);
    return {
      age: profile?.age ?? null,
      biologicalSex: profile?.biologicalSex ?? null,
      diseases: diseases.map((disease) => disease.name),
      variables: variables.map((variable) => ({
        name: variable.name,
        label: processorVariables[variable.name].label,
        value: variable.value,
        valueLabel: processorVariableValueLabel(variable.name, variable.value),
      })),
    };
  };
}
