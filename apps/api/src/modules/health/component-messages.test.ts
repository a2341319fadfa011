import { afterAll, describe, expect, it } from 'vitest';
import { healthEntries } from '../../db/schema';
import { createChatTestApp, type TestUser } from '../../test/test-chat';
import { startFakeCompletions } from './ai/fake-completions';

const endpoint = await startFakeCompletions();
afterAll(() => endpoint.close());
const { app, database, user } = await createChatTestApp({
  config: { ai: { baseUrl: endpoint.baseUrl, model: 'test-model', apiKey: 'sk-test' } },
});

async function withLab(owner: TestUser) {
  await database.db.insert(healthEntries).values({
    userId: owner.id,
    type: 'lab_result',
    term: 'sperm_concentration',
    name: 'Sperm concentration',
    mainContent: 'my count was 12 million/ml',
    value: 12,
    unit: 'million/mL',
  });
}

const summary = (owner: TestUser) =>
  app.inject({
    method: 'POST',
    url: '/api/processor/component-ai-message/',
    headers: owner.headers,
    payload: { component: 'weekly_summary' },
  });

describe('component messages with AI_BASE_URL set', () => {
  it('has the endpoint reword the local summary under the safety rules', async () => {
    const owner = await user();
    await withLab(owner);
    endpoint.answerWith('Your count this week was 12 million/mL; a repeat test is usual.');
    const res = await summary(owner);
    expect(res.json()).toEqual({
      chat_response: 'Your count this week was 12 million/mL; a repeat test is usual.',
      urgent: false,
    });
    const sent = endpoint.seen.at(-1) as { messages: { role: string; content: string }[] };
    expect(sent.messages[0]!.content).toMatch(/never name a medicine dose/);
    expect(sent.messages[1]!.content).toContain('sperm concentration (12 million/mL)');
  });

  it('keeps the local text when the reworded one names a dose, or when the endpoint fails', async () => {
    const owner = await user();
    await withLab(owner);
    endpoint.answerWith('Take 50 mg of clomiphene daily to raise your count.');
    const dosed = (await summary(owner)).json().chat_response as string;
    expect(dosed).not.toMatch(/50 mg/);
    expect(dosed).toMatch(/^This week you told the assistant about:/);

    endpoint.answerWith('{}', 503);
    const failed = (await summary(owner)).json().chat_response as string;
    expect(failed).toMatch(/^This week you told the assistant about:/);
  });
});
