import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { myDiseases, userProcessorVariables, users } from '../../db/schema';
import { createTestDatabase } from '../../test/test-database';
import { createUserFacts } from './user-facts';

const { db } = await createTestDatabase();
const factsOf = createUserFacts(db);

const newUser = async (values: { age?: number; biologicalSex?: 'male' } = {}) => {
  const [user] = await db
    .insert(users)
    .values({ email: `facts-${randomUUID()}@example.com`, ...values })
    .returning({ id: users.id });
  return user!.id;
};

describe('user facts (one query per chat reply)', () => {
  it('reads the profile, the conditions as added and the variables by name', async () => {
    const userId = await newUser({ age: 34, biologicalSex: 'male' });
    const other = await newUser();
    await db.insert(myDiseases).values([
      { userId, name: 'Varicocele', createdAt: new Date('2026-01-02') },
      { userId, name: 'Asthma', createdAt: new Date('2026-01-01') },
      { userId: other, name: 'Not mine' },
    ]);
    await db.insert(userProcessorVariables).values([
      { userId, name: 'trying_to_conceive', value: 'yes' },
      { userId, name: 'smoking', value: 'daily' },
      { userId: other, name: 'diet', value: 'vegan' },
    ]);
    const facts = await factsOf(userId);
    expect(facts).toMatchObject({ age: 34, biologicalSex: 'male' });
    expect(facts.diseases).toEqual(['Asthma', 'Varicocele']);
    expect(facts.variables.map((v) => [v.name, v.value])).toEqual([
      ['smoking', 'daily'],
      ['trying_to_conceive', 'yes'],
    ]);
    expect(facts.variables[0]!.label).toBe('Smoking');
  });

  it('knows nothing of a user with no facts, or no such user', async () => {
    const empty = { age: null, biologicalSex: null, diseases: [], variables: [] };
    expect(await factsOf(await newUser())).toEqual(empty);
    expect(await factsOf(randomUUID())).toEqual(empty);
  });
});
