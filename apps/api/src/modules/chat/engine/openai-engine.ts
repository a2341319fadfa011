import { setTimeout as sleep } from 'node:timers/promises';
import { EngineError, type ChatEngine, type EngineRequest } from './chat-engine';
import { filePrompt } from './file-note';
import { MY_AGE, MY_CONDITIONS } from './personal-note';
import { compareWithReference } from './reference-values';

export interface OpenAiEngineOptions {
  /** Base URL of the API, e.g. https://api.openai.com/v1 or http://localhost:11434/v1. */
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** Most time until the endpoint answers with headers. */
  connectTimeoutMs?: number;
  /** Most time between two pieces of a streaming answer. */
  idleTimeoutMs?: number;
  /** Retries of a failed request before any text arrived (network, 429, 5xx). */
  retries?: number;
  /** First back-off; doubles each retry (a Retry-After header wins, up to 10 s). */
  backoffMs?: number;
}

const MAX_RETRY_AFTER_MS = 10_000;

/**
 * Any OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, vLLM, LM Studio), with
 * streaming (server-sent events). The retrieved passages and the user's profile facts go in
 * the system prompt. A request that fails before any text arrived is retried with back-off;
 * once text has streamed, a failure ends the reply (a retry would write it twice).
 */
export function createOpenAiEngine(options: OpenAiEngineOptions): ChatEngine {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const connectTimeoutMs = options.connectTimeoutMs ?? 15_000;
  const idleTimeoutMs = options.idleTimeoutMs ?? 30_000;
  const retries = options.retries ?? 2;
  const backoffMs = options.backoffMs ?? 500;

  /** The response of a successful request, retrying what may succeed on a second try. */
  async function open(request: EngineRequest, signal: AbortSignal): Promise<Response> {
    const body = JSON.stringify({
      model: options.model,
      stream: true,
      temperature: 0.3,
      messages: [
        { role: 'system', content: systemPrompt(request) },
        ...request.history.map((turn) => ({ role: turn.role, content: turn.text })),
        { role: 'user', content: request.question },
      ],
    });
    for (let attempt = 0; ; attempt += 1) {
      let wait = backoffMs * 2 ** attempt;
      let failure: string;
      // Only the wait for headers is timed here: the body streams for as long as it writes.
      const headersDue = new AbortController();
      const timer = setTimeout(
        () => headersDue.abort(new DOMException('no answer in time', 'TimeoutError')),
        connectTimeoutMs,
      );
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'text/event-stream',
            ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body,
          signal: AbortSignal.any([signal, headersDue.signal]),
        });
        clearTimeout(timer);
        if (response.ok && response.body) return response;
        await response.body?.cancel();
        failure = `answered ${response.status}`;
        if (response.status !== 429 && response.status < 500) {
          throw new EngineError(
            `The AI endpoint ${url} ${failure}; check AI_API_KEY and AI_MODEL.`,
          );
        }
        const retryAfter = Number(response.headers.get('retry-after'));
        if (retryAfter > 0) wait = Math.min(retryAfter * 1000, MAX_RETRY_AFTER_MS);
      } catch (error) {
        if (error instanceof EngineError || signal.aborted) throw error;
        failure = headersDue.signal.aborted
          ? `did not answer within ${connectTimeoutMs} ms`
          : `cannot be reached (${causeOf(error)})`;
      } finally {
        clearTimeout(timer);
      }
      if (attempt >= retries) {
        throw new EngineError(`The AI endpoint ${url} ${failure} (${attempt + 1} attempts).`);
      }
      await sleep(wait, undefined, { signal }).catch(() => undefined);
      if (signal.aborted) throw signal.reason;
    }
  }

  return {
    name: 'openai',
    async *reply(request, signal) {
      let response: Response;
      try {
        response = await open(request, signal);
      } catch (error) {
        if (signal.aborted) return;
        throw error;
      }
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      try {
        for (;;) {
          const chunk = await readWithin(reader, idleTimeoutMs, signal);
          if (chunk === null) return;
          buffer += chunk;
          const lines = buffer.split('\n');
          buffer = lines.pop() ?? '';
          for (const line of lines) {
            const data = /^data:\s?(.*)$/.exec(line.trim())?.[1];
            if (data === undefined) continue;
            if (data === '[DONE]') return;
            const delta = deltaOf(data);
            if (delta) yield delta;
          }
        }
      } catch (error) {
        if (signal.aborted) return;
        throw error instanceof EngineError
          ? error
          : new EngineError(`The AI endpoint ${url} broke off its answer (${causeOf(error)}).`);
      } finally {
        await reader.cancel().catch(() => undefined);
      }
    },
  };
}

