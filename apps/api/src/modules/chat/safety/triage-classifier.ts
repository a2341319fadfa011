import { features } from './classifier-features';
import type { RedFlagKind } from './triage';
import model from './triage-model.json';

/**
 * The triage's second opinion (issue 24, ADR 014): a one-vs-rest logistic regression per
 * red-flag kind, trained by `npm run triage:train` on the labelled development prompts and
 * committed as data (triage-model.json). It is only ever asked when the rules say "not
 * urgent", and it can only raise the alarm, never lower it. Pure and synchronous: a few
 * tens of microseconds per message, no I/O.
 */
export const KINDS: readonly RedFlagKind[] = [
  'testicular_torsion',
  'chest_pain',
  'stroke',
  'suicide_self_harm',
  'priapism',
  'heavy_bleeding',
  'breathing',
  'fainting',
  'scrotal_infection',
  'allergic_reaction',
  'genital_trauma',
  'urinary_retention',
  'overdose',
];

interface Model {
  threshold: number;
  /** The bar where the rules set a symptom aside as negated or over (triage.ts). */
  confidentThreshold: number;
  /** The bar where the rules read a symptom as history or a hypothetical (triage.ts). */
  certainThreshold: number;
  kinds: string[];
  bias: number[];
  /** feature → { kind index → weight }; features absent here weigh nothing. */
  weights: Record<string, Record<string, number>>;
}

const MODEL = model as unknown as Model;

export interface ClassifierOpinion {
  /** The most likely red-flag kind. */
  kind: RedFlagKind;
  /** Its probability (0–1). */
  probability: number;
  /** Is the probability at or over the threshold chosen by cross-validation? */
  alarm: boolean;
}

export const CLASSIFIER_THRESHOLD = MODEL.threshold;
export const CONFIDENT_THRESHOLD = MODEL.confidentThreshold;
export const CERTAIN_THRESHOLD = MODEL.certainThreshold;

/**
 * The weights by feature as flat arrays of kind indexes and weights, read once: every chat
 * message looks up a few hundred features, and walking each row's keys as strings was most
 * of the classifier's time. The kinds keep the order the rows list them in, so each score
 * adds up the same numbers in the same order as before.
 */
const WEIGHTS = new Map(
  Object.entries(MODEL.weights).map(([feature, row]) => {
    const kinds: number[] = [];
    const weights: number[] = [];
    for (const k in row) {
      kinds.push(Number(k));
      weights.push(row[k] ?? 0);
    }
    return [feature, { kinds: Int32Array.from(kinds), weights: Float64Array.from(weights) }];
  }),
);

/** The model's score (log-odds) for every kind, in the order of KINDS. */
function scores(text: string): number[] {
  const feats = features(text);
  const value = feats.length ? 1 / Math.sqrt(feats.length) : 0;
  const result = [...MODEL.bias];
  for (const feature of feats) {
    const row = WEIGHTS.get(feature);
    if (!row) continue;
    for (let j = 0; j < row.kinds.length; j++) {
      const k = row.kinds[j]!;
      result[k] = (result[k] ?? 0) + row.weights[j]! * value;
    }
  }
  return result;
}

/** The classifier's most likely red-flag kind for a message, and whether it is alarmed. */
export function classify(text: string): ClassifierOpinion {
  const all = scores(text);
  let best = 0;
  for (let k = 1; k < all.length; k++) if ((all[k] ?? 0) > (all[best] ?? 0)) best = k;
  const probability = 1 / (1 + Math.exp(-(all[best] ?? 0)));
  return {
    kind: KINDS[best] ?? 'chest_pain',
    probability,
    alarm: probability >= MODEL.threshold,
  };
}

/**
 * Of several kinds the rules found in one message, the one the model finds most likely; the
 * first of them on a tie. Used to name the emergency, never to decide whether there is one.
 */
export function likeliestAmong(text: string, candidates: readonly RedFlagKind[]): RedFlagKind {
  const all = scores(text);
  let best = candidates[0]!;
  for (const kind of candidates.slice(1)) {
    if ((all[KINDS.indexOf(kind)] ?? 0) > (all[KINDS.indexOf(best)] ?? 0)) best = kind;
  }
  return best;
}
