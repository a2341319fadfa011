// A trial, not a part of the product (issue 24, ADR 018, twelfth session): would a learnt
// second opinion help the local extraction on text its rules never read? One-vs-rest logistic
// regression per fact term (type:term) over the triage classifier's features (word 1–2-grams,
// character 3–5-grams), trained on every labelled set except the ones kept unread and the test
// sets, then used two ways on the test sets:
// - to add a term the rules did not find, when its probability is at least a threshold;
// - to drop a fact the rules found, when its term's probability is under a floor.
// The test sets must be fresh to the rules too, so the rules are a checkout from before the
// sets were read: BASELINE=/path/to/checkout (default: this one) and TEST=20c,20d,… (default
// the six sets written to be read in the eleventh session, fresh to 5cf6f4c).
// Run as `BASELINE=<checkout of 5cf6f4c> node --import tsx scripts/extraction-tagger-trial.mjs`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { labelledSets, UNREAD } from './extraction-sets.mjs';

const here = path.resolve(fileURLToPath(import.meta.url), '../..');
const dir = (root) => path.join(root, 'apps/api/src/modules/health/extraction');
const baseline = process.env.BASELINE ?? here;
const { extractFacts } = await import(path.join(dir(baseline), 'extract-local.ts'));
const { labelOf, canonicalLabel } = await import(path.join(dir(here), 'extraction-evaluation.ts'));
const { extractionSet, heldOutSet } = await import(path.join(dir(here), 'extraction-set.ts'));
const { blindSet } = await import(path.join(dir(here), 'extraction-blind-set.ts'));
const { features } = await import(
  path.join(here, 'apps/api/src/modules/chat/safety/classifier-features.ts')
);

const TEST = new Set(
  (process.env.TEST ?? '20c,20d,21c,21d,22c,22d')
    .split(',')
    .map((name) => `extraction-blind-${name}.json`),
);
const train = [...extractionSet, ...heldOutSet, ...blindSet];
const test = [];
for (const { name, cases } of labelledSets(here)) {
  if (TEST.has(name)) test.push(...cases);
  else if (!UNREAD.test(name)) train.push(...cases);
}

// Terms with a value (lab results, age) need the number the rules read: not the tagger's to add.
const termOf = (label) => label.split(/[= ]/)[0];
const seen = new Map();
for (const c of train)
  for (const t of new Set(c.facts.map(termOf))) seen.set(t, (seen.get(t) ?? 0) + 1);
const TERMS = [...seen.keys()]
  .filter((t) => seen.get(t) >= 15 && !t.startsWith('lab_result:') && t !== 'personal:age')
  .sort();

const trainFeatures = train.map((c) => features(c.text));
const featureCount = new Map();
for (const fs of trainFeatures)
  for (const f of fs) featureCount.set(f, (featureCount.get(f) ?? 0) + 1);
const index = new Map(
  [...featureCount.keys()].filter((f) => featureCount.get(f) >= 3).map((f, i) => [f, i]),
);
const row = (fs) => ({
  ids: fs.map((f) => index.get(f)).filter((i) => i !== undefined),
  value: 1 / Math.sqrt(Math.max(1, fs.length)),
});
const rows = trainFeatures.map((fs, i) => ({
  ...row(fs),
  terms: new Set(train[i].facts.map(termOf)),
}));

const sigmoid = (z) => 1 / (1 + Math.exp(-z));
const weights = TERMS.map(() => new Float64Array(index.size));
const bias = TERMS.map(() => -3);
let seed = 24; // a seeded order, so the trial gives the same figures on every run
const random = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff), seed / 0x7fffffff);
const order = rows.map((_, i) => i);
for (let epoch = 0; epoch < 15; epoch++) {
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  const rate = 0.5 / (1 + epoch * 0.1);
  for (const r of order) {
    const { ids, value, terms } = rows[r];
    TERMS.forEach((term, k) => {
      let z = bias[k];
      for (const id of ids) z += weights[k][id] * value;
      const y = terms.has(term) ? 1 : 0;
      const g = (sigmoid(z) - y) * (y ? 2 : 1) * rate;
      if (Math.abs(g) < 1e-4) return;
      bias[k] -= g;
      for (const id of ids) weights[k][id] -= g * value + 1e-6 * weights[k][id];
    });
  }
}
const probabilities = (text) => {
  const { ids, value } = row(features(text));
  return TERMS.map((_, k) => sigmoid(ids.reduce((z, id) => z + weights[k][id] * value, bias[k])));
};

const byRules = test.map((c) => extractFacts(c.text).map(labelOf).map(canonicalLabel));
const probs = test.map((c) => probabilities(c.text));
/** Precision and recall of `labelsOf(i)` against the test sets' labels. */
function figures(labelsOf) {
  let expected = 0,
    found = 0,
    correct = 0;
  test.forEach((c, i) => {
    const left = labelsOf(i);
    found += left.length;
    for (const want of c.facts.map(canonicalLabel)) {
      expected += 1;
      const at = left.indexOf(want);
      if (at < 0) continue;
      left.splice(at, 1);
      correct += 1;
    }
  });
  const pct = (x) => `${(x * 100).toFixed(1)}%`;
  return `precision ${pct(correct / found)} (${correct}/${found}), recall ${pct(correct / expected)} (${correct}/${expected})`;
}
console.log(
  `${train.length} messages to learn from, ${test.length} to test on, ${TERMS.length} terms`,
);
console.log(`rules alone: ${figures((i) => [...byRules[i]])}`);
for (const threshold of [0.95, 0.9, 0.8, 0.7, 0.5]) {
  const add = (i) => {
    const have = new Set(byRules[i].map(termOf));
    return [...byRules[i], ...TERMS.filter((t, k) => probs[i][k] >= threshold && !have.has(t))];
  };
  console.log(`rules + terms the tagger is ${threshold} sure of: ${figures(add)}`);
}
for (const floor of [0.005, 0.02, 0.05]) {
  const keep = (i) =>
    byRules[i].filter((label) => {
      const k = TERMS.indexOf(termOf(label));
      return k < 0 || probs[i][k] >= floor;
    });
  console.log(`rules less facts the tagger gives under ${floor}: ${figures(keep)}`);
}
