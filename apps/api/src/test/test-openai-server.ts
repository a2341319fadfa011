import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake endpoint does with the next request. */
export type Script =
  | { kind: 'stream'; pieces: string[]; delayMs?: number; stallAfter?: number }
  | { kind: 'status'; status: number; retryAfter?: string }
  | { kind: 'hang' };

export interface SeenRequest {
  headers: IncomingHttpHeaders;
  body: {
    model: string;
    stream: boolean;
    messages: { role: string; content: string }[];
  };
  /** True when the client went away before the answer ended (a stopped reply). */
  abandoned: boolean;
}

/**
 * A small OpenAI-compatible endpoint for the tests: POST /v1/chat/completions answers
 * server-sent events the way OpenAI, Ollama and vLLM do (`data: {choices:[{delta}]}` …
 * `data: [DONE]`), or the status, hang or stall a script asks for. Without a script it
 * streams "Answer to: <question>" word by word.
 */
export async function startFakeOpenAi() {
  const scripts: Script[] = [];
  const seen: SeenRequest[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as SeenRequest['body'];
      const record: SeenRequest = { headers: req.headers, body, abandoned: false };
      seen.push(record);
      res.on('close', () => {
        if (!res.writableFinished) record.abandoned = true;
      });
      if (req.url !== '/v1/chat/completions') return void res.writeHead(404).end();
      const question = body.messages.at(-1)?.content ?? '';
      const script = scripts.shift() ?? {
        kind: 'stream',
        pieces: `Answer to: ${question}`.split(/(?<= )/),
      };
      if (script.kind === 'hang') return;
      if (script.kind === 'status') {
        res.writeHead(script.status, {
          'content-type': 'application/json',
          ...(script.retryAfter ? { 'retry-after': script.retryAfter } : {}),
        });
        return void res.end(JSON.stringify({ error: { message: 'scripted failure' } }));
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const event = (content: string) =>
        `data: ${JSON.stringify({ id: 'chatcmpl-test', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content } }] })}\n\n`;
      let index = 0;
      const next = () => {
        if (res.destroyed) return;
        if (script.stallAfter !== undefined && index === script.stallAfter) return;
        if (index === script.pieces.length) {
          res.write('data: [DONE]\n\n');
          return void res.end();
        }
        res.write(event(script.pieces[index]!));
        index += 1;
        setTimeout(next, script.delayMs ?? 0);
      };
      next();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    seen,
    script: (...next: Script[]) => void scripts.push(...next),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
