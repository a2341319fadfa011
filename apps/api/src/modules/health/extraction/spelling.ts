/**
 * Misspelt health words put right before any rule reads a message ("testoterone", "mottility",
 * "ibuprofin", "vasectomey", "alergic"), and dropped g's ("drinkin", "tryin"). Only words of
 * this domain are corrected, each from a word one edit away (two for words of 11 letters or more) with the same
 * first letter, so everyday words are left as typed: a word that is itself in the list, or one
 * of its inflections, is never changed.
 */
const DOMAIN_WORDS = [
  'testosterone',
  'motility',
  'morphology',
  'concentration',
  'fragmentation',
  'estradiol',
  'oestradiol',
  'ibuprofen',
  'paracetamol',
  'naproxen',
  'finasteride',
  'minoxidil',
  'clomiphene',
  'anastrozole',
  'letrozole',
  'tamoxifen',
  'tadalafil',
  'sildenafil',
  'sertraline',
  'citalopram',
  'fluoxetine',
  'propranolol',
  'anxiety',
  'amlodipine',
  'levothyroxine',
  'tramadol',
  'gabapentin',
  'isotretinoin',
  'roaccutane',
  'accutane',
  'metformin',
  'atorvastatin',
  'tamsulosin',
  'omeprazole',
  'antibiotics',
  'antidepressants',
  'ashwagandha',
  'magnesium',
  'selenium',
  'carnitine',
  'creatine',
  'fenugreek',
  'multivitamin',
  'vasectomy',
  'varicocele',
  'varicocelectomy',
  'embolisation',
  'embolization',
  'ultrasound',
  'analysis',
  'erections',
  'erection',
  'erectile',
  'testicle',
  'testicles',
  'scrotum',
  'swollen',
  'depression',
  'premature',
  'ejaculation',
  'cigarettes',
  'alcohol',
  'exercise',
  'allergic',
  'allergy',
  'penicillin',
  'amoxicillin',
  'conceive',
  'pregnant',
  'fertility',
  'supplements',
];
const KNOWN = new Set(DOMAIN_WORDS);
const BY_FIRST = new Map<string, string[]>();
for (const word of DOMAIN_WORDS) BY_FIRST.set(word[0]!, [...(BY_FIRST.get(word[0]!) ?? []), word]);
/** Everyday words one edit from a domain word ("mobility", "election", "analyses"). */
const EVERYDAY = new Set([
  'mobility',
  'election',
  'elections',
  'analyses',
  'analyst',
  'creative',
  'allergen',
  'alcoholic',
  'exercised',
  'exercises',
  'conceived',
  'fertile',
  'allergies',
  'allergy',
  'swollen',
  'testing',
  'tested',
  'motivation',
  'creating',
  'created',
  'supplement',
  'concentrate',
  'concentrating',
  'pregnancy',
  'conceiving',
  'exercising',
]);

/** Edit distance with adjacent swaps (optimal string alignment), stopping early past `limit`. */
function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, prevPrev[j - 2]! + 1);
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[b.length]!;
}

function inflectionOfKnown(word: string): boolean {
  for (const suffix of ['s', 'es', 'd', 'ed', 'ing', 'al', 'ly']) {
    if (word.endsWith(suffix) && KNOWN.has(word.slice(0, -suffix.length))) return true;
  }
  return KNOWN.has(`${word}s`);
}

function corrected(word: string): string | null {
  const lower = word.toLowerCase();
  if (lower.length < 6 || KNOWN.has(lower) || EVERYDAY.has(lower) || inflectionOfKnown(lower))
    return null;
  const limit = lower.length >= 11 ? 2 : 1;
  let best: string | null = null;
  let bestDistance = limit + 1;
  for (const candidate of BY_FIRST.get(lower[0]!) ?? []) {
    const d = distance(lower, candidate, limit);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

/** Number words misspelt so often they read as a pattern of their own. */
const NUMBER_TYPOS: [RegExp, string][] = [
  [/\bfourty\b/gi, 'forty'],
  [/\bninty\b/gi, 'ninety'],
  [/\bfivety\b/gi, 'fifty'],
  [/\btweny\b/gi, 'twenty'],
  [/\bfortnite\b/gi, 'fortnight'],
  [/\btestical(s?)\b/gi, 'testicle$1'],
  [/\bhaveing\b/gi, 'having'],
  [/\bevry\b/gi, 'every'],
  [/\bnxt\b/gi, 'next'],
  [/\bwen i\b/gi, 'when i'],
  // Spelt as said (round 29): "bin triyng for 3 yeers", "my cownt was 2 milyun", "1 persent".
  [/\btriyng\b/gi, 'trying'],
  [/\byeers\b/gi, 'years'],
  [/\bmunths?\b/gi, 'months'],
  [/\bcownt\b/gi, 'count'],
  [/\bmil+y[ou]n\b/gi, 'million'],
  [/\bper ?sent\b/gi, 'percent'],
  [/\btess?ted\b/gi, 'tested'],
  [/\bdocter\b/gi, 'doctor'],
];

const G_DROPPED =
  /\b(tryin|drinkin|smokin|vapin|takin|runnin|liftin|trainin|sleepin|mornin|feelin|gettin|draggin|standin|stingin|burnin|itchin|achin|throbbin|bleedin|lookin|doin|goin|havin|workin|killin|usin|startin|comin|thinkin|wonderin|pissin|peein|sittin|drivin|pinnin|injectin|eatin|playin|cyclin|swimmin|hurtin)'?(?![\w'])/gi;

/** The message with misspelt domain words put right; offsets may move. */
export function spellingCorrected(text: string): string {
  const numbers = NUMBER_TYPOS.reduce((said, [typo, word]) => said.replace(typo, word), text);
  return numbers
    .replace(G_DROPPED, (_, stem: string) => `${stem}g`)
    .replace(/[A-Za-z]{6,}/g, (word) => corrected(word) ?? word);
}