/** The next piece of the stream; null at its end or when the user stopped. */
async function readWithin(
  reader: ReadableStreamDefaultReader<string>,
  idleTimeoutMs: number,
  signal: AbortSignal,
): Promise<string | null> {
  if (signal.aborted) return null;
  let timer: NodeJS.Timeout | undefined;
  let onAbort = () => {};
  try {
    const result = await Promise.race([
      reader.read(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new EngineError(`The AI endpoint went quiet for ${idleTimeoutMs} ms.`)),
          idleTimeoutMs,
        );
      }),
      new Promise<{ done: true }>((resolve) => {
        onAbort = () => resolve({ done: true });
        signal.addEventListener('abort', onAbort, { once: true });
      }),
    ]);
    return result.done ? null : (result.value ?? '');
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', onAbort);
  }
}

function deltaOf(data: string): string {
  try {
    const parsed = JSON.parse(data) as { choices?: { delta?: { content?: string | null } }[] };
    return parsed.choices?.[0]?.delta?.content ?? '';
  } catch {
    throw new EngineError('The AI endpoint sent a piece that is not JSON.');
  }
}

function causeOf(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}

/** What the model is told: our rules, the user's own facts, and the passages to answer from. */
export function systemPrompt(request: EngineRequest): string {
  const facts = [
    request.profile.age !== null ? `age ${request.profile.age}` : null,
    request.profile.biologicalSex ? `biological sex ${request.profile.biologicalSex}` : null,
  ].filter(Boolean);
  const lines = [
    'You are the health assistant of a men’s-health app (varicocele, fertility, testosterone, ' +
      'erections, scrotal pain, treatments). Answer in plain words, briefly, in Markdown.',
    'Never diagnose and never give a medicine dose: give general information and suggest ' +
      'seeing a doctor or pharmacist. Tell the user to seek emergency care for red-flag symptoms.',
    'Base your answer on the passages below when they are relevant, and say so when they do not ' +
      'cover the question.',
    // Issue 24: the same rules as the local engine's composeReply.
    'Your first sentence answers the question asked: for "what is…" give the definition; ' +
      'leave out passages that do not answer the question.',
  ];
  if (request.file) {
    lines.push(...filePrompt(request.file));
  } else {
    const comparison = compareWithReference(request.question);
    if (comparison) lines.push(`Open with this comparison, in these words: ${comparison}`);
  }
  if (request.request.asksForDose)
    lines.push(
      'The user asks for a dose: do not give one; refer to a doctor or pharmacist and add no ' +
        'other topic.',
    );
  if (request.request.asksForDiagnosis)
    lines.push('The user asks for a diagnosis: do not give one.');
  if (request.urgent) {
    lines.push(
      'Your reply follows urgent-care guidance already shown to the user: never contradict it ' +
        'or suggest waiting; add nothing else: no background, no passages, no other topic.',
    );
  }
  lines.push(`About the user: ${facts.length > 0 ? facts.join(', ') : 'nothing known'}.`);
  const { diseases = [], variables = [] } = request.profile;
  if (diseases.length > 0) lines.push(`Conditions the user tracks: ${diseases.join('; ')}.`);
  if (variables.length > 0) {
    lines.push(
      `What the user told us: ${variables.map((v) => `${v.label}: ${v.valueLabel}`).join('; ')}.`,
    );
  }
  if (diseases.length > 0 || variables.length > 0) {
    lines.push('Tie your answer to these facts where they matter for the question, in a sentence.');
  }
  // Issue 24: the same cases the local engine's personal note answers.
  const question = request.question.toLowerCase();
  if (diseases.length > 0 && MY_CONDITIONS.test(question)) {
    lines.push(
      `The user asks about their own conditions: name each of them (${diseases.join('; ')}) ` +
        'and say in general terms how it bears on the question, without diagnosing.',
    );
  }
  if (MY_AGE.test(question)) {
    lines.push(
      request.profile.age !== null
        ? `The user asks about their age: use it (${request.profile.age}) in the answer.`
        : 'The user asks about their age, which they have not given: answer for adult men and ' +
            'suggest adding their age to the profile.',
    );
  }
  lines.push('Passages:');
  // After urgent guidance or a dose refusal no passage is offered (nothing unrelated follows).
  const passages = request.urgent || request.request.asksForDose ? [] : request.passages;
  if (passages.length === 0) lines.push('(none found)');
  for (const passage of passages) lines.push(`- ${passage.title}: ${passage.body}`);
  return lines.join('\n');
}
