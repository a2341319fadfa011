import type { Config } from '../../../config';
import type { ChatEngine } from './chat-engine';
import { createLocalEngine } from './local-engine';
import { createOpenAiEngine } from './openai-engine';

/** The engine configuration asks for: an OpenAI-compatible endpoint, else the local one. */
export function createConfiguredEngine(config: Config): ChatEngine {
  const { baseUrl, model, apiKey } = config.ai;
  return baseUrl ? createOpenAiEngine({ baseUrl, model, apiKey }) : createLocalEngine();
}
