import type { ExtractedFact } from '@mhp/contract/schemas/health';
import { firstGroup, matchesIn } from './matches';

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

/** A fact's details before anything about how long, how often or how much is read. */
export const NO_DETAILS = {
  duration: null,
  duration_days: null,
  frequency: null,
  severity: null,
  value: null,
  unit: null,
} as const;

const NOT_AN_AGE = String.raw`(?!\d|[.,]\d|\s*(?:%|percent|kg|kilos?|lbs?|pounds|stone|st|cm|foot|feet|ft|inch(?:es)?|weeks?|months?|days?|hours?|minutes?|mins?|times?|reps?|million|mg|miles|km|ng|nmol|iu|pack|cigarettes?|a day|per)\b)`;
const YEARS_OLD = String.raw`\s*-?\s*(?:(?:years?|yrs?|y\s*\/\s*o|yo)\b|y\.o\.?)(?:[- ]old|[- ]ole)?`;
const MALE = String.raw`(?:m|male|man|guy)`;
/** Someone else whose age may stand just before a number ("my wife, 32", "dad - age 60"). */
const OTHERS = String.raw`(?:wife|partner|girlfriend|gf|husband|missus|half|dad|father|mum|mom|mother|brother|sister|son|daughter|friend|mate|boss)`;
/**
 * Short lead-ins an introduction may open with before the bare age: a name, a greeting, "long
 * time lurker." ("Jake, 29, from Ohio"). Never a person's word or a test ("my count, 15, …").
 * Each word is taken whole: split anywhere, a long run of letters took seconds to reject.
 */
const LEAD_IN = String.raw`(?:(?:(?!(?:my|his|her|their|our|your|${OTHERS.replace('|mate', '')}|count|motility|morphology|volume|psa|fsh|lh|t|testosterone|level|score|day|week|cycle|round|number|no)\b)[a-z'!]+(?![a-z'!])\s*){1,3}(?:[,:]|\s[-–])\s*)`;
/**
 * Ways people state their own age; the first group is the age. Those marked `owner` can also
 * be said of someone else ("my wife, aged 32"), so they are checked for whose they are.
 */
