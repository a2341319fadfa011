import { readFileSync } from 'node:fs';
import path from 'node:path';
import { apiRoot } from '../../../lib/paths';
import { features } from './classifier-features';
import type { RedFlagKind } from './triage';

/** The committed model (written by `npm run triage:train`). */
export const TRIAGE_MODEL_FILE = path.join(apiRoot, 'src/modules/chat/safety/triage-model.json');

/**
 * The triage's second opinion (issue 24, ADR 014): a one-vs-rest logistic regression per
 * red-flag kind, trained by `npm run triage:train` on the labelled prompts and committed as
 * data (triage-model.json). When the rules say "not urgent" it may raise the alarm; when they
 * say "urgent" it may set their alarm aside only in a long message it is nearly sure of, never
 * for self-harm, and the reply then still says what to do if it is happening now (triage.ts).
 * Pure and synchronous: a few tens of microseconds per message, no I/O.
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
  /** Under this bar the classifier may set the rules' alarm aside (triage.ts, mayOverrule). */
  overruleThreshold: number;
  kinds: string[];
  bias: number[];
  /** feature → { kind index → weight }; features absent here weigh nothing. */
  weights: Record<string, Record<string, number>>;
}

/**
 * The model as the scores read it, built once from its file: each feature's kind indexes and
 * weights are a slice (`start[i]` to `start[i + 1]`) of two flat arrays, in the order the row
 * lists them, so each score adds up the same numbers in the same order as the model's rows.
 * Every chat message looks up a few hundred features, and walking each row's keys as strings
 * was most of the classifier's time. The file is read, not imported: an imported module kept
 * the parsed rows (~40,000 objects), its source text and its compiled literals for the
 * process's life, and one typed array pair per feature added ~170,000 more objects, most of
 * the heap every full garbage collection walks (a forced full collection: 54 ms with this
 * module loaded, 5 ms without; bench:chat, ADR 029).
 */
function loadModel() {
  const model = JSON.parse(readFileSync(TRIAGE_MODEL_FILE, 'utf8')) as Model;
  const rows = Object.entries(model.weights);
  const index = new Map<string, number>();
  const start = new Int32Array(rows.length + 1);
  let size = 0;
  for (const [, row] of rows) size += Object.keys(row).length;
  const kinds = new Int32Array(size);
  const weights = new Float64Array(size);
  let at = 0;
  rows.forEach(([feature, row], i) => {
    index.set(feature, i);
    start[i] = at;
    for (const k in row) {
      kinds[at] = Number(k);
      weights[at] = row[k] ?? 0;
      at += 1;
    }
  });
  start[rows.length] = at;
  return {
    threshold: model.threshold,
    confidentThreshold: model.confidentThreshold,
    certainThreshold: model.certainThreshold,
    overruleThreshold: model.overruleThreshold,
    bias: model.bias,
    index,
    start,
    kinds,
    weights,
  };
}

const MODEL = loadModel();

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
export const OVERRULE_THRESHOLD = MODEL.overruleThreshold;

/** The model's score (log-odds) for every kind, in the order of KINDS. */
function scores(text: string): number[] {
  const feats = features(text);
  const value = feats.length ? 1 / Math.sqrt(feats.length) : 0;
  const result = [...MODEL.bias];
  const { index, start, kinds, weights } = MODEL;
  for (const feature of feats) {
    const i = index.get(feature);
    if (i === undefined) continue;
    for (let j = start[i]!; j < start[i + 1]!; j++) {
      const k = kinds[j]!;
      result[k] = (result[k] ?? 0) + weights[j]! * value;
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
 * The emergency's name once the rules have found one (never whether there is one): the model's
 * own likeliest kind when it is very sure of it (its confident bar), otherwise the likeliest of
 * the kinds the rules found, the first of them on a tie. One pass over the features.
 */
export function nameEmergency(text: string, ruled: readonly RedFlagKind[]): RedFlagKind {
  const all = scores(text);
  let top = 0;
  for (let k = 1; k < all.length; k++) if ((all[k] ?? 0) > (all[top] ?? 0)) top = k;
  if (1 / (1 + Math.exp(-(all[top] ?? 0))) >= MODEL.confidentThreshold) {
    return KINDS[top] ?? ruled[0]!;
  }
  let best = ruled[0]!;
  for (const kind of ruled.slice(1)) {
    if ((all[KINDS.indexOf(kind)] ?? 0) > (all[KINDS.indexOf(best)] ?? 0)) best = kind;
  }
  return best;
}
