/**
 * Words of other Englishes and of text-speak put into the standard English the rules read
 * (issue 24): "cannae get tae sleep" is "can't get to sleep", "me wife" is "my wife", "I does
 * drink" is "I drink", "we try for baby from 2 years" is "… for 2 years". One place for them, so
 * every rule reads a Scot, a Geordie, a Trinidadian or a texter the same way, instead of each rule
 * learning each voice. Only words that cannot be misread in context are changed; offsets may move.
 */

/** Nouns after which a Northern English or Irish "me" (or a Caribbean "meh") means "my". */
const OWNED = String.raw`(?:wife|missus|missis|mrs|husband|partner|girlfriend|other half|woman|man|balls?|nuts?|knees?|back|shoulders?|ankles?|hips?|neck|head|chest|doctor|doc|gp|mate|count|sperm|swimmers|t|testosterone|levels?|libido|sex drive|drive|erections?|bloods|results?|hernia|prostate|mum|mam|ma|dad|da|old man|son|daughter|kids?|job|work)`;

const REPLACEMENTS: [RegExp, string][] = [
  // Scots negatives and words.
  [/\bcann(?:ae|a)\b/gi, "can't"],
  [/\b(do|did|was|is|have|hav|would|could|does|should|wer|are)nae\b/gi, "$1n't"],
  [/\bwillnae\b/gi, "won't"],
  [/\btae\b/gi, 'to'],
  [/\bwi\b(?!-?fi)/gi, 'with'],
  [/\baboot\b/gi, 'about'],
  [/\bfae\b/gi, 'from'],
  [/\bnae\b/gi, 'no'],
  [/(?<!\b(?:my|the|his|her|your|our|me)\s)\bma\b(?=\s+[a-z])/gi, 'my'],
  // "me wife", "meh wife", "mi woman": "my" before what is one's own.
  [new RegExp(String.raw`\b(?:me|meh|mi)(?= ${OWNED}\b)`, 'gi'), 'my'],
  [/\bmeself\b/gi, 'myself'],
  // Caribbean and West African present habits: "I does drink", "I dey take", "mi smoke".
  // "we don dey try for pikin": has been doing it.
  [/\b(i|we|he|she) don dey (try|drink|smoke|feel|use|tak)e?\b/gi, '$1 have been $2ing'],
  [/\b(i|we|he|she) (?:does|dey|do be|be) (?=[a-z]{3,})/gi, '$1 '],
  [/\bi's\b/gi, "I'm"],
  [
    /(?<!\d\s?)\bmi(?= (?:\d{2}\b|smoke|drink|take|tek|have|av|get|try|a try|feel|did|do|go|wan|want|is|a|was|nuh|no|neva|never|stop|use|work|sit|eat|run|play))/gi,
    'I',
  ],
  [/\ba try\b/gi, 'try'],
  [/\bfi (?=baby|pickney|child)/gi, 'for '],
  [/\bpon\b/gi, 'on'],
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
  // Text-speak.
  [/\btryna\b/gi, 'trying to'],
  [/\b(?:bc|cuz|coz|cos)\b/gi, 'because'],
  [/\bw\/o\b/gi, 'without'],
  [/\bw\/(?=\s)/gi, 'with'],
  [/\bb4\b/gi, 'before'],
  [/\bprolly\b/gi, 'probably'],
  [/\bngl\b,?\s*/gi, ''],
];

/** The message in the English the rules read. */
export function inStandardEnglish(text: string): string {
  return REPLACEMENTS.reduce((said, [pattern, standard]) => said.replace(pattern, standard), text);
}
