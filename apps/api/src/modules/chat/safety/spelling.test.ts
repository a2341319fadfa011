import { describe, expect, it } from 'vitest';
import { healthArticles } from '../../../db/seed-data/health-articles';
import { tokenise } from './analyse';
import { rawTokens } from './normalise';
import { triage } from './triage';

describe('the spelling corrector on well-written text', () => {
  it('changes no correctly spelled word of the knowledge base', () => {
    const text = healthArticles.flatMap((a) => [a.title, a.summary, ...a.paragraphs]).join('\n');
    const raw = rawTokens(text);
    const corrected = tokenise(text);
    const changed = new Set(
      raw.flatMap((word, i) => (corrected[i] !== word ? [`${word} → ${corrected[i]}`] : [])),
    );
    expect([...changed]).toEqual([]);
  });
});

describe('the triage on the knowledge base questions', () => {
  it('raises no alarm for the follow-up questions the articles suggest', () => {
    const alarms = healthArticles
      .flatMap((a) => a.suggestedQuestions)
      .filter((question) => triage(question).urgent);
    expect(alarms).toEqual([]);
  });
});
