import type { FactFrequency } from '@mhp/contract/health-constants';

/**
 * How often a habit, a supplement or a symptom happens, kept apart from how long it has gone
 * on (issue 24): "I smoke every day … for 14 months" is daily smoking, and the 14 months
 * belong to whatever they were said about. Tried in order: a stopped habit first (so "quit
 * smoking a year ago" is former, not daily), then the most frequent.
 */
const FREQUENCIES: { frequency: FactFrequency; pattern: RegExp }[] = [
  {
    frequency: 'former',
    pattern:
      /\b(?:quit|quitted|stopped|gave (?:it )?up|given (?:it )?up|(?<!\b(?:thyroid|kidneys?|liver|heart|knees?|back|body|car|engine|boiler|phone|job|marriage) )packed (?:it |them )?in|after (?:binning|ditching|quitting|stopping|dropping|packing in|giving up|cutting out|packing)\b|packing (?:it |them )?in\b|kicked (?:it|the habit)|pct'?e?d (?:with|on)|packed (?:the |my )?[\w-]+ in\b|(?:pulled|took|taken|switched) (?:me|him) off\b|(?<=^\s*[\w-]+(?: [\w-]+)?\s)(?:done|finished|completed|over)(?=\s*[.!]?\s*$)|(?:haven't|have not|havent|not) (?:managed|done|been)(?: (?:a single one|one|it|any))? since\b|finished (?:on )?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|yesterday|last (?:week|night|month))\b|used to|ex[- ]?(?:smoker|drinker|user)|cut out|cutting out|cutting (?:it|them) out|(?:knocked|knocking|knock) (?:it |them )?on the head|former(?:ly)?|anymore|any more|no longer|(?:was|were) an? (?:\w+ )?(?:smoker|drinker)|(?:was|were) (?:also |still |already )?(?:on|taking)|had been (?:on|taking|using)|for (?:about |around |over |nearly )?(?:\d+|an?|one|two|three|four|five|six|eight|ten|twelve) (?:days?|weeks?|months?|years?) (?:last (?:year|month|summer|winter|spring|autumn)|in (?:19|20)\d\d|back in)\b|(?<!\b(?:has|have|'s|'ve)\s(?:also\s|been\s|just\s)?)had (?:me|him) on|(?:til|till|until) (?:last|about|around|a few|\d+)|(?:switched|changed|moved|swapped|weaned)(?: me| him)? (?:over )?(?:from|off)|(?:ditched|binned|dropped|chucked) (?:the|my|it|them)\b|(?:which|that) i (?:binned|ditched|dropped|stopped|quit)\b|finish(?:ed)? (?:it|them|the [\w-]+)\b|finished (?:my |the )?[\w-]+(?= (?:\d+|an?|one|two|three|four|five|six|last|about|around|yesterday|in|on)\b)|\(finished (?:on )?(?:\w+day|yesterday|last \w+)\)|after (?:a|the|my) (?:\w+ )?course of\b|before (?:stopping|quitting|coming off|giving (?:it |them )?up|packing (?:it |them )?in)|(?:haven't|have not|havent|hasn't|has not|not) (?:touched|had|used|smoked|taken|done|vaped|drunk)(?: (?:it|them|any|one|a \w+))? (?:in|for|since) |\bstop (?:it|them)\b(?= after| in| last| when)|which i (?:finished|stopped|completed)\b|i stop\b(?! (?:at|when|if|after|before))(?<=(?:^|[;,]|\b(?:but|so|and))\s*i stop)|\bleft (?:the )?(?:cigarettes?|smoking|drinking|alcohol|fags)\b|finished (?:(?:a|the|my) )?(?:[\w-]+ ){0,2}(?:course|cycle|round|box|pack|prescription)|(?:course|cycle|prescription) (?:was |is )?(?:finished|completed|done|over|ended)\b|clean (?:from|of|off)|sober|in my (?:early |late |mid[- ]?)?(?:teens|twenties|20s|thirties|30s|youth)|nothing since|none since|nothing now|in the past\b|none now|back then|at (?:uni|university|college|school)|teetotal|tee-total|t-total|had to (?:stop|come off|quit|give (?:it |them )?up)|(?:been )?taken off|never again|not again|won't (?:take|use|do|touch) (?:it|that|them) again|(?:alcohol|booze|drink|smoke|nicotine|cigarette|vape|weed)[- ]free|(?:a )?thing of the past|(?:ages|years|decades|a long time|a while|long) ago|way back|(?<!\b(?:came|come|comes|coming|got|get|gets|went|go|goes|bounced|bounce|is|was|are|were|i'm|im|am|now|i am|my|me|the|his|lower|upper|bad) )back (?:in|when)\b|at (?<!\b(?:start\w*|began|begin\w*|since|from|until|till|aged?)\b[^,.;]{0,25})(?:1[4-9]|2\d)\b(?![.,]\d)(?!\s*(?:%|mg|mcg|ng|nmol|iu|miu|million|m\b|ml|pg|am|pm|o'clock|:|\/|per|percent|units?|a |x))|(?:did|had|took|done|finished) (?:a|the|my|one) (?:\w+ )?(?:course|cycle|round)|as a (?:teen|teenager|student|kid)|when i was (?:younger|young|a (?:student|teen|teenager|kid|lad)|at (?:uni|school|college)|in my|\d{2})|(?:until|till|til) i was \d{2}|(?<!\b(?:went|gone|go|goes|going|dropped|drop|rose|risen|up|down|increased|decreased|fell|fallen|jumped|climbed|improved|changed|moved)\s)from \d{2} (?:to|until|till) \d{2}\b|(?<!\b(?:tried|trying) )(?:came|come|coming|went|got|been|(?<!\bwhen )i'm|(?<!\bwhen i )am) off(?! (?:work|shifts?|duty|days?|nights?)\b)|off (?:the|it|them)|not (?:since|for|in) (?:years|ages|\d+|a|an|over))\b/,
  },
  {
    frequency: 'daily',
    pattern:
      /\b(?:(?:every|each) (?:single )?(?:day|night|morning|evening|afternoon)|(?:most|all|nearly all) (?:days|nights|evenings|mornings|afternoons|arvos)|(?:nearly|almost|pretty much) every (?:day|night)|daily|every ?day|nightly|(?<!(?:for|past|last|lasts|lasted|lasting|in|every|the) )(?:a|per) (?:day|night|evening)(?! ago| of| or two| out| off)|\/ ?(?:day|d)\b|\d+ ?x ?(?:a |per |each |every |\/ ?)?day\b|\d+ ?x daily|every (?:\d+|two|three|four|five|six|eight|twelve|few|couple of) hours|(?:one|two|three|\d+) times? (?:for|in) (?:the )?day|(?:usually|always|normally|generally) (?:\w+ ){0,3}?(?:with|after|before|at) (?:my |the )?(?:breakfast|lunch|dinner|tea|supper|bed|bedtime|night)\b|(?:morning|night) and (?:night|evening|morning)|\d+ ?(?:mg|mcg|iu|ml|g) ed\b)/,
  },
  {
    frequency: 'weekly',
    pattern:
      /\b(?:(?<!(?:for|past|last|in|the|about|around|nearly|almost|over|roughly|been|like) )(?:a|per) week(?! ago| of)|(?:every|each) (?:other (?:day|night|morning|evening)|week(?:end)?)|every (?:few|couple of|[2-6](?:\.5)?|two|three|four|five|second|third) days?|alternate days?|(?:one|two|three|four|\d+) times? (?:for|in|a|per) (?:the )?week|\bfor week\b|\b(?:gym|train|training|lift|lifting|running)\s+(?:\d|one|two|three|four|five|six)\s*days?\b(?! (?:ago|in a row))|(?:one|two|three|four|\d+) times? (?:in|a|per) (?:the )?week|e[23]d|eod|(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:\s*[,/]?\s*(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\b){2,6}|most weeks|(?:on )?week ?(?:days|nights)|weekly|of a (?:mon|tues|wednes|thurs|fri|satur|sun)day|of a weekend|\b(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)s?\.? ?(?:and|&|\/|\+|,) ?(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\b|(?<!\b(?:last|this|next|that|since|past|over|one|the other|since the|over the|during the|from the)\s)(?:(?:on|at) )?(?:the )?weekends?|(?:every|each|most|on a) (?:mon|tues|wednes|thurs|fri|satur|sun)days?|(?:mon|tues|wednes|thurs|fri|satur|sun)days\b|(?:mon|tues|wednes|thurs|fri|satur|sun)day(?:,? (?:and |& )?(?:mon|tues|wednes|thurs|fri|satur|sun)day){1,6}\b|(?:mon|tues|wednes|thurs|fri|satur|sun)day (?:nights?|evenings?|mornings?)|\/ ?(?:week|wk|w)\b|\d+ ?x ?(?:a |per |each |every |\/ ?)?(?:week|wk)\b|\d+ ?x weekly)/,
  },
  {
    frequency: 'occasional',
    pattern:
      /\b(?:now and (?:then|again)|anytime (?:it|e|the|i)\b|(?:when|if) i (?:remember|can be bothered)|intermittent(?:ly)?|on occasion|comes? and go(?:es)?|coming and going|on and off|off and on|every so often|here and there|once in a (?:while|blue moon)|occasional(?:ly)?|social(?:ly)?|rarely|seldom|(?:hardly|barely)(?! (?:any|anything|anyone|anybody|noticeable|there|finish|cum|come|sleep|get|keep|stay|able|manage|function|walk|move|notice|feel|see|last|think|breathe|pee|wee|go|even|recognise|recognize|remember|eat|stand|sit|touch(?:ing)? it))(?: ever)?|as (?:and when )?needed|as and when\b|when (?:needed|required|i need (?:it|to|them))|when(?:ever)? (?:it|they|my|the|i)\b[^,.;]{0,25}?\b(?:plays? up|playing up|flares?(?: up)?|flaring(?: up)?|acts? up|acting up|kicks? (?:off|in)|gets? (?:bad|worse|really bad|too much)|(?:is|are) (?:bad|really bad|very bad|strong|very strong|severe|worse|at its worst)|comes? on|comes? back|comes(?! to\b)|happens|hits?|get (?:a|an|one|them|it))|when(?:ever)? (?:it's|its|it is|they're|theyre) (?:bad|really bad|at its worst|playing up|flaring(?: up)?|sore|painful|aching)|when(?:ever)? (?:the |my )?(?:pain|ache|back|knee|head|migraine)(?:'s| is| gets) (?:too much|unbearable|bad|really bad|worse|playing up|flaring(?: up)?)|on (?:the |my )?bad days|(?:in|at|for) parties|before [\w ]{1,25} only\b|when (?:it )?is bad|if it'?s (?:sore|bad|painful|playing up|flaring)|when(?:ever)? i (?:have|get) (?:a |an )?(?:panic|anxiety|migraine|headache|flare|attack|bad)\w*|sometime(?= i\b| after\b| when\b|\s*[,.!]|\s*$)|if needed|prn|only (?:before|when|if|for|on (?!(?:the|my|one|his|her) ))|only (?:take|use|have|do|pop|need)s? (?:it|them|one|(?:the |my )?[\w-]+) (?:before|when|if|on)\b|only (?:take|use|have|pop|need)s? (?:it|them|one) then\b|(?:take|use|have|pop)s? (?:it |them )?only (?:before|when|if|for|on)\b|date nights?|not often|sometimes|from time to time|at (?:parties|weddings|birthdays|christmas|festivals|gigs|family (?:dos|do's|events))|(?:for|at) (?:the )?(?:ceremonies|functions|occasions)|on (?:nights out|holidays?|special occasions)|special occasions|(?:once|twice|a few times|a couple (?:of )?times|\d+ times|\d+x|one|two|three|four|a couple|a few) (?:a|per) (?:month|year|fortnight)|(?:\d+|a few|a couple(?: of)?) (?!(?:days?|weeks?|months?|times?)\b)[a-z]+ (?:a|per) (?:month|year|fortnight)|only on (?:the )?days\b|some (?:days|nights|mornings|evenings|weeks|weekends)|(?:used|taken|took|had|needed) (?:it|them|one) (?:once|twice|a few times|a couple (?:of )?times|\d+ times)(?! (?:a|per|every|each|this|last)\b)|per (?:month|year)|monthly|fortnightly|bi-?weekly|every (?:two|2|other|few|couple of) weeks|every other week\b|every (?:\d+|three|four|five|six|eight|ten|twelve) (?:weeks|months)|every (?:month|few months|couple of months)|(?:every|each|once a|one a) (?:month|year)|(?:every|each|most|in|during|over|all) winters?|(?:every|each) (?:summer|spring|autumn)|the odd)\b/,
  },
];

/** "trying to quit", "want to stop": the habit goes on; the stop is only wished for. */
const STOP_WISHED =
  /\b(?:coming|come|getting) off\b[^.;]*\b(?:slowly|gradually)\b|\b(?:should|could|would|want to|need to|thinking of|planning to|whether to|if i should) (?:i )?(?:come|coming|go|going) off\b|\b(?:slowly|gradually) (?:coming|getting) off\b|\btapering\b|\bweaning (?:myself )?(?:off|down)\b|\bplan (?:is )?to (?:stop|come off)\b|\btried (?:coming|to come|getting|to get|going) off\b|\b(?:coming|come|going|get|getting|stopping|quitting) off\b[^.;]*\b(?:next|soon|tomorrow|in (?:a|\d+|two|three) (?:weeks?|months?))\b|(?<!\b(?:managed|able|decided|finally|got myself|went on|had|has|have))\s+to (?:quit|stop|give (?:\w+ )?up|pack|kick|cut)|\b(?:thinking (?:about|of)|considering) (?:quitting|stopping|giving)|\b(?:can't|cannot|couldn't) (?:quit|stop|give)/;

/**
 * "gave up the fags and switched to Zyn", "switched from rollies to vaping", "don't smoke any
 * more but started on pouches": the habit goes on in another form.
 */
const SWITCHED_FORM =
  /\b(?:switched|switching|swapped|swapping|moved|moving|changed|changing) (?:over )?(?:from [^.;]{1,25} )?(?:to|for|onto)\b|\bstarted on (?:the )?(?:zyn|snus|pouches|nicotine|vap\w+|e-?cigs?|the vape|gum)\b/;

/** Types whose facts can stop ("former"); a symptom that stopped is not a fact to keep. */
const CAN_STOP = new Set(['lifestyle', 'supplement', 'medication']);

/** "Tried Wellbutrin for a few weeks": a trial that is over, unless it is said to go on. */
const TRIED =
  /(?<!\b(?:not|never|havent|hasnt|yet to have)\s|n't\s)\btried\b(?! (?:to|and failed to)\b)|\bgave (?:[\w-]+ ){1,3}a (?:go|try|whirl|shot|bash)\b/;
/** "took doxycycline for 2 weeks": a course that is over, however often it was taken. */
const TOOK_FOR =
  /(?<!\b(?:i've|ive|have|has|i have)\s)\b(?:took|treated(?: [^,.;]{0,30}?)? with|(?:was|were) given|gave me|give me)\b(?=[^,.;]{0,40}\bfor (?:a |an |about |around |\d|one |two |three |four |five |six |seven |ten |a couple )[^,.;]{0,12}?\b(?:days?|weeks?|fortnight|months?)\b)|\b(?:gave me|had|did|finished|completed|done) (?:a |an |\d+ |one |two |three |four |six |a couple of )?(?:day|week|fortnight|month)s?'? (?:course )?of\b|\bdid (?:a )?(?:pct|course|cycle)(?: with| of| on)\b|\b(?:had|did|finished|completed) (?:\d+|two|three|a couple of) (?:lots|courses|rounds) of\b/;
/** "took a Z-pack last month": a medicine taken at a time gone by. */
const TOOK_THEN =
  /(?<!\b(?:i've|ive|have|has|i have)\s)\b(?:took|ran|did|finished|used)\b[^,.;]{0,30}?\b(?:last (?:week|month|year|winter|summer)|(?:a|\d+|two|three|few) (?:days?|weeks?|months?|years?) ago)\b/;
const GOES_ON = /\b(?:now|currently|still|at the moment|these days|so far|and counting)\b/;
/** "came off it for a while, went back on": used again, so not over. */
export const BACK_ON =
  /\b(?:went|go|gone|been|am|i'm|im|got) back on\b(?! (?:the )?(?:meat|carbs|sugar)\b)|\bstill (?:on|taking|using|take|use)\b|\bback on (?:it|them)\b|\bstarted (?:it |them )?again\b/;

/** "stopped all supplements except vitamin D": what is excepted goes on. */
const EXCEPTED = /\b(?:except(?: for)?|apart from|other than|besides)\b/;

/** "gone from every night to just weekends", "dropped it to once a week": how often now. */
const CHANGED_TO =
  /\b(?:gone|went|dropped|cut(?: it| them)?(?: down| back)?|reduced|come down|down)\b(?: (?:it|them))?(?:[^.;]{0,30}? from [^.;]*?)? to (?:just |only |about |around |maybe )?([^.;]+)[.!?\s]*$/;

/** A course told in the past tense ("took", "gave me", "ran … last year"), not said to go on. */
function courseOver(text: string): boolean {
  return (TOOK_FOR.test(text) || TOOK_THEN.test(text)) && !GOES_ON.test(text);
}

/** "I take vitamin D in the winter". */
const SEASONAL =
  /\b(?:in|over|during|through) (?:the )?(?:winter|summer|colder|dark|darker)(?: months)?\b(?! of\b)|\bwinter months\b/;

/** "Used to drink most nights, now it's just the weekends": how often now. */
const NOW_INSTEAD =
  /\bused to\b[^.]*?[,;]\s*(?:but |and )?(?:now|these days|nowadays) (?:it's |its |it is |i |i'm |im |only |just )*([^.;]+)[.!?\s]*$/;

export function frequencyOf(text: string, type: string): FactFrequency | null {
  const changed = CHANGED_TO.exec(text) ?? NOW_INSTEAD.exec(text);
  if (changed) {
    const now = frequencyOf(changed[1]!, type);
    if (now && now !== 'former') return now;
  }
  for (const { frequency, pattern } of FREQUENCIES) {
    if (
      frequency === 'former' &&
      (!CAN_STOP.has(type) ||
        STOP_WISHED.test(text) ||
        EXCEPTED.test(text) ||
        BACK_ON.test(text) ||
        // "gave up the fags and switched to Zyn": the habit goes on in another form.
        (type === 'lifestyle' && SWITCHED_FORM.test(text)))
    )
      continue;
    if (pattern.test(text)) return frequency;
    if (frequency === 'former' && TRIED.test(text) && !GOES_ON.test(text)) return 'former';
    // "Took Nolvadex 20mg daily for 4 months": a course over, however often it was taken.
    if (frequency === 'former' && CAN_STOP.has(type) && courseOver(text)) return 'former';
  }
  // "vitamin D in the winter": something taken in one season only.
  if ((type === 'supplement' || type === 'medication') && SEASONAL.test(text)) return 'occasional';
  return null;
}
