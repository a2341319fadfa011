import type { ExtractedFact } from '@mhp/contract/schemas/health';

/**
 * Facts about the writer that are not a term from the vocabulary (issue 24): their age, what
 * they are allergic to, and whether they are trying to conceive. Each finder works on one
 * lower-cased sentence that is not a question and returns the facts with their offsets in it.
 */
export interface PersonalMatch {
  fact: Omit<ExtractedFact, 'main_content'>;
  start: number;
  end: number;
}

const blank = {
  duration: null,
  duration_days: null,
  frequency: null,
  severity: null,
  value: null,
  unit: null,
} as const;

const NOT_AN_AGE = String.raw`(?!\d|[.,]\d|\s*(?:%|percent|kg|kilos?|lbs?|pounds|cm|foot|feet|ft|inch(?:es)?|weeks?|months?|days?|hours?|minutes?|times?|million|mg|miles|km|ng|nmol|iu)\b)`;
/** Ways people state their own age; the first group is the age. */
const AGE_PATTERNS = [
  new RegExp(
    String.raw`\b(?:i'?m|i am|im)(?: (?:a|an|now|currently|just|almost|nearly|only))? (\d{2})${NOT_AN_AGE}`,
  ),
  new RegExp(String.raw`\b(?:my age is|i (?:just )?turned)\s+(\d{2})${NOT_AN_AGE}`),
  new RegExp(String.raw`^\s*age\s*[:=]?\s*(\d{2})${NOT_AN_AGE}`),
  new RegExp(String.raw`^\s*(?:male|man|guy|m)\s*,?\s*(?:aged\s+)?(\d{2})${NOT_AN_AGE}`),
  new RegExp(String.raw`^\s*(?:a\s+)?(\d{2})\s*(?:-|\s)?(?:years?|yrs?|y\/?o)\b(?:[- ]old)?`),
];

export function ageIn(sentence: string): PersonalMatch | null {
  for (const pattern of AGE_PATTERNS) {
    const match = pattern.exec(sentence);
    if (!match) continue;
    const age = Number(match[1]);
    if (age < 13 || age > 110) continue;
    return {
      fact: { ...blank, type: 'personal', term: 'age', name: 'Age', value: age, unit: 'years' },
      start: match.index,
      end: match.index + match[0].length,
    };
  }
  return null;
}

/** Words after "allergic to" that are not an allergen ("anything", "take a multivitamin"). */
const NOT_ALLERGENS =
  /^(?:anything|nothing|something|everything|it|them|that|this|any|none|some|lots?|many|much|i|my|we|and|take|taking|have|had|get|am|was|also|so|then|but|which|who|when)\b/;
const GENERIC_TAIL = /\s+(?:drugs?|medicines?|medications?|antibiotics?|pills?|tablets?)$/;
/** Words that stand before "allergy" without naming what the allergy is to. */
const GENERIC_ALLERGY =
  /^(?:known|drug|drugs|food|seasonal|skin|an|any|no|severe|mild|bad|my|some|the|a|an|medication|medicine|serious)$/;
const ALLERGY_LISTS = [
  /\ballergic (?:reaction )?to ([^.;!?]+)/g,
  /\ballerg(?:y|ies)\s*(?:to|:)\s*([^.;!?]+)/g,
];
const ALLERGY_SINGLES = [
  /\b([a-z][a-z-]+) allerg(?:y|ies)\b/g,
  /\b(?:react(?:s|ed)?|reaction) (?:badly |poorly |strongly )?to ([a-z][a-z-]+)/g,
  /\b([a-z][a-z-]+) (?:gives|gave|give) me (?:a |an )?(?:rash|hives|reaction|swelling)/g,
];

function allergenItems(list: string): string[] {
  const items: string[] = [];
  for (const raw of list.split(/,|\/|\band\b|\bor\b|\bplus\b/)) {
    const item = raw
      .trim()
      .replace(/^(?:the|all|some|most|to)\s+/, '')
      .replace(GENERIC_TAIL, '')
      .trim();
    if (!item || NOT_ALLERGENS.test(item) || item.split(/\s+/).length > 3) break;
    items.push(item);
  }
  return items;
}

function allergyFact(item: string, start: number, end: number): PersonalMatch {
  const name = `${item.charAt(0).toUpperCase()}${item.slice(1)}`;
  return {
    fact: { ...blank, type: 'allergy', term: item.replace(/\s+/g, '_'), name },
    start,
    end,
  };
}

export function allergiesIn(sentence: string): PersonalMatch[] {
  const found: PersonalMatch[] = [];
  for (const pattern of ALLERGY_LISTS) {
    for (const match of sentence.matchAll(pattern)) {
      for (const item of allergenItems(match[1]!)) {
        found.push(allergyFact(item, match.index, match.index + match[0].length));
      }
    }
  }
  for (const pattern of ALLERGY_SINGLES) {
    for (const match of sentence.matchAll(pattern)) {
      const item = match[1]!.replace(GENERIC_TAIL, '');
      if (GENERIC_ALLERGY.test(item) || NOT_ALLERGENS.test(item)) continue;
      found.push(allergyFact(item, match.index, match.index + match[0].length));
    }
  }
  return found.filter(
    (item, index) => found.findIndex((other) => other.fact.term === item.fact.term) === index,
  );
}

/** "trying to conceive", "TTC", "we have been trying for a year" (a couple's "trying"). */
const CONCEIVING = [
  /\b(?:trying|tried|try) (?:to )?(?:conceive|get pregnant|have (?:a baby|a child|kids|children)|start a family|for (?:a baby|a child|a kid|kids|children|a family))\b/,
  /\bttc\b/,
  /\b(?:we|we've|we have|we are|we're|and i|and i have|and i've|and i are)(?: been)? trying\b(?! to (?!conceive|get pregnant|have (?:a baby|a child|kids|children)|start a family))/,
  /\b(?:we|and i) (?:started|began) trying\b/,
];

export function conceivingIn(sentence: string): PersonalMatch | null {
  for (const pattern of CONCEIVING) {
    const match = pattern.exec(sentence);
    if (!match) continue;
    return {
      fact: { ...blank, type: 'personal', term: 'trying_to_conceive', name: 'Trying to conceive' },
      start: match.index,
      end: match.index + match[0].length,
    };
  }
  return null;
}
