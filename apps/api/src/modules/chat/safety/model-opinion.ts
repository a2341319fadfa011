import { complete, type CompletionOptions } from '../../health/ai/completion';
import { classify, KINDS } from './triage-classifier';
import {
  triage,
  curiousFraming,
  urgentResult,
  type RedFlagKind,
  type TriageResult,
} from './triage';

/**
 * The configured model's yes/no (issue 24, ADR 014): when an OpenAI-compatible model is
 * configured (AI_BASE_URL) and neither the rules nor the classifier raised the alarm (or the
 * classifier set the rules' alarm aside), the model is asked one strict question. A "yes"
 * raises the alarm; anything else — "no", a malformed answer, an error or the short time-out —
 * changes nothing, so a slow or absent model can never delay or weaken the rules.
 */
export const MODEL_OPINION_TIMEOUT_MS = 1500;

const SYSTEM =
  'You check messages sent to a health chat. Answer only whether the message describes a ' +
  'medical emergency or a risk of suicide or self-harm happening now, to the writer or to ' +
  'someone with them. A question asked out of curiosity, for study, about the past, or about ' +
  'someone else in general is not an emergency. Reply with JSON only.';

const SCHEMA = {
  name: 'red_flag',
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['emergency_now', 'kind'],
    properties: {
      emergency_now: { type: 'boolean' },
      kind: { type: ['string', 'null'], enum: [...KINDS, null] },
    },
  },
};

/** The model's answer: the kind it names when it says yes, or null (no, or no answer). */
export async function askModel(
  options: CompletionOptions,
  text: string,
): Promise<RedFlagKind | null> {
  try {
    const content = await complete(
      {
        ...options,
        timeoutMs: Math.min(
          options.timeoutMs ?? MODEL_OPINION_TIMEOUT_MS,
          MODEL_OPINION_TIMEOUT_MS,
        ),
      },
      { system: SYSTEM, user: text, jsonSchema: SCHEMA, maxTokens: 30 },
    );
    const answer = JSON.parse(content) as { emergency_now?: unknown; kind?: unknown };
    if (answer.emergency_now !== true) return null;
    const kind = KINDS.find((k) => k === answer.kind);
    // A "yes" without a kind still raises the alarm, with the classifier's likeliest kind.
    return kind ?? classify(text).kind;
  } catch {
    return null;
  }
}

/**
 * The full triage when a model is configured: rules, then classifier, then the model's
 * yes/no. Never less urgent than `triage(text)`.
 */
export async function triageWithModel(
  options: CompletionOptions,
  text: string,
): Promise<TriageResult> {
  const local = triage(text);
  if (local.urgent || !text.trim() || curiousFraming(text)) return local;
  const kind = await askModel(options, text);
  return kind ? urgentResult(kind) : local;
}
