import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createChatTestApp, createRoom, listen, openSocket } from '../../../test/test-chat';
import { EngineError, type EngineRequest } from './chat-engine';
import { startFakeOpenAi } from '../../../test/test-openai-server';
import { FILE_PROMPT_CHARS } from './file-note';
import { createOpenAiEngine, systemPrompt } from './openai-engine';

const endpoint = await startFakeOpenAi();
afterAll(() => endpoint.close());

const request: EngineRequest = {
  question: 'Can a varicocele lower my sperm count?',
  history: [
    { role: 'user', text: 'What is a varicocele?' },
    { role: 'assistant', text: 'A swelling of the veins in the scrotum.' },
  ],
  passages: [
    {
      articleSlug: 'semen-analysis',
      title: 'Understanding a semen analysis',
      body: 'A semen analysis measures the count.',
      rank: 1,
    },
  ],
  profile: { age: 34, biologicalSex: 'male' },
  request: { asksForDiagnosis: false, asksForDose: false },
  urgent: false,
};

const engine = (options: Partial<Parameters<typeof createOpenAiEngine>[0]> = {}) =>
  createOpenAiEngine({
    baseUrl: endpoint.baseUrl,
    model: 'test-model',
    apiKey: 'sk-test',
    backoffMs: 5,
    ...options,
  });

async function collect(pieces: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const piece of pieces) out.push(piece);
  return out;
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('the prompt of a message with a PDF', () => {
  it('bounds the file’s text to FILE_PROMPT_CHARS and says the rest is left out', () => {
    const text = `Sperm concentration: 12 million/mL\n${'x'.repeat(FILE_PROMPT_CHARS * 2)}`;
    const prompt = systemPrompt({
      ...request,
      file: { name: 'big.pdf', text, pages: 3, pagesRead: 3 },
    });
    const between = /<<<FILE\n([^]*)\nFILE>>>/.exec(prompt)![1]!;
    expect(between.length).toBeLessThan(FILE_PROMPT_CHARS + 100);
    expect(between).toContain('(the rest of the file is left out)');
    expect(prompt).toContain('I read your file big.pdf: sperm concentration 12 million/mL.');
  });
});

describe('OpenAI-compatible engine', () => {
  it('streams the answer and sends the passages, profile facts and history', async () => {
    endpoint.script({ kind: 'stream', pieces: ['A varicocele ', 'can lower ', 'the count.'] });
    const pieces = await collect(engine().reply(request, new AbortController().signal));
    expect(pieces).toEqual(['A varicocele ', 'can lower ', 'the count.']);

    const seen = endpoint.seen.at(-1)!;
    expect(seen.headers.authorization).toBe('Bearer sk-test');
    expect(seen.body).toMatchObject({ model: 'test-model', stream: true });
    const [system, ...turns] = seen.body.messages;
    expect(system!.role).toBe('system');
    expect(system!.content).toContain(
      'Understanding a semen analysis: A semen analysis measures the count.',
    );
    expect(system!.content).toContain('About the user: age 34, biological sex male.');
    expect(system!.content).toMatch(/never give a medicine dose/i);
    expect(turns).toEqual([
      { role: 'user', content: 'What is a varicocele?' },
      { role: 'assistant', content: 'A swelling of the veins in the scrotum.' },
      { role: 'user', content: 'Can a varicocele lower my sperm count?' },
    ]);
  });

  it('retries a busy or failing endpoint with back-off, then answers', async () => {
    const before = endpoint.seen.length;
    endpoint.script(
      { kind: 'status', status: 503 },
      { kind: 'status', status: 429, retryAfter: '0' },
      { kind: 'stream', pieces: ['ok'] },
    );
    expect(await collect(engine().reply(request, new AbortController().signal))).toEqual(['ok']);
    expect(endpoint.seen.length - before).toBe(3);
  });

  it('gives up with a clear error when the endpoint keeps failing or is down', async () => {
    endpoint.script(...Array.from({ length: 3 }, () => ({ kind: 'status' as const, status: 500 })));
    await expect(collect(engine().reply(request, new AbortController().signal))).rejects.toThrow(
      /answered 500 \(3 attempts\)/,
    );
    const down = createOpenAiEngine({
      baseUrl: `http://127.0.0.1:${await closedPort()}/v1`,
      model: 'm',
      backoffMs: 5,
    });
    const failure = collect(down.reply(request, new AbortController().signal));
    await expect(failure).rejects.toBeInstanceOf(EngineError);
    await expect(failure).rejects.toThrow(/cannot be reached \(ECONNREFUSED\) \(3 attempts\)/);
  });

  it('does not retry a refused key', async () => {
    const before = endpoint.seen.length;
    endpoint.script({ kind: 'status', status: 401 });
    await expect(collect(engine().reply(request, new AbortController().signal))).rejects.toThrow(
      /answered 401.*AI_API_KEY/,
    );
    expect(endpoint.seen.length - before).toBe(1);
  });

  it('times out an endpoint that does not answer, or goes quiet mid-answer', async () => {
    endpoint.script({ kind: 'hang' });
    await expect(
      collect(
        engine({ connectTimeoutMs: 100, retries: 0 }).reply(request, new AbortController().signal),
      ),
    ).rejects.toThrow(/did not answer within 100 ms/);
    endpoint.script({ kind: 'stream', pieces: ['one ', 'two'], stallAfter: 1 });
    const seen: string[] = [];
    await expect(
      (async () => {
        for await (const piece of engine({ idleTimeoutMs: 100 }).reply(
          request,
          new AbortController().signal,
        )) {
          seen.push(piece);
        }
      })(),
    ).rejects.toThrow(/went quiet for 100 ms/);
    expect(seen).toEqual(['one ']);
  });

  it('stops quietly when the user stops, and the endpoint sees the request end', async () => {
    endpoint.script({
      kind: 'stream',
      pieces: Array.from({ length: 50 }, (_, i) => `w${i} `),
      delayMs: 20,
    });
    const controller = new AbortController();
    const seen: string[] = [];
    for await (const piece of engine().reply(request, controller.signal)) {
      seen.push(piece);
      if (seen.length === 2) controller.abort();
    }
    expect(seen).toEqual(['w0 ', 'w1 ']);
    await expect.poll(() => endpoint.seen.at(-1)!.abandoned).toBe(true);
  });
});

