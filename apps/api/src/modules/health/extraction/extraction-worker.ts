// The worker thread of the threaded extractor (threaded-extractor.ts): reads one message at a
// time with the local rules and answers with its facts, or with the error's message.
import { parentPort } from 'node:worker_threads';
import { extractFacts } from './extract-local';
import type { ExtractionAnswer, ExtractionRequest } from './threaded-extractor';

if (!parentPort) throw new Error('extraction-worker.ts runs only as a worker thread');
const port = parentPort;

port.on('message', ({ id, text }: ExtractionRequest) => {
  let answer: ExtractionAnswer;
  try {
    answer = { id, facts: extractFacts(text) };
  } catch (error) {
    answer = { id, error: (error as Error).message };
  }
  port.postMessage(answer);
});
port.postMessage({ ready: true } satisfies ExtractionAnswer);
