import type { FastifyBaseLogger } from 'fastify';
import { analyticsEntryTypeLabels, type AiComponent } from '@mhp/contract/health-constants';
import type { ComponentAiMessage } from '@mhp/contract/schemas/health';
import type { KnowledgeRepo } from '../chat/knowledge-repo';
import type { ChatSafety } from '../chat/safety-port';
import { notFound } from '../../lib/http-error';
import {
  formatValue,
  readingOf,
  type Reading,
  type WhoMeasure,
} from '../chat/engine/reference-values';
import { complete, type CompletionOptions } from './ai/completion';
import type { EntryRow, HealthRepo } from './health-repo';
import { DISEASE_NOT_FOUND } from './health-service';

const WEEK_MS = 7 * 24 * 60 * 60_000;
/**
 * A number with a dosing unit ("50 mg", "2 tablets"): never shown in a component message.
 * Lab units per volume ("9.5 IU/L", "1.5 mL") are results, not doses.
 */
export const DOSE =
  /\b\d+(?:[.,]\d+)?\s*(?:mg|mcg|µg|iu|units?|tablets?|pills?|capsules?|drops?|puffs?)\b(?!\s*\/)/i;

/**
 * The WHO 2021 measures a semen result stored under a term may be (the chat's table,
 * chat/engine/reference-values.ts, holds their limits). One term, "motility", holds both
 * progressive and total motility: which one a value is comes from the words it was read from.
 */
const SEMEN_MEASURES: Record<string, readonly WhoMeasure[]> = {
  sperm_concentration: ['concentration'],
  motility: ['progressive_motility', 'total_motility'],
  morphology: ['normal_forms'],
  semen_volume: ['volume_ml'],
};
/** Which WHO 2021 measure a semen result is, as the words it was read from name it, or null. */
function semenReading(entry: EntryRow): Reading | null {
  const measures = SEMEN_MEASURES[entry.term];
  if (!measures || entry.value === null || entry.unit === null) return null;
  const reading = readingOf(entry.mainContent, entry.value, entry.unit);
  return reading && measures.includes(reading.key) ? reading : null;
}

/** Total testosterone's lower limit (AUA testosterone guideline 2018); not free testosterone. */
const TESTOSTERONE = { label: 'testosterone', unit: 'ng/dL', limit: 300, source: 'AUA 2018' };

/**
 * A result under its lower reference limit, so a summary can say "below the usual range"
 * without diagnosing anything; null when it is not under it, or when it is not known which
 * limit it has (a motility that may be progressive or total is compared with neither).
 */
function belowLimit(entry: EntryRow): string | null {
  if (entry.value === null || entry.unit === null) return null;
  let found: { label: string; limit: number; source: string } | null = null;
  if (SEMEN_MEASURES[entry.term]) {
    const reading = semenReading(entry);
    if (reading) found = { ...reading, source: 'WHO 2021' };
  } else if (
    entry.term === 'testosterone' &&
    entry.unit === TESTOSTERONE.unit &&
    !/\bfree\b/i.test(entry.mainContent)
  ) {
    found = TESTOSTERONE;
  }
  if (!found || entry.value >= found.limit) return null;
  return (
    `Your ${found.label} of ${formatValue(entry.value, entry.unit)} is below the usual lower ` +
    `limit of ${formatValue(found.limit, entry.unit)} (${found.source}). One result varies a ` +
    'lot, so doctors usually repeat the test before drawing conclusions.'
  );
}

export const SUMMARY_EMPTY =
  'Nothing new this week. When you tell the assistant in a chat about a symptom, a medicine or ' +
  'a test result, it is collected on this page and summed up here.';
export const TIP_NO_DISEASE = 'Add a condition you live with, and a tip about it will show here.';
export const NOT_ADVICE =
  'This is general information, not a diagnosis: talk to a doctor about what it means for you.';

