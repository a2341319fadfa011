/**
 * Words of other Englishes and of text-speak put into the standard English the rules read
 * (issue 24): "cannae get tae sleep" is "can't get to sleep", "me wife" is "my wife", "I does
 * drink" is "I drink", "we try for baby from 2 years" is "… for 2 years". One place for them, so
 * every rule reads a Scot, a Geordie, a Trinidadian or a texter the same way, instead of each rule
 * learning each voice. Only words that cannot be misread in context are changed; offsets may move.
 */

/** Nouns after which a Northern English or Irish "me" (or a Caribbean "meh") means "my". */
const OWNED = String.raw`(?:wife|missus|missis|mrs|husband|partner|girlfriend|other half|woman|man|desk|van|car|chair|sofa|couch|balls?|nuts?|knees?|back|shoulders?|ankles?|hips?|neck|head|chest|doctor|doc|gp|mate|count|sperm|swimmers|t|testosterone|levels?|libido|sex drive|drive|erections?|bloods|results?|hernia|prostate|mum|mam|ma|dad|da|old man|son|daughter|kids?|job|work)`;

/** Past forms and -ing forms of the verbs Pidgin's "don" marks as done. */
const PAST: Record<string, string> = {
  go: 'gone',
  stop: 'stopped',
  quit: 'quit',
  crash: 'crashed',
  finish: 'finished',
  start: 'started',
  drop: 'dropped',
};
const ING: Record<string, string> = { try: 'trying', take: 'taking', use: 'using', do: 'doing' };

