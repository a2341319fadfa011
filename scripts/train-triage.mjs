// `npm run triage:train`: trains the red-flag triage's second opinion (issue 24, ADR 014) on
// the labelled development prompts of apps/api/src/modules/chat/safety/triage-set.ts, the
// extra prompts of safety/training-prompts/ and the blind rounds already read (`ROUNDS` in
// blind-rounds.ts; never a round kept unread) and writes
// apps/api/src/modules/chat/safety/triage-model.json.
//
// One-vs-rest logistic regression per red-flag kind over word 1–2-grams and character
// 3–5-grams (classifier-features.ts), trained by SGD in a seeded order, so the same data
// gives byte-for-byte the same file. The alarm threshold is chosen by 5-fold cross-validation
// on the same prompts: the lowest threshold at which the classifier adds false alarms (where
// the rules raised none) on at most 1% of the held-out folds' non-emergencies; the rules' own
// false alarms on the extra training prompts are theirs to fix, not the threshold's. The
// overrule bar (ADR 014, eighth session) is the highest at which the classifier, out of fold,
// would set aside no emergency the rules caught in a message it may overrule. Prints the
// cross-validated figures.
// `--check` trains and compares with the committed file instead of writing it (exit 1 if not equal).
import { readFileSync, writeFileSync } from 'node:fs';

const { features } = await import('../apps/api/src/modules/chat/safety/classifier-features.ts');
const { triageSet, heldOutSet } = await import('../apps/api/src/modules/chat/safety/triage-set.ts');
const { trainingPrompts } = await import('../apps/api/src/modules/chat/safety/training-prompts.ts');
const { blindRounds } = await import('../apps/api/src/modules/chat/safety/blind-rounds.ts');
const { triageRules, classifierBar, mayOverrule } =
  await import('../apps/api/src/modules/chat/safety/triage.ts');
const { KINDS } = await import('../apps/api/src/modules/chat/safety/triage-classifier.ts');

const OUT = new URL('../apps/api/src/modules/chat/safety/triage-model.json', import.meta.url);
const SEED = 24;
const EPOCHS = 30;
const RATE = 0.5;
const L2 = 1e-5;
const POSITIVE_WEIGHT = 3; // a missed emergency costs more than a false alarm
const MIN_PROMPTS = 3; // a feature seen in one prompt only is noise
const MAX_FALSE_ALARMS = 0.01;
// One in two thousand: with 4,776 non-emergencies, no false alarm at all cost a score of
// rescues; one in a thousand let the classifier overrule plain recoveries ("went away after a
// minute", triage.test.ts).
const MAX_CONFIDENT_FALSE_ALARMS = 0.0005;
const MAX_OVERRULE_BAR = 0.2; // the classifier overrules only when it is nearly sure
const FOLDS = 5;

/** mulberry32: a tiny seeded generator, so training order is the same on every run. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled(n, seed) {
  const order = Array.from({ length: n }, (_, i) => i);
  const next = random(seed);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}

const sigmoid = (z) => 1 / (1 + Math.exp(-z));

/** Trains one weight vector per kind on `cases` (each with precomputed `feats`). */
function train(cases) {
  const counts = new Map();
  for (const c of cases) for (const f of c.feats) counts.set(f, (counts.get(f) ?? 0) + 1);
  const vocab = [...counts.keys()].filter((f) => counts.get(f) >= MIN_PROMPTS).sort();
  const index = new Map(vocab.map((f, i) => [f, i]));
  const rows = cases.map((c) => {
    const ids = c.feats.map((f) => index.get(f)).filter((i) => i !== undefined);
    return { ids, value: c.feats.length ? 1 / Math.sqrt(c.feats.length) : 0, expected: c.expected };
  });
  const weights = KINDS.map(() => new Float64Array(vocab.length));
  const bias = KINDS.map(() => 0);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    const rate = RATE / (1 + epoch * 0.1);
    for (const r of shuffled(rows.length, SEED + epoch)) {
      const row = rows[r];
      KINDS.forEach((kind, k) => {
        const w = weights[k];
        let z = bias[k];
        for (const id of row.ids) z += w[id] * row.value;
        const y = row.expected === kind ? 1 : 0;
        const g = (sigmoid(z) - y) * (y ? POSITIVE_WEIGHT : 1) * rate;
        bias[k] -= g;
        for (const id of row.ids) w[id] -= g * row.value + L2 * w[id];
      });
    }
  }
  return { vocab, weights, bias };
}

