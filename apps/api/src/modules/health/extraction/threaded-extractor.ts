import { Worker } from 'node:worker_threads';
import type { ExtractedFact } from '@mhp/contract/schemas/health';
import { createLocalExtractor, type FactExtractor } from './fact-extractor';

/** One message for the thread to read. */
export interface ExtractionRequest {
  id: number;
  text: string;
}

/** The thread's answers: it is ready, a message's facts, or why a message failed. */
export type ExtractionAnswer =
  { ready: true } | { id: number; facts: ExtractedFact[] } | { id: number; error: string };

export interface ThreadedExtractorOptions {
  /**
   * How long the thread may go without answering while a message waits (default 30 s: a
   * message takes about a millisecond, but a cold thread on a machine with every core busy was
   * seen to need seconds). A message it is stuck on is given up and the thread is replaced, so
   * no input can hold the extraction of everyone else's messages for long.
   */
  timeoutMs?: number;
  /** Told when the thread cannot start (the rules then run here) or a message was given up. */
  onProblem?: (problem: string, error?: unknown) => void;
  /** The thread's module (JavaScript); by default the extraction worker (see workerModule). */
  worker?: URL;
}

export interface ThreadedExtractor extends FactExtractor {
  /** Stops the thread; messages still waiting are refused. */
  close(): Promise<void>;
}

interface Waiting {
  text: string;
  resolve: (facts: ExtractedFact[]) => void;
  reject: (error: Error) => void;
}

/**
 * The local rules on a worker thread (ADR 031). A long message takes the rules tens of
 * milliseconds; on the event loop that time is taken from every socket's reply, in a thread it
 * is not. The thread starts with the first message. Messages are answered in the order sent.
 * If the thread cannot start at all (a missing build file, say), the rules run on the event
 * loop as before, so facts are never lost to the threading.
 */
export function createThreadedExtractor(options: ThreadedExtractorOptions = {}): ThreadedExtractor {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const entry = options.worker ?? workerModule();
  // The rules on this thread, for when the thread cannot start.
  const inProcess = createLocalExtractor();
  const waiting = new Map<number, Waiting>(); // in the order sent, which is the order answered
  let worker: Worker | null = null;
  let ready = false;
  let unavailable = false;
  let closed = false;
  let nextId = 1;
  let stuckTimer: NodeJS.Timeout | null = null;

  function start(): Worker {
    const thread = new Worker(entry, { name: 'fact-extraction' });
    ready = false;
    thread.on('message', (answer: ExtractionAnswer) => {
      if (thread !== worker) return;
      if ('ready' in answer) {
        ready = true;
      } else {
        const request = waiting.get(answer.id);
        if (!request) return;
        waiting.delete(answer.id);
        if ('error' in answer) request.reject(new Error(answer.error));
        else request.resolve(answer.facts);
      }
      // An answer is progress: the thread gets a fresh time-out for the next message.
      watch({ restart: true });
    });
    thread.on('error', (error) => lost(thread, error));
    thread.on('exit', (code) => lost(thread, new Error(`extraction thread exited (${code})`)));
    return thread;
  }

  /** Times the thread while messages wait; it is idle (and keeps no process alive) otherwise. */
  function watch({ restart }: { restart: boolean }) {
    if (waiting.size === 0) {
      if (stuckTimer) clearTimeout(stuckTimer);
      stuckTimer = null;
      worker?.unref();
      return;
    }
    worker?.ref();
    if (!ready || (stuckTimer && !restart)) return;
    if (stuckTimer) clearTimeout(stuckTimer);
    stuckTimer = setTimeout(giveUpOldest, timeoutMs);
    stuckTimer.unref();
  }

  function send(id: number, text: string) {
    worker ??= start();
    worker.postMessage({ id, text } satisfies ExtractionRequest);
  }

  /** The thread has not answered in time: the message it is on is refused, the rest resent. */
  function giveUpOldest() {
    stuckTimer = null;
    const oldest = waiting.entries().next().value;
    if (!oldest) return;
    waiting.delete(oldest[0]);
    oldest[1].reject(new Error(`extraction gave up after ${timeoutMs} ms`));
    options.onProblem?.(`a message took over ${timeoutMs} ms to read; the thread was replaced`);
    replaceThread();
  }

  function replaceThread() {
    if (stuckTimer) clearTimeout(stuckTimer);
    stuckTimer = null;
    const old = worker;
    worker = null;
    void old?.terminate();
    for (const [id, request] of waiting) send(id, request.text);
    watch({ restart: true });
  }

  function lost(thread: Worker, error: unknown) {
    if (thread !== worker || closed) return;
    if (!ready) {
      // It never started: the rules run on the event loop from now on.
      worker = null;
      unavailable = true;
      if (stuckTimer) clearTimeout(stuckTimer);
      options.onProblem?.('the extraction thread did not start; the rules run in-process', error);
      for (const [id, request] of waiting) {
        waiting.delete(id);
        inProcess.extract(request.text).then(request.resolve, request.reject);
      }
      watch({ restart: true });
      return;
    }
    // It died on a message (out of memory, say): that message is refused, the rest resent.
    const oldest = waiting.entries().next().value;
    if (oldest) {
      waiting.delete(oldest[0]);
      oldest[1].reject(error instanceof Error ? error : new Error(String(error)));
    }
    options.onProblem?.('the extraction thread stopped; it was replaced', error);
    replaceThread();
  }

  return {
    name: 'local',
    extract(text) {
      if (closed) return Promise.reject(new Error('the extractor is closed'));
      if (unavailable) return inProcess.extract(text);
      return new Promise<ExtractedFact[]>((resolve, reject) => {
        const id = nextId++;
        waiting.set(id, { text, resolve, reject });
        send(id, text);
        watch({ restart: false });
      });
    },
    async close() {
      closed = true;
      if (stuckTimer) clearTimeout(stuckTimer);
      for (const request of waiting.values()) request.reject(new Error('the extractor is closed'));
      waiting.clear();
      const thread = worker;
      worker = null;
      await thread?.terminate();
    },
  };
}

/**
 * The thread's module: dist/extraction-worker.mjs beside the built server (dist/server.mjs),
 * or, from the sources, a small JavaScript entry that loads extraction-worker.ts through tsx.
 */
export function workerModule(): URL {
  return import.meta.url.endsWith('.mjs')
    ? new URL('./extraction-worker.mjs', import.meta.url)
    : new URL('./extraction-worker-from-source.mjs', import.meta.url);
}
