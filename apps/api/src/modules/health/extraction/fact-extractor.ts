import { z } from 'zod';
import { analyticsEntryTypes } from '@mhp/contract/health-constants';
import { extractedFact, type ExtractedFact } from '@mhp/contract/schemas/health';
import { EngineError } from '../../chat/engine/chat-engine';
import { complete, type CompletionOptions } from '../ai/completion';
import { extractFacts } from './extract-local';
import {
  labTerms,
  lifestyleTerms,
  medicationTerms,
  procedureTerms,
  supplementTerms,
  symptomTerms,
} from './vocabulary';

/** Turns what a user wrote into the facts about themselves it holds. */
export interface FactExtractor {
  readonly name: 'local' | 'openai';
  extract(text: string): Promise<ExtractedFact[]>;
}

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

const knownTerms = [
  ...symptomTerms,
  ...labTerms,
  ...medicationTerms,
  ...supplementTerms,
  ...procedureTerms,
  ...lifestyleTerms,
]
  .map((term) => `${term.type}:${term.term}`)
  .join(', ');

export const EXTRACTION_PROMPT = [
  'You extract health facts a man states about HIMSELF from one chat message of a men’s-health app.',
  'Record only facts he states as true for himself now or in his history. Skip questions, ' +
    'negated mentions ("no pain"), other people ("my wife has"), and hypotheticals ("if I get").',
  `Types: ${analyticsEntryTypes.join(', ')}. Use one of these terms when it fits, else a short ` +
    `snake_case term: ${knownTerms}.`,
  'main_content: the exact words of the message the fact is in (copy them, do not rephrase). ' +
    'name: a short readable name. duration/duration_days: how long, when said, as a count ' +
    'and unit ("14 months"; "since spring" or "a few weeks" is no duration). frequency: how ' +
    'often (daily, weekly, occasional, or former for a habit he stopped), never a duration: ' +
    '"I smoke every day and we have been trying for 14 months" is smoking daily (no duration) ' +
    'and trying_to_conceive for 14 months. severity: mild, moderate or severe when said. ' +
    'value/unit: the number and unit of a lab result (million/mL, %, ng/dL, nmol/L, IU/L, ' +
    'pg/mL, mL), or his age as personal:age with unit years. Use null for anything not said.',
  'personal:trying_to_conceive when he and his partner are trying for a child; allergy:<allergen> ' +
    'for each thing he is allergic to (allergy:penicillin), not as a medication.',
  'Answer with {"facts": [...]}; an empty list when the message states nothing about him.',
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
): FactExtractor {
  return {
    name: remote.name,
    async extract(text) {
      try {
        return await remote.extract(text);
      } catch (error) {
        onFallback(error);
        return extractFacts(text);
      }
    },
  };
}
