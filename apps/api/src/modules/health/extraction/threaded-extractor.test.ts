import { afterEach, describe, expect, it } from 'vitest';
import { extractFacts } from './extract-local';
import { createThreadedExtractor, type ThreadedExtractor } from './threaded-extractor';

const FIXTURE = new URL('./threaded-extractor.fixture.mjs', import.meta.url);

const opened: ThreadedExtractor[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((extractor) => extractor.close()));
});

function open(options: Parameters<typeof createThreadedExtractor>[0] = {}) {
  const problems: string[] = [];
  const extractor = createThreadedExtractor({
    onProblem: (problem) => problems.push(problem),
    ...options,
  });
  opened.push(extractor);
  return { extractor, problems };
}

const termsOf = (facts: { term: string }[]) => facts.map((fact) => fact.term);

describe('the local rules on a worker thread', () => {
  it('reads the same facts as the rules on this thread, for messages sent together', async () => {
    const messages = [
      'I am 34, we have been trying for 14 months and I smoke every day',
      'my sperm count was 12 million/ml and motility 30%',
      'what is a varicocele?',
      'allergic to penicillin, on clomid 25mg every other day for 3 months',
    ];
    const { extractor, problems } = open();
    const answers = await Promise.all(messages.map((text) => extractor.extract(text)));
    expect(answers).toEqual(messages.map((text) => extractFacts(text)));
    expect(answers[0]!.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  }, 30_000);

  it('gives up a message it is stuck on, replaces the thread and still answers the rest', async () => {
    const { extractor, problems } = open({ worker: FIXTURE, timeoutMs: 300 });
    const [stuck, next, later] = await Promise.allSettled([
      extractor.extract('hang'),
      extractor.extract('after the hang'),
      extractor.extract('later'),
    ]);
    expect(stuck).toMatchObject({ status: 'rejected', reason: { message: /gave up/ } });
    expect(next).toEqual({ status: 'fulfilled', value: [{ term: 'after the hang' }] });
    expect(later).toEqual({ status: 'fulfilled', value: [{ term: 'later' }] });
    expect(problems).toEqual([expect.stringMatching(/took over 300 ms/)]);
    expect(termsOf(await extractor.extract('again'))).toEqual(['again']);
  }, 30_000);

  it('refuses the message a thread died on and answers the ones queued behind it', async () => {
    const { extractor, problems } = open({ worker: FIXTURE });
    await extractor.extract('warm-up'); // the thread is running before it dies
    const [died, next] = await Promise.allSettled([
      extractor.extract('crash'),
      extractor.extract('queued'),
    ]);
    expect(died).toMatchObject({ status: 'rejected', reason: { message: /exited \(3\)/ } });
    expect(next).toEqual({ status: 'fulfilled', value: [{ term: 'queued' }] });
    expect(problems).toEqual([expect.stringMatching(/stopped; it was replaced/)]);
  }, 30_000);

  it("passes the rules' error on as that message's failure", async () => {
    const { extractor } = open({ worker: FIXTURE });
    await expect(extractor.extract('fail')).rejects.toThrow('the rules failed');
    expect(termsOf(await extractor.extract('fine'))).toEqual(['fine']);
  }, 30_000);

  it('reads facts on this thread when the thread cannot start, and says so once', async () => {
    const missing = new URL('./no-such-worker.mjs', import.meta.url);
    const { extractor, problems } = open({ worker: missing });
    const text = 'I have been taking ashwagandha daily for 2 months';
    expect(await extractor.extract(text)).toEqual(extractFacts(text));
    expect(await extractor.extract(text)).toEqual(extractFacts(text));
    expect(problems).toEqual([expect.stringMatching(/did not start/)]);
  }, 30_000);

  it('refuses messages once closed, including those still waiting', async () => {
    const { extractor } = open({ worker: FIXTURE, timeoutMs: 60_000 });
    const refused = expect(extractor.extract('hang')).rejects.toThrow(/closed/);
    await extractor.close();
    await refused;
    await expect(extractor.extract('after')).rejects.toThrow(/closed/);
  }, 30_000);
});
