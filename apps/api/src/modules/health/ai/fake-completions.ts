import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Test support: a non-streaming OpenAI-compatible chat-completions endpoint that answers each
 * request with the next scripted message (or status), and records what it was sent.
 */
export async function startFakeCompletions() {
  const answers: { status: number; body: unknown }[] = [];
  const seen: Record<string, unknown>[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      seen.push(JSON.parse(raw) as Record<string, unknown>);
      const answer = answers.shift() ?? { status: 500, body: { error: 'no script' } };
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    seen,
    answerWith: (content: string, status = 200) =>
      void answers.push({
        status,
        body: { choices: [{ message: { role: 'assistant', content } }] },
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