describe('the chat with AI_BASE_URL set', async () => {
  const { app, user } = await createChatTestApp({
    config: { ai: { baseUrl: endpoint.baseUrl, model: 'test-model', apiKey: 'sk-test' } },
  });
  const base = await listen(app);

  it('streams the endpoint’s reply to the room, with the knowledge base in the prompt', async () => {
    const owner = await user({ age: 41, biologicalSex: 'male' });
    const room = await createRoom(app, owner);
    const socket = await openSocket(base, room.slug, owner.token);
    endpoint.script({ kind: 'stream', pieces: ['Often ', 'no trouble ', 'at all.'], delayMs: 5 });
    socket.send({ message: 'Does a varicocele ache after standing?' });
    const reply = await socket.next('ai_message');
    // Streamed in order before the reply; deltas that arrive close together are sent as one
    // (socket/coalescing-sender.ts), so on a busy machine pieces may merge.
    const deltas = socket.events.filter((e) => e.type === 'ai_delta').map((e) => e.delta);
    expect(deltas.length).toBeGreaterThan(0);
    expect(deltas.join('')).toBe('Often no trouble at all.');
    expect(reply.chat_response).toBe('Often no trouble at all.');
    expect(reply.message.chat_source_recommendations[0]!.title).toBe('What is a varicocele?');
    const system = endpoint.seen.at(-1)!.body.messages[0]!.content;
    expect(system).toContain('About the user: age 41, biological sex male.');
    expect(system).toContain('What is a varicocele?: ');
    await socket.close();
  });

  it('gives the endpoint a PDF’s text, bounded and marked as data, and what to open with', async () => {
    const owner = await user();
    const room = await createRoom(app, owner);
    const socket = await openSocket(base, room.slug, owner.token);
    endpoint.script({ kind: 'stream', pieces: ['I read your file report.pdf.'] });
    const pdf = readFileSync(new URL('../../../../fixtures/pdf/lab-report.pdf', import.meta.url));
    socket.send({
      message: 'What does my report say?',
      file: `data:application/pdf;base64,${pdf.toString('base64')}`,
      file_name: 'report.pdf',
    });
    await socket.next('ai_message');
    const system = endpoint.seen.at(-1)!.body.messages[0]!.content;
    expect(system).toContain('The user attached the file "report.pdf" (1 page(s), 1 read).');
    expect(system).toMatch(
      /<<<FILE\n[^]*Sperm concentration: 12 million\/mL \(reference >= 16 million\/mL\)[^]*\nFILE>>>/,
    );
    expect(system).toContain(
      'Open your reply with this, in these words: I read your file report.pdf: semen volume 2.1 mL, sperm concentration 12 million/mL',
    );
    await socket.close();
  });

  it('stops the endpoint’s reply and keeps what was written', async () => {
    const owner = await user();
    const room = await createRoom(app, owner);
    const socket = await openSocket(base, room.slug, owner.token);
    endpoint.script({
      kind: 'stream',
      pieces: Array.from({ length: 100 }, (_, i) => `w${i} `),
      delayMs: 20,
    });
    socket.send({ message: 'Tell me everything about varicocele' });
    await socket.next('ai_delta');
    socket.send({ type: 'stop' });
    const reply = await socket.next('ai_message');
    expect(reply.stopped).toBe(true);
    expect(reply.chat_response).toMatch(/^w0( w\d+)*$/);
    expect(reply.chat_response.split(' ').length).toBeLessThan(100);
    await expect.poll(() => endpoint.seen.at(-1)!.abandoned).toBe(true);
    await socket.close();
  });
});
