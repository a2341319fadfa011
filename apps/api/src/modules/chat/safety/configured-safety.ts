import type { Config } from '../../../config';
import type { ChatSafety } from '../safety-port';
import { triageWithModel } from './model-opinion';
import { classifyRequest } from './request-kinds';
import { triage, urgentReply } from './triage';

/**
 * The safety step configuration asks for (ADR 014). Without a model (the default) the triage
 * is the rules plus the classifier, synchronous. With an OpenAI-compatible model configured
 * (AI_BASE_URL), the model's yes/no is asked as well when neither raised the alarm: it can only
 * raise it, and its short time-out bounds how long a reply may wait for it.
 */
export function createConfiguredSafety(config: Pick<Config, 'ai'>): ChatSafety {
  const { baseUrl, model, apiKey } = config.ai;
  return {
    triage: baseUrl ? (text) => triageWithModel({ baseUrl, model, apiKey }, text) : triage,
    classifyRequest,
    urgentReply,
  };
}