/** The highest kind probability for one prompt under a trained model. */
function score(model, index, feats) {
  const ids = feats.map((f) => index.get(f)).filter((i) => i !== undefined);
  const value = feats.length ? 1 / Math.sqrt(feats.length) : 0;
  let best = { kind: null, p: 0 };
  KINDS.forEach((kind, k) => {
    let z = model.bias[k];
    for (const id of ids) z += model.weights[k][id] * value;
    const p = sigmoid(z);
    if (p > best.p) best = { kind, p };
  });
  return best;
}

const cases = [
  ...triageSet,
  ...heldOutSet,
  ...trainingPrompts,
  ...blindRounds.flatMap((round) => round.cases),
].map((c) => ({
  ...c,
  feats: features(c.text),
}));

// Cross-validation: out-of-fold probabilities for every prompt.
const order = shuffled(cases.length, SEED);
const outOfFold = new Array(cases.length);
for (let fold = 0; fold < FOLDS; fold++) {
  const test = order.filter((_, i) => i % FOLDS === fold);
  const testSet = new Set(test);
  const model = train(cases.filter((_, i) => !testSet.has(i)));
  const index = new Map(model.vocab.map((f, i) => [f, i]));
  for (const i of test) outOfFold[i] = score(model, index, cases[i].feats);
}
const rules = cases.map((c) => triageRules(c.text).urgent);
const bars = cases.map((c) => classifierBar(c.text));
const mayAsk = bars.map((bar) => bar === 'usual');
function figures(threshold) {
  let caught = 0,
    emergencies = 0,
    alarms = 0,
    calm = 0,
    rescued = 0,
    added = 0;
  cases.forEach((c, i) => {
    const byModel = !rules[i] && mayAsk[i] && outOfFold[i].p >= threshold;
    const flagged = rules[i] || byModel;
    if (c.expected) {
      emergencies++;
      if (flagged) caught++;
      if (byModel) rescued++;
    } else {
      calm++;
      if (flagged) alarms++;
      if (byModel) added++;
    }
  });
  return {
    threshold,
    recall: caught / emergencies,
    falseAlarms: alarms / calm,
    alarms,
    calm,
    caught,
    emergencies,
    rescued,
    added,
  };
}
let chosen = null;
for (let t = 0.05; t < 0.951; t += 0.01) {
  const f = figures(Math.round(t * 100) / 100);
  if (f.added / f.calm <= MAX_FALSE_ALARMS) {
    chosen = f;
    break;
  }
}
// Where the rules set a symptom aside, the classifier may still speak when it is very sure:
// the lowest bar at which it adds at most MAX_CONFIDENT_FALSE_ALARMS out of fold. Negated or
// over ('confident') and history or hypothetical ('certain': "last time they put a catheter
// in… it's happening again") each get their own bar, the second never below the first.
function barFigures(bar, kindOfBar) {
  let added = 0,
    rescued = 0;
  cases.forEach((c, i) => {
    if (rules[i] || bars[i] !== kindOfBar || outOfFold[i].p < bar) return;
    if (c.expected) rescued++;
    else added++;
  });
  return { bar, added, rescued };
}
function lowestSafeBar(from, kindOfBar) {
  for (let t = from; t < 0.991; t += 0.01) {
    const f = barFigures(Math.round(t * 100) / 100, kindOfBar);
    if (f.added / chosen.calm <= MAX_CONFIDENT_FALSE_ALARMS) return f;
  }
  return { bar: 1, added: 0, rescued: 0 };
}
const confident = lowestSafeBar(chosen.threshold, 'confident');
const certain = lowestSafeBar(confident.bar, 'certain');

