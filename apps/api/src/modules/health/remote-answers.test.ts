import { afterAll, describe, expect, it } from 'vitest';
import {
  createChatTestApp,
  createRoom,
  listen,
  openSocket,
  type TestUser,
} from '../../test/test-chat';
import { startFakeOpenAi } from '../../test/test-openai-server';

const endpoint = await startFakeOpenAi();
afterAll(() => endpoint.close());
const { app, user } = await createChatTestApp({
  config: { ai: { baseUrl: endpoint.baseUrl, model: 'test-model', apiKey: 'sk-test' } },
});
const base = await listen(app);

async function systemPromptFor(owner: TestUser, question: string): Promise<string> {
  const room = await createRoom(app, owner);
  const socket = await openSocket(base, room.slug, owner.token);
  socket.send({ type: 'message', message: question });
  await socket.next('ai_message', 10_000);
  await socket.close();
  const request = endpoint.seen.findLast((seen) => seen.body.messages.at(-1)?.content === question);
  return request!.body.messages[0]!.content;
}

describe('the OpenAI-compatible engine knows the user', () => {
  it('sends each user’s conditions and variables in the prompt, so one question gets two answers', async () => {
    const plain = await user({ age: 29 });
    const known = await user({ age: 41 });
    const post = (url: string, payload: object) =>
      app.inject({ method: 'POST', url, headers: known.headers, payload });
    await post('/api/my-disease/create/', { name: 'Varicocele' });
    await post('/api/user-processor-variable/create/', {
      processor_variable: 'smoking',
      value: 'daily',
    });
    await post('/api/user-processor-variable/create/', {
      processor_variable: 'medication_allergies',
      value: 'penicillin',
    });

    const question = 'Does a varicocele lower sperm count?';
    const forPlain = await systemPromptFor(plain, question);
    const forKnown = await systemPromptFor(known, question);
    expect(forPlain).toContain('About the user: age 29.');
    expect(forPlain).not.toContain('Conditions the user tracks');
    expect(forKnown).toContain('About the user: age 41.');
    expect(forKnown).toContain('Conditions the user tracks: Varicocele.');
    expect(forKnown).toContain(
      'What the user told us: Medication allergies: penicillin; Smoking: Every day.',
    );
    expect(forKnown).toMatch(/Tie your answer to these facts/);
  });
});