const REPLACEMENTS: [RegExp, string | ((said: string, ...groups: string[]) => string)][] = [
  // Scots negatives and words.
  [/\bcann(?:ae|a)\b/gi, "can't"],
  [/\b(do|did|was|is|have|hav|would|could|does|should|wer|are)nae\b/gi, "$1n't"],
  [/\bwillnae\b/gi, "won't"],
  [/\bdinnae\b/gi, "don't"],
  [/\bdinna\b/gi, "don't"],
  [/\bhae\b(?= (?:a|the|an|nae|no|some)\b)/gi, 'have'],
  // Yorkshire "t'" for "the": "down in t'dumps", "on t'list".
  [/\bt'(?=[a-z])/gi, 'the '],
  [/\bcann(?:it|ot)\b(?= [a-z])/gi, "can't"],
  [/\bcain'?t\b/gi, "can't"],
  [/\bnevah?\b/gi, 'never'],
  [/\bever(?= (?:mornin|morning|day|night|evening|week)\b)/gi, 'every'],
  [/\b(bit|end|lot|couple|cup|pint|box|packet|half) ae\b/gi, '$1 of'],
  [/\brin(?= (?:\d|once|twice|three|four|five|every|most|a (?:few|couple))\b)/gi, 'run'],
  [/\btae\b/gi, 'to'],
  [/\bwi\b(?!-?fi)/gi, 'with'],
  [/\baboot\b/gi, 'about'],
  [/\bfae\b/gi, 'from'],
  [/\bnae\b/gi, 'no'],
  // Jamaican and Bajan words: "nuh pain", "de wife", "trying fuh a baby".
  // A double negative is one: "mi nuh have no interest", "ain't got no drive" ("have no …").
  [/\b(?:nuh|no|don't|dont|ain't|aint) (?:have|got|get) no\b/gi, 'have no'],
  [/\bnuh\b/gi, 'no'],
  [/\bcya(?:a|h)n?\b/gi, "can't"],
  // Lower case only: "Dan" is a name.
  [/\bdan(?= (?:\d|one|two|three|a|me|him|before|usual)\b)/g, 'than'],
  [/\bdoh\b/gi, "don't"],
  [/\bmih\b/gi, 'my'],
  [/\bnut+in\b|\bnotin\b/gi, 'nothing'],
  // Hawaii Pidgin "fo" for "for".
  [/\bfo\b(?= (?:one|a|like|\d|da|the|my))/gi, 'for'],
  [/\bde\b(?= [a-z])/gi, 'the'],
  [/\bfuh\b/gi, 'for'],
  [/\ban'(?= )/gi, 'and'],
  [/\bnoo\b/gi, 'now'],
  [/\bmaist\b/gi, 'most'],
  [/\befter\b/gi, 'after'],
  [/\baff\b/gi, 'off'],
  [/\b(?:on|oan) an (?:off|aff)\b/gi, 'on and off'],
  [/\bwis\b/gi, 'was'],
  [/\bbaws\b/gi, 'balls'],
  [/\boan\b/gi, 'on'],
  [/\baw\b(?= (?:the|ma|my|day|night|week))/gi, 'all'],
  [/\bfur\b(?= (?:a|years?|the|ma|my|\d))/gi, 'for'],
  [/\ba'(m|ve)\b/gi, "I'$1"],
  [/\bweans?\b/gi, 'baby'],
  [/\bwan(?= a (?:day|night|week|morning)\b)/gi, 'one'],
  // Scots "ah" for "I": "ah'm", "ah've", and "ah" before what one does or is.
  [/\bah'(m|ve|d|ll)\b/gi, "I'$1"],
  [
    /\bah(?= (?:am|is|was|got|get|have|had|take|took|smoke|drink|go|went|feel|felt|think|need|want|do|did|don't|can't|can|been|never|just|still|used|work|play|sit|run|cannae|dinnae)\b)/gi,
    'I',
  ],
  // Scots and Caribbean "an" for "and": only before a word "an" never goes before.
  [
    /\ban(?= (?:ma|me|my|mi|the|a|ah|i|he|she|we|they|then|that|this|now|no|his|her|our|so|but|was|is|am|i'm|got|had|have|been|to|still|smoke|drink|take|feel|ten|two|three|four|five|six|seven|eight|nine|twenty)\b)/gi,
    'and',
  ],
  [/(?<!\b(?:my|the|his|her|your|our|me)\s)\bma\b(?=\s+[a-z])/gi, 'my'],
  // "me wife", "meh wife", "mi woman": "my" before what is one's own.
  // Not after a verb whose object "me" is ("it gave me back ache", "got me balls checked" stays).
  [
    new RegExp(
      String.raw`(?<!\b(?:gave|give|gives|made|make|makes|told|tell|sent|send|let|helped|help|kept|keep|showed|show|asked|ask|left|leave|brought|bring|called|call|cost|costs|offered|offer|put)\s)\b(?:me|meh|mi)(?= ${OWNED}\b)`,
      'gi',
    ),
    'my',
  ],
  [/\bmeself\b/gi, 'myself'],
  // Caribbean and West African present habits: "I does drink", "I dey take", "mi smoke".
  // "we don dey try for pikin": has been doing it.
  [/\b(i|we|he|she) don (?:dey|de) (try|drink|smoke|feel|use|tak)e?\b/gi, '$1 have been $2ing'],
  // "I don stop", "my libido don crash": has done it. "I dey tire": I am tired.
  [
    /\b(?:don|done) (go|stop|quit|crash|finish|start|drop)(?:p?ed)?\b/gi,
    (_: string, verb: string) => `have ${PAST[verb.toLowerCase()] ?? `${verb}ed`}`,
  ],
  // "we don try for 4 years", "I don take am for 2 months": has been doing it.
  [
    /\b(?:don|done) (try|take|use|do)\b/gi,
    (_: string, verb: string) => `have been ${ING[verb.toLowerCase()]}`,
  ],
  [/\b(take|taking|use|using|drink|smoke|chop) am\b/gi, '$1 it'],
  [/\bi dey (?=\d)/gi, 'I am '],
  [/\bno dey\b/gi, "doesn't"],
  [/\bdey pain\b/gi, 'pains'],
  [/\be don reach\b/gi, 'it has been'],
  [/\bdey tire\b/gi, 'am tired'],
  [/\b(i|we|he|she) (?:does|dey|do be|be) (?=[a-z]{3,})/gi, '$1 '],
  [/\bi's\b/gi, "I'm"],
  // "I get hard but it don't stay": one fact, which the clause break at "but" would split.
  [
    /\b(?:get|getting|gets) hard\b[^.;!?,]{0,20}? but (?:it |then it )?(?:don't|doesn't|dont|doesnt|won't|wont|never) stay(?: hard| up)?\b/gi,
    "can't stay hard",
  ],
  [
    /(?<!\d\s?)\bmi(?= (?:\d{2}\b|smoke|drink|take|tek|have|av|get|try|a try|feel|did|do|go|wan|want|is|a|was|nuh|no|neva|never|stop|use|work|sit|eat|run|play|cyaan|cyah|caan|can't|haffi|need))/gi,
    'I',
  ],
  [/\ba try\b/gi, 'try'],
  [/\bfi (?=baby|pickney|child)/gi, 'for '],
  [/\bpon\b/gi, 'on'],
  // "mi bredda seh mi fi try tren", "him seh him cyaan…", "mi nah tek nutten": says, to, he,
  // take, don't.
  [/\bseh\b/gi, 'says'],
  [/\bfi (?=(?:try|tek|take|go|do|stop|start|get|see)\b)/gi, 'to '],
  [/\bfi (?=(?:\d+|one|two|three|four|five|six|a|an) (?:days?|weeks?|months?|years?)\b)/gi, 'for '],
  // "mi bun a likkle herb": smoke.
  [
    /\bbun(?= (?:a |some |di |de )?(?:likkle |lickle |little )?(?:herb|weed|spliff|zoot|ganja|joint)s?\b)/gi,
    'smoke',
  ],
  [/\btek\b/gi, 'take'],
  [/\bnah (?=(?:take|smoke|drink|do|use|touch)\b)/gi, "don't "],
  [
    /\bhim (?=(?:says|say|cyaan|can't|cant|nuh|no|don't|dont|deh|have|has|got|smoke|smokes|drink|drinks|take|takes|want|wants)\b)/gi,
    'he ',
  ],
  [/\bdi\b(?= [a-z])/gi, 'the'],
  [/\bdat\b/gi, 'that'],
  [/\bdis\b/gi, 'this'],
  // Singlish and other tag words closing a clause ("still no news leh").
  // (Only the first of a run of spaces starts a match: a long run must not be tried at each.)
  [/(?<!\s)\s+(?:lah|leh|lor|liao|sia|hor)\b(?=\s*(?:[,.!?;]|$))/gi, ''],
  // Indian English "trying from 2 years": how long, said with "from".
  [
    /\bfrom (?=(?:the )?(?:last |past )?(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (?:days?|weeks?|months?|years?)\b(?! (?:ago|back|old)\b))/gi,
    'for ',
  ],
  // "I start 3 weeks ago", "but stop 2 months ago": a start or stop told in the present, as
  // some second-language writers do; "before 3 months" for "3 months ago".
  [/\b(i|we) start\b(?=[^.,;]{0,30}\bago\b)/gi, '$1 started'],
  // "on Clomid for the 4th month now": for 4 months.
  [/\bfor the (\d+)(?:st|nd|rd|th) (day|week|month|year)\b/gi, 'for $1 $2s'],
  // "I have started it 2 weeks now": taking it for 2 weeks.
  [
    /\b(i|we) (?:have |'ve )?start(?:ed)? (it|them) ((?:\d+|a|an|one|two|three|four|five|six) (?:days?|weeks?|months?|years?)) now\b/gi,
    '$1 have been taking $2 for $3',
  ],
  [
    /\b(i|but|and) stop(?= (?:it |them )?(?:\d+|a|an|one|two|three|four|five|six) (?:days?|weeks?|months?|years?) ago\b)/gi,
    '$1 stopped',
  ],
  [
    /\bbefore (\d+|one|two|three|four|five|six) (days?|weeks?|months?|years?)\b(?! (?:of|ago|that|then)\b)/gi,
    '$1 $2 ago',
  ],
  // "started 5 weeks back": a start said with "back" is "ago" (only after "started": "3 years
  // back" alone can be the time of something else).
  [
    /\b(started|began)((?: [a-z0-9-]+){0,3}) ((?:\d+|a|an|one|two|three|four|five|six) (?:days?|weeks?|months?|years?)) back\b/gi,
    '$1$2 $3 ago',
  ],
  // Dictated punctuation: "… on weekends question mark what else …". (Only the first of a run
  // of spaces starts a match, as for the tags above.)
  [/(?<!\s)\s+question mark\b/gi, '?'],
  [/(?<!\s)\s+(?:full stop|exclamation mark)\b/gi, '.'],
  [/(?<!\s)\s+new (?:paragraph|line)\b/gi, '.'],
  // "last year i take SARMs for 3 month": a use told in the present, set in the past.
  [
    /\b(last (?:year|month|week|summer|winter)|(?:\d+|a|an|one|two|three) (?:years?|months?|weeks?) ago),? (i|we) take\b/gi,
    '$1 $2 took',
  ],
  // French "ça fait 3 ans que…": "It make 3 years we are trying" is "for 3 years we are trying".
  [
    /\bit makes? ((?:\d+|one|two|three|four|five|six|seven|eight|nine|ten) (?:days?|weeks?|months?|years?)) (?:that |now )?(?=(?:we|i)\b)/gi,
    'for $1 ',
  ],
  // Words of other languages mixed into English (round 29): a spouse ("my asawa", "mi esposa y
  // yo", "my vrou"), an age ("Cześć, 34 lata", "32 saal, Lahore se"), how long ("daily le raha
  // hoon 2 months se", "3 weeks pehle", "desde hace 6 meses") and a semen analysis in Spanish.
  [/\b(?:asawa|esposa|vrou|biwi|bibi|begum)\b/gi, 'wife'],
  [/\by yo\b/gi, 'and I'],
  [/\b(\d{2}) (?:lat|lata|saal|sal|años|anos)(?=\s*(?:[,.;!]|$))/gi, "I'm $1"],
  [/\b(\d+|one|two|three|four|five|six) (days?|weeks?|months?|years?) se\b/gi, 'for $1 $2'],
  [/\b(\d+|one|two|three|four|five|six) (days?|weeks?|months?|years?) pehle\b/gi, '$1 $2 ago'],
  [
    /\bdesde hace (\d+) (d[ií]as|semanas|meses|años|anos)\b/gi,
    (_: string, count: string, unit: string) =>
      `for ${count} ${{ d: 'days', s: 'weeks', m: 'months', a: 'years' }[unit[0]!.toLowerCase() as 'd']}`,
  ],
  [/\besperm(?:i)?ograma?\b/gi, 'semen analysis'],
  [/\bal lado del horno\b/gi, 'next to the oven'],
  [/\btodo el d[ií]a\b/gi, 'all day'],
  // Tagalog: "araw-araw" every day, "sobrang init" very hot, and "sa" (at) before a place
  // ("night shift ako sa call center"), never a semen analysis.
  [/\baraw-araw\b/gi, 'every day'],
  [/\bnag(?:pa)?-(?=[a-z])/gi, 'had a '],
  [/\bsobrang init\b/gi, 'very hot'],
  [
    /(?<=\b(?:ako|ko|po|kami|siya|lang|din|nasa|trabaho|nagtatrabaho)\s)sa\b|\bsa(?= (?:[a-z]+ ){1,2}(?:ako|ko|po|kami)\b)/g,
    'at',
  ],
  [/\bconcentraci[oó]n\b/gi, 'concentration'],
  [/\bmotilidad\b/gi, 'motility'],
  [/\bmillones\b/gi, 'million'],
  // Indonesian and Malay "juta" (million); Hindi "2 months ho gaye on it" (it has been).
  [/\b(\d+(?:[.,]\d+)?) ?juta\b/gi, '$1 million'],
  [
    /\b(\d+|one|two|three|four|five|six) (days?|weeks?|months?|years?) ho gaye on (it|them)\b/gi,
    'on $3 for $1 $2',
  ],
  // Text-speak.
  [/\btryna\b/gi, 'trying to'],
  // Forum short forms of how often (upper case only: "ED" alone is erectile dysfunction):
  // "all ED", "both ED", "0.25 EOD", "split E3.5D", "4x/wk", "hot tub wknds".
  [/\b(all|both|taken|split|\d+(?:\.\d+)?\s?(?:mg|mcg|iu|ml)?) ED\b/g, '$1 every day'],
  [/\bEOD\b/g, 'every other day'],
  [/\bE3\.5D\b/g, 'twice a week'],
  [/(\d\s?x?)\s?\/\s?wk\b/gi, '$1 a week'],
  [/\bwknds\b/gi, 'weekends'],
  // "TTC 3y", "trying 18m": how long, in short.
  [/\b(ttc|trying)( for)? (\d+(?:\.\d+)?) ?y\b(?!\/)/gi, '$1 for $3 years'],
  [/\bwk ?(?=\d)/gi, 'week '],
  [/\bnd\b/gi, 'and'],
  [/\bdrnk\b/gi, 'drink'],
  [/\bsmk\b/gi, 'smoke'],
  [/\bdnt\b/gi, "don't"],
  [/\bhv\b/gi, 'have'],
  [/\bany1\b/gi, 'anyone'],
  [/\bn(?= (?:got|i|im|i'm|my|me|now|then|the|a|it|ive|i've)\b)/gi, 'and'],
  [/(?<!\w)'bout\b/gi, 'about'],
  [/\bnite\b/gi, 'night'],
  // "4 my skin" (never "4 a day", a count).
  [/\b4(?= (?:my|me|ur|the)\b)/gi, 'for'],
  // "10 cigarettes by day": a French "par jour".
  [/(?<=\d+ [a-z]+) by (day|week)\b/gi, ' a $1'],
  // "since some weeks": for some weeks.
  [/\bsince some\b/gi, 'for some'],
  [/\b(?:bc|cuz|coz|cos)\b/gi, 'because'],
  [/\bw\/o\b/gi, 'without'],
  [/\bw\/(?=\s)/gi, 'with'],
  [/\bb4\b/gi, 'before'],
  [/\bprolly\b/gi, 'probably'],
  [/\bngl\b,?\s*/gi, ''],
];

/** The message in the English the rules read. */
export function inStandardEnglish(text: string): string {
  // Two calls only for the types: a string and a function are each a form of `replace`.
  return REPLACEMENTS.reduce(
    (said, [pattern, standard]) =>
      typeof standard === 'string'
        ? said.replace(pattern, standard)
        : said.replace(pattern, standard),
    text,
  );
}
