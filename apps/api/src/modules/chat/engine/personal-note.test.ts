import { describe, expect, it } from 'vitest';
import type { EngineRequest } from './chat-engine';
import { composeReply } from './local-engine';
import { systemPrompt } from './openai-engine';

const FERTILITY = {
  articleSlug: 'male-fertility-basics',
  title: 'Male fertility basics',
  body: 'About one couple in seven has trouble conceiving; in half of them a male factor plays a part.',
  rank: 10,
};
const request = (over: Partial<EngineRequest>): EngineRequest => ({
  question: 'could my health conditions affect my fertility?',
  history: [],
  passages: [FERTILITY],
  profile: { age: null, biologicalSex: null, diseases: [], variables: [] },
  request: { asksForDose: false, asksForDiagnosis: false } as EngineRequest['request'],
  urgent: false,
  ...over,
});
const withProfile = (profile: Partial<EngineRequest['profile']>, question?: string) =>
  request({
    profile: { age: null, biologicalSex: null, diseases: [], variables: [], ...profile },
    ...(question ? { question } : {}),
  });

describe('answers that know the user (issue 24)', () => {
  it('names a tracked condition when the question is about "my conditions", in both engines', () => {
    const asked = withProfile({ diseases: ['Type 2 diabetes'] });
    const reply = composeReply(asked);
    expect(reply).toContain('You track Type 2 diabetes');
    expect(reply).toMatch(/Diabetes can affect fertility/);
    const prompt = systemPrompt(asked);
    expect(prompt).toContain('Conditions the user tracks: Type 2 diabetes.');
    expect(prompt).toMatch(
      /asks about their own conditions: name each of them \(Type 2 diabetes\)/,
    );
  });

  it('leaves conditions out of an answer that is not about them', () => {
    const asked = withProfile({ diseases: ['Type 2 diabetes'] }, 'what is a varicocele');
    expect(composeReply(asked)).not.toMatch(/diabetes/i);
    expect(systemPrompt(asked)).not.toMatch(/asks about their own conditions/);
  });

  it('uses the age when asked "at my age", in both engines', () => {
    const asked = withProfile({ age: 34 }, 'is my sperm quality normal at my age?');
    expect(composeReply(asked)).toMatch(/At 34, age is rarely what limits/);
    expect(systemPrompt(asked)).toContain('asks about their age: use it (34)');
    const unknown = withProfile({}, 'is my testosterone normal for my age?');
    expect(composeReply(unknown)).toMatch(/Add your age to your profile/);
  });

  it('says the biological sex only when the question turns on it', () => {
    expect(
      composeReply(withProfile({ biologicalSex: 'Male' }, 'as a man, should I freeze sperm?')),
    ).toContain('your biological sex is male');
    expect(composeReply(withProfile({ biologicalSex: 'Male' }))).not.toContain('biological sex');
  });
});