export interface ComponentMessageDeps {
  repo: HealthRepo;
  knowledge: KnowledgeRepo;
  safety: Pick<ChatSafety, 'triage' | 'urgentReply'>;
  /** OpenAI-compatible endpoint; unset = the local composition. */
  ai?: CompletionOptions;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/**
 * Short messages for parts of the My health page (issue 11), under the chat's safety rules:
 * the red-flag triage runs over the user's recent entries first and its guidance opens the
 * message; no message carries a dose (a remote answer that does is replaced by the local one).
 */
export function createComponentMessages(deps: ComponentMessageDeps) {
  const now = deps.now ?? (() => new Date());

  const weeklySummary = (entries: EntryRow[]): string => {
    if (entries.length === 0) return SUMMARY_EMPTY;
    const byType = new Map<string, EntryRow[]>();
    for (const entry of entries) byType.set(entry.type, [...(byType.get(entry.type) ?? []), entry]);
    const lines = [...byType].map(([type, rows]) => {
      const names = [...new Set(rows.map(describe))].slice(0, 4).join(', ');
      return `- **${analyticsEntryTypeLabels[type as EntryRow['type']]}:** ${names}`;
    });
    const notes = entries.map(belowLimit).filter((note) => note !== null);
    return [
      'This week you told the assistant about:',
      lines.join('\n'),
      ...[...new Set(notes)].slice(0, 2),
      NOT_ADVICE,
    ].join('\n\n');
  };

  const diseaseTip = async (name: string): Promise<string> => {
    const [passage] = await deps.knowledge.search(name, 1);
    const about = passage
      ? `**${/[.?!]$/.test(passage.title) ? passage.title : `${passage.title}.`}** ${passage.body}`
      : 'Our health library has no article on it yet.';
    return [
      `About **${name}**: ${about}`,
      'Keep a note of symptoms as they change and bring it to your next appointment.',
      NOT_ADVICE,
    ].join('\n\n');
  };

  /** The remote wording of a local message, kept only when it stays dose-free. */
  const reword = async (component: AiComponent, local: string): Promise<string> => {
    if (!deps.ai) return local;
    try {
      const text = await complete(deps.ai, {
        system:
          'You write one short, warm paragraph (at most 80 words) for a men’s-health app page. ' +
          'Use only the facts given. Never diagnose, never name a medicine dose, and end by ' +
          'suggesting a doctor for anything worrying. Markdown allowed.',
        user: `Component: ${component}\nFacts:\n${local}`,
        maxTokens: 300,
      });
      return DOSE.test(text) ? local : text.trim();
    } catch (error) {
      deps.log.warn({ err: error, component }, 'component message: remote engine failed');
      return local;
    }
  };

  return {
    async write(
      userId: string,
      body: { component: AiComponent; disease_id?: string },
    ): Promise<ComponentAiMessage> {
      const recent = await deps.repo.allEntries(userId, {
        since: new Date(now().getTime() - WEEK_MS),
      });
      // Issue 24: a summary or tip never quotes urgent-care guidance. It was given in the
      // conversation (and its pinned banner) when it mattered; days later, on a summary page,
      // "go to the emergency department now" is alarming and out of date.
      let text: string;
      if (body.component === 'weekly_summary') {
        text = await reword(body.component, weeklySummary(recent));
      } else {
        const diseases = await deps.repo.diseases(userId);
        const disease = body.disease_id
          ? diseases.find((row) => row.id === body.disease_id)
          : diseases.at(-1);
        if (body.disease_id && !disease) throw notFound(DISEASE_NOT_FOUND);
        text = disease
          ? await reword(body.component, await diseaseTip(disease.name))
          : TIP_NO_DISEASE;
      }
      if (DOSE.test(text)) text = NOT_ADVICE;
      return {
        chat_response: text,
        urgent: false,
      };
    },
  };
}

/** How an entry reads in a list: its name and the parts the user gave. */
function describe(entry: EntryRow): string {
  // "Motility" names either kind: the list says which when the words do ("progressive motility").
  const kind =
    (SEMEN_MEASURES[entry.term]?.length ?? 0) > 1 ? semenReading(entry)?.label : undefined;
  const parts = [
    entry.value !== null ? `${entry.value}${entry.unit ? ` ${entry.unit}` : ''}` : null,
    entry.duration,
    entry.severity,
  ].filter(Boolean);
  const name = kind ?? entry.name.toLowerCase();
  return parts.length > 0 ? `${name} (${parts.join(', ')})` : name;
}
