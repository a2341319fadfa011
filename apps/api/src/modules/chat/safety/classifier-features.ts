import { tokenise } from './analyse';
import { isBoundary } from './normalise';

/**
 * Features of the second-opinion classifier (issue 24, ADR 014): word unigrams and bigrams
 * and character 3–5-grams of the text after the triage's own normalisation and spelling correction (so "testical",
 * "4hrs" and "cant" look as they do to the rules). Shared by the training script and the
 * run-time model so both see exactly the same features.
 */
export function features(text: string): readonly string[] {
  if (text === lastText) return lastFeatures;
  lastFeatures = featuresOf(text);
  lastText = text;
  return lastFeatures;
}

/** The last message's features: the triage may ask for them twice (classify, then the name). */
let lastText: string | undefined;
let lastFeatures: readonly string[] = [];

function featuresOf(text: string): string[] {
  const words = tokenise(text).filter((t) => !isBoundary(t));
  const out = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    out.add(`w:${words[i]}`);
    if (i + 1 < words.length) out.add(`b:${words[i]} ${words[i + 1]}`);
  }
  // Character n-grams over the whole normalised line, with word edges marked by spaces,
  // catch spellings the normaliser does not know ("testicel", "bleeeding").
  const line = ` ${words.join(' ')} `;
  for (let n = 3; n <= 5; n++) {
    for (let i = 0; i + n <= line.length; i++) out.add(`c:${line.slice(i, i + n)}`);
  }
  return [...out];
}
