import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { extractedFact, type ExtractedFact } from '@mhp/contract/schemas/health';
import { EngineError } from '../../chat/engine/chat-engine';
import { apiRoot } from '../../../lib/paths';
import { complete, type CompletionOptions } from '../ai/completion';
import { extractFacts } from './extract-local';

/** Turns what a user wrote into the facts about themselves it holds. */
export interface FactExtractor {
  readonly name: 'local' | 'openai';
  extract(text: string): Promise<ExtractedFact[]>;
}

/** The local rules on the caller's thread (tests, scripts; the server uses a thread). */
export function createLocalExtractor(): FactExtractor {
  return { name: 'local', extract: async (text) => extractFacts(text) };
}

/** What the model must answer: the contract's fact shape, in a `facts` list. */
const answerShape = z.object({ facts: z.array(extractedFact) });
/** The answer as checked: at most 20 facts from one message. */
export const extractionAnswer = z.object({ facts: answerShape.shape.facts.max(20) });

/**
 * The JSON schema sent for structured output: every property required and no extra ones
 * (strict mode), without `$schema` and length keywords some endpoints refuse.
 */
export function extractionJsonSchema(): Record<string, unknown> {
  const { $schema: _omit, ...schema } = z.toJSONSchema(answerShape, { target: 'draft-7' });
  return schema;
}

/** The labelling guide: the one statement of what a fact is and how it is written down. */
export const LABELLING_GUIDE_FILE = path.join(
  apiRoot,
  'src/modules/health/extraction/labelling-guide.md',
);

/**
 * The guide's rules for the model: from "Whose fact it is" to the worked examples (the parts
 * written for people who write test messages are left out).
 */
export function guideRules(guide: string): string {
  const from = guide.indexOf('### Whose fact it is');
  const to = guide.indexOf('## 9. Worked examples');
  if (from === -1 || to === -1) throw new Error('The labelling guide lost its sections.');
  return guide.slice(from, to).trim();
}

export const EXTRACTION_PROMPT = [
  'You extract health facts a person states about THEMSELF from one chat message of a ' +
    'men’s-health app (most writers are men; a partner may write for the couple).',
  'Follow the labelling guide below exactly. It writes a fact as a label ' +
    '`type:term=value unit @frequency for N unit`; in your JSON answer these are the fields ' +
    'type, term, value and unit, frequency (daily, weekly, occasional or former) and duration ' +
    '("N units", with duration_days the same in days). Use null for any part the guide leaves ' +
    'out. A term not in the guide is not recorded. main_content: the exact words of the ' +
    'message the fact is in (copy them, do not rephrase). name: a short readable name. ' +
    'severity: mild, moderate or severe when said, else null.',
  'Answer with {"facts": [...]}; an empty list when the message states nothing about them.',
  '',
  guideRules(readFileSync(LABELLING_GUIDE_FILE, 'utf8')),
].join('\n');

/**
 * The OpenAI-compatible extraction: a structured-output call whose answer is checked against
 * the contract's zod schema. A fact whose `main_content` is not in the message is dropped (a
 * model must not put words in the user's mouth); an answer that fails the schema is an error,
 * and the caller falls back to the local rules.
 */
export function createOpenAiExtractor(options: CompletionOptions): FactExtractor {
  const schema = extractionJsonSchema();
  return {
    name: 'openai',
    async extract(text) {
      const content = await complete(options, {
        system: EXTRACTION_PROMPT,
        user: text,
        jsonSchema: { name: 'health_facts', schema },
      });
      let json: unknown;
      try {
        json = JSON.parse(content);
      } catch {
        throw new EngineError('The AI endpoint answered the extraction with something not JSON.');
      }
      const parsed = extractionAnswer.safeParse(json);
      if (!parsed.success) {
        throw new EngineError('The AI endpoint answered the extraction outside the schema.');
      }
      const said = text.toLowerCase();
      const seen = new Set<string>();
      return parsed.data.facts.filter((fact) => {
        const key = fact.term;
        if (seen.has(key) || !said.includes(fact.main_content.toLowerCase().trim())) return false;
        seen.add(key);
        return true;
      });
    },
  };
}

/** The remote extractor, falling back to the local rules when it fails. */
export function withLocalFallback(
  remote: FactExtractor,
  onFallback: (error: unknown) => void,
  local: FactExtractor = createLocalExtractor(),
): FactExtractor {
  return {
    name: remote.name,
    async extract(text) {
      try {
        return await remote.extract(text);
      } catch (error) {
        onFallback(error);
        return local.extract(text);
      }
    },
  };
}