// The overrule bar: the rules' alarm is set aside when the classifier's likeliest kind is
// under it, in a message long enough for the classifier to judge (mayOverrule). The highest
// bar on a 0.01 grid at which no emergency the rules caught would be set aside out of fold.
const ruled = cases.map((c) => triageRules(c.text));
function overruleFigures(bar) {
  let lost = 0,
    spared = 0;
  cases.forEach((c, i) => {
    const rule = ruled[i];
    if (!rule.urgent || !mayOverrule(c.text, rule.kind) || outOfFold[i].p >= bar) return;
    if (c.expected) lost++;
    else spared++;
  });
  return { bar, lost, spared };
}
let overrule = { bar: 0, lost: 0, spared: 0 };
for (let t = 0.01; t <= MAX_OVERRULE_BAR + 1e-9; t += 0.01) {
  const f = overruleFigures(Math.round(t * 100) / 100);
  if (f.lost > 0) break;
  overrule = f;
}

const alone = { caught: 0, alarms: 0 };
cases.forEach((c, i) => {
  if (outOfFold[i].p < chosen.threshold || !mayAsk[i]) return;
  if (c.expected) alone.caught++;
  else alone.alarms++;
});
console.log(`${cases.length} development prompts, ${FOLDS}-fold cross-validation (seed ${SEED})`);
console.log(
  `threshold ${chosen.threshold}: lowest where the classifier adds <= ${MAX_FALSE_ALARMS * 100}% false alarms out of fold`,
);
console.log(
  `rules + classifier out of fold: recall ${(chosen.recall * 100).toFixed(1)}% (${chosen.caught}/${chosen.emergencies}), ` +
    `false alarms ${(chosen.falseAlarms * 100).toFixed(1)}% (${chosen.alarms}/${chosen.calm}); classifier where it may speak: recall ` +
    `${((alone.caught / chosen.emergencies) * 100).toFixed(1)}% (${alone.caught}/${chosen.emergencies}), false alarms ` +
    `${((alone.alarms / chosen.calm) * 100).toFixed(1)}% (${alone.alarms}/${chosen.calm})`,
);
console.log(
  `confident bar ${confident.bar} where the rules set a symptom aside: ${confident.rescued} more emergencies, ` +
    `${confident.added} more false alarms out of fold`,
);
console.log(
  `certain bar ${certain.bar} where the rules read history or a hypothetical: ${certain.rescued} more emergencies, ` +
    `${certain.added} more false alarms out of fold`,
);
console.log(
  `overrule bar ${overrule.bar}: out of fold the rules' alarm is set aside on ${overrule.spared} non-emergencies ` +
    `and on no emergency the rules caught`,
);
console.log(`(the rules were tuned on every one of these prompts, so their share is optimistic)`);

// The committed model: trained on every development prompt, weights rounded, tiny ones dropped.
const model = train(cases);
const weights = {};
model.vocab.forEach((f, i) => {
  const row = {};
  KINDS.forEach((kind, k) => {
    const w = Math.round(model.weights[k][i] * 1e3) / 1e3;
    if (Math.abs(w) >= 0.02) row[k] = w;
  });
  if (Object.keys(row).length) weights[f] = row;
});
const json =
  JSON.stringify(
    {
      threshold: chosen.threshold,
      confidentThreshold: confident.bar,
      certainThreshold: certain.bar,
      overruleThreshold: overrule.bar,
      kinds: KINDS,
      bias: model.bias.map((b) => Math.round(b * 1e4) / 1e4),
      weights,
    },
    null,
    0,
  ) + '\n';
if (process.argv.includes('--check')) {
  const same = readFileSync(OUT, 'utf8') === json;
  console.log(
    same
      ? 'triage-model.json is up to date'
      : 'triage-model.json differs: run npm run triage:train',
  );
  process.exitCode = same ? 0 : 1;
} else {
  writeFileSync(OUT, json);
  console.log(
    `wrote ${Object.keys(weights).length} features to triage-model.json (${json.length} bytes)`,
  );
}
