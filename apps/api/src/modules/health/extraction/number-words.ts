/**
 * Numbers written in words, as people type lab results and ages into a chat ("T came back at
 * five hundred and ten", "FSH twelve point four", "motility thirty two percent"), turned into
 * digits before the extraction reads the message, so every rule that reads a number reads
 * these too. Small words on their own ("one ball", "two pints", "three years") are left as
 * they are: the rules read them as counts already, and "one" is often not a number at all.
 */
/** Number words one to nine (ages, amounts of time and values). */
export const ONES: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
};
const UNITS: Record<string, number> = { zero: 0, ...ONES };
const TEENS: Record<string, number> = {
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
export const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SMALL = { ...UNITS, ...TEENS };

const WORD = Object.keys({ ...SMALL, ...TENS }).join('|');
/** A run of number words: "five hundred and ten", "twelve point four", "thirty-two". */
const RUN = new RegExp(
  String.raw`\b(?:${WORD}|hundred|thousand|point)(?:(?:[\s-]+|\s+and\s+)(?:${WORD}|hundred|thousand|point))*\b`,
  'gi',
);
/** What makes a lone small word a measurement: a unit, or a test's name just before it. */
const UNIT_AFTER =
  /^\s*(?:%|percent|per ?cent|million|mil\b|m\/ml|ng|nmol|iu|miu|pg|ml\b|mg\b|mcg\b|grams?\b|g\b|kgs?\b|kilos?\b|stone\b|lbs?\b|pounds?\b|days?\b|weeks?\b|months?\b|years?\b|yrs?\b|mths?\b|times\b|x\b)/i;
const TEST_BEFORE =
  /\b(?:fsh|lh|t|psa|testosterone|estradiol|oestradiol|e2|motility|morphology|volume|count|concentration|frag(?:mentation)?|was|at|of)\s*$/i;

/** The value of a run of number words, or null when it is not one number. */
function valueOf(run: string): { value: string; plain: boolean } | null {
  const words = run
    .toLowerCase()
    .split(/[\s-]+/)
    .filter((w) => w !== 'and');
  const point = words.indexOf('point');
  const whole = point === -1 ? words : words.slice(0, point);
  const decimals = point === -1 ? [] : words.slice(point + 1);
  if (decimals.some((w) => !(w in UNITS))) return null;
  let total = 0;
  let current = 0;
  for (const w of whole) {
    if (w in SMALL) current += SMALL[w]!;
    else if (w in TENS) current += TENS[w]!;
    else if (w === 'hundred') current = (current || 1) * 100;
    else if (w === 'thousand') {
      total += (current || 1) * 1000;
      current = 0;
    } else return null;
  }
  total += current;
  if (whole.length === 0 || (point !== -1 && decimals.length === 0)) return null;
  const value = decimals.length ? `${total}.${decimals.map((w) => UNITS[w]).join('')}` : `${total}`;
  // One small word alone ("one", "three", "twelve") is plain: it may be a count, not a value.
  const plain = whole.length === 1 && whole[0]! in SMALL && point === -1;
  return { value, plain };
}

/** The message with numbers written in words as digits, where they are values. */
export function numbersAsDigits(text: string): string {
  return text.replace(RUN, (run, at: number) => {
    const parsed = valueOf(run);
    if (!parsed) return run;
    if (parsed.plain) {
      const after = text.slice(at + run.length);
      const before = text.slice(0, at);
      if (!UNIT_AFTER.test(after) && !TEST_BEFORE.test(before)) return run;
    }
    return parsed.value;
  });
}
