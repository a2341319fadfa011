// A stand-in for extraction-worker.ts in threaded-extractor.test.ts: answers every message
// with one fact naming its text, except "hang" (never answers), "crash" (the thread dies) and
// "fail" (an error answer).
import { parentPort } from 'node:worker_threads';

parentPort.on('message', ({ id, text }) => {
  if (text === 'hang') for (;;);
  if (text === 'crash') process.exit(3);
  if (text === 'fail') parentPort.postMessage({ id, error: 'the rules failed' });
  else parentPort.postMessage({ id, facts: [{ term: text }] });
});
parentPort.postMessage({ ready: true });
