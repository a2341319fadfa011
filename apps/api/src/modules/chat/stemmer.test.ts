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

  it('asks for a piece with numbers, hyphens or units once, then knows it', async () => {
    const { db, count } = counted(database.db);
    const stemmer = createStemmer(db);
    const odd = ['count 12 million/ml', 'self-harm thoughts', 'PSA 4.6 ng/mL'];
    expect(await stemmer.stem(odd)).toEqual(await createStemmer(database.db).stemWhole(odd));
    // Every new word and piece of the three texts, in one statement.
    expect(count.statements).toBe(1);
    // The same words and pieces in another message: nothing to ask.
    expect(await stemmer.stem(['psa 4.6 ng/mL thoughts, count 12 million/ml'])).toEqual([
      ['psa', '4.6', 'ng/ml', 'thought', 'count', '12', 'million/ml'],
    ]);
    expect(count.statements).toBe(1);
    // A piece it has not seen ("ng/ml," with its comma; the parser may keep one): asked once.
    await stemmer.stem(['psa 4.6 ng/ml, again']);
    expect(count.statements).toBe(2);
  });

  it("holds to Postgres's whole-text answer on what the parser reads as its own tokens", async () => {
    const stemmer = createStemmer(database.db);
    const odd = [
      'Sperm count 12 million/mL (WHO 2021: 16), motility 38%, morphology 3%.',
      'Self-harm; co-Q10 200mg x2/day since 3-4 weeks, £20 a tub, 10k steps',
      'E-mail me at Someone@Example.COM or see https://www.nhs.uk/conditions/varicocele/ now',
      'Testosterone 9.4nmol/L at 08:30, retest 2026-12-01... ok?!',
      "It's the café's fault — naïve über-tight jeans, right?",
      'I was TOLD: "it\'s nothing" (twice)!!',
      '37 y.o., e.g. at 8 a.m. I.e. ok.doctor said so',
      'rule <b class="x">bold</b> and <a href="y">link</a> words',
      '   ',
      '',
    ];
    expect(await stemmer.stem(odd)).toEqual(await stemmer.stemWhole(odd));
    // Asked again, now from what it learnt.
    expect(await stemmer.stem(odd)).toEqual(await stemmer.stemWhole(odd));
  });
});