const AGE_PATTERNS: { pattern: RegExp; owner?: true }[] = [
  {
    pattern: new RegExp(
      String.raw`\b(?:i'?m|i am|im)(?: (?:a|an|now|currently|just|almost|nearly|only|about|aged))? (\d{2})${NOT_AN_AGE}`,
    ),
  },
  {
    pattern: new RegExp(
      String.raw`\b(?:my age is|meri (?:age|umar|umr)|(?<!\bwhen )i(?:'ve| have)? (?:just )?turned|we(?:'re| are) both|(?:and i|and me|& i|n i|and myself) (?:are|r) both|i'?m turning|i am turning|i(?:'ll| will) be)\s+(\d{2})${NOT_AN_AGE}`,
    ),
  },
  {
    pattern: new RegExp(
      String.raw`^\s*(?:just |recently )?(?:turned|turning|hit|hitting)\s+(\d{2})${NOT_AN_AGE}`,
    ),
  },
  {
    pattern: new RegExp(
      String.raw`(?<=(?:^|[,;():]|\d\))\s*)(?<!${OTHERS}[\s,;(]*)age(?:\s*\/\s*[a-z]+)*\s*[:=\-–]?\s*(\d{2})${NOT_AN_AGE}`,
    ),
  },
  // "My wife and I (both 33)", "(TTC, 37)": the age in brackets.
  { pattern: /\(\s*(?:both|ttc|m|male|me)\s*,?\s*(\d{2})\s*\)/ },
  // "Partner here (f, 31)": a partner writing, with her age after "here".
  { pattern: /\bhere\s*\(\s*(?:f|m|female|male)\s*,\s*(\d{2})\s*\)/ },
  // "Aye so 27, been on the lash", "bhai 24 M, doing gym": a greeting or tag, then the age.
  {
    pattern:
      /^\s*(?:aye|yeah|ok|okay|right|so|well|alright|hey|hi|hello|bro|bhai|mate|lads|guys|yo)(?:\W+(?:so|like|then|lads|guys|mate|bro))?\W+(\d{2})(?:\s*(?:m|male|yo|y\/o|yrs?|years?)\b)?\s*(?=,|\.|!|$|and\b)/,
  },
  // "TTC 2 yrs. Both 34.": the couple's age, said alone.
  { pattern: /^\s*(?:we'?re |we are )?both (\d{2})\s*[.!]*\s*$/ },
  // "Dad of two, 42, desk job": the writer introduced as a father, then his age.
  {
    pattern:
      /^\s*(?:proud )?(?:dad|father|husband|hubby) of (?:one|two|three|four|five|\d)\s*[,(-]\s*(\d{2})\b/,
  },
  // "Partner (F, 30) here", "Wife here (33F)": a partner writing, with her age.
  {
    pattern:
      /^\s*(?:(?:hi|hey|hello)\W+)?(?:wife|partner|girlfriend|gf|fianc[eé]e)\s*(?:\(\s*(?:f|female)\s*,?\s*(\d{2})\s*\)\s*here|here\s*\(\s*(\d{2})\s*f?\s*\))/,
  },
  // "fine for my age (52)"
  { pattern: new RegExp(String.raw`\bmy age\s*[(:=\-–]\s*(\d{2})${NOT_AN_AGE}`) },
  // "Now 34 and my count is…", "…, now 41."
  {
    pattern: new RegExp(
      String.raw`(?:^\s*|[,;]\s*)now (\d{2})(?=\s*(?:,|;|\.|!|$|and\b|with\b|\())`,
    ),
  },
  // An introduction that opens with the bare age: "39, TTC for 4 years", "hi lads, 31, …".
  {
    pattern: new RegExp(String.raw`^\s*['"]?\s*${LEAD_IN}{0,2}(\d{2})\s*(?=,|\.|!|$|\(|and\b)`),
  },
  { pattern: new RegExp(String.raw`\bme\s*[:=(]\s*(\d{2})${NOT_AN_AGE}`) },
  // "Me 39, wife 37", "Me 32F, husband 35": the writer and their age, then someone else's.
  { pattern: /(?:^\s*|[,;(.!]\s*)me\s+(\d{2})\s*[mf]?(?=\s*[,;.)]|\s+and\b)/ },
  // "I am 34 years", "I have 29 years", "am 44 and my wife 39", "I be 40 years old": the age as
  // writers of other Englishes give it.
  {
    pattern: new RegExp(
      String.raw`(?:\b(?:i am|i'm|im|i have|i be|i is|i myself am|my age)|(?:^\s*|[,.]\s*)(?:am|i)) (\d{2})(?: years?(?! (?:ago|of|since|back|now|trying))|\b(?=\s*(?:,|\.|$|and\b|an\b|from\b)))`,
    ),
  },
  // "Hello, I am from Poland, 38 years old.": the age closing a clause (whose: the clause).
  { pattern: new RegExp(String.raw`,\s*(\d{2})${YEARS_OLD}(?=\s*[,.;!]|\s*$)`), owner: true },
  // "I 33 years old", "Korean man 34 age", "of sixty-eight years", "seventy-one years young",
  // "lads 25 here", "I am wife, age 30": the age in more voices.
  {
    pattern:
      /\bi (\d{2}) years? old\b|\b(\d{2}) age\b|\bof (\d{2}) years\b(?! (?:ago|of|since))|\b(\d{2}) years young\b/,
  },
  { pattern: /\b(?:lads|guys|folks|fellas|all|y'all|everyone)\s+(\d{2})\s+here\b/ },
  // "42 y/o tradie here", "33 from Winnipeg", "a widower of sixty-eight".
  {
    pattern:
      /(?:^|[,.!]\s*|\b(?:hey|hi|hello|g'day|folks|all)\W+)(\d{2}) ?(?:y\/o|yo|y\.o\.?)?(?=\s+(?:from|tradie|here|bloke|guy|man)\b)/,
  },
  { pattern: /\b(?:man|gentleman|widower|chap|bloke|guy) of (\d{2})\b(?! years? ago)/ },
  {
    pattern:
      /\b(?:i am|i'm|im) (?:the )?(?:wife|partner|girlfriend),? (?:(?:age|aged) )?(\d{2})\b(?!\s*(?:%|mg|months?|weeks?|years? (?:ago|of)))/,
  },
  // "Quick one from Perth - 34, been TTC": the age after where the writer is from.
  {
    pattern:
      /^[^,.]{0,20}?\bfrom [a-z]+(?: [a-z]+)?\s*(?:[,:]|\s[-–])\s*(\d{2})\s*(?=,|\.|!|$|and\b)/,
  },
  // "27 with a T of 290": the bare age opening a sentence, then what goes with it.
  { pattern: /^\s*(\d{2})\s+with (?:a|an|my)\b/ },
  // "… on lamotrigine and keppra. 31. Wondering …", "Only 37.": a sentence that is only the age.
  { pattern: /^\s*(?:only|just|aged?|and)?\s*(\d{2})\s*(?:btw|fyi|lol|tbh|here)?\s*[.!]*\s*$/ },
  // "is that a thing?? 19 btw, gym 4 days a week": the age with "btw" opening a sentence.
  { pattern: /^\s*(\d{2}) (?:btw|fyi|if it matters)\b/ },
  // "Dad of two here, 52.", "undetectable for 9 years, 47.": the age closing a sentence about
  // the writer (whose it is: the clause before the comma).
  { pattern: /,\s*(\d{2})\s*[.!]*\s*$/, owner: true },
  // "and now at 31 I'm wondering": the age now, after earlier ages.
  { pattern: new RegExp(String.raw`\b(?:now|today) at (\d{2})\b${NOT_AN_AGE}`) },
  // "ttc 1 yr, 34m" (whose it is: the clause before the comma)
  {
    pattern: new RegExp(String.raw`,\s*(\d{2})\s*(?:m|male)\b(?!\s*(?:\/|per)\s*ml)`),
    owner: true,
  },
  // "husband here (38)", "bloke here, 41": the writer introducing himself.
  {
    pattern: new RegExp(
      String.raw`^\s*(?:(?:hi|hey|hello)\W+(?:\w+\W+)?)?(?:husband|hubby|wife|partner|girlfriend|dad|bloke|guy|man|male|lad|fella|long time lurker|first time poster)\s+here\s*[,(:-]?\s*(\d{2})\b(?!\s*(?:%|mg|years? (?:ago|of)))`,
    ),
  },
  // "44 here, second marriage": the bare age opening a sentence, said of the writer.
  // Also after a greeting: "Hey, 35 here."
  {
    pattern: new RegExp(
      String.raw`^\s*${LEAD_IN}?(\d{2})\s+here\b(?!\s+(?:and|is|are|for|in|at)\b)`,
    ),
  },
  // "Forty one now and …", "52 now, …": the bare age opening a sentence with "now".
  { pattern: /^\s*(\d{2})\s+now\b(?!\s+and (?:then|again)\b)(?=\s*(?:,|;|\.|!|$|and\b))/ },
  // "27 if that matters", "35 if it helps": the age given as background.
  { pattern: /(?:^|[,.;]\s*|\s)(\d{2})\s+if (?:that|it) (?:matters|helps)\b/ },
  // "M35 here", "35m here"
  { pattern: new RegExp(String.raw`\b${MALE}\s?(\d{2})\s+here\b`) },
  { pattern: new RegExp(String.raw`\b(\d{2})\s?${MALE}\s+here\b`) },
  // "29F here": a partner writing.
  { pattern: /\b(\d{2})\s?(?:f|female)\s+here\b/ },
  {
    pattern: new RegExp(String.raw`(?<!\b(?:at|when|from)\s)\baged\s+(\d{2})${NOT_AN_AGE}`),
    owner: true,
  },
  {
    pattern: new RegExp(
      String.raw`(?:^|\(|\[|\bme\s*\(?)\s*${MALE}\s*[,/]?\s*(?:aged\s+)?(\d{2})${NOT_AN_AGE}`,
    ),
  },
  // "Hey guys, M/31, UK": after a greeting, only the slashed or spelled-out form.
  {
    pattern: new RegExp(
      String.raw`[,:;]\s*(?:m\s*\/|male\s*[,/]?)\s*(\d{2})(?!\s*(?:\/|per)\s*ml)${NOT_AN_AGE}`,
    ),
  },
  {
    pattern: new RegExp(
      String.raw`(?:^|\(|\[|:|\s[-–]|\bme\s*\(?)\s*(\d{2})\s*[,/]?\s*(?:${MALE}\b|${YEARS_OLD})(?!\s*(?:\/|per)\s*ml)`,
    ),
  },
  {
    pattern: new RegExp(
      String.raw`\b(?:as an?|i'?m an?|i am an?|im an?|i an?)\s+(\d{2})${YEARS_OLD}`,
    ),
  },
  {
    pattern: new RegExp(
      String.raw`\b(\d{2})${YEARS_OLD}\s+(?:male|man|guy|bloke|dude|lad|here|feller|fella|fellow)\b`,
    ),
    owner: true,
  },
  // "28 anos", "i (24) last like 2 mins", "a 25 year old like me", "Big man 60 from
  // Mandeville", "mate 28 here", "Now 34 and TTC": more ways of saying one's own age.
  {
    pattern: new RegExp(
      String.raw`\b(\d{2}) (?:anos|años|ans|jahre)\b|\bi \((\d{2})\)|\b(?:a|an) (\d{2})${YEARS_OLD} like (?:me|myself)\b|^\s*(?:(?:mate|bro|brotha|brother|bruv|fam|big man|man|lad|guy|dude)[,.!]?\s+)?(\d{2})\s*,?\s*(?:here(?! and there)|from)\b|^\s*(?:and |but )?now (\d{2})(?=\s+and\b|\s*[,.!]|\s*$)`,
    ),
  },
  // "Hi, I'm Priya (31)": a name, then the age in brackets.
  { pattern: /\b(?:i'?m|i am|im|my name is|name's) [a-z]+ \((\d{2})\)/ },
  // "this is Ray forty six from Houston", "Ahmad 31 from JB", "37 saal ka" (Hindi), "34 na ako"
  // (Tagalog), "we're 33 both", "Aye so am 42".
  {
    pattern: new RegExp(
      String.raw`\b(?:this is|my name is|name's) [a-z]+,? (\d{2})\b(?!\s*(?:%|mg|kg))|^\s*(?:(?:hi|hey|hello|yo)\b[^.]{0,12}?[,!]\s*)?(?!(?:count|day|week|month|cycle|round|number|no|t|fsh|lh|psa|sa|test)\b)[a-z]+ (\d{2}) from\b|\b(\d{2}) saal (?:ka|ki|ke)\b|\b(\d{2})(?:${YEARS_OLD})?(?: (?:na|po))+ ako\b|\bwe(?:'re| are) (\d{2}) both\b|(?:^|[,.!]\s*|\b(?:so|aye|well|and)\s+)am (\d{2})(?:\s*(?:yrs?|years?))?\b(?!\s*(?:%|mg|kg|:))`,
    ),
  },
  // "36 this year", "I am man 45 years old", "Mi a 29" (Jamaican, read as "I a 29").
  { pattern: /\bi a (\d{2})\b(?!\s*(?:%|mg|kg|year old man))/ },
  // "I 61 already", "Boy I 42 and de doctor…", "Me is 50 and…", "me 55 already", "Saya 34": the
  // age with no verb, or with "is", as writers of Singlish, Malay and Caribbean English give it.
  {
    pattern:
      /(?<!\b(?:gave|give|gives|sent|told|cost|costs|charged|owe|owes|paid|pay|sold|sell|showed|offered|let|bring|brought)\s)\b(?:i|me|me is|mi is|saya|aku) (\d{2})(?=\s*(?:already|this year|lah|leh|lor|and\b|now\b|from\b|[,.!?]|$))/,
  },
  // "I am Polish guy 34 working in UK": who he is, then the age.
  {
    pattern:
      /\b(?:i am|i'm|im) (?:a )?(?:[a-z]+ )?(?:guy|man|male|bloke|fella|lad),? (\d{2})\b(?!\s*(?:%|mg|kg))/,
  },
  // "G'day, just turned 31, been on TRT": turning, said without "I" at a sentence's start.
  {
    pattern: new RegExp(String.raw`(?:^\s*|^[^,.]{0,12},\s*)(?:just )?turned (\d{2})${NOT_AN_AGE}`),
  },
  // "Hi all, Sarah here (33)": a name, "here", and the age in brackets.
  {
    pattern:
      /^\s*(?:(?:hi|hey|hello)(?: all| everyone| guys| ladies| folks)?\W+)?[a-z]+ here\s*\((\d{2})\)/,
  },
  // "Otherwise healthy 42 yo.": the age after how he is.
  {
    pattern: new RegExp(
      String.raw`\b(?:otherwise )?(?:healthy|fit|active|normal)\s+(\d{2})${YEARS_OLD}(?!\s+(?:ago|of)\b)`,
    ),
  },
  // "Man's 31, been on the gear": London "man" for "I".
  {
    pattern:
      /^\s*(?:(?:bruv|bro|fam|yo|mate)\W+)?(?:man'?s|man is|mans) (?:only |just |nearly |almost )?(\d{2})\b(?!\s*(?:%|mg|kg|years? (?:ago|of)))/,
  },
  // "I turn 40 next month", "61 next birthday", "just had my 37th birthday": the age he is
  // turning, or has just turned (round 29).
  {
    pattern:
      /\bi (?:turn|hit) (\d{2}) (?:next|this|in|on)\b|(?:^|[,;]\s*)(\d{2}) next (?:birthday|bday|week)\b|\b(?:just |recently )?had my (\d{2})(?:st|nd|rd|th) (?:birthday|bday)\b/,
  },
  // "Me 35 her 33", "me 31 ttc 3yrs": the writer's age after "me", beside the partner's or
  // closing the phrase; "tengo 30" (Spanish); "am 29 years", "I am from Poland, 35, living in
  // UK", "both 32." after a comma.
  {
    pattern:
      /(?:^\s*|[^\w\s']\s*)me,? (\d{2})\b(?=\s*[,.;]|\s+(?:her|she|wife|hubby|husband|him|he|partner|and|ttc|m|male)\b)|\btengo (\d{2})\b|\bam (\d{2}) (?:years?|yrs?)\b(?! (?:ago|of|since|back)\b)|\b(?:i am|i'm|im) from [a-z][a-z' -]{1,25}?,\s*(\d{2})(?:\s*(?:years?|yrs?))?(?=\s*[,.;]|\s+(?:and|living|working|here)\b)|[,;]\s*(?:we'?re |we are )?both (\d{2})\s*(?=[.!,;]|$)/,
  },
  // "G'day, 41yo sparky from Brissie": the age marked "yo", opening a sentence or after a
  // greeting ("My boy, 15yo" is not his).
  {
    pattern:
      /^\s*(?:(?:g'?day|hi|hey|hello|alright|howdy|hiya|morning|evening|yo|sup)\b[^,.]{0,8},\s*)?(\d{2}) ?(?:yo|y\/o)\b/,
    owner: true,
  },
  // "46 in June.", "40 next month.": a sentence that is only the age he is turning.
  {
    pattern:
      /^\s*(\d{2}) (?:in (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*|next (?:month|week|year)|in (?:a|two|2) (?:weeks?|months?))\s*[.!]*\s*$/,
  },
  {
    pattern: new RegExp(
      String.raw`^\s*(?:[\w,!]+\s+){0,2}?(\d{2}) this year\b|\b(?:i am|i'm|im) (?:a )?(?:man|male|guy),? (\d{2})${YEARS_OLD}`,
    ),
  },
  // "just a 28 year old with a count of 6 million".
  { pattern: new RegExp(String.raw`\b(?:just|only) (?:a|an) (\d{2})${YEARS_OLD}`) },
  // "I'm his wife, 31", "on behalf of myself, a 52-year-old": the writer's age, said after who
  // the writer is.
  {
    pattern: new RegExp(
      String.raw`\b(?:i'?m|i am|im) (?:his|the) (?:wife|partner|girlfriend|gf|fianc\w*|other half)\s*[,(]\s*(\d{2})${NOT_AN_AGE}|\b(?:myself|me),? (?:a|an) (\d{2})${YEARS_OLD}`,
    ),
  },
];

export function ageIn(
  sentence: string,
  isOwn: (match: PersonalMatch) => boolean,
): PersonalMatch | null {
  // Ages in words ("thirty four") are digits by now: extractFacts runs numbersAsDigits first.
  const digits = sentence;
  // "Him: 35, smoker. Me: 33": a line about someone else.
  if (
    /^\s*(?:him|he|her|she|husband|hubby|partner|boyfriend|bf|dh|oh|wife|girlfriend|gf)\s*[:=\-–(](?![^)]*\)\s*here\b)/.test(
      digits,
    )
  )
    return null;
  for (const { pattern, owner } of AGE_PATTERNS) {
    const match = pattern.exec(digits);
    if (!match) continue;
    // The age is the pattern's one group that took part (some patterns have one per wording).
    const said = firstGroup(match);
    if (said === undefined) continue;
    const age = Number(said);
    if (age < 13 || age > 110) continue;
    // "was 110 kg, now 97": a number among body weights is a weight, not an age.
    const at = match.index + match[0].lastIndexOf(said);
    // "Test: 15.2 nmol/l": a decimal is a measurement, never an age.
    if (/^[.,]\d/.test(digits.slice(at + said.length))) continue;
    const before = digits.slice(Math.max(0, at - 40), at);
    // "2019: 14m. 2021: 9m.": counts after the dates of a list of results.
    if (/(?:(?:19|20)\d\d|(?:last|this) \w+)\s*:\s*$/.test(before)) continue;
    if (/\b(?:smoker|smoking|drinker|drinking|user|on it|for)\s*[(:,-]?\s*$/.test(before)) continue;
    // "posting for my partner (M, 36)": the age in brackets after someone else.
    if (
      new RegExp(
        String.raw`\b(?:my|our) (?:${OTHERS}|hubby|dh|bf|boyfriend|fianc\w*)\s*[(,]\s*(?:${MALE}|f|female)?\s*[,/]?\s*$`,
      ).test(before)
    )
      continue;
    // "wife of a 30yo here": the age of the one the writer is wife to.
    if (new RegExp(String.raw`\b${OTHERS} (?:of|to) (?:a |an |my )?$`).test(before)) continue;
    // "SA #2 (Jul 21): 18m", "SA before each IUI: 22m, 25m": after a colon or another count
    // among semen results, "18m" is a count in millions, not an 18-year-old man.
    if (
      /^\s*m\b/.test(digits.slice(at + said.length)) &&
      /\b(?:sa|semen|sperm|count|motil\w*|morph\w*|iui|ivf|icsi)\b|\d\s*m\s*\/\s*ml/.test(digits) &&
      /:|\d\s*m\b|\b(?:sa|count|conc\w*)\b/.test(digits.slice(Math.max(0, at - 14), at))
    )
      continue;
    if (
      /\b(?:sa|count|conc\w*|results?|semen|sperm|motility|morph\w*|volume|test|analysis)\s*[:=-]?\s*$/.test(
        before,
      )
    )
      continue;
    if (
      /\d\s*(?:kg|kgs|kilos?|stone|st|lbs?|pounds)\b.*\b(?<!\b(?:i'm|im|i am|i was) )(?:now|was|down to|up to|currently)\s*$/.test(
        before,
      )
    )
      continue;
    const found: PersonalMatch = {
      fact: {
        ...NO_DETAILS,
        type: 'personal',
        term: 'age',
        name: 'Age',
        value: age,
        unit: 'years',
      },
      start: match.index,
      end: match.index + match[0].length,
    };
    if (!owner || isOwn(found)) return found;
  }
  return null;
}

/** Words after "allergic to" that are not an allergen ("anything", "take a multivitamin"). */
const NOT_ALLERGENS =
  /^(?:anything|nothing|something|everything|it|them|that|this|any|none|nil|nkda|n\/a|na|nope|zero|some|lots?|many|much|i|my|we|and|take|taking|have|had|get|am|was|also|so|then|but|which|who|when|carry|carrying|use|using|need|needs|keep|of|which|who|he|she|they|you|his|her|their|hay ?fever|eczema|asthma)\b/;
const GENERIC_TAIL = /\s+(?:drugs?|medicines?|medications?|antibiotics?|pills?|tablets?)$/;
/** Words that stand before "allergy" without naming what the allergy is to. */
const GENERIC_ALLERGY =
  /^(?:known|drug|drugs|food|seasonal|skin|an|any|no|severe|mild|bad|my|some|the|a|an|medication|medicine|serious|got|have|has|had|i|get|with)$/;
/** What "I can't take …" names as an allergy: medicines and foods people react to. */
const DRUG_ALLERGENS = String.raw`[a-z]+cillins?|[a-z]+mycin|[a-z]+cycline|[a-z]+floxacin|[a-z]+profen|sulfa|sulpha|sulfonamides?|aspirin|nsaids?|codeine|morphine|opiates?|tramadol|latex|iodine|cephalosporins?|trimethoprim|nitrofurantoin|septrin|bactrim|peanuts?|nuts|shellfish|eggs`;
const ALLERGY_LISTS = [
  /\ballergic (?:reaction )?(?:to|tae|ta|for) ([^.;!?]+)/g,
  /\ballerg(?:y|ies)\s*(?:to|:|from|for|of|with)\s*([^.;!?]+)/g,
  // "No allergies except to shellfish".
  /\bno (?:known |other )?allergies (?:except|apart from|other than|besides|bar)(?: to| for)? ([^.;!?]+)/g,
  // "Allergies - latex, penicillin", "Allergic = sulfa": a form line.
  /\ballerg(?:y|ies|ic)\s*(?:-|–|=)\s*([^.;!?]+)/g,
];
const ALLERGY_SINGLES = [
  /\b((?:bee|wasp) stings?|[a-z][a-z-]+) allerg(?:y|ies)\b/g,
  /\b(?:react(?:s|ed)?|reaction) (?:badly |poorly |strongly )?to ([a-z][a-z-]+)/g,
  /\b([a-z][a-z-]+)(?: drugs?| tablets?| pills?| medicines?)? (?:gives|gave|give|brings|bring|brought) me (?:out in )?(?:a |an )?(?:rash|hives|reaction|swelling)/g,
  /\banaphyla\w* (?:to|from|with|after) ([a-z][a-z-]+)/g,
  /\b([a-z][a-z-]+) (?:makes|made|make) me (?:break|come) out in/g,
  // "penicillin makes me swell up", "I get hives from aspirin".
  new RegExp(
    String.raw`\b(${DRUG_ALLERGENS}) (?:makes|made|make) me (?:swell|itch|wheez|puff)\w*`,
    'g',
  ),
  new RegExp(
    String.raw`\b(?:get|got|gets|break out in|broke out in|come out in|came out in|had) (?:a |an )?(?:hives|rash|rashes|reaction|swelling|anaphyla\w*) (?:from|with|after|to|when i (?:take|took|have|had)) (?:an? |any )?(${DRUG_ALLERGENS})\b`,
    'g',
  ),
  /\b(?:break|come|broke|came) out in (?:a rash|hives|spots) (?:with|from|after|on) ([a-z][a-z-]+)/g,
  new RegExp(
    String.raw`\b(?:break|breaks|broke|come|comes|came) out in (?:a rash|hives|spots)\b[^.;]*?\b(?:take|took|have|had|eat|ate|use|used|get|got) (?:an? |any )?(${DRUG_ALLERGENS})\b`,
    'g',
  ),
  // "Can't take codeine or aspirin": the second of two named.
  new RegExp(
    String.raw`\b(?:can't|cant|cannot|can not|unable to) (?:take|have|tolerate|use) (?:any )?(?:${DRUG_ALLERGENS}),? (?:or|and|nor) (?:any )?(${DRUG_ALLERGENS})\b`,
    'g',
  ),
  new RegExp(
    String.raw`\b(${DRUG_ALLERGENS}) (?:doesn't|does not|don't|do not) agree with me`,
    'g',
  ),
  new RegExp(
    String.raw`\b(?:can't|cant|cannot|can not|unable to|not allowed to) (?:take|have|tolerate|use|be given) (?:any )?(${DRUG_ALLERGENS})\b`,
    'g',
  ),
  // "ibuprofen (allergic)": the allergy said in brackets.
  new RegExp(String.raw`\b(${DRUG_ALLERGENS})\s*\((?:i'm |im |i am )?allergic\b`, 'g'),
  // "the dentist gave me penicillin years back and I came out in hives".
  new RegExp(
    String.raw`\b(${DRUG_ALLERGENS})\b[^.;]{0,40}?\b(?:came|come|broke|break) out in (?:a rash|hives|spots|a reaction)`,
    'g',
  ),
];

/** "allergic to nuts since a kid": the list ends where the sentence goes on about it. */
function ownList(list: string): string {
  return list
    .split(
      /\b(?:since|for(?! (?:bees?|wasps?|nuts|peanuts|shellfish|eggs|latex|[a-z]+cillins?|sulfa|sulpha|aspirin|codeine|ibuprofen)\b)|when|as|because|after|from|but|which|that|so|ever|if|unless|does|do|is|can|will|should|in case|just in case|brings?|gives?|gave|makes?|made)\b|\s[-–]\s/,
    )[0]!
    .replace(/\s+(?:fyi|btw|lol|tbh|too|also|as well|though|tho|myself|just|x+)\s*$/, '');
}

function allergenItems(list: string): string[] {
  const items: string[] = [];
  const own = ownList(list);
  for (const raw of own.replace(/\([^)]*\)?/g, ',').split(/,|\/|\band\b|\bor\b|\bplus\b/)) {
    const item = raw
      .trim()
      .replace(/^(?:the|all|some|most|to|for|both|either)\s+/, '')
      .replace(GENERIC_TAIL, '')
      .trim();
    if (!item || NOT_ALLERGENS.test(item) || item.split(/\s+/).length > 3) break;
    items.push(item);
  }
  return items;
}

/**
 * One spelling per allergen, so "peanut allergy" and "allergic to peanuts" are one fact and a
 * common misspelling ("asprin") is the medicine it names.
 */
const ALLERGEN_SPELLINGS: [RegExp, string][] = [
  [/^(?:pea)?nut$/, '$&s'],
  [/^tree ?nuts?$/, 'tree nuts'],
  [/^eggs?$/, 'eggs'],
  [/^(bee|wasp) ?stings?$/, '$1 stings'],
  // "allergic to bees", "wasps": their stings (the guide's one spelling).
  [/^(bee|wasp)s?$/, '$1 stings'],
  [/^asp[ie]?rin$/, 'aspirin'],
  [/^pen[ie]?cill?[ie]n+s?$/, 'penicillin'],
  [/^amoxy?cill?[ie]n+$/, 'amoxicillin'],
  [/^sulpha$/, 'sulfa'],
  [/^(?:ibuprofin|nurofen|advil|brufen|motrin)$/, 'ibuprofen'],
];

function canonicalAllergen(item: string): string {
  for (const [spelling, canonical] of ALLERGEN_SPELLINGS) {
    if (spelling.test(item)) return item.replace(spelling, canonical);
  }
  return item;
}

function allergyFact(said: string, start: number, end: number): PersonalMatch {
  const item = canonicalAllergen(said);
  const name = `${item.charAt(0).toUpperCase()}${item.slice(1)}`;
  return {
    fact: { ...NO_DETAILS, type: 'allergy', term: item.replace(/\s+/g, '_'), name },
    start,
    end,
  };
}

export function allergiesIn(sentence: string): PersonalMatch[] {
  const found: PersonalMatch[] = [];
  for (const pattern of ALLERGY_LISTS) {
    for (const match of matchesIn(pattern, sentence)) {
      // The fact's words end with its list: "so the doc gave me X" after it is another fact.
      const end = match.index + match[0].length - match[1]!.length + ownList(match[1]!).length;
      // "allergic to codeine (makes me vomit) and plasters": the reaction in brackets is no item.
      for (const item of allergenItems(match[1]!.replace(/\([^)]*\)/g, ' '))) {
        found.push(allergyFact(item, match.index, end));
      }
    }
  }
  for (const pattern of ALLERGY_SINGLES) {
    for (const match of matchesIn(pattern, sentence)) {
      const item = match[1]!.replace(GENERIC_TAIL, '');
      if (GENERIC_ALLERGY.test(item) || NOT_ALLERGENS.test(item)) continue;
      found.push(allergyFact(item, match.index, match.index + match[0].length));
    }
  }
  // "shellfish and latex allergies": the items before a plural "allergies".
  for (const match of matchesIn(ALLERGY_PLURAL, sentence)) {
    for (const item of match[1]!.split(/\s*(?:,|\band\b|&)\s*/)) {
      const cleaned = item.trim().replace(GENERIC_TAIL, '');
      if (!cleaned || GENERIC_ALLERGY.test(cleaned) || NOT_ALLERGENS.test(cleaned)) continue;
      found.push(allergyFact(cleaned, match.index, match.index + match[0].length));
    }
  }
  return found.filter(
    (item, index) => found.findIndex((other) => other.fact.term === item.fact.term) === index,
  );
}

const ALLERGY_PLURAL = /\b((?:[a-z][a-z-]+\s*(?:,|\band\b|&)\s*)+[a-z][a-z-]+) allergies\b/g;

/** "trying to conceive", "TTC", "we have been trying for a year" (a couple's "trying"). */
const CHILD = String.raw`(?:a baby|one more|another (?:one|baby|kid|child)|a (?:second|third|fourth|2nd|3rd|4th)(?: (?:baby|child|one|kid))?|(?:a )?(?:pikin|pickney)|a (?:small|wee|lil|little|young) one|(?:a )?bub(?:by)?(?: (?:number |no\.? ?|#)(?:2|3|two|three))?|a sprog|a nipper|a babby|baby (?:no\.? ?|number |#)(?:1|2|3|one|two|three)\b|a child|a kid|kids|children|a little one|another (?:baby|child|one|kid)|(?:baby|child) (?:number )?(?:two|2|three|3|#2|no\.? ?2)|our (?:first|second|third)(?: (?:baby|child))?|a family|a sibling|number (?:two|2)|(?:#|no\.? ?)(?:2|3|two|three)\b)`;
const CONCEIVE = String.raw`(?:conceive|conceiving|fall pregnant|falling pregnant|become pregnant|get(?:ting)? (?:(?:my|her|the) (?:wife|partner|girlfriend|gf|missus|fianc\w+|other half) |her )?pregnant)`;
const CONCEIVING = [
  new RegExp(
    String.raw`\b(?:trying|tried|try|attempting|endeavou?ring|ttc(?:ing)?) (?:naturally |again |properly |actively |hard )?(?:to )?(?:${CONCEIVE}|have ${CHILD}|start a family|for ${CHILD})`,
  ),
  /\bttc\b/,
  new RegExp(
    String.raw`\b(?:struggl\w* to|unable to|can't|cannot|haven't been able to|have not been able to|not been able to|no luck) ${CONCEIVE}`,
  ),
  /\b(?:we|we've|we have|we are|we're|and i|and me|and i have|and i've|and i are|and myself(?: have| are)?)(?: (?:only|just|now|still|also|actually|really|officially|properly|after))*(?: been)?(?: (?:only|just|actually|really|properly))? trying\b(?! to (?!conceive|get pregnant|fall pregnant|have (?:a baby|a child|kids|children)|start a family))/,
  /\b(?:we|and i)(?: have| 've|'ve)? (?:(?:just|recently|only) )*(?:started|began|begun) trying\b/,
  // "my partner is 30; trying 14 months": trying for a counted time, said on its own.
  /(?:^\s*|[;,:]\s*|\band\s+)(?:(?:have|'ve) )?(?:been )?trying (?:naturally |properly |actively |hard )?(?:for )?(?:about |over |nearly |almost |just over )?(?:\d+(?:\.\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen) (?:months?|years?|yrs?)\b/,
  // "We try to have baby", "trying second child 2 years", "For 5 years we dey try": trying, said
  // in other Englishes.
  /\b(?:we|i|and i|me and my \w+)(?: are| am)? (?<!\b(?:to|will|start)\s)(?:try|trying|dey try|tried|searching|searching for|looking for) (?:to (?:have|get) )?(?:a |the |our )?(?:baby|child|kids?|second(?: child| baby)?|pregnancy)\b|\bwe dey try\b|(?<!\b(?:to|will|start|'ll|gonna|going to|want to|plan to|fixin|fixing|about)\s)\b(?:trying|try) (?:for |to have |to get )?(?:a |the |our )?(?:baby|child|kids?|second(?: child| baby)?)\b|\b(?:me|we) (?:try|tried) for (?:\d+|one|two|three|four|five|six) (?:years?|months?)\b/,
  // "For 5 years we try, no pikin": a couple trying, said by how long or how it goes.
  /\bfor (?:\d+|one|two|three|four|five|six) (?:years?|months?) we try\b|\bwe (?:already )?try (?:for )?(?:\d+(?:\.\d+)?|one|two|three|four|five) (?:years?|months?)\b|\bwe try\b(?=[^.]{0,20}\b(?:no (?:pikin|baby|child|luck|success|joy)|without success))/,
  // "having a crack at bub number 2", "Trying: 28 months": trying, said in slang or on a form.
  new RegExp(String.raw`\b(?:having|had|have) a (?:crack|go|bash|shot) at ${CHILD}`),
  /^\s*(?:trying|ttc)\s*[:=-]\s*(?=\d|an?\b|one|two|three)/,
  // "How long trying: 10 months": the question of a form, answered.
  /\bhow long (?:trying|ttc|have you been trying)\s*[:=?-]/,
  // "Been trying since the reversal": trying since something, said on its own.
  /(?:^\s*|[;,:]\s*|\band\s+)(?:(?:have|'ve) )?(?:been )?trying since\b/,
  // "me n the missus been at it for 18 months, no luck", "we stopped using protection a year
  // ago": a couple trying, said in slang or by what they stopped.
  /\b(?:we|we've|we have|we're|we are|and i|and me|and myself|n me|n i|missus|wife|partner|gf|girlfriend|other half)(?: \(\d{2}\))?(?: have| 've|'ve| are)?(?: been)? at it (?=since\b|(?:(?:for|about|over|nearly|almost|just over|well over) )*(?:\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen|a couple of|a few|several)(?: and a half)? (?:months?|years?|yrs?|mths?)\b)/,
  /\b(?:we|we've|we have|we're|we are|and i|and me)(?: have| 've|'ve)? (?:stopped|ditched|quit|binned|came off|come off|been off|are off|went off|gone off|stopped using|not used|haven't used|stopped (?:using|with)) (?:the |any )?(?:contraception|protection|birth control|condoms|johnnies)\b/,
  // "we're 18 months into trying", "6 cycles into TTC": how far into trying.
  /\b(?:\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen)\+? (?:months?|years?|yrs?|mths?|cycles?|weeks?) into (?:trying|ttc)\b/,
  // "three years of trying, first ICSI failed", "after 4 years trying we did IUI": a counted
  // time of trying, said as a noun.
  /\b(?:\d+(?:\.\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen)\+? (?:months?|years?|yrs?|mths?) (?:of )?(?:trying|ttc)\b(?! to (?!conceive|get pregnant|fall pregnant|have (?:a baby|a child|kids|children)|start a family))/,
  // "Still trying, 18mo in now.": trying, said on its own at a sentence's start.
  /^\s*(?:and |but |we're |we are )?still (?:ttc|trying)\b(?! to (?!conceive|get pregnant|fall pregnant|have (?:a baby|a child|kids|children)|start a family))/,
  // "me (34) and my wife (32) started trying"
  /\b(?:me|i)(?: \(\d{2}\))? (?:and|&) (?:my |the )?(?:wife|partner|girlfriend|girl|gf|missus|mrs|lady|esposa|vrou|lass|babe|woman|fianc\w*|other half)(?: \(\d{2}\))?(?: have| are|'ve|'re)?(?: (?:been|just|recently|only|first))* (?:started |began |begun )?trying\b(?! to (?!conceive|get pregnant|fall pregnant|have (?:a baby|a child|kids|children)|start a family))/,
  // "been trying with my girlfriend for a year": trying, said with whom.
  /\b(?:been|we're|we are|i'm|im|i am|started|began) trying with (?:my|the) (?:new |current )?(?:wife|partner|girlfriend|gf|missus|fianc\w*|other half|mrs)\b/,
  // "me and Jess have been trying": with someone named.
  /\bme and [a-z]+(?: have| 've|'ve| are| 're|'re)?(?: been)? trying\b(?! to (?!conceive|get pregnant|fall pregnant|have (?:a baby|a child|kids|children)|start a family))/,
  // "me and my wife have been trying"
  /\b(?:and|&) my (?:wife|partner|girlfriend|gf|missus|fianc[eé]e?|other half)(?: have| are|'ve|'re)?(?: been)? trying\b(?! to (?!conceive|get pregnant|fall pregnant|have (?:a baby|a child|kids|children)|start a family))/,
];

export function conceivingIn(sentence: string): PersonalMatch | null {
  for (const pattern of CONCEIVING) {
    const match = pattern.exec(sentence);
    if (!match) continue;
    return {
      fact: {
        ...NO_DETAILS,
        type: 'personal',
        term: 'trying_to_conceive',
        name: 'Trying to conceive',
      },
      start: match.index,
      end: match.index + match[0].length,
    };
  }
  return null;
}
