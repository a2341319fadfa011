import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestDatabase } from '../../test/test-database';
import { expandLayTerms, layConcepts } from './lay-terms';
import { createStemmer } from './stemmer';

const database = await createTestDatabase();
afterAll(() => database.close());

/** The database, counting the statements it is asked to run. */
function counted(db: Database) {
  const count = { statements: 0 };
  const proxy = new Proxy(db, {
    get(target, key, receiver) {
      if (key !== 'execute') return Reflect.get(target, key, receiver);
      return (...args: Parameters<Database['execute']>) => {
        count.statements++;
        return target.execute(...args);
      };
    },
  });
  return { db: proxy, count };
}

/** Every question of the retrieval sets, as the search stems it: whole, expanded, by concept. */
const texts = ['dev', 'heldout', 'blind', 'blind-2', 'blind-3'].flatMap((part) =>
  (
    JSON.parse(readFileSync(new URL(`./retrieval-set/${part}.json`, import.meta.url), 'utf8')) as {
      question: string;
    }[]
  ).flatMap(({ question }) => [question, expandLayTerms(question), ...layConcepts(question)]),
);

describe('the search stemmer', () => {
  it("stems every question of the retrieval sets exactly as Postgres's plainto_tsquery does", async () => {
    const stemmer = createStemmer(database.db);
    const local = await stemmer.stem(texts);
    const whole = await stemmer.stemWhole(texts);
    expect(local).toEqual(whole);
  });

  it('asks Postgres once per new plain word, not once per message', async () => {
    const { db, count } = counted(database.db);
    const stemmer = createStemmer(db);
    expect(await stemmer.stem(['My testicles ache after running', 'aching testicle'])).toEqual([
      ['testicl', 'ach', 'run'],
      ['ach', 'testicl'],
    ]);
    expect(count.statements).toBe(1);
    // Known words only: no statement at all; a stop word gives nothing.
    expect(await stemmer.stem(['Running, testicles ache!', 'after'])).toEqual([
      ['run', 'testicl', 'ach'],
      [],
    ]);
    expect(count.statements).toBe(1);
  });

  it('sends a text with numbers, hyphens or units to Postgres whole', async () => {
    const { db, count } = counted(database.db);
    const stemmer = createStemmer(db);
    const odd = ['count 12 million/ml', 'self-harm thoughts', 'PSA 4.6 ng/mL'];
    expect(await stemmer.stem(odd)).toEqual(await stemmer.stemWhole(odd));
    expect(count.statements).toBe(2);
  });
});
