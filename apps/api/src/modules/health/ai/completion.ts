import { EngineError } from '../../chat/engine/chat-engine';

export interface CompletionOptions {
  /** Base URL of an OpenAI-compatible API, e.g. https://api.openai.com/v1. */
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** Most time for the whole answer (these calls are short and not streamed). */
  timeoutMs?: number;
}

export interface CompletionRequest {
  system: string;
  user: string;
  /** A JSON schema the answer must follow (OpenAI structured outputs, `strict`). */
  jsonSchema?: { name: string; schema: Record<string, unknown> };
  maxTokens?: number;
}

/**
 * One non-streamed chat completion from an OpenAI-compatible endpoint, for the short
 * health-tracking calls (fact extraction, component messages). The chat's streaming engine
 * stays in modules/chat; errors are EngineErrors naming the endpoint, never the text sent.
 */
export async function complete(options: CompletionOptions, request: CompletionRequest) {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: options.model,
        stream: false,
        temperature: 0,
        max_tokens: request.maxTokens ?? 800,
        messages: [
          { role: 'system', content: request.system },
          { role: 'user', content: request.user },
        ],
        ...(request.jsonSchema
          ? {
              response_format: {
                type: 'json_schema',
                json_schema: { ...request.jsonSchema, strict: true },
              },
            }
          : {}),
      }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
    });
  } catch (error) {
    throw new EngineError(`The AI endpoint ${url} cannot be reached.`, { cause: error });
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new EngineError(`The AI endpoint ${url} answered ${response.status}.`);
  }
  const body = (await response.json().catch(() => null)) as {
    choices?: { message?: { content?: string | null; refusal?: string | null } }[];
  } | null;
  const content = body?.choices?.[0]?.message?.content;
  if (typeof content !== 'string' || content.trim() === '') {
    throw new EngineError(`The AI endpoint ${url} sent no message.`);
  }
  return content;
}
