import type { ExtractedFact } from '@mhp/contract/schemas/health';
import { ONES, numbersAsDigits } from './number-words';
import type { SymptomSeverity } from '@mhp/contract/health-constants';
import { BACK_ON, frequencyOf } from './frequency';
import { firstGroup, matchesIn } from './matches';
import { spellingCorrected } from './spelling';
import { inStandardEnglish } from './dialect';
import { withCorrectionsApplied } from './corrections';
import { withRunOnsBroken } from './run-ons';
import { ageIn, allergiesIn, conceivingIn, NO_DETAILS, type PersonalMatch } from './personal-facts';
import {
  labTerms,
  lifestyleTerms,
  medicationTerms,
  procedureTerms,
  supplementTerms,
  symptomTerms,
  type LabTerm,
  type Term,
} from './vocabulary';

/** Longest `main_content` kept (a clause, or its sentence when the clause is very short). */
const MAX_CONTENT = 300;
/**
 * Clauses read in one message. A real message has a few dozen (a 4,000-character story about
 * sixty); a pasted list of hundreds ("zinc, zinc, zinc, …") took a quarter of a second of the
 * event loop before this bound. What comes after the bound is not read.
 */
const MAX_CLAUSES = 150;
/** Tokens before a mention that a negator may stand in ("no real pain in my left ball"). */
const NEGATION_WINDOW = 4;

const NEGATORS = new Set([
  'no',
  'not',
  'never',
  'without',
  'none',
  'nor',
  'neither',
  'denies',
  'deny',
  'free',
  'zero',
  'non',
]);
/** Negators that are part of an idiom, not of the fact ("not sure", "no idea"). */
const NEGATION_IDIOMS =
  /\b(?:(?:no|zero|nil) (?:energy|libido|sex drive|drive|motivation|interest in (?:sex|anything|everything|life)|desire|morning wood|erections?|boners?|stamina)|non[- ]?(?:obstructive|specific|invasive|surgical|hormonal|urgent)|not sure|no idea|not that|no matter|not only|no doubt|no luck|no joy|(?:did|does|do|has|have|had|is|are|was|were|wo|would)(?:n't| not) (?:really |even |seem to |much )?(?:help(?:ed)?|work(?:ed)?|improve[ds]?|go(?:ne)? away|stop(?:ped)?|get(?:ting)? better|ease[ds]?|clear(?:ed)?|shift(?:ed)?|budge[ds]?)|not (?:going away|getting better|improving|easing|clearing)|(?:can't|cannot|can not) (?:get rid of|shake))\b/g;
const DENIED_ANSWER =
  /^\s*(?!(?:morning wood|morning erections?|erections?|sex drive|libido|energy)\b)[\w\s/-]{1,25}?\s*(?::|=|-|–)\s*(?:never|no|none|nil|nope|(?:zero|0)(?!\s*(?:sperm|million|mil|mln|m\b|%|\/ml))|n\/a|not)\b/;
const NEGATED_LIST = /\b(?:no|not|never|without|neither|\w+n't)\b.*\b(?:or|nor)\b/;
const QUESTION_START =
  /^(?:anyone|anybody|what|whats|wats|wat|wot|how|hows|why|whys|when|where|wheres|which|who|can|could|does|do|is|are|should|would|will|may|might|has|have|did|any|r)\b(?!'t\b)/;
/** "anyone tried maca": asking others; "anyone else get …" says the writer has it too. */
const ALWAYS_QUESTION =
  /^(?:what(?! (?:worries|bothers|concerns|scares|annoys|gets me|i (?:do|did|have|had|take|took|know|mean|need))\b)|whats|wats|wat|wot|how|hows|why|whys|which|(?:has |does |did |is )?any ?(?:one|body)(?! else))\b/;
/**
 * "Please explain diet, exercise, heat, alcohol and sleep", "tell me about alcohol": a request
 * for information names topics, not the writer's habits.
 */
const REQUEST_FOR_INFORMATION =
  /^(?:(?:can|could|would|will) you (?:please |pls )?)?(?:explain|describe|outline|summari[sz]e|tell me (?:about|more)|talk me through|walk me through|go (?:over|through)|break down|compare|list|give me (?:a |an |some |the |more )?(?:info|information|overview|rundown|breakdown|tips|advice|details|summary|list|explanation))\b/;
/** "does anyone else get …", "anyone else have …": a question that says the writer has it. */
const ANYONE_ELSE =
  /^(?:does |do |has |have |did |is )?(?:any ?one|any ?body) else (?:get|gets|have|has|had|suffer|experience|notice|struggle|deal|find)\b/;
/** Questions typed without their "?" ("is it ok to drink on clomid", "does weed affect…"). */
const UNMARKED_QUESTION =
  /(?:^|\s)(?:can|or not|is it|ah|har|possible)\s*\?+\s*$|^(?:(?:is|are) \S+(?: \S+)? (?:legit|worth it|safe|any good|a scam|real|dangerous|ok|okay)\b|(?:is it|am i) too (?:young|old|early|late)\b|is it|is there|are there|does|do (?:i|you|we)|can (?:i|you|we)|could (?:i|you|we|it)|should (?:i|we)|would (?:it|i)|will (?:it|i)|am i|i wonder|just wondering|wondering|(?:can|could|does|do|will|would|might|may|is|are) (?:\S+ ){1,4}?(?:help|affect|cause|hurt|harm|damage|lower|raise|boost|increase|reduce|improve|impact|mess|interfere|kill|bad|safe|ok|okay|normal))\b/;
/** Someone the writer talks about ("my wife", "his dad", "a mate of mine"). */
const OTHER_PERSON = String.raw`(?:wife|partner|girlfriend|gf|boyfriend|bf|husband|hubby|hubs|dh|oh|fella|fiance|fianc[eé]e?|missus|misses|mrs|other half|dad|father|old man|mum|mom|mother|parents?|brother|bro|sister|friend|mate|buddy|pal|son|daughter|cousin|uncle|aunt|grand(?:dad|father|pa|ma|mother)|colleague|coworker|co-worker|boss|flatmate|housemate|roommate|neighbou?r|step(?:dad|father|mum|mom|mother|son|brother))`;
/**
 * The writer's child or young relative ("my boy, 15yo", "our little lad"): only after "my" or
 * "our", as "as a kid" or "since my teens" is the writer, and "my boys" is slang for the testicles.
 */
const MY_CHILD = String.raw`\b(?:my|our) (?:\w+ )?(?:boy|lad|kiddo|teenager|nephew|niece|grand(?:son|daughter|kid|child)|kids?|child(?:ren)?)\b`;
const THIRD_PARTY = new RegExp(
  String.raw`${MY_CHILD}|\b(?:my|his|her|our|their|a|the|your) (?:\w+ )?${OTHER_PERSON}s?\b|\b${OTHER_PERSON}s? of (?:mine|ours)\b|^\s*(?:dad|mum|mom|father|mother|grandad|grandpa)\b(?! of (?:one|two|three|four|five|\d)\b| here\b| myself\b)|(?:^|[:;]\s*)(?:kids|children|the kids|whole family|everyone else)\b|(?:^\s*|[:;,]\s*)${OTHER_PERSON}(?:'s)? on\b|^\s*${OTHER_PERSON}(?: \(\d{2}\))?(?:'s| (?:is|was|has|had|takes|took|uses|used|smokes|drinks|does|did|gets|got|started|stopped|tried|went|ran|runs|cycled|injects|injected|pins|pinned|vapes|vaped|quit|gave up))\b|^\s*(?:the )?${OTHER_PERSON}(?:'s)?(?: \(\d{2}\))?\s*$|^\s*(?:the )?${OTHER_PERSON} (?:\w+ )?[a-z]+(?<!\b(?:is|was|has|its|this|us|as|yes|less|plus|class))s\b(?! (?:that )?(?:i|i'm|im|i've|ive|me|my)\b)|\b(?:he|she|hes|shes)(?:'s|'d)?\b(?![^,;]*\bme\b)|\b(?:anyone|anybody|someone|somebody|everyone) else's\b|\b(?:they) (?:have|had|are|were|smoke|drink|take|took|use|used)\b(?! (?:me|us) on\b)|\bhis\b|^\s*(?:him|her|he|she)\s*[:=-]|\b(?:put|started|got|keeps?|kept|has|have|had) (?:him|her|them) on\b|\b(?:gave|give|gives|giving|given|prescribed|prescribes|prescribing|offered|recommended|started) (?:him|her|them)\b`,
);
const FIRST_PERSON_WORD = /\b(?:i|i'm|im|i've|ive|i'd|me|my|we|we're|we've|our)\b/;
const OTHER_PERSON_PHRASE = new RegExp(
  String.raw`\b(?:my|our) (?:\w+ )?${OTHER_PERSON}s?\b|${MY_CHILD}`,
  'g',
);
/** The writer is a subject in the text ("my brother" does not count). */
const FIRST_PERSON = {
  test: (text: string) => FIRST_PERSON_WORD.test(text.replace(OTHER_PERSON_PHRASE, ' ')),
};
/** Someone else's couple ("my brother and his wife are trying"). */
const OTHER_COUPLE = new RegExp(
  String.raw`\b(?:his|her|their|your)\b|\b(?:my|our|a|the) (?:\w+ ){0,3}(?!wife|partner|girlfriend|gf|fianc|missus|misses|other half|boyfriend|bf|husband|hubby|dh)${OTHER_PERSON}\b|\b(?:he|she|they)\b`,
);
/** Imagined, not what is ("if I get pain", "what if I started TRT"). */
const HYPOTHETICAL =
  /\b(?:(?<!\b(?:know|wondering|wonder|ask|asking|see|check|checking|sure|tell me)\s)if|in case|unless|whether|(?:worried|scared|afraid|concerned|frightened) (?:that )?(?:i|we)(?:'ll| might| will| could| may)|what if|suppose|supposing|imagine|let's say|someday|in the future)\b/;
/**
 * Only an option, said after the mention ("embolisation was mentioned as an option", "ICSI is
 * our best option"). A date to come is not enough: "we are doing IVF next month" is a fact.
 */
const OPTION_AFTER =
  /^[\w\s'-]{0,40}?\b(?:as an? (?:option|possibility|alternative|next step)|(?:is|are|would be|could be)(?: probably| maybe| likely| now| still)? (?:an? |the |another |our )?(?:\w+ )?(?:options?|possibilit(?:y|ies)|alternatives?|next steps?))\b/;
/**
 * Advice or a prescription meant for someone else, said after the mention: "clomid was
 * suggested by the urologist", "CoQ10 was recommended", "we were given clomid for her".
 */
const ADVISED_AFTER =
  /^\s*(?:(?:has|have) been|was|were|got|is being|keeps being) (?:\w+ )?(?:suggested|recommended|mentioned|offered|discussed|floated|raised|brought up|proposed|advised)\b|^\s*(?:\S+\s+){0,2}?for (?:her|him|them|my (?:wife|partner|girlfriend|gf|missus|other half|husband|dad|mum|son|daughter))\b/;
/** "clomid, hcg and anastrozole as options": a list of things that were only options. */
const OPTIONS_AFTER_LIST =
  /^[\w\s',&/+-]{0,60}?\b(?:as (?:possible )?(?:options|possibilities|alternatives|next steps)|(?:are|were|would be|could be) (?:all )?(?:the |our |my )?(?:\w+ )?(?:options|possibilities|alternatives))\b/;
/** An opinion or hearsay about the thing, not a habit ("I used to think smoking was fine"). */
const OPINION = /\b(?:used to think|thought|believed?|heard|read)(?: that)?\s+(?:\S+\s+)?$/;
/** Planned or wished for, just before the mention ("thinking about starting TRT"). */
const INTENDED =
  /\b(?:(?:thinking|thought|talking) (?:about|of)|talk (?:to (?:me|us) )?about|quoted (?:me |us )?[£$€]?[\d,.]+k? for|(?<=(?<!\b(?:paid|spent|cost me|costs? us)\s)[£$€]\s?)\d[\d,.]*k? for|(?:is|are|was|were|been) talking|planning (?:a |my |on (?:a |my )?)?(?:pct|cycle|course|run)\b|(?:gonna|going to) (?:run|take|start|do|try)|considering|worth (?:trying|taking|starting|doing|getting|going on|adding)|fixin(?:g)? to|(?:is |are )?ordering|will order|(?:gp |doctor |doc )?said (?:to )?(?:take|try|start)|suggesting|recommending|advising|(?:told|advised)(?: me)? (?:to )?(?:take|try|start|do|have|get)|wants? (?:me on )?(?:bloods|tests?|a scan)|(?:looking|looked|look) (?:at|into)|(?:keep |kept )?tell(?:ing|s)? me to|(?:says?|said|thinks?|reckons?|mentioned) (?:maybe|possibly|perhaps|probably)|(?:want|wants|wanted|planning|plan|going|gonna) to (?:run|do|start|try) (?:my |a |the )?(?:first |next |another )?(?:cycle|course|round) of|going for|(?:booked|referred|referring|put)(?: me| us| him)?(?: in)? for|(?:is|are|'s|'re) (?:sending|referring|booking) (?:me|us|him)(?: in)? for|on the (?:waiting )?list for|(?:moving|move|moved) (?:on |straight |over )?to|(?:ask(?:ing)? (?:to|about|for) )?(?:switch|switching|swap|swapping|change|changing) (?:me |over )?(?:to|onto)|going straight to|next step is|(?:waiting (?:for|on)|need|needs|needed) (?:a|an|to (?:have|get|do|go for|book))|waiting to (?:book|have|get|hear|see|start|begin|do)|(?:were|was|are|am|is) (?:meant|supposed|due) to (?:start|have|begin|do|get)|offered|plan(?:s|ned|ning)? (?:to|on)|(?:going to|gonna) (?:start|try|take|begin|have|get|do|need|use|be|go on)|(?:want|wants|wanted|wanting) (?:me |him )?to(?! (?:know|ask|check|see|understand|find out)\b)|refer(?:s|red)? (?:me |us |him )?(?:for|to)|(?:leaning|leant|leaned) (?:towards?|to)|weighing up|deciding between|choosing between|(?:decide|choose) between|before (?:i |we )?(?:start|starting|begin|beginning|go on|going on|try|trying|take|taking|commit to)|before (?:giving|prescribing|putting me on|starting me on)|(?:might|may|could|will|wants? to|going to|gonna) put (?:me|him|us) on|ask(?:ed|ing)? (?:for|about)|(?:floated|raised|brought up)(?: the (?:idea|option|possibility) of)?|(?:wants?|wanted|wanting) (?:me to (?:have|get|do) |to (?:do|run|book|try) )?(?:a|an|another|more|some)|(?:is |are |was |were )?keen (?:for|on) (?:me|us|him) (?:to|trying|taking|starting|going on)|(?:wants?|wanted|wanting|would like) (?:me|him) on|ask(?:ed|s)? me (?:to )?(?:take|try|start|go on)|wanna|would like to|hop(?:e|ing) to|about to|(?:told|advised|asked|recommended|suggested)(?: me)? to|ask(?:ed|ing)? (?:my |the |a |our )?(?:gp|doctor|doc|urologist|consultant|nurse|specialist|clinic) (?:about|for|if|whether|re)|(?:recommends?|recommended|suggests?|suggested|advises?|advised|mentioned|discussed|proposed|(?:is|are|am|we're|i'm|were) (?:due|scheduled|set) to (?:start|have|begin|do|get)|(?:due|scheduled|booked in) for)|(?:might|may|could|would|should|will|'ll) (?:probably |likely |definitely |possibly |eventually |soon )?(?:need to |have to |be )?(?:start|try|take|begin|go on|get on|use|do|have|get|need))\b(?:\s+\S+){0,3}\s*$/;
// A colon after one opening word ("Age: 33", "Cigarettes: 5 a day") introduces its value, not
// a new clause; nor does "while" before what is being done ("pain while urinating"), nor the
// comma of a thousand ("£3,200").
const CLAUSE_BREAK =
  /,(?!(?<=\d,)\d{3}\b)(?<!(?:mon|tues|wednes|thurs|fri|satur|sun)day,(?= (?:and |& )?(?:mon|tues|wednes|thurs|fri|satur|sun)day\b))|;|(?<!^\s*(?:[\w-]+\s+){0,2}[\w-]+(?:\s*#\s*\d+)?(?:\s*\([^)]*\))?|\d):|\s-\s|\bbut\b|\bhowever\b|\balthough\b|\bthough\b|(?<!\ba )\bwhile\b(?! (?:i )?(?:pee|wee|\w+ing)\b)|(?<!\b(?:now|off|on|here|over|me|i)\s)(?<!\b(?:me|i) \(\d{2}\)\s)\band (?=(?:i|my|i'm|i've|im|ive|also|then|we|we've|we're|so do i|so am i|me too)\b)|(?<=\w\s)so (?=(?:i've|ive) (?:started|begun|gone on)\b)/g;

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  ...ONES,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  eighteen: 18,
  twenty: 20,
  thirty: 30,
  'a couple of': 2,
  'a couple': 2,
  'couple of': 2,
  couple: 2,
};
/** Units of how long, as said ("yrs", "a fortnight"), as a counted unit and how many of it. */
const UNITS: { pattern: RegExp; unit: string; times: number }[] = [
  { pattern: /^(?:days?)$/, unit: 'day', times: 1 },
  { pattern: /^(?:weeks?|wks?)$/, unit: 'week', times: 1 },
  { pattern: /^fortnights?$/, unit: 'week', times: 2 },
  { pattern: /^(?:months?|mths?|mos?)$/, unit: 'month', times: 1 },
  { pattern: /^(?:years?|yrs?)$/, unit: 'year', times: 1 },
  { pattern: /^decades?$/, unit: 'year', times: 10 },
];
const UNIT_DAYS: Record<string, number> = { day: 1, week: 7, month: 30, year: 365 };
const AMOUNT = String.raw`(\d+(?:\.\d+)?(?=\+?[\s-]*[a-z])|a few|few|a couple(?: of)?|couple of|couple|several|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|eighteen|twenty|thirty)`;
/** A counted amount (not "a"/"an", which "once a day" and "twice a week" also say). */
const COUNTED = AMOUNT.replace('|an?|', '|');
const UNIT = String.raw`\+?[\s-]*(days?|weeks?|wks?|fortnights?|months?|mths?|mos?|years?|yrs?|decades?)`;
const ABOUT = String.raw`(?:about |around |almost |nearly |over |at least |roughly |like |probably |maybe |well over |just over |more than |a good |the guts of |the best part of |best part of |approximately |approx |some )?`;
/** "a year and a half", "2 and a half years": counted in months. */
const HALF = new RegExp(
  String.raw`\b(?:for|over|been|had|trying|try|now)\b[^.,;]*?\b(an?|one|two|three|four|five|\d+|the (?:past|last))(?: good| solid| full)? (?:(?:years?|yrs?) (?:and |an )?(?:a )?half|and a half (?:years|yrs))\b|\b(an?|one|two|three|four|five|\d+) years? and (?:a )?half (?=already|now|so far)`,
);
const YEARS_AND_MONTHS =
  /\b(\d+|one|two|three|four|five|six) (?:years?|yrs?),? (?:and )?(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven) (?:months?|mths?)\b(?! ago)/;
const HALF_A_YEAR =
  /\b(?:for|over|been|had|trying|now|last|past)\b[^.,;]*?\b(?:about |nearly |almost |over )?half a year\b(?! ago)/;
const DURATION_PATTERNS = [
  // "quit 18 months ago after ten years on a pack a day", "off Lexapro for 3 months now after 4
  // years on it": how long it went on, before any time since it stopped.
  new RegExp(String.raw`\bafter ${ABOUT}${AMOUNT}\s*${UNIT} (?:on|of)\b`),
  // "stopped 4 months ago after a 10 week run": how long the run lasted.
  new RegExp(
    String.raw`\bafter (?:a |an |my )?${ABOUT}${AMOUNT}[\s-]*${UNIT} (?:run|cycle|course|stint|stretch|blast)\b`,
  ),
  // "gave up the cigarettes in 2015 after smoking forty years": how long it went on.
  new RegExp(
    String.raw`\bafter (?:smoking|drinking|vaping|using|taking|being on|doing)\b[^.;,]{0,40}?\b(?:for )?${ABOUT}${AMOUNT}\s*${UNIT}\b(?! ago)`,
  ),
  // "it's been 3 days": how long, said right after "been".
  new RegExp(
    String.raw`\b(?:it's|its|it has|has|that's|thats) been ${ABOUT}${AMOUNT}\s*${UNIT}\b(?! ago)`,
  ),
  // "been about a week", "it's been nearly a month": one of the unit.
  new RegExp(
    String.raw`\b(?:been|lasted|for) (?:about|around|nearly|almost|over|just over|roughly) (?:a|one)()\s*(days?|weeks?|months?|years?)\b(?! ago)`,
  ),
  // "first cycle of clomid (3 months)": how long, in brackets.
  new RegExp(String.raw`\(\s*${ABOUT}${AMOUNT}\s*${UNIT}\s*(?:\)|[,;]|$)`),
  // "for the past week", "over the last month": one of the unit.
  new RegExp(
    String.raw`\b(?:(?:for|over|in) the|for|over) (?:past|last) (?!few|couple)()${UNIT}\b`,
  ),
  // "the last fortnight I've also had an ache": the stretch, said first.
  new RegExp(
    String.raw`(?:^|[,;.]\s*|\band )the (?:past|last) ()(fortnight|week|month|year)\b(?! (?:of|in|before|after)\b)`,
  ),
  new RegExp(
    String.raw`\b(?:for|over) (?:(?:the )?(?:past|last) )?${ABOUT}(?:the (?:past|last) )?${AMOUNT}\s*${UNIT}\b(?! (?:a(?! (?:few|couple|while)\b)|per|each(?!\s*(?:[,.;!?]|$))|every|out of|in a)\b)`,
  ),
  new RegExp(String.raw`\b(?:the )?(?:past|last) ${AMOUNT}\s*${UNIT}\b`),
  // "on Flomax this past year": one of the unit.
  new RegExp(String.raw`\bthis past()\s*(weeks?|fortnights?|months?|years?)\b`),
  // "take finasteride 1 year": how long, after the thing taken.
  new RegExp(
    String.raw`\b(?:take|took|taking|using|used) (?:the |my )?[a-z][\w-]*(?: (?!(?:every|each|per|once|twice|an?)\b)[a-z][\w-]*)? ${ABOUT}${COUNTED}\s*${UNIT}\b(?! (?:ago|old|a|per|each|every|later|before|after|earlier|of)\b)`,
  ),
  // "after a 6 month course", "a 10-day course of doxy": how long a course went on.
  new RegExp(
    String.raw`\b(?:an?|the|my|one)\s+${COUNTED}[\s-]*${UNIT}(?: [a-z]+(?: (?:and|&) [a-z]+)?)? (?:course|cycle|prescription)\b`,
  ),
  // "stopped after a week", "came off it after 3 months": how long it went on.
  new RegExp(
    String.raw`(?<=\b(?:stopped|stop|quit|came off|gave (?:it |them )?up|binned (?:it|them)|ditched (?:it|them)|dropped (?:it|them)|packed (?:it |them )?in)\b(?: (?:it|them|taking it|taking them|using it))?\s)after ${ABOUT}${AMOUNT}\s*${UNIT}\b(?! ago)`,
  ),
  // "came off fin after 4 yrs": the same with the thing named between, for a counted time.
  new RegExp(
    String.raw`(?<=\b(?:stopped|stop|quit|came off|come off|gave up|give up|binned|ditched|dropped|packed in|left)\s+(?:the |my )?[a-z][\w-]*(?:\s+(?!after\b)[\w-]+){0,4}\s)after ${ABOUT}${AMOUNT}\s*${UNIT}\b(?! ago)`,
  ),
  new RegExp(
    String.raw`\b(?<!\b(?:can|pack|packet|pint|cup|glass|bottle|tablet|pill|one|joint|cig|cigarette|spliff)s? |(?<![a-z]\d*)\d\s*)${AMOUNT}\s*${UNIT}\+? (?:now|already|ago|and counting|so far|into|in on)\b`,
  ),
  // "clomid daily, now 8 weeks", "it is 2 months I am taking", "I take it 3 weeks": how long, said
  // after "now", "it is" or a use of "it".
  new RegExp(
    String.raw`\b(?:now|it is|it's|its) (?:now )?${ABOUT}${COUNTED}\s*${UNIT}\b(?! (?:ago|back|old|later|before|after|of|off|clean|sober)\b)`,
  ),
  new RegExp(
    String.raw`\b(?:take|taking|took|using|use|on) (?:it|them) ${ABOUT}${COUNTED}\s*${UNIT}\b(?! (?:ago|back|a|per|every)\b)`,
  ),
  // "Had it about a week": how long a symptom just named has been there.
  new RegExp(
    String.raw`\bhad (?:it|this|them) (?:for )?${ABOUT}${AMOUNT}\s*${UNIT}\b(?! (?:ago|back)\b)`,
  ),
  // "premature ejaculation has been an issue since…, maybe 2 years": a clause of only a time.
  new RegExp(
    String.raw`(?:^|;)\s*(?:(?:it's |its )?been )?(?:maybe |probably |about |around |roughly |nearly |almost |over |like |going on |for )?${AMOUNT}\s*${UNIT}\+?(?: now| or so|ish| and counting| so far)?\s*[.!?)]*\s*(?:;|$)`,
  ),
  // "3 months on clomid": that long on it.
  new RegExp(
    String.raw`(?:^\s*|[,;:(.!?]\s*|\b(?:been|now|about|nearly|over)\s+)${AMOUNT}\s*${UNIT} on\b(?! (?:from|since|and|(?:the |a )?(?:nhs )?waiting list)\b)`,
  ),
  // "on accutane 4 months", "on the T gel 18 months now": that long on it, said without "for".
  new RegExp(
    String.raw`\bon (?:the |my )?[a-z][\w-]*(?: (?!(?:every|each|per|once|twice|an?)\b)[a-z][\w-]*)? ${ABOUT}(?:${COUNTED}|an?(?= (?:year|month)\b))\s*${UNIT}\b(?! (?:ago|old|a|per|each|every|later|before|after|earlier|of)\b)`,
  ),
  // "TRT 3 yrs.", "clomid - 4 months": a stats line's name and how long, closing the clause.
  new RegExp(
    String.raw`^\s*(?:(?!(?:every|each|per|once|twice|in|for|about|the|last|past|next|first|after|before|since|over)\b)[a-z][\w-]*\s*){1,2}[-–:]?\s*${COUNTED}\+?[\s-]*(weeks?|wks?|fortnights?|months?|mths?|mos?|years?|yrs?|decades?)\b(?: now| so far| and counting)?\s*[.!?]*\s*$`,
  ),
  // "pregnyl twice a week, three weeks in": that far into it.
  new RegExp(String.raw`\b${AMOUNT}\s*${UNIT} in(?=\s*(?:[,;:.!?)]|$|now\b|and\b|so far\b))`),
  // "trying 14 months", "14 months ttc", "smoked 10 years"
  new RegExp(String.raw`\b(?:trying|ttc|try)(?: |\s*[:\-–]\s*)${ABOUT}${AMOUNT}\s*${UNIT}\b`),
  new RegExp(String.raw`\b${AMOUNT}\s*${UNIT} (?:of |into )?(?:ttc|trying)\b`),
  // "We try for baby 2 years": how long, after what is tried for.
  new RegExp(
    String.raw`\b(?:trying|try|ttc)(?: for| to have| to get)? (?:a |the |our )?(?:baby|child|kids?|pregnancy) ${ABOUT}${AMOUNT}\s*${UNIT}\b(?! ago)`,
  ),
  new RegExp(
    String.raw`\b(?:smoked|vaped|drank|used|took|taken|had|done|did)\s+(?:it\s+|them\s+)?${ABOUT}(?!(?:an?|one) (?:day|week|night)\b)${AMOUNT}\s*${UNIT}\b(?! (?:ago|back|old|a|per|each|every|after|before|later)\b)`,
  ),
  // "finished 2 weeks of doxy", "after 5 years of daily use": how long, said as a stretch of it.
  new RegExp(
    String.raw`\b(?<!\b(?:in|within|at|every|each|per|first|last|past|next)\s)${AMOUNT}\s*${UNIT}(?:'|')? (?:course |worth )?of\b(?! (?:age|ttc|trying|the|this|that|my|our)\b)`,
  ),
  // "for a good year": one of the unit.
  new RegExp(String.raw`\bfor (?:a|one) (?:good|solid|full|whole) ()(week|month|year)\b`),
  // "finished the fortnight of doxy": one fortnight.
  new RegExp(String.raw`\b(?:the|a|one) ()(fortnight)(?:'s)? (?:course )?of\b`),
  // "since 2 weeks", as some write "for 2 weeks"
  new RegExp(String.raw`\bsince ${AMOUNT}\s*${UNIT}\b(?! ago)`),
  new RegExp(String.raw`\b(?:lasted|lasting|going on for|going on) ${ABOUT}${AMOUNT}\s*${UNIT}\b`),
  // "been on T gel a year", "trying 2 years": a bare amount after a present perfect.
  new RegExp(
    String.raw`\bbeen\b(?:\s+[a-z'-]+){1,5}?\s+(?<!\b(?:times?|x)\s+)${ABOUT}(?!(?:an?|one) (?:day|week|night)\b)${AMOUNT}\s*${UNIT}\b(?! (?:a|per|each|every|out of|in a|ago|old|later|before|after|earlier)\b)`,
  ),
];

const SEVERE =
  /\b(?:severe(?:ly)?|terrible|excruciating|unbearable|agoni[sz]ing|intense|really bad|very bad|so bad|sharp|stabbing|killing me|worst|extreme)\b/;
const MODERATE = /\b(?:moderate|quite bad|pretty bad|bad|constant|annoying|nagging)\b/;
const MILD = /\b(?:mild|slight(?:ly)?|a bit|a little|dull|minor|niggl\w*|faint)\b/;
const SCORE = /\b(\d{1,2}) ?(?:\/|out of) ?10\b/;

interface Span {
  start: number;
  end: number;
}

interface Clause extends Span {
  /** Lower-cased text of the clause. */
  text: string;
}

const compiled = new Map<Term, RegExp>();
function regexOf(term: Term): RegExp {
  let regex = compiled.get(term);
  if (!regex) {
    regex = new RegExp(String.raw`(?<![\w-])(?:${term.words.join('|')})(?![\w-])`, 'g');
    compiled.set(term, regex);
  }
  return regex;
}

/** The clauses of a sentence, with offsets into the message. */
function clausesOf(lower: string, sentence: Span): Clause[] {
  const text = lower.slice(sentence.start, sentence.end);
  const clauses: Clause[] = [];
  let start = 0;
  for (const match of matchesIn(CLAUSE_BREAK, text)) {
    clauses.push({ start: sentence.start + start, end: sentence.start + match.index, text: '' });
    start = match.index + match[0].length;
  }
  clauses.push({ start: sentence.start + start, end: sentence.end, text: '' });
  return clauses
    .map((clause) => ({ ...clause, text: lower.slice(clause.start, clause.end) }))
    .filter((clause) => clause.text.trim().length > 0);
}

function sentencesOf(lower: string): Span[] {
  const spans: Span[] = [];
  // An emoji closes a sentence in chat as a full stop does ("fingers crossed 🤞 Been trying…").
  const breaks = /[.!?]+(?=\s|$)|\n+|\p{Extended_Pictographic}+\uFE0F?(?=\s)/gu;
  let start = 0;
  for (const match of matchesIn(breaks, lower)) {
    const end = match.index + match[0].length;
    spans.push({ start, end });
    start = end;
  }
  if (start < lower.length) spans.push({ start, end: lower.length });
  return spans.filter((span) => lower.slice(span.start, span.end).trim().length > 0);
}

function isQuestion(sentence: string): boolean {
  // "How long trying: 14 months": a form's question, answered.
  if (/^\s*how (?:long|often|much|many)\b[^:?]{0,30}:\s*\S/.test(sentence)) return false;
  const text = sentence
    .trim()
    .replace(
      /^(?:and|so|also|ok|okay|hi|hey|hello|yo|lads|guys|bro|bruv|mate|folks|please|pls|plz|sir|doc|doctor)\b[\s,]*/,
      '',
    )
    .replace(/^(?:quick (?:one|question|q)|question|q)\s*[:-]\s*/, '');
  // "Does anyone else get a dull ache after…?": the writer has it too.
  if (ANYONE_ELSE.test(text)) return false;
  if (ALWAYS_QUESTION.test(text) || UNMARKED_QUESTION.test(text)) return true;
  if (REQUEST_FOR_INFORMATION.test(text)) return true;
  return text.endsWith('?') && QUESTION_START.test(text);
}

/**
 * "I'm on clomid, can I add ashwagandha?", "Quick one - is a sauna bad?": in a sentence that
 * ends with a question mark, the question starts at the clause that opens like one; what comes
 * before it is still said of the writer.
 */
function opensQuestion(sentence: string, clause: string): boolean {
  return (
    sentence.trim().endsWith('?') &&
    // "…, so should I add clomid too?": the question opens after a joining word.
    QUESTION_START.test(clause.trim().replace(/^(?:so|and|but|or|also|then)\s+/, '')) &&
    !ANYONE_ELSE.test(clause.trim())
  );
}

/** Whether a negator governs the mention starting at `offset` of the clause. */
function isNegated(clause: string, offset: number): boolean {
  // "Smoking: never", "Alcohol - none": a form-like answer after the mention.
  if (DENIED_ANSWER.test(clause)) return true;
  const before = clause.slice(0, offset).replace(NEGATION_IDIOMS, ' ');
  // "never had surgery or a vasectomy": a negated list negates each of its items.
  if (NEGATED_LIST.test(before)) return true;
  const tokens = before
    .split(/[^a-z']+/)
    .filter(Boolean)
    .slice(-NEGATION_WINDOW);
  return tokens.some(
    (token) =>
      NEGATORS.has(token) ||
      token.endsWith("n't") ||
      /^(?:dont|didnt|havent|doesnt|isnt|wasnt|arent|cant)$/.test(token),
  );
}

/** The writer's use of "it" ("I only use it at weekends", "we have one most nights"). */
const USE_OF_IT =
  /\b(?:i|we)\b[^,;]{0,25}?\b(?:use|used|using|take|took|taken|taking|have|had|pop|popped|do|smoke|drink|need|needed|been on|on)\s+(?:it|them|one|these|those|both)\b|\b(?:we're|we are|i'm|im|i am) in (?:it|there)\b|\b(?:has|have|'s|'ve) (?:had|kept) (?:me|us) on (?:it|them|both|these|those)\b|\b(?:day|week) \d+ of (?:it|them)\b|\b(?:i'm|im|i am) on (?:day|week) \d+\b|^\s*which i (?:have |'ve )?(?:still |now |also )?(?:take|use|taken|used|been taking|been using)\b|^\s*(?:today is |it'?s |now )?(?:on )?(?:day|week) \d+(?: today| now)?\s*[.!]*\s*$/;
/** A clause of only how far in: "now 8 weeks", "about 4 months in", "week 4 here", "day 5 today". */
const HOW_FAR_IN = new RegExp(
  String.raw`^\s*(?:and |but |so )?(?:(?:i'm|im|i am|it's|it is|its|that's) )?(?:(?:now|already) (?:about |around |nearly |roughly |just over )?${COUNTED}\s*${UNIT}|(?:about |around |nearly |roughly |just over )?${COUNTED}\s*${UNIT}(?: now| in| so far| and counting)+|(?:day|week|month) \d+(?: here| now| today| in)?)\s*[.!]*\s*$`,
);
/** "I'm on day 3", "week 2 of it": how far into a course the writer is now. */
const COURSE_DAY =
  /\b(?:on|into) (?:day|week) \d+\b|\b(?:day|week) \d+ of (?:it|them)\b|^\s*(?:today is |it'?s |now )?(?:on )?(?:day|week) \d+/;
/** "I have been taking it for 6 weeks", "has had me on both for 4 months": all of them or one. */
const ALL_OF_THEM = /\b(?:them|both|these|those)\b/;
/** "Pulled my hamstring at five-a-side, I play every Sunday": the sport, said by playing it. */
const PLAYS = /^\s*(?:and |but )?(?:i|we) (?:still )?(?:play|train|go)\b/;

/** A question that says something of the writer: "my …", or a statement after a comma. */
const SELF_IN_QUESTION =
  /\bmy\b|,\s*(?:and |but |cos |because )?(?:i'm|im|i am|i've|ive|i have)\b|\b(?:am i|do i|did i|have i|i keep|i'm|im|i've|ive)\b|\bwhy (?:i|can't i|cant i|do i|am i) /;
/** A clause that is the writer's statement ("I'm 34 and on clomid"). */
const OWN_STATEMENT =
  /^\s*(?:and |but |cos |because |as )?(?:i'm|im|i am|i've|ive|i have|i've been|i had|i was|i take|i smoke|i drink)\b/;
/** "my" just before a mention: "why is my libido so low", "my low count of 8 million". */
const MY_BEFORE = /\bmy\s+(?:\S+\s+){0,2}$/;
/**
 * "Should I stop the Cialis before…?": asking whether to stop a medicine the writer takes (a
 * habit asked about this way is not said to be his: "should I stop the hot baths?").
 */
const STOP_ASKED =
  /\b(?:should|do|must|can|shall) i (?:stop|quit|come off|pause|keep taking|carry on(?: with| taking)?|continue(?: taking| with)?|still take|drop|ditch)\s+(?:taking |using )?(?:the |my )?$/;
/** The writer as the subject of a symptom asked about: "why am I always so tired?". */
const I_BEFORE =
  /\b(?:i|i'm|im|i've|ive|am i|do i|did i|have i|me)\s+(?:(?!(?:if|when|what|whether)\b)\S+\s+){0,4}$/;

/** Time since a habit stopped: "off the fags for a year", "sober 2 years", "quit … for". */
// "quit vaping after 4 years of it" is how long it went on, not time since.
const SINCE_STOP =
  /\b(?:quit|stopped|gave (?:it )?up|given (?:it )?up|packed (?:it )?in|off|sober|clean|free|teetotal|tee-total|t-total)\b(?: (?!after\b)\S+){0,3}? (?:(?:for|in|over) )?(?:about |almost |nearly |over )?(?:\d|an? |one |two |three |four |five |six |seven |eight |nine |ten |a few|a couple)/;
/** "went back on it", "started it again", "getting back into it": what was stopped, used again. */
const BACK_ON_IT =
  /\b(?:went|go|gone|been|am|i'm|im|got|now) back (?:on|to)\b(?! (?:the )?(?:meat|carbs|sugar)\b)|\b(?:got|been|was|were|i) restarted on\b|(?:^|[,;]\s*)back on\b|\bstarted (?:it |them |taking (?:it|them) )?(?:again|back)\b|\bpicked (?:it |them )?(?:back )?up again\b|\bstill do(?: now)?\b|\b(?:getting|got|get|gone|went) back (?:into|to) (?:it|them)\b/;
/** A denial that only says how long since ("don't smoke anymore", "not had a drink in 2 years"). */
const DENIED_SINCE =
  /\b(?:anymore|any more|no longer|since|(?:in|for) (?:over |about |almost |nearly |well over )?(?:years|ages|months|(?:\d+|an?|two|three|four|five|six|seven|eight|nine|ten|a few|a couple(?: of)?) (?:days?|weeks?|months?|years?|yrs?|decades?))\b)/;
const CAN_STOP = new Set(['lifestyle', 'medication', 'supplement']);

/**
 * Whether the duration is the time since a stop: "off the booze for a year" is, but in "on test
 * cyp for 2 yrs and came off 3 months ago" the stop has its own time and the 2 years are how long
 * the use went on.
 */
function saidWith(stopPattern: RegExp, text: string, timed: Timed | null): boolean {
  const stop = stopPattern.exec(text);
  if (!stop) return false;
  if (timed?.at === undefined) return true;
  return stop.index <= timed.at && timed.at <= stop.index + stop[0].length;
}
/** Lifestyle terms that are a state, not a habit with a frequency. */
const STATES = new Set(['sleep', 'diet', 'weight', 'stress']);

/**
 * A habit the writer denies only for a while ("I haven't smoked in 3 years", "I don't drink
 * anymore"): it is one they gave up. "Never" denies it outright.
 */
function stoppedFor(clause: string, offset: number, type: string): boolean {
  if (!CAN_STOP.has(type) || !isNegated(clause, offset) || isNotOwnFact(clause, offset))
    return false;
  const before = clause.slice(0, offset);
  if (/\b(?:never|none|without|neither|nor|non|zero|free)\b/.test(before)) return false;
  // "no longer taking metformin", "not on clomid anymore".
  return (
    DENIED_SINCE.test(clause.slice(offset)) || /\bno longer\b|\bnot\b.*\banymore\b/.test(before)
  );
}

const STOP_VERB =
  /\b(?:quit|quitting|stop|stopping|give up|giving up|pack in|cut (?:down|back)|kick|reduce)\b/;

/**
 * Not taken (yet) or set against, just before the mention: "refuse to take", "don't want to go
 * on", "reading about", "ordered some", "instead of", "X vs Y".
 */
const SET_AGAINST =
  /\b(?:refuse[sd]? to|(?:don't|do not|dont|didn't|did not|won't|wouldn't|never) (?:want|wanna|plan|intend)(?: to)?|reluctant to|not keen on|(?:reading|read|researching|researched|looking) (?:up )?(?:about|into|up on)|instead of|rather than|alternatives? to|avoid(?:s|ing|ed)?|steer(?:ing)? clear of|(?:stay|staying|keep|keeping) away from|compared (?:to|with)|(?:better|worse|safer|cheaper|dearer|stronger|weaker|more expensive|less expensive) than|vs\.?|versus)\s+(?:\S+\s+){0,3}?$/;
/**
 * Talked about as a topic, not taken: "the side effects of finasteride", "worried about clomid",
 * "heard good things about CoQ10", "would love to try cialis", "info on tongkat".
 */
const AS_A_TOPIC =
  /\b(?:(?:best|right|ideal|good) time to (?:do|have|get|take|start|book)|(?:leaflet|label|packet|insert|idea|option) (?:for|of|on|in)|side[- ]?effects?|risks?|dangers?|info(?:rmation)?|research|studies|study|thoughts|opinions?|reviews?|experiences?|advice|questions?|evidence|worried|worry|scared|afraid|nervous|concerned|paranoid|(?:heard|read) (?:good|bad|great|mixed|amazing|terrible|horror) (?:things|stories)|(?:would|'d) (?:love|like) to (?:try|take|get|go on)|keen to (?:try|take|get)|interested in|curious about|wondering about|asking about)\s+(?:(?:of|about|on|with|into|regarding|around|re|for|from)\s+)?(?:\S+\s+){0,2}?$/;
/** Someone unnamed: "a guy at the gym sells sarms", "people say…". */
const SOMEONE =
  /\b(?:a|some|this|that|one|another) (?:guy|bloke|fella|man|woman|lad|dude|geezer)\b|\b(?:someone|somebody|people|everyone|everybody|loads of (?:guys|blokes|people|lads))\b/;
/** "TRT clinics are everywhere", "TRT injections are out": the thing as a topic, not a use. */
const TOPIC_AFTER =
  /^\s*(?:clinics?|prices?|costs?|forums?|companies|providers?|packages?|deals?|subscriptions?|(?:is|are) (?:so |really |very |too |quite )?(?:expensive|cheap|pricey|dear|hard to (?:get|find)|impossible to get|available (?:on|online|over))|(?:\w+ )?(?:is|are) (?:out|not an option|off the table|a no go|a no-go)|(?:is|are) everywhere)\b/;
/** Said after the mention: "X vs Y", "prescribed X but never started it", "starting tomorrow". */
const NOT_YET_AFTER =
  /^([^.?!;]{0,80}?)\b(?:(?:never|haven't|have not|havent|hasn't|didn't|did not|ain't|aint|don't|dont|do not|not) (?:yet )?(?:actually |even |really )?(?:started|start|took|taken|take|used|use|tried|try|had|touched|touching|opened|needed|bought|ordered|got|picked up|picked (?:it|them) up(?: from (?:the |my )?[a-z']+)?|collected|filled)(?: (?:it|them|any|one|those|these|the prescription|either|a single (?:one|tablet|pill|dose)|(?:nothing|nutten|nuttin|anything) like (?:that|dat|it)))?(?: yet)?(?=\s*(?:[,.;!?]|$|but\b|because\b|cos\b|as\b))|(?<!\bbefore i )(?:starting|start|begin|beginning) (?:it |them )?(?:tomorrow|next|on (?:mon|tues|wednes|thurs|fri|satur|sun)day|this (?:week|weekend|month)|soon)|arriv(?:es|ing)|on order|in the post|(?:box|pack|packet) (?:is |are )?still (?:sealed|unopened)|(?:too )?(?:nervous|scared|worried|afraid|anxious|frightened) to (?:take|start|try|use) (?:it|them)|(?:isn't|is not|aren't|are not|not) (?:something|anything) (?:i've|ive|i have|i) (?:ever )?(?:tried|taken|used))\b|^([^.?!;]{0,90}?)\b(?:(?:i'm|im|i am|we're|we are) )?(?:holding off|hold off|held off|putting (?:it |them )?off|put (?:it |them )?off|on hold)\b/;
/**
 * Hearsay or a general claim in the clause before the mention: "heard viagra can help with PE",
 * "apparently saunas kill sperm".
 */
const HEARSAY =
  /\b(?:heard|read|saw|seen|apparently|supposedly|people say|they say|someone said|googled|online it says|(?:leaflet|label|packet|insert|internet|google|article|study|studies)\b[^,;.]{0,25}?\b(?:says|said|say|claims?))\b/;
const CLAIM =
  /\b(?:(?:is|are) (?:bad|harmful|dangerous|safe|fine|ok|okay|linked)|can|could|may|might|will|would|helps?|helped|causes?|caused|causing|affects?|good for|bad for|lowers?|raises?|boosts?|kills?|increases?|reduces?|fix(?:es)?|treats?|works? for)\b/;

/**
 * Someone's word about the thing, not the writer's use: "my GP said zinc and selenium might
 * help", "the consultant says TRT would shut down production", "mate reckons creatine is fine".
 * Only when no first person stands between the saying and the mention ("said I should take").
 */
const SAID_BEFORE =
  /\b(?:said|says|say|reckons?|thinks?|told (?:me|us)|mentioned|claims?|swears?|explained|warned(?: me| us)?)\b(?: that)?(?:\s+(?!(?:i|i'm|im|i've|ive|me|my|we)\b)\S+){0,4}?\s*$/;
const CLAIM_AFTER =
  /^[^,;.!?]{0,40}?\b(?:might|may|could|can|would|will|should|helps?|(?:is|are|isn't|aren't) (?:good|bad|fine|safe|ok|okay|better|worse|linked|known)|works?|kills?|lowers?|raises?|boosts?|shuts?|affects?|causes?|damages?|tanks?)\b/;

/** "The hot baths will have to go. I have one most nights.": the habit just named, had so often. */
const ONE_OF_IT =
  /^\s*(?:and |but |tbh |honestly )?i (?:have|do|take|use|get in|go in|smoke|drink|need) (?:one|it|them|that|those)\b/;
/** A sentence that opens with an amount: "Probably 30+ units a week.", "About 4 nights a week." */
const AMOUNT_OFTEN =
  /^\s*(?:(?:going|go|doing|training|lifting)\s+)?(?:(?:probably|about|around|roughly|maybe|usually|normally|typically|like|at least|easily|prob|approx)\.?\s+)?(?:\d|a few\b|a couple\b|one\b|two\b|three\b|four\b|five\b|six\b|seven\b|eight\b|ten\b|twenty\b)/;

/** A symptom said to be over: "has gone", "went away", "cleared up", "has settled". */
const GONE_AFTER =
  /^'s (?:all |completely |totally |now )?(?:gone|disappeared|cleared(?: up)?|settled)(?: completely| now| away| down)?\b|^[^,;.!?]{0,20}?\b(?:shrunk|shrank|shrunken)(?: away| down)?(?: to nothing)?\b|^[^,;.!?]{0,20}?\b(?:(?:has|have|had|is|are|was|were|'s)\s+(?:\w+\s+)?(?:gone|disappeared|cleared(?: up)?|resolved|settled(?: down)?)(?! (?:up|down|soft|on|off|weird|funny|bad|worse)\b)|went away|went down|gone down|(?:all |completely |totally )?gone(?: now)?(?=\s*(?:[,.;!?]|$|and\b))|cleared up|disappeared|resolved|(?:is |it's |its )?back to normal|(?:isn't|is not|isnt|aren't|are not) (?:an? )?(?:issue|problem)(?: any ?more)?)\b/;

/** "PE has never been an issue": named only to say it is not there. */
const NEVER_AN_ISSUE = /^\s*(?:has |have |'s |is |was )?never been (?:an? )?(?:issue|problem)\b/;

/** "…, gone today", "…, but it's gone now": the clause right after says it is over. */
const GONE_LATER =
  /^\s*[,;-]\s*(?:but |and )?(?:now no (?:more )?(?:pain|ache|swelling|burning)\b.*|(?:that'?s |thats |that is |it'?s |its |it is |it has |it|has |all |now )?\s*(?:all )?(?:gone|cleared up|went away|disappeared|settled(?: down)?|sorted)(?: now| today| since| by (?:the )?(?:next|morning|evening))?\s*[.!]?\s*)$/;

/** "starting hcg", "going on clomid": a start, which a time to come makes a plan. */
const STARTING =
  /\b(?:starting|start|begin|beginning|going on|going onto|moving to|switching (?:me )?(?:over )?to|due to start)\s+(?:\S+\s+){0,2}$/;
/** A time still to come in the clause of a procedure: the procedure is a plan. */
/** "doing IVF at the moment (transfer next week)": a procedure under way, not a plan. */
const UNDER_WAY = /\b(?:at the moment|currently|right now|in the middle of)\b/;
/** "Doctor say only ICSI is possible", "the clinic says IVF": a procedure advised, not had. */
const ADVISED_BEFORE =
  /\b(?:doctor|doc|gp|clinic|urologist|consultant|specialist|they)\s+(?:say|says|said|saying|suggest\w*|recommend\w*|advis\w*)(?: that)?(?: (?:only|we|need|needs|to|should|must|have|go|for|do|try|is|still|better|the|an?|option))*\s*$/;
const BOOKED_AFTER =
  /^\s*,?[^.;,]{0,25}?\b(?:all |both )?(?:booked|arranged|scheduled|pending|ordered|saving (?:up )?for|on the (?:waiting )?list)\b|^\s*(?:is|costs?|would (?:be|cost)|will (?:be|cost)) (?:about |around |roughly |like )?[£$€]\s?\d/;
const TO_COME =
  /\b(?:start|starting|begin|beginning|due)\b[^.;]{0,25}\bin (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\bstarts (?:on|in|next|at the)\b|(?<!\b(?:had|did|got|was|went|done|came|after)\b[^.]{0,40})\bon (?:mon|tues|wednes|thurs|fri|satur|sun)day\b(?! (?:and|but|it|which|showed|came)\b)|\b(?:next step|next (?:week|month|year|time|mon|tues|wednes|thurs|fri|satur|sun)\w*|tomorrow|later (?:this|in the|on this) (?:week|month|year)|later this|this coming|coming up|upcoming|in (?:a few|a couple of|\d+|two|three|four|six) (?:days|weeks|months)(?! ago)|(?:is|are) (?:on|at)(?= (?:mon|tues|wednes|thurs|fri|satur|sun)day\b| (?:the )?\d| (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*\b)|(?:is|are) (?:due|scheduled)\b)/;

/** "enclomiphene vs clomid", "is TRT better than clomid": a comparison, not a use. */
const COMPARED_AFTER =
  /^[^.?!;,]{0,30}?\b(?:vs\.?|versus|(?:better|worse|safer|cheaper|dearer|stronger|weaker|more expensive|less expensive) than(?! (?:before|ever|usual|normal|i (?:was|did|used))\b))(?!\w)/;

/** What follows a medicine says it is not taken yet, unless another thing is named by it. */
function notYet(rest: string): boolean {
  if (COMPARED_AFTER.test(rest) || TOPIC_AFTER.test(rest)) return true;
  const said = NOT_YET_AFTER.exec(rest);
  if (!said) return false;
  // "creatine every day, never touched gear": the "never" is about what it names, not before.
  // "… but never needed either": said of every one of them.
  if (/\b(?:either|both|any of them|all of them)\b/.test(said[0])) return true;
  const around = `${said[1] ?? said[2] ?? ''} | ${rest.slice(said[0].length, said[0].length + 30).split(/[,;]/)[0]}`;
  return ![medicationTerms, supplementTerms, lifestyleTerms].some((terms) =>
    terms.some((other) => matchesIn(regexOf(other), around).length > 0),
  );
}

/**
 * "me and my wife", "my wife and I": the couple, whose procedures are the writer's own; and
 * "me and my brother both take creatine": the writer among others.
 */
const COUPLE = new RegExp(
  String.raw`\b(?:me|i|myself)(?: \(\d{2}\))? (?:and|&|n) (?:my|the) (?:wife|partner|girlfriend|gf|missus|esposa|fianc\w*|other half|husband|hubby|hubs|dh|boyfriend|bf|fella)(?: \(\d{2}\))?(?!\w)|\b(?:(?:my|the) )?(?:wife|partner|girlfriend|gf|missus|esposa|fianc\w*|other half|husband|hubby|hubs|dh|boyfriend|bf|fella) (?:and|&|n) (?:i|me|myself)\b|\b(?:me|i|myself)(?: \(\d{2}\))? (?:and|&|n) my (?:\w+ )?${OTHER_PERSON}s?(?: \(\d{2}\))?(?= both\b)|\bmy (?:\w+ )?${OTHER_PERSON}s? (?:and|&|n) (?:i|me|myself)(?= both\b)`,
  'g',
);

/** Medicines and supplements: what is taken, as one kind in lists and references. */
function isTaken(fact: { type: string }): boolean {
  return fact.type === 'medication' || fact.type === 'supplement';
}

/** "I used to have no morning wood, but …": a symptom of the past, and the clause that says so. */
const USED_TO_HAVE = /\bused to (?:have|get|suffer|finish|come|cum|struggle)\b/;
/** "… and quit the", said just before the next thing named: that thing's stop. */
const STOP_FOR_NEXT =
  /\s(?:and|but|&)\s+(?:i\s+)?(?:(?:have|'ve)\s+)?(?:quit|stopped|gave up|given up|ditched|binned|dropped|packed in|cut out|knocked)\s+(?:the |my |on )?(?:\w+ )?$/;
const USED_TO_HAVE_BEFORE = new RegExp(String.raw`${USED_TO_HAVE.source}[^.;]{0,25}$`);

/** "every time I'm with my gf I finish in a minute": the other person is not the subject. */
const WITH_SOMEONE = new RegExp(
  String.raw`\b(?:with|to|around|beside|next to) (?:my|our|the) (?:\w+ )?(?:${OTHER_PERSON}|lads|boys|guys|fellas|fellows|crew|gang|bredren)s?\b`,
  'g',
);
/** What something the writer took did to him: "it gave me", "which made me". */
const SIDE_EFFECT_BEFORE =
  /(?:\b(?!(?:doctor|doc|gp|he|she|they|urologist|nurse|clinic|consultant|pharmacist|someone|mate|hospital|dr)\b)[\w-]+ |^\s*)(?:gave|made) me (?:feel )?(?:a |an |bad |terrible |awful |horrible |really bad |such )?$/;
const STOPPED_AFTER = /\b(?:so |and )?(?:i )?(?:stopped|quit|came off|binned|ditched|dropped)\b/;

/** The mention is about someone else, or only imagined. */
const GIVEN_TO_ME =
  /\b(?:gave|given|give|gives|sold|sells|sent|got|gets|sorted|put) me (?:on )?(?:some |a |an |the |my )?(?:[\w-]+ )?$/;
const DONE_AFTER =
  /^[\w-]+(?: [\w-]+)?\s*,?\s*(?:which|that) (?:i|we) (?:had|got|did)\b(?! (?:to|not|n't)\b)/;

function isNotOwnFact(clause: string, offset: number): boolean {
  const before = clause.slice(0, offset).replace(COUPLE, 'we').replace(WITH_SOMEONE, ' ');
  // "I want to quit smoking": the habit is real; only stopping it is planned.
  // "the doc mentioned my estradiol was high", "wants to up my clomid": what is already the
  // writer's is no plan.
  const intended =
    INTENDED.test(before) &&
    !STOP_VERB.test(before.slice(-40)) &&
    !/\bmy\s+(?:\S+\s+)?$/.test(before);
  // "My friend gave me test E", "my urologist recommended embolisation, which I had done 3
  // months ago": someone else's part in the writer's own use or procedure.
  if (DONE_AFTER.test(clause.slice(offset))) return false;
  const givenToMe = GIVEN_TO_ME.test(before);
  return (
    (THIRD_PARTY.test(before) && !givenToMe) ||
    HYPOTHETICAL.test(before) ||
    intended ||
    OPINION.test(before) ||
    SET_AGAINST.test(before) ||
    (HEARSAY.test(before) && CLAIM.test(clause)) ||
    SOMEONE.test(before) ||
    OPTION_AFTER.test(clause.slice(offset))
  );
}

function amountOf(word: string): number {
  if (word === '') return 1;
  const number = Number(word);
  return Number.isFinite(number) ? number : (NUMBER_WORDS[word] ?? 1);
}

interface Timed {
  duration: string;
  days: number | null;
  /** "a month ago": when something began or ended, which is a duration only while it goes on. */
  ago: boolean;
  /** "after ten years on it": how long a stopped habit went on, never time since it stopped. */
  lasted?: boolean;
  /** Where in the text read the duration's count was said. */
  at?: number;
}

/** Vague amounts stay as said ("a few weeks"); counted ones are written in digits ("2 years"). */
const VAGUE = new Set(['a few', 'few', 'several']);

/** "week 3 of clomid", "month 4 on TRT": the count said after its unit. */
const NTH = new RegExp(
  String.raw`\b(day|week|month|year) (\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (?:of|on|into)\b|(?:^\s*|\bon|,|\brn|\bnow|\bnow in|today is|it'?s|(?<=\b(?!(?:in|by|from|until|till|since|last|next|this|of|whole|all|every|each|a|the|per|that|same|first|stims?|cycle|round)\b)[a-z]+)(?= week\b)) (day|week|month) (\d+|one|two|three|four|five|six|seven|eight|nine|ten)(?= now\b| today\b| here\b|\s*(?:[,.;!?)]|$))`,
);

/** "TTC - 2 yrs", "TTC: 18 months": a stats line's time, after a dash or a colon. */
function dashedDuration(after: string): Timed | null {
  const said = /^\s*[-–:]\s*([^,.;\n]{1,16})/.exec(after);
  return said ? durationOf(said[1]!.trim()) : null;
}

function durationOf(text: string): Timed | null {
  const nth = NTH.exec(text);
  const nthAmount = nth?.[2] ?? nth?.[4];
  if (nth && nthAmount && !VAGUE.has(nthAmount)) {
    const amount = amountOf(nthAmount);
    const unit = (nth[1] ?? nth[3])!;
    return {
      duration: `${amount} ${unit}${amount === 1 ? '' : 's'}`,
      days: amount * UNIT_DAYS[unit]!,
      ago: false,
    };
  }
  // "for half a year": 6 months; "2 years 6 months": 30 months.
  if (HALF_A_YEAR.test(text)) return { duration: '6 months', days: 180, ago: false };
  const compound = YEARS_AND_MONTHS.exec(text);
  if (compound) {
    const months = amountOf(compound[1]!) * 12 + amountOf(compound[2]!);
    return { duration: `${months} months`, days: months * 30, ago: false };
  }
  const half = HALF.exec(text);
  if (half) {
    const months = (amountOf(firstGroup(half)!) * 12 + 6) | 0;
    return { duration: `${months} months`, days: months * 30, ago: false };
  }
  for (const pattern of DURATION_PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    // "run 4 times a week now", "4x a week now": how often, not how long.
    const before = text.slice(Math.max(0, match.index - 8), match.index);
    // "one jab every 12 weeks": how often, not how long.
    if (/(?:\b(?:times?|once|twice|every|each)|\b\d*x)\s*$/.test(before)) continue;
    // "a few weeks" is not a count: how long stays unsaid rather than guessed (a duration is
    // "N unit", as the contract's corrections require).
    if (VAGUE.has(match[1]!)) return null;
    const { unit, times } = UNITS.find((u) => u.pattern.test(match[2]!))!;
    const amount = amountOf(match[1]!) * times;
    return {
      duration: `${amount} ${unit}${amount === 1 ? '' : 's'}`,
      days: Math.round(amount * UNIT_DAYS[unit]!),
      ago: /\b(?:ago|back)\b/.test(match[0]),
      // "used to be a 20 a day man for about ten years": how long the habit lasted.
      lasted:
        match[0].startsWith('after') ||
        /\bused to\b[^.;]*$/.test(text.slice(0, match.index)) ||
        // "Drank for 20 years before that": how long it went on before it stopped.
        /^[^.;]{0,20}?\bbefore (?:that|then)\b/.test(text.slice(match.index + match[0].length)),
      at: match.index + Math.max(0, match[0].indexOf(match[1]!)),
    };
  }
  return null;
}

function severityOf(text: string): SymptomSeverity | null {
  const score = SCORE.exec(text);
  if (score) {
    const value = Number(score[1]);
    return value <= 3 ? 'mild' : value <= 6 ? 'moderate' : 'severe';
  }
  if (SEVERE.test(text)) return 'severe';
  if (MODERATE.test(text)) return 'moderate';
  if (MILD.test(text)) return 'mild';
  return null;
}

const NUMBER = String.raw`(?<!\b(?:every|each|for|per|x)\s)(?!(?<=\b(?:in|from|since)\s)(?:19|20)\d\d\b)(\d+(?:[.,]\d+)?)(?![.,]?\d)(?!\s*(?:days?|weeks?|months?|years?|yrs?|hours?|mg|times|x|am|pm|back|ago)\b)`;
/**
 * Words allowed between a lab term and its value ("was", "came back at", "of about"); never
 * "and", which starts the next result ("45% motility and 5% morphology"), unless the "and" goes
 * on to give the value ("checked my T and it was 280").
 */
const GAP = String.raw`(?:(?!and\s(?!(?:it|that)(?:'s| was| is| came)\b))(?:[^\d\s.!?;]+|(?<=\b(?:in|from|since)\s)(?:19|20)\d\d)\s+){0,5}?`;

const labRegexes = new Map<
  LabTerm,
  { after: RegExp; fromTo: RegExp; before: RegExp; alone: RegExp | null }
>();
function labRegexOf(term: LabTerm) {
  let regexes = labRegexes.get(term);
  if (!regexes) {
    const words = `(?:${term.words.join('|')})`;
    const units = `(${term.units.map((unit) => unit.pattern).join('|')})`;
    const unitPart = term.bareNumber ? `(?:\\s*${units})?` : `\\s*${units}`;
    regexes = {
      after: new RegExp(
        String.raw`(?<![\w-])${words}(?![\w-])[\s:=(]*${GAP}\(?${NUMBER}${unitPart}(?![\w])`,
        'g',
      ),
      // "my count went from 5 to 14 million": the value it went to.
      fromTo: new RegExp(
        String.raw`(?<![\w-])${words}(?![\w-])[^.;!?\d]{0,40}?\bfrom\s*\d+(?:[.,]\d+)?\s*(?:[a-z%/]+\s*)?(?:(?:in|back in|last) (?:\d{4}|[a-z]+)\s*)?(?:up |down )?to\s*${NUMBER}${unitPart}(?![\w])`,
        'g',
      ),
      before: new RegExp(
        String.raw`(?<![\w.])${NUMBER}\s*${units}\s+(?:\w+\s+){0,2}?${words}(?![\w-])`,
        'g',
      ),
      // "the analysis showed 12 million per ml": a unit only this test has names it alone.
      alone: term.selfEvidentUnit
        ? new RegExp(String.raw`(?<![\w.])${NUMBER}\s*(${term.selfEvidentUnit})(?![\w])`, 'g')
        : null,
    };
    labRegexes.set(term, regexes);
  }
  return regexes;
}

/**
 * "azoospermia", "zero sperm", "my count came back at zero", "SA came back zero", "zero on two
 * SAs": a count of 0 million/mL.
 */
const ZERO_COUNT =
  /\b(?:(?<=\b(?:sa|semen analysis|semen test|sperm test|spermi?ogram)\b[^.;!?]{0,25}?)(?:came back|showed|shows|was|is)(?: as| at)? (?:zero|nil|0)(?=\s*(?:[,.;!?)]|$|sperm\b|and\b|but\b|so\b))|(?:zero|nil) on (?:both|two|three|all|my|the|\d)(?: (?:of )?(?:my|the|them))? ?(?:sas|sa|tests|semen analys[ie]s|sperm tests)\b|azoospermi[ac]|azoo\b(?! to\b)|(?:zero|0|nil) sperm|no sperm (?:at all|found|seen|present|in (?:my|the) (?:sample|semen)|on (?:the|my) (?:test|sa|analysis|sample|last test|retest))|(?:sperm )?count(?:'s| has)? (?:came back |was |is |of |at |showed |now |still |currently |back to |down to |been )*(?:zero|nil|0)\b|(?<=\b(?:sas|semen analys[ie]s|sperm tests|tests)\b,? )(?:all|both) (?:zero|nil|0)\b|sperm (?:is |are |still |now |currently |at |was )*(?:zero|nil|0)\b(?! ?(?:\.\d|%|m\b|million|mil)))/g;
const COUNT_AFTER_TEST =
  /\b(?:sa|semen analysis|spermi?ogram|sperm test|semen test|repeat|retest|re-test|second test|follow-up)\b(?:\s*#\s*\d+)?(?:\s*\([^)]*\))?(?: (?:in|on|at|from|after|post) (?:\d+ )?[a-z]+(?: \d+)?)?(?: (?!(?:was|is|were|of)\b)[a-z]+){0,3}?\s*(?::|\s(?:showed|shows|said|says|came back(?: at| with)?|gave))\s*(\d+(?:\.\d+)?)\s*(?:m|mil|mill|million|mln)\b(?!\s*(?:%|l\b))/g;
/** "…, after: 16m": a later count opening a clause, once a count was given in the sentence. */
const LATER_COUNT_OPENING =
  /^\s*(?:after|post(?:-op)?|now|then|latest|second|2nd|retest|repeat)\s*[:=-]\s*(\d+(?:\.\d+)?)\s*(?:m|mil|mill|million|mln)\b(?!\s*(?:%|l\b))/;
const LATER_BEFORE_COLON =
  /\b(?:after|post(?:-op)?|now|then|latest|second|2nd|retest|repeat)\s*:\s*$/;
/** A count in millions opening a clause, and a semen test named just before its colon. */
const COUNT_OPENING = /^\s*(\d+(?:\.\d+)?)\s*(?:m|mil|mill|million|mln)\b(?!\s*(?:%|l\b))/;
const TEST_BEFORE_COLON =
  /\b(?:sa|semen analysis|spermi?ogram|sperm test|semen test|retest|repeat)\b[^:.;!?]{0,40}$/;
/** "still 8 mil on the repeat SA": a count said before the test it came from. */
const COUNT_BEFORE_TEST =
  /(?<![\w.])(\d+(?:\.\d+)?)\s*(?:m|mil|mill|million|mln)\b(?:\s*\/\s*ml)?(?= on (?:the|my) (?:last |latest |repeat |first |second |new |recent |most recent )?(?:sa|semen analysis|sperm test|test)\b)/g;
const SPERM_COUNT = labTerms.find((term) => term.term === 'sperm_concentration')!;
const SEMEN_VOLUME = labTerms.find((term) => term.term === 'semen_volume')!;
const SEMEN_REPORT =
  /\b(?:sa|semen|sperm|motility|motile|morph(?:ology)?|count|conc(?:entration)?)\b|\d\s*m(?:il+(?:ion)?)?\s*\/\s*ml\b/;
/** "after a bad SA - count 9, motility 18%": a bare count among semen results, in millions/mL. */
const BARE_COUNT =
  /\b(?:count|conc(?:entration)?) (?:of |was |is |came back (?:at )?|:\s*)?(\d{1,3}(?:\.\d+)?)(?![.,]?\d)(?!\s*(?:%|x\b|times|days?|weeks?|months?|years?|hours?|mg|ml|k\b|steps|a day|per|m\b|mil|million))/g;
const SEMEN_CONTEXT = /\b(?:sa|semen|sperm|motility|motile|morph\w*|volume|ttc)\b/;
/**
 * "I had my own SA last week, 28 million", "still 6 million. make it make sense": a number of
 * millions said alone, in a message about semen or trying, is a count when no count was read
 * yet, or when it is a later test's ("Second one in September was worse - 9 million"). Never
 * a reference value ("the normal is 16 million") or millions of something else.
 */
const MILLION_ALONE =
  /(?<![\w.$£€])(\d{1,3}(?:\.\d+)?)\s*(?:million|mil|mill|mln)\b(?:\s*(?:\/|per)\s*ml\b)?(?!\s*(?:%|l\b|(?:people|times|dollars|pounds|euros|quid|bucks|views|years|miles|steps|calories|users|men|guys|of|in)\b))/g;
const MILLIONS_CONTEXT =
  /\b(?:sa|semen|sperm\w*|swimmers|motil\w*|morph\w*|count|ttc|trying|conceive|fertility|azoo\w*|oligo\w*)\b/;
const REFERENCE_BEFORE =
  /\b(?:normal|norm|should be|needs? to be|at least|over|above|below|under|less than|more than|than|who|reference|min(?:imum)?|cut-?off|range|limit|average|from|up from|down from|target|aim|hoping for|want)\b[^.;!?\d]{0,12}$/;
const LATER_TEST_BEFORE =
  /\b(?:second|2nd|third|3rd|repeat|retest|re-test|latest|newest|most recent|follow-?up|this time|now|post)\b/;
/** "was 60 million then": a count the writer had before, not now. */
const EARLIER_AFTER = /^\s*(?:back )?(?:then|before|previously|originally|at first|at the time)\b/;
const BARE_VOLUME =
  /(?<![\w./])(\d{1,2}(?:\.\d+)?)\s*ml\b(?=\s*(?:[,;.)]|$|-|volume\b|(?:of )?(?:semen|ejaculate)\b|and\b))/g;

function labFact(
  term: LabTerm,
  value: number,
  unit: string | null,
  main_content: string,
): ExtractedFact {
  return {
    type: 'lab_result',
    term: term.term,
    name: term.name,
    main_content,
    duration: null,
    duration_days: null,
    frequency: null,
    severity: null,
    value,
    unit,
  };
}

function unitOf(term: LabTerm, said: string | undefined, value: number): string | null {
  if (!said) return term.unitWhenUnsaid?.(value) ?? null;
  const found = term.units.find((unit) => new RegExp(`^(?:${unit.pattern})$`).test(said.trim()));
  return found?.unit ?? null;
}

/**
 * How long and how often, for the facts of one clause: each fact reads only its own stretch of
 * the clause (from the end of the fact before it to the start of the next), so "I have been
 * tired for 2 months and drink every weekend" gives tiredness 2 months and weekly drinking,
 * never the other way round (issue 24).
 */
/** "for my", "because of the": a symptom named as what something else is for. */
const REASON_BEFORE = /\b(?:for|because of|due to) (?:my |the |his |a |an |me )?(?:\w+ )?$/;
/** A habit named as the cause of what comes before it ("after leg day", "at five-a-side"). */
const CAUSE_BEFORE = /\b(?:after|at|from|during|doing|playing)\s+(?:the |a |my )?$/;

function timeFacts(
  facts: Found[],
  clause: Clause,
  context: { spare: string; following: string },
  lower: string,
) {
  const { spare, following } = context;
  const ordered = [...facts].sort((a, b) => a.span.start - b.span.start);
  /** A medicine and the symptom it is taken for ("sertraline for anxiety"). */
  const reasons: [ExtractedFact, ExtractedFact][] = [];
  // "a sauna at the gym after every session, about 4 times a week": when no fact of the clause
  // says how often, the clause after says it of each.
  const noneOfOwn = ordered.every(
    (other) =>
      frequencyOf(lower.slice(other.span.start, other.span.end + 40), other.fact.type) === null,
  );
  ordered.forEach((item, index) => {
    const { fact } = item;
    if (fact.type === 'procedure') return;
    const after = index === 0 ? clause.start : ordered[index - 1]!.span.end;
    // "tired for 2 months and drink every weekend": what comes before an "and" belongs to
    // another statement, even when its own term is not in the vocabulary; so does what comes
    // before "alongside", "with", "plus" or "for the" ("anastrozole twice weekly alongside my
    // test cyp", "ibuprofen three times a day for the pain").
    const gap = lower.slice(after, item.span.start);
    const link = lastLink(gap);
    // "balls aching for 3 days after leg day": what comes before a habit named as a cause is
    // said of the fact before it.
    const cause = fact.type === 'lifestyle' && index > 0 && CAUSE_BEFORE.test(gap);
    const from = link === -1 ? after : after + link;
    // "Tylenol for headaches maybe twice a month": what is said after the reason a medicine is
    // taken for is said of the medicine too.
    const next = ordered[index + 1];
    const reason =
      next !== undefined &&
      (next.fact.type === 'symptom' || STATES.has(next.fact.term)) &&
      CAN_STOP.has(fact.type) &&
      REASON.test(lower.slice(item.span.end, next.span.start));
    if (reason) reasons.push([fact, next.fact]);
    const to = !next
      ? clause.end
      : reason
        ? (ordered[index + 2]?.span.start ?? clause.end)
        : next.span.start;
    // "tadalafil 5mg daily for my ED": what comes before a symptom named as the reason for
    // something is said of that thing, not of the symptom.
    const asReason =
      fact.type === 'symptom' && REASON_BEFORE.test(lower.slice(after, item.span.start));
    // "vit E for 4 months and quit the weed": a stop joined on before the next thing is its.
    const stopForNext = next ? STOP_FOR_NEXT.exec(lower.slice(item.span.end, to)) : null;
    const own = lower.slice(
      asReason ? item.span.start : from,
      stopForNext ? item.span.end + stopForNext.index : to,
    );
    const ownTime = cause ? lower.slice(item.span.start, to) : own;
    const alone = ordered.length === 1;
    const last = index === ordered.length - 1;
    // "Smoked 20 a day for 20 years, quit 3 years ago": a stop said on its own ends the habit.
    const spareFrequency = frequencyOf(spare, fact.type);
    // "letrozole, 2.5mg twice a week", "Proxeed, 2 sachets a day for 3 months": a clause of
    // only a dose and a time goes on about the last fact before it, not about one further off.
    // "stopped both a year ago. now just run twice a week": what goes on now, said with how
    // often, is not the stop's.
    // "Used to drink most nights, now it's just the weekends": how often now, said apart.
    const nowInstead =
      /\bused to\b/.test(own) && /^\s*(?:but |and )?(?:now|these days|nowadays)\b/.test(spare);
    const ownFrequency = frequencyOf(nowInstead ? `${own} ; ${spare}` : own, fact.type);
    const goesOnNow =
      ownFrequency !== null &&
      ownFrequency !== 'former' &&
      /\b(?:now|nowadays|these days|currently|still)\b/.test(own);
    fact.frequency =
      spareFrequency === 'former' && !goesOnNow
        ? 'former'
        : (ownFrequency ??
          (alone && !asReason ? frequencyOf(clause.text, fact.type) : null) ??
          (last || noneOfOwn ? frequencyOf(following, fact.type) : null));
    const inClause =
      durationOf(ownTime) ??
      (fact.type === 'symptom' && alone && !asReason ? durationOf(clause.text) : null);
    const said = inClause || !last ? null : durationOf(following);
    // "Clomid made me moody, quit after 6 weeks": how long a stop went on is not the symptom's.
    const afterwards = said?.lasted && fact.type === 'symptom' ? null : said;
    // "was given naproxen …, so I stopped after a week": how long a stopped use went on, said
    // with the stop in a clause apart.
    const spareTimed = durationOf(spare);
    let timed =
      inClause ??
      afterwards ??
      // "Clomid made me moody, quit after 6 weeks": how long a stop went on is not the symptom's.
      // "Sleep is a mess, …, and it's been like that for 2 years": a state's too.
      ((fact.type === 'symptom' || STATES.has(fact.term)) && alone && !spareTimed?.lasted
        ? spareTimed
        : null) ??
      (spareFrequency === 'former' && spareTimed?.lasted && CAN_STOP.has(fact.type)
        ? spareTimed
        : null);
    if (item.stopped) fact.frequency = 'former';
    // "came off citalopram in 2021, went back on it in 2022": stopped, then taken again.
    // "came off finasteride …, but … I went back on it": said anywhere later in the sentence.
    const restOfSentence = /^[^.!?]*/.exec(lower.slice(item.span.end))![0];
    const restarted =
      fact.frequency === 'former' && (BACK_ON.test(following) || BACK_ON_IT.test(restOfSentence));
    if (restarted) fact.frequency = null;
    // "sleeping 5 hours a night", "plant based diet, beers on a Saturday": a state is not
    // something done so often; only its end is recorded.
    if (STATES.has(fact.term) && fact.frequency !== 'former') fact.frequency = null;
    // "Keto for 8 months, lost 3 stone": a state changed is not a state that ended.
    if (
      STATES.has(fact.term) &&
      fact.frequency === 'former' &&
      !/\b(?:used to|no longer|not any ?more|any ?more|was|were|came off (?:it|them)|come off (?:it|them)|gave it up|stopped (?:it|doing)|quit (?:it|doing))\b/.test(
        // "Did keto for a year, came off it in the summer": a stop said after the first state.
        own + (index === 0 ? following : ''),
      )
    )
      fact.frequency = null;
    // "I quit vaping a month ago", "off the booze for a year", "haven't smoked in 3 years",
    // "…, sober 3 years now": the time is since it stopped, not how long it went on.
    // Where the duration was read, when it was read from `own` or `following`, so a stop with
    // its own time ("haven't smoked in 6 years (was 20 a day for 12 years)") is told apart.
    const readIn = timed === inClause && ownTime === own ? own : null;
    const sinceStop =
      saidWith(SINCE_STOP, own, readIn ? timed : null) ||
      (afterwards !== null &&
        saidWith(SINCE_STOP, following, timed === afterwards ? afterwards : null));
    const deniedSince = item.stopped && saidWith(DENIED_SINCE, own, readIn ? timed : null);
    if (
      fact.frequency === 'former' &&
      timed &&
      !timed.lasted &&
      (timed.ago || deniedSince || sinceStop)
    )
      timed = null;
    // "Diagnosed with depression 6 years ago": when a diagnosis was made is a date, not a time.
    if (timed?.ago && /\bdiagnos\w*\b/.test(clause.text)) timed = null;
    // "Stopped the gym for a year, now started back": the time was the pause, not the habit's.
    if (restarted && timed && !timed.lasted) timed = null;
    fact.duration = timed?.duration ?? null;
    fact.duration_days = timed?.days ?? null;
  });
  // "sertraline for anxiety for 4 years", "propranolol for anxiety, only before talks": how
  // often and how long are said of the medicine; the reason is named, not timed.
  for (const [medicine, symptom] of reasons) {
    medicine.frequency ??= symptom.frequency;
    if (medicine.duration === null) {
      medicine.duration = symptom.duration;
      medicine.duration_days = symptom.duration_days;
    }
    symptom.frequency = null;
    symptom.duration = null;
    symptom.duration_days = null;
  }
}

/**
 * The writer's own clause answering someone else's habit: a stop ("I quit 5 years ago", group
 * 1) or the same habit ("so do I", "me too").
 */
const ECHO =
  /^\s*(?:but |and |while |whereas |so )?(?:i|i've|ive|me|myself)\b(?:[^,;]*?\b(quit|quitted|stopped|gave (?:it |them )?up|packed (?:it |them )?in|kicked (?:it|the habit)|cut (?:it|them) out)\b| (?:do|too|as well|also)\b(?! not\b)[^,;]*$| (?:have |'ve )?(?:just )?(?:started|begun|started taking|started using|gone on)(?: (?:it|them|some))? (?:too|as well)\b)|^\s*(?:and |but )?(?:so|as) do i\b|^\s*(?:and )?me too\b|^\s*same (?:here|for me)\b|^\s*(?:but |and |so )?(?:i|we|i've|ive)\b[^,;]{0,15}?\b(?:use|take|taking|have|pop|do|need|tried|been taking|been using|using)\s+(?:it|them|one|some)\b/;

function blankFact(term: Term): ExtractedFact {
  return {
    type: term.type,
    term: term.term,
    name: term.name,
    main_content: '',
    ...NO_DETAILS,
  };
}

/** The writer's use of something said before: "I take 5g a day", "I have one most nights". */
const REFERENCE =
  /^\s*(?:on my (?:first|second|third|fourth|\d+(?:st|nd|rd|th)) (?:course|cycle|round|go)\b|(?:\d+(?:\.\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten) ?(?:days?|weeks?|months?|years?) in\b|\d+(?:\.\d+)? ?(?:mg|mcg|iu|ml|g)\b(?= (?:a|per|every|each|daily|weekly|twice|once|e[23]d|eod)\b))|^\s*(?:yes,? |yeah,? |well,? |and )?(?:(?:only |just )?(?:ask(?:ing)? |mention(?:ing)? (?:it )?)?(?:because|cos|as) )?(?:(?:i|i've|ive|i'm|im|we)\b (?:\w+ )?|(?=(?:been|took|used|stopped|quit|came off) ))(?:take|taking|took|use|using|have|having|had|do|doing|drink|drinking|smoke|smoking|been on|been taking|been using|on|stopped|quit|came off|go in|get in|sit in)\b(?= (?:(?:it|them|one|some|these|those|that|this|mine|ours)\b|(?<=(?:stopped|quit|came off) )(?:\d+|a|an|about|around|over|last|in)\b|(?:about |around |like )?[\d.]+ ?(?:[a-z]+ )?(?:mg|mcg|g|iu|ml|x|times|a|per|every|daily|each)\b|(?:every|most|each|daily|weekly|twice|once|a couple|a few)\b))/;

/** Habits, medicines and supplements a question names ("does creatine affect sperm?"). */
function namedIn(sentence: string): Term[] {
  const named: { term: Term; at: number }[] = [];
  for (const terms of [medicationTerms, supplementTerms, lifestyleTerms]) {
    for (const term of terms) {
      if (STATES.has(term.term)) continue;
      // "my mate says hot baths kill sperm, is that true? i have one most nights": what the
      // question names may be someone else's; the use said after it is the writer's.
      const match = matchesIn(regexOf(term), sentence).find(
        (candidate) => !isNegated(sentence, candidate.index),
      );
      if (match) named.push({ term, at: match.index });
    }
  }
  // In the order they were named: "is magnesium ok with clomid? I take it" takes the first.
  return named.sort((a, b) => a.at - b.at).map(({ term }) => term);
}

/** What a question may ask about that the writer then says is theirs ("… erections? Mine …"). */
const ASKED_SYMPTOMS: [RegExp, string][] = [
  [/\b(?:erections?|ed|erectile|getting hard|staying hard|morning wood)\b/, 'erection_problems'],
  [/\b(?:libido|sex drive|drive)\b/, 'low_libido'],
  [/\b(?:energy|tiredness|fatigue|tired)\b/, 'fatigue'],
  [/\b(?:mood|depression|anxiety)\b/, 'low_mood'],
];
/** "Because mine have been rubbish lately", "mine's been dodgy for 6 months". */
const MINE_IS_POOR =
  /^\s*(?:(?:because|cos|coz|cause|as|and|but|well|tbh|honestly)\b[\s,]*)*(?:mine|my own)\b(?:'s| is| are| has| have|'ve| was| were)?(?: been| got| gotten| gone| become)?(?: \w+ly)?(?: a bit| pretty| really| very| quite| so| totally| completely| absolutely| kinda| kind of| basically)? (?:rubbish|dodgy|bad|terrible|awful|crap|crappy|shit|shite|poor|weak|weaker|worse|low|lower|gone|non[- ]?existent|nonexistent|not great|not good|not (?:what|how) (?:it|they) used to be|hit and miss|patchy|off|down|shot|dead|useless|pathetic|on the floor|in the bin|nil|zero|an issue|a problem|struggling)\b/;

/** "Whats a normal sperm count? Mine was 8": the writer's own result of the test asked about. */
const MINE_WAS =
  /^\s*(?:(?:and|but|well|because|cos)\b[\s,]*)?(?:mine|my (?:own|result|results|level|levels|count|number|reading))\b(?:'s| is| was| were| came back| came in| came out| reads?| showed)?(?: as| at| about| around| only| just)* (\d+(?:\.\d+)?)\s*([a-z%/]+(?:\s*\/\s*[a-z]+)?)?/;

/** The unit said after a value, when it is one of the test's own. */
function unitSaid(term: LabTerm, said: string | undefined): string | undefined {
  return said && new RegExp(`^(?:${term.units.map((u) => u.pattern).join('|')})$`).test(said)
    ? said
    : undefined;
}

/** The value of a test said in the clause after its name ("…, last one was 1.2"). */
const LATER_RESULT =
  /^[^.;!?\d]{0,45}?[,;-]\s*(?:and |but )?(?:the |my )?(?:last one|latest one|latest|last|it|which|that|the result|result|results|reading|level)?\s*(?:was|is|were|came back|came in|showed|read|reads)(?:\s+(?:at|as|of|about|around|only|just|a))*\s+(\d+(?:\.\d+)?)\s*([a-z%]+(?:\s*\/\s*[a-z]+)?)?/;

/** "volume is low, like 1ml": a result judged, then its value. */
const JUDGED_RESULT =
  /^\s*(?:is|was|were|came back)\s+(?:very |really |quite |a bit |a little |pretty )?(?:low|high|borderline|normal|fine|ok|okay|poor|bad|good|decent)\s*[,:-]?\s*(?:like|about|around|only|just|at)?\s*(\d+(?:\.\d+)?)\s*([a-z%]+(?:\s*\/\s*[a-z]+)?)?/;

/** "a low count, 7 million": the value right after a comma, only with its unit. */
const COMMA_RESULT =
  /^\s*(?:result|results|reading|level|score|back)?\s*[,:-]\s*(?:about |around |only |just )?(\d+(?:\.\d+)?)\s*([a-z%]+(?:\s*\/\s*[a-z]+)?)/;

const labWords = new Map<LabTerm, RegExp>();
function labWordsOf(term: LabTerm): RegExp {
  let regex = labWords.get(term);
  if (!regex) {
    regex = new RegExp(String.raw`(?<![\w-])(?:${term.words.join('|')})(?![\w-])`);
    labWords.set(term, regex);
  }
  return regex;
}

function askedLabsIn(sentence: string): LabTerm[] {
  return labTerms.filter((term) => labWordsOf(term).test(sentence));
}

function askedSymptomsIn(sentence: string): Term[] {
  return ASKED_SYMPTOMS.filter(([words]) => words.test(sentence)).map(([, term]) =>
    symptomTerms.find((candidate) => candidate.term === term)!,
  );
}

/**
 * A level measured, not a supplement taken: "vitamin D level came back at 28", "low B12",
 * "deficient in magnesium", "zinc was 9".
 */
const MEASURED_BEFORE =
  /\b(?:low|deficient in|lacking in|short of|measured|checked|tested) (?:my )?$/;
const MEASURED_AFTER =
  /^\s*(?:on the (?:low|high) side|levels?|deficien\w*|insufficien\w*|(?:blood )?tests?|came back|results?|reading|(?:is|was|were|at|of)\s*(?:only |just |a )?(?!\d{1,2}[:.]\d\d\b|\d{1,2}\s*(?:am|pm)\b)(?:\d|low|high|normal|fine|ok|okay))/;

function isMeasured(clause: string, match: RegExpExecArray): boolean {
  return (
    MEASURED_BEFORE.test(clause.slice(Math.max(0, match.index - 30), match.index)) ||
    MEASURED_AFTER.test(clause.slice(match.index + match[0].length))
  );
}

/**
 * A percentage just before a term ("38% motility"): the term's value, said first; not when the
 * percentage is the value of a term just before it ("motility 38% morphology 3%").
 */
const VALUE_JUST_BEFORE =
  /(?<!\b(?:motility|motile|mot|morph\w*|progressive|prog|dfi|frag\w*|forms?|fragmentation index)\s*[:=]?\s*)(?<![\d.,])\d+(?:[.,]\d+)?\s*(?:%|percent|per cent)\s*(?:my\s+)?$/;
/** The value a result went to, after the one it went from. */
const LATER_VALUE = /^\s*(?:up |down )?to\s+(\d+(?:[.,]\d+)?)/;
const PERCENT_TO = new RegExp(String.raw`${LATER_VALUE.source}\s*%`);
/**
 * The same result given again just after ("9.8 and 10.4 nmol/l", "11 million on the first test
 * and 14 on the second", "280 -> 610", "4.9, then 3.1", "8.2 before clomid, now 19.6"): the
 * later value is the latest. The
 * second number must stand alone (no "%", no other test's name after it), so "count 15 million
 * and 40% motility" is two results.
 */
const THEN_VALUE =
  /^\s*(?:before (?:starting |i started |going on |the |my )?[a-z-]+\s*|(?:(?:on|at|in|for) )?(?:the|my) (?:first|1st|initial|last)(?: (?:test|one|sample|go|try|check|reading|time))?\s*|(?:at|in) the (?:start|beginning)\s*|(?:\d+|an?|one|two|three|four|five|six) (?:days?|weeks?|months?|years?) ago\s*|(?:in|on|at|from|back in) (?:jan\w*|feb\w*|march|april|may|june|july|aug\w*|sept?\w*|oct\w*|nov\w*|dec\w*|(?:19|20)\d\d|the (?:spring|summer|autumn|winter))\s*|last (?:year|month|week|time)\s*)?(?:,\s*|\s+)?(?:and then|and later|but now|and now|now|then|second|2nd|and|->|-->|→|=>|>)\s*(?:(?:on the|it was|it's|its|was|is|now|to|at|came back at|came back|it|(?:in|by) (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)\s+)*(\d+(?:[.,]\d+)?)(?![.,]?\d)(?=\s*(?:%\s*)?(?:$|[,.;!?)]|on (?:(?:the|my) )?(?:second|2nd|retest|repeat|next|latest|last)|(?:nmol|ng|pg|iu|mil|million|m\/ml)\b|now\b|after\b|this (?:time|year|month|week)\b|the (?:second|next|last) time\b|on the (?:retest|repeat)\b|(?:an?|\d+|one|two|three|four|six) (?:days?|weeks?|months?) later\b))/;
/**
 * The value a result was given again later in its sentence, which is the latest: "went from 2.1
 * to 3.8" (`said` ends with the "from"), and, for a result said after its name, "9 and then 14"
 * in its own clause or "…, then 1.6" and "…, repeated and it was 3.1" in a clause after.
 */
function laterValue(
  said: string,
  rest: string,
  restOfSentence: string,
  named: boolean,
): string | undefined {
  if (/ from\s*\S+$/.test(said)) return LATER_VALUE.exec(rest)?.[1];
  // "motility 22% to 40%": a percentage, then the one it went to.
  if (/%\s*$/.test(said)) {
    const to = PERCENT_TO.exec(rest);
    if (to) return to[1];
  }
  if (!named) return undefined;
  const then = THEN_VALUE.exec(rest);
  if (then) return firstGroup(then);
  // "Total T was 9.1, then 10.4, latest 12.6": each later value in turn, the last the latest.
  let next = NEXT_CLAUSE_VALUE.exec(restOfSentence);
  let latest = next;
  let tail = restOfSentence;
  while (next) {
    latest = next;
    tail = tail.slice(next.index + next[0].length);
    next = NEXT_CLAUSE_VALUE.exec(tail);
  }
  const again = latest ?? RETEST_VALUE.exec(restOfSentence);
  return again ? firstGroup(again) : undefined;
}
/** "…, had bloods again last week and it's 455": a retest told in passing, and what it gave. */
const RETEST_VALUE =
  /^[\s,;]*[^\d;.!?]{0,50}?\b(?:again|retest\w*|repeat\w*|rechecked|redone|latest|most recent)\b[^\d;.!?]{0,50}?\b(?:it's|it is|its|it was|came back(?: at)?|now at|now)\s+(\d+(?:[.,]\d+)?)(?=\s*%?\s*(?:$|[,.;!?)]))/;
/**
 * "… was 4.9, repeated and it was 3.1", "…, then 1.6": a clause after the result giving only
 * a new value.
 */
const NEXT_CLAUSE_VALUE =
  /^[\s,;]*(?:(?:and |but )?(?:then|now|second|2nd|latest|last|the (?:one|test|reading|result) (?:in|from|on|done in|taken in) [a-z]+|(?:in|by) (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]* it)(?: after (?:\d+|an?|one|two|three|four|five|six) (?:days?|weeks?|months?))? (?:it was |it's |it is |its |was |came back (?:at )?|now |at )*(\d+(?:[.,]\d+)?)(?![.,]?\d)(?=\s*(?:[a-z%/]+\s*)?(?:$|[,.;!?)]|after (?:\d+|an?|one|two|three|four|five|six|ten|twelve) (?:days?|weeks?|months?)\b|on (?:(?:the|my) )?(?:repeat|retest|second)\b|(?:an?|\d+|one|two|three|four|six) (?:days?|weeks?|months?) later\b))|(?:and |but |then )*(?:(?:repeated|redone|retested|rechecked|retest(?:ed)?|second (?:test|one)|the repeat)\b[^\d;]{0,20}?)(?:it was |it's |its |was |came back (?:at )?|showed |now )+(\d+(?:[.,]\d+)?)(?=\s*(?:$|[,.;!?)])))/;

/**
 * Between a medicine and the symptom it is for ("Tylenol for my headaches") or taken when it
 * comes ("ibuprofen when the ache gets bad", "co-codamol if I get a migraine").
 */
const REASON =
  /^[^,;]{0,40}?\b(?:for|because(?: of)?|due to|to help with|to treat|against) (?:my |the |his |a |an |ma |me )?(?:\w+ )?$|^[^,;()]{0,25}?\(\s*$|^[^,;]{0,15}?\b(?:when(?:ever)?|if|anytime) (?:the |my |it |it's |its |it is |i (?:get|have|feel) (?:a |an |the |any )?)?(?:\w+ )?$/;

/** Words that join a second thing to the first without saying more about it. */
const LINK =
  /\b(?:(?<!\b(?:now|on|off) )and|(?<=\bnow )and(?! (?:then|again)\b)|(?<=\bon )and(?! off\b)|(?<=\boff )and(?! on\b)|alongside|along with|together with|with|plus|as well as|on top of|for (?:the|my))\s/g;

/** Where the text after the last joining word of `gap` starts, or -1 when there is none. */
function lastLink(gap: string): number {
  let end = -1;
  for (const match of matchesIn(LINK, gap)) end = match.index + match[0].length;
  return end;
}

/**
 * The clauses right after clause `index` that carry no fact and no subject of their own ("2.5mg
 * twice a week", "about 10 a day"): they go on about that clause. "… and we have been trying
 * for 14 months" has a subject, so it is a statement of its own.
 */
function followingOf(clauseFacts: { clause: Clause; facts: Found[] }[], index: number): string {
  const texts: string[] = [];
  for (const { clause, facts } of clauseFacts.slice(index + 1)) {
    if (facts.length > 0 || FIRST_PERSON.test(clause.text) || THIRD_PARTY.test(clause.text)) break;
    // "omeprazole for reflux, plus Gaviscon when it flares up": something else, named.
    if (ANOTHER_THING.test(clause.text)) break;
    texts.push(clause.text);
  }
  return texts.join(' ; ');
}

/** A clause that adds another thing by name ("plus Gaviscon", "and a statin"). */
const ANOTHER_THING =
  /^\s*(?:plus|and|also|as well as|along with)\s+(?:an? |the |some )?(?!(?:i|it|its|it's|them|they|that|this|about|around|like|maybe|every|each|once|twice|daily|weekly|most|only|just|now|then|still|again|for|since|when|whenever|if|on|off|at|in|not|no|never)\b)[a-z]{3,}\b/;

/**
 * How often and how long, said with a later mention of the same term, complete the first
 * fact; a stop said later ends it ("smoked for 10 years, quit smoking last year").
 */
function completeFromRepeats(facts: Found[], lower: string) {
  for (const { fact, span, repeatOf } of facts) {
    if (!repeatOf) continue;
    const first = repeatOf.fact;
    // "smoked a pack a day until I was 30, now vape occasionally": what holds now wins.
    // "not smoking anymore, but I still vape": the habit goes on.
    const now =
      /\b(?:now|these days|nowadays|currently|still)\b/.test(
        lower.slice(Math.max(0, span.start - 25), span.start),
      ) ||
      /\b(?:switched|moved|changed|swapped|went)\b[^.;]{0,25}?\b(?:to|onto)\s+(?:\S+\s+)?$/.test(
        lower.slice(Math.max(0, span.start - 30), span.start),
      ) ||
      // "don't smoke any more but vape 6 a day", "… but started on snus".
      /\bbut\s+(?:i\s+)?(?:still\s+|now\s+)?(?:(?:started|got) on\s+|switched to\s+)?$/.test(
        lower.slice(Math.max(0, span.start - 30), span.start),
      ) ||
      /^\s*(?:\w+\s+){0,2}?instead\b/.test(lower.slice(span.end, span.end + 25));
    // "packed it in 3 years ago. Only have the odd beer at weddings now": now after the mention.
    const nowAfter = /^[^.;]{0,40}?\bnow\b/.test(lower.slice(span.end, span.end + 45));
    // "on ramipril, was on lisinopril before that": two medicines of one kind, and the one still
    // taken is what holds.
    if (isPredecessor({ fact, span, repeatOf }, lower) && fact.frequency === 'former') continue;
    // "Vape about 10 times a day. Quit the fags 2 years ago": one kind given up under its own
    // name, while another of the same habit goes on as often as it was said to.
    if (
      namedOtherwise({ fact, span, repeatOf }, lower) &&
      fact.frequency === 'former' &&
      first.frequency &&
      first.frequency !== 'former'
    )
      continue;
    if ((now || nowAfter) && fact.frequency !== 'former' && first.frequency === 'former') {
      first.frequency = fact.frequency;
      first.duration = fact.duration;
      first.duration_days = fact.duration_days;
    } else if (now && fact.frequency !== 'former')
      first.frequency = fact.frequency ?? (first.frequency === 'former' ? null : first.frequency);
    else if (fact.frequency === 'former' || first.frequency === null)
      first.frequency = fact.frequency;
    // "Finished a 2 week course of doxy": how long a stopped use lasted completes it too.
    if (first.duration === null) {
      first.duration = fact.duration;
      first.duration_days = fact.duration_days;
    }
  }
}

/** "was on lisinopril before that": what was taken before the one named first. */
const BEFORE_THAT =
  /^[^.;,]{0,25}?\b(?:before (?:that|this|it|them)|previously|prior to (?:that|this))\b/;

/** A later mention of the same kind of medicine under another name, said to come before it. */
function isPredecessor(found: Found, lower: string): boolean {
  return (
    namedOtherwise(found, lower) &&
    BEFORE_THAT.test(lower.slice(found.span.end, found.span.end + 40))
  );
}

/** A later mention of the same term in other words ("lisinopril" after "ramipril", "fags"). */
function namedOtherwise({ span, repeatOf }: Found, lower: string): boolean {
  return (
    repeatOf !== undefined &&
    lower.slice(span.start, span.end) !== lower.slice(repeatOf.span.start, repeatOf.span.end)
  );
}

/**
 * "Cialis daily for 2 years, switched to sildenafil in March": what was switched away from is
 * over (a switch within one habit, "rollies, then switched to vaping", stays one current fact).
 */
function switchedAway(facts: Found[], lower: string) {
  const ordered = [...facts].sort((a, b) => a.span.start - b.span.start);
  for (let index = 0; index < ordered.length - 1; index += 1) {
    const { fact, span } = ordered[index]!;
    const next = ordered[index + 1]!;
    if (fact.type !== next.fact.type || fact.term === next.fact.term) continue;
    if (!CAN_STOP.has(fact.type) || fact.frequency === 'former') continue;
    if (SWITCHED_TO.test(lower.slice(span.end, next.span.start))) fact.frequency = 'former';
  }
}
const SWITCHED_TO =
  /^[^.;]{0,60}?\b(?:switched|swapped|moved|changed)(?: (?:me|him|it|over))? (?:to|onto|for)\s+(?:\S+\s+){0,2}$/;

/** What may stand between items of one list ("smoke about 5 joints": an amount too). */
const LIST_GAP =
  /^(?:\s*(?!(?:for|to|because|but|when|if|then|with|without|since|after|before|until|except|not|no|never|stopped|quit|from|who|which|that|she|he|her|his|my|wife|partner|every|each|daily|weekly|now)\b)[a-z][\w-]*(?=\s*(?:&|\+|\band\b|\bn\b)))?(?:\s|,|&|\+|\b(?:and|n|or|about|around|maybe|like|an?|some|the|extra|also|\d+(?:\.\d+)?\s?(?:mg|mcg|µg|ug|iu|g|ml|k)?|few|couple|of)\b)*(?:\b(?:an?|some|the) [a-z']{3,}\s*)?$/;

/**
 * "vitamin D, zinc and fish oil every day": items of one list share what is said after the
 * list, even when its commas cut the sentence into clauses.
 */
/** Items one list can hold: one type, or what is taken ("folic acid and thyroxine daily"). */
function sameKind(a: ExtractedFact, b: ExtractedFact): boolean {
  return a.type === b.type || (isTaken(a) && isTaken(b));
}

/** A time since, said right after the last item of a list that was stopped. */
const STOPPED_AGO_AFTER =
  /^\s*(?:about |around |over |nearly |almost |roughly |like )?(?:\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|a few|a couple of) (?:days?|weeks?|months?|years?) ago\b/;

function shareAlongLists(facts: Found[], lower: string) {
  const ordered = [...facts].sort((a, b) => a.span.start - b.span.start);
  const gapAfter = (index: number) =>
    lower.slice(ordered[index]!.span.end, ordered[index + 1]!.span.start);
  /** Whether item `index` and the next are items of one list (brackets between them aside). */
  const listedWithNext = (index: number) =>
    sameKind(ordered[index]!.fact, ordered[index + 1]!.fact) &&
    LIST_GAP.test(gapAfter(index).replace(/\([^)]*\)/g, ' '));
  /** Where the list that item `index` belongs to starts. */
  const listStart = (index: number) => {
    let first = index;
    while (first > 0 && listedWithNext(first - 1)) first -= 1;
    return ordered[first]!.span.start;
  };
  for (let index = ordered.length - 2; index >= 0; index -= 1) {
    const item = ordered[index]!.fact;
    const next = ordered[index + 1]!;
    const gap = lower.slice(ordered[index]!.span.end, next.span.start);
    if (!sameKind(item, next.fact) || !LIST_GAP.test(gap.replace(/\([^)]*\)/g, ' '))) continue;
    if (!STATES.has(item.term)) item.frequency ??= next.fact.frequency;
    // "I used to smoke weed every day": the stop is said once, for the whole list.
    // "quit smoking, drinking and caffeine": a stop before a list of -ing habits stops each.
    const gerunds =
      /^\s*(?:,\s*(?:and\s+)?|and\s+|&\s*)$/.test(gap) &&
      /ing$/.test(lower.slice(next.span.start, next.span.end));
    // "stopped the creatine and protein shakes": a pair of things, stopped together.
    const pair = /^\s*(?:and|&)\s*(?:the |my )?$/.test(gap);
    if (
      item.frequency === 'former' &&
      CAN_STOP.has(next.fact.type) &&
      (!/,|\band\b/.test(gap) || gerunds || pair)
    ) {
      next.fact.frequency = 'former';
      // "quit smoking and drinking 6 weeks ago": the time is when the pair stopped, not how
      // long either went on.
      if (STOPPED_AGO_AFTER.test(lower.slice(next.span.end, next.span.end + 40))) {
        next.fact.duration = null;
        next.fact.duration_days = null;
      }
    }
    if (item.duration === null) {
      item.duration = next.fact.duration;
      item.duration_days = next.fact.duration_days;
    }
  }
  // "Was on CoQ10, selenium and a multi for 6 months", "no longer on any of these: clomid,
  // nolva, adex", "PCT'd with clomid and nolva": a list said right after "was on" or a stop, or
  // as the course after a cycle, is over, each of it.
  for (let index = 0; index < ordered.length; index += 1) {
    const { fact } = ordered[index]!;
    if (fact.frequency !== null || !CAN_STOP.has(fact.type)) continue;
    const start = listStart(index);
    const before = lower.slice(Math.max(0, start - 45), start);
    // An item after a stopped one, in a list said right after the stop; or any item of a list
    // said after "no longer on".
    const afterStopped =
      index > 0 && listedWithNext(index - 1) && ordered[index - 1]!.fact.frequency === 'former';
    if ((afterStopped && STOP_BEFORE_LIST.test(before)) || NO_LONGER_LIST.test(before))
      fact.frequency = 'former';
  }
  // "Over the past month my testicle has become swollen and tender": symptoms listed together
  // share how long they have gone on, said before them as well as after.
  for (let index = 0; index < ordered.length - 1; index += 1) {
    const { fact } = ordered[index]!;
    const next = ordered[index + 1]!.fact;
    if (fact.type !== 'symptom' || next.type !== 'symptom' || next.duration !== null) continue;
    if (fact.duration === null || !LIST_GAP.test(gapAfter(index))) continue;
    next.duration = fact.duration;
    next.duration_days = fact.duration_days;
  }
  // "after 6 months of CoQ10 and zinc": a stretch said before a list is each item's.
  let runStart = -1;
  for (let index = 0; index < ordered.length - 1; index += 1) {
    const item = ordered[index]!;
    const next = ordered[index + 1]!;
    if (runStart === -1 || runStart > item.span.start) runStart = item.span.start;
    const listed = listedWithNext(index);
    if (!listed) {
      runStart = -1;
      continue;
    }
    if (item.fact.duration === null || next.fact.duration !== null) continue;
    if (!STRETCH_BEFORE.test(lower.slice(Math.max(0, runStart - 30), runStart))) continue;
    next.fact.duration = item.fact.duration;
    next.fact.duration_days = item.fact.duration_days;
  }
}

/** What ends a whole list said right after it: "was on", "finished 6 months of", "stopped". */
const NO_LONGER_LIST =
  /\bno longer (?:on|taking|using)(?: any of(?: the following| these| them)?)?\s*:?\s*$|\b(?:pct'?e?d|did (?:my |a )?pct) (?:with|on)\s+$/;
const STOP_BEFORE_LIST =
  /\b(?:(?:was|were|had been) (?:also )?(?:on|taking|using)|finished(?: (?:\d+|a|an|one|two|three|six) \w+ of)?|stopped(?: taking)?|quit|came off|dropped|gave up)\s+(?:the |my |all )?$/;

/** A stretch of time said just before a list: "6 months of", "a year on". */
const STRETCH_BEFORE =
  /\b(?:\d+(?:\.\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve) ?(?:days?|weeks?|months?|years?) (?:of|on|into)\s+$/;

/** "…, selenium 200mcg - all daily", "both every morning": said once for every item before. */
const FOR_ALL =
  /\b(?:all|both)(?: of (?:them|these|those|the above))?(?: taken| are| is)? ((?:[^\s,;.]+ ?){1,4})/;

/** "My daily stack: zinc, selenium and vit D": a list named as what is taken each day. */
const DAILY_LIST =
  /\b(?:my |the )?(?:daily|morning|everyday) (?:stack|supplements|regimen|routine|vitamins|pills|meds)\b/;

function shareWithAll(facts: Found[], sentence: string) {
  const said = FOR_ALL.exec(sentence)?.[1] ?? (DAILY_LIST.test(sentence) ? 'daily' : null);
  if (!said) return;
  const frequency = frequencyOf(said, 'supplement');
  // "both started one month back": how long each has been taken.
  const started = /^started\b/.test(said) ? durationOf(said.replace(/\bback\b/, 'ago')) : null;
  for (const { fact } of facts) {
    if (!isTaken(fact)) continue;
    if (frequency && frequency !== 'former') fact.frequency ??= frequency;
    if (started && fact.duration === null) {
      fact.duration = started.duration;
      fact.duration_days = started.days;
    }
  }
}

/** "Should I stop while we're trying?": a question that says the couple is trying. */
const WHILE_TRYING =
  /\b(?:while|since|as|now that|now) (?:we're|we are|we've been) (?:ttc|trying)\b/;

/** "My wife's 12 weeks pregnant after 3 years of trying": the trying is over. */
const PREGNANT_NOW =
  /(?<!'s |\b(?:his|her|their|your|sister|brother|mate|friend) )\b(?:she|wife|partner|missus|girlfriend|gf|fianc\w*|other half|we)(?:'s|'re| is| are)\s+(?:now |finally |currently |(?:\d+|a few|six|eight|ten|twelve)\s*(?:weeks?|wks?|months?) )*pregnant\b|\b(?:got|had|have) (?:our|a|my) (?:first |1st )?(?:positive|bfp)\b|\b(?:we're|we are) (?:finally )?expecting\b/;

/** Age, allergies and trying to conceive in one sentence, when they are the writer's own. */
function personalFactsOf(lower: string, sentence: Span): PersonalMatch[] {
  const text = lower.slice(sentence.start, sentence.end);
  const clauses = clausesOf(lower, sentence);
  // In a question, only what a later clause states of the writer ("…, I'm 34 and on clomid?").
  const question = isQuestion(text);
  const stated = (offset: number) => {
    const index = clauses.findIndex(
      (clause) => clause.start <= sentence.start + offset && sentence.start + offset < clause.end,
    );
    return index > 0 && OWN_STATEMENT.test(clauses[index]!.text);
  };
  // A mention that starts on a break is read against the sentence's start ("my brother is
  // lovely, 45"), unless the break is the "and" that joins two people ("partner and I been
  // trying"): then it belongs to the clause after it.
  const clauseAt = (offset: number) => {
    const at = sentence.start + offset;
    const containing = clauses.find((clause) => clause.start <= at && at < clause.end);
    if (containing) return containing;
    if (/^and\b/.test(lower.slice(at, at + 4)))
      return clauses.find((clause) => at < clause.end) ?? clauses.at(-1)!;
    return clauses[0]!;
  };
  // "Can't take ibuprofen (allergic) – what else can I use?": what comes before the clause
  // that opens the question is still said of the writer.
  const asking = clauses.findIndex((clause) => opensQuestion(text, clause.text));
  const beforeQuestion = (offset: number) =>
    asking > 0 && sentence.start + offset < clauses[asking]!.start;
  const ownIn = (match: PersonalMatch, checkThirdParty: boolean) => {
    if (
      question &&
      !stated(match.start) &&
      !beforeQuestion(match.start) &&
      !WHILE_TRYING.test(text)
    )
      return false;
    const clause = clauseAt(match.start);
    const offset = Math.max(0, sentence.start + match.start - clause.start);
    if (isNegated(clause.text, offset)) return false;
    return !checkThirdParty || !isNotOwnFact(clause.text, offset);
  };
  const matches: PersonalMatch[] = [];
  const age = ageIn(text, (match) => ownIn(match, true));
  if (age) matches.push(age);
  // "My wife is allergic to penicillin and so am I": someone else's allergy, the writer's too.
  const alsoMine = (match: PersonalMatch) =>
    /^[^.;!?]{0,20}?\b(?:and )?(?:so am i|so'?m i|as am i|i am too|i'm too|im too|me too|same here|same for me)\b/.test(
      text.slice(match.end),
    );
  matches.push(
    ...allergiesIn(text).filter(
      (match) => ownIn(match, true) || (alsoMine(match) && ownIn(match, false)),
    ),
  );
  const conceiving = conceivingIn(text);
  // A couple's "we are trying" is the writer's own fact even with "my partner and I", but not
  // a brother's or a friend's.
  if (
    conceiving &&
    ownIn(conceiving, false) &&
    !OTHER_COUPLE.test(
      text
        .slice(clauseAt(conceiving.start).start - sentence.start, conceiving.start)
        .replace(/\([^)]*\)/g, ' '),
    ) &&
    !PREGNANT_NOW.test(text) &&
    !HYPOTHETICAL.test(text.slice(0, conceiving.start)) &&
    !INTENDED.test(text.slice(0, conceiving.start)) &&
    // "coming off TRT so we can try for a baby": trying is what the change is for, still to come.
    !/\b(?:so (?:that )?(?:we|i) (?:can|could)|in order to) (?:start )?$/.test(
      text.slice(0, conceiving.start),
    )
  ) {
    const clause = clauseAt(conceiving.end - 1);
    // "I quit smoking when we started trying, after 10 years of 10 a day": trying named as the
    // time of something else says nothing of how long it has gone on…
    const asTime =
      /\b(?:when|since|before|after|until|till|once)\s+(?:we|i)(?:'ve| have)?\s+(?:first\s+)?(?:started\s+|began\s+|start\s+)?(?:trying|ttc)\b/.test(
        text.slice(Math.max(0, conceiving.start - 30), conceiving.end + 5),
      );
    const saidWithTrying = durationOf(lower.slice(sentence.start + conceiving.start, clause.end));
    const said =
      saidWithTrying ??
      durationOf(clause.text) ??
      dashedDuration(lower.slice(clause.end)) ??
      tryingTime(lower.slice(sentence.start + conceiving.end, sentence.end));
    // …unless it is when that was ("quit 6 months ago when we started trying").
    // "Stopped it 4 months ago because we're TTC": trying is the reason, and the time the stop's
    // ("because we've been trying for 14 months" keeps its own).
    const asReason =
      /\b(?:because|cos|coz|cause|as)\s+(?:we're|we are|we've been|i'm|im)\s+(?:trying|ttc)\b/.test(
        text.slice(Math.max(0, conceiving.start - 30), conceiving.end + 5),
      );
    const timed = (asReason && !saidWithTrying) || (asTime && !said?.ago) ? null : said;
    conceiving.fact = {
      ...conceiving.fact,
      duration: timed?.duration ?? null,
      duration_days: timed?.days ?? null,
    };
    matches.push(conceiving);
  }
  return matches;
}

/**
 * "trying for child 6 years", "trying for baby, 3 years now", "trying 1 year 6 months": how long,
 * said just after the trying without "for" (as writers of other Englishes often do), never a
 * time ago or an age.
 */
const TRYING_TIME = new RegExp(
  String.raw`^[^\d.;!?]{0,40}?(?<!\bsince\s)${ABOUT}${COUNTED}\s*${UNIT}(?:,?\s*(?:and )?(\d+|six|three|nine)\s*months?)?(?!\s*(?:ago|old|back|later|before|after)\b)(?![\w-])`,
);
function tryingTime(text: string): Timed | null {
  const said = TRYING_TIME.exec(text);
  if (!said || VAGUE.has(said[1]!)) return null;
  const timed = durationOf(`for ${said[1]} ${said[2]}`);
  if (!timed || !said[3]) return timed;
  // "1 year 6 months": counted in months.
  const months = Math.round((timed.days ?? 0) / 30) + amountOf(said[3]);
  return { duration: `${months} months`, days: months * 30, ago: false };
}

/** The words a fact was found in: its clause, or the sentence when the clause is very short. */
function contentAt(original: string, lower: string, sentence: Span, span: Span): string {
  const clause =
    clausesOf(lower, sentence).find((c) => c.start <= span.start && span.start < c.end) ?? sentence;
  const own = original.slice(clause.start, clause.end).trim();
  const text =
    own.split(/\s+/).length >= 4 ? own : original.slice(sentence.start, sentence.end).trim();
  return text.replace(/[\s,;:.!?-]+$/, '').slice(0, MAX_CONTENT);
}

/** A sentence that only goes on about what was just said ("Mine's been like that for 2 months"). */
const BACK_REFERENCE =
  /^\s*(?:and |but )?(?:(?:it |this |that |they )?(?:started|began|came on|kicked off)\b|(?:i )?(?:found|noticed) (?:it|them)\b|(?:i'?ve |i have |i )?had (?:it|this|them)(?= (?:for |about |around |like |nearly |over |almost )*(?:\d|an? |one |two |three |four |five |six |a few |a couple))|not every time\b|(?:it |this )?happens\b|(?:like )?(?:\w+ )?(?:days?|weeks?|months?) (?:ago|now)\b|(?:(?:it|this|that|mine|mine's|it's|its|that's|this's|they|they've|they're)\s*(?:'s|has|have|'ve)?\s*)?(?:been |was |is )?(?:(?:like|happening like) (?:this|that)|going on|happening|the case|on and off)\b)/;

/** A sentence of only where, what like, how often and how long ("Left side, dull, comes and goes,
 * about a month now.", "Been a couple of months."). */
const ONLY_HOW =
  /^(?:\s|[,.;!-]|\b(?:left|right|both|side|one|dull|sharp|constant|mild|bad|worse|worst|comes and goes|on and off|off and on|now and then|not every time|every|few|days?|weeks?|months?|years?|morning|night|about|around|maybe|like|probably|nearly|over|roughly|for|the|past|last|couple|of|a|an|and|\d+|one|two|three|four|five|six|seven|eight|nine|ten|now|already|so far|at|in|mostly|mainly|usually|sometimes|lately|recently|been|it's|its|it has|has|ish)\b)+$/;

/** Gives the symptoms of the sentence before a duration said in a back reference. */
function timeFromBackReference(sentence: string, symptoms: Found[], hasOwnFacts: boolean) {
  // "Left side, dull, comes and goes, about a month now.": a short sentence with no facts and
  // no one in it goes on about the symptoms before it.
  const subjectless = !hasOwnFacts && ONLY_HOW.test(sentence);
  if (symptoms.length === 0 || !(BACK_REFERENCE.test(sentence) || subjectless)) return;
  const timed = durationOf(sentence);
  // "Not every time, maybe every few weeks it happens": how often, said of the symptoms too.
  const often = frequencyOf(sentence, 'symptom');
  for (const { fact } of symptoms) {
    if (often && fact.frequency === null) fact.frequency = often;
    if (!timed || fact.duration !== null) continue;
    // "Found it 2 weeks ago", "started 4 days ago": when it began is how long it has gone on.
    if (timed.ago && !STARTED_AGO.test(sentence)) continue;
    fact.duration = timed.duration;
    fact.duration_days = timed.days;
  }
}
/** "Started taking …", "Began on …": a sentence whose start has no subject but the writer. */
const SUBJECTLESS_START = /^\s*(?:and |but |so )?(?:i )?(?:started|began|begun)\b/;
/** "I started (it) 3 weeks ago": a clause of only when the thing before was started. */
const STARTED_IT =
  /^\s*(?:and |but |so )?(?:i|we) (?:started|began)(?: (?:it|them|taking (?:it|them)|on (?:it|them)))? (?:about |around |like |roughly )?(?:\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (?:days?|weeks?|months?|years?) ago\s*[.!]*\s*$/;
const STARTED_AGO = /\b(?:started|began|found it|noticed it|first noticed|came on|kicked off)\b/;

/**
 * A short sentence that goes on about the medicines and supplements of the one before: "All once
 * a day.", "Started 6 weeks ago.", "Been on them since 3 months."
 */
const USE_BACK_REFERENCE =
  /^\s*(?:(?:i've |ive |i have )?been running (?:this|my|the) (?:protocol|regimen|stack|dose)\b|(?:it(?:'s| is| has been)|that'?s|(?:i'm|im|i am)(?: now)?) (?:now )?(?:about |around |nearly |over )?(?:\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (?:days?|weeks?|months?)(?: now| in)|(?:today (?:is|na) )?(?:day|week) \d+(?: here| now| today)?\s*[.!]*\s*$|(?:about |around |nearly |over )?(?:\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten) (?:days?|weeks?|months?) in\b|(?:and |but )?(?:still |now )?(?:(?:all|both|each|the lot|them all|all (?:of )?(?:them|these|those|the above))\b|(?:i(?:'ve| have)? )?(?:started|began|begun|been (?:on|taking|using)|taking|taken|using|used|on) (?:(?:them|it|these|those|all (?:of )?(?:them|these)|the lot|both) )?(?:about |around |nearly |roughly |maybe )?(?:\d|an? |one |two |three |four |five |six |a couple|for|since|every|daily|each|once|twice)|(?:once|twice|\d+x?|three times) (?:a|per|each) (?:day|week)))/;

/**
 * A sentence that stops what the one before named: "Stopped it after 8 months.", "Came off
 * them in May." — "it" the last medicine or supplement, "them" all of them.
 */
const STOP_BACK_REFERENCE =
  /(?:^\s*(?:and |but |so )?|\b(?:so|and|then|but) (?=i\b))(?:i(?:'ve| have)? )?(?:stopped|quit|came off|come off|ditched|binned|dropped|gave up|packed in|packed (?:it|them) in|kicked it|knocked (?:it|them) on the head)(?: taking| using)?(?: (it|them|both|the lot|everything|all of it|all of them)\b|(?= (?:completely|altogether|for good|entirely|cold turkey|\d|in |at |on |during |last |a |an |about |around |over |when |after |before |once |since )|\s*[.!]?\s*$))|^\s*(?:and |but |so )?(?:i(?:'ve| have)? )?(?:haven't|have not|havent) (?:touched|taken|used|done|had) (?:anything|any of (?:it|them))\b(?= since\b| for\b| in\b)/;

/**
 * A sentence that only says how long a stopped habit went on: "Was on 10 a day for about 8 years
 * before that.", "Drank for 20 years before that."
 */
const LASTED_BACK_REFERENCE =
  /^\s*(?:and |but )?(?:i )?(?:was|had been|i'd been|used to be|drank|drunk|took|used) (?:on |a |an )?[^.;]{0,30}?\bfor\b[^.;]*\bbefore (?:that|then)\b|^\s*(?:and |but )?(?:i )?(?:was|had been|i'd been) (?:on|taking|using) (?:it|them|that|those)\b(?: for)?[^.;\d]{0,15}?\d+(?:\.\d+)? ?(?:days?|weeks?|months?|years?)\s*[.!]*\s*$/;

function lastedFromReference(sentence: string, habits: Found[]) {
  if (!LASTED_BACK_REFERENCE.test(sentence)) return;
  const timed = durationOf(sentence);
  if (!timed || timed.ago) return;
  for (const { fact } of habits) {
    if (fact.frequency !== 'former' || fact.duration !== null) continue;
    fact.duration = timed.duration;
    fact.duration_days = timed.days;
  }
}

/** "Stopped the creatine before my SA. Back on it now, 5g a day.": used again, as often as said. */
const RESTART_REFERENCE =
  /^\s*(?:and |but |so )?(?:(?:i'm|im|i am|now|i've|ive) )?(?:been )?(?:back on (?:it|them)|started (?:it |them )?(?:again|back)|picked (?:it |them )?(?:back )?up again)\b/;

function restartFromReference(sentence: string, habits: Found[]) {
  if (!RESTART_REFERENCE.test(sentence)) return;
  const frequency = frequencyOf(sentence, 'supplement');
  for (const { fact } of habits) {
    if (fact.frequency !== 'former') continue;
    fact.frequency = frequency === 'former' ? null : frequency;
    // The time said with the stop was the pause, not the habit's.
    fact.duration = null;
    fact.duration_days = null;
  }
}

/** "Finished the 2 week course": the course of what was just taken is over, and lasted that long. */
const COURSE_FINISHED =
  /^\s*(?:and |so |then )?(?:i(?:'ve| have)? )?(?:finished|completed|done) (?:the |my |a )?(?:(\d+|one|two|three|four|five|six|seven|ten)[- ](day|week|month)s? )?(?:course|prescription|pack|box)\b/;

/** `taken`: the last sentence's medicines and supplements; `habits`: its habits too. */
function stopFromReference(sentence: string, taken: Found[], habits: Found[]) {
  const course = COURSE_FINISHED.exec(sentence);
  if (course && taken.length > 0) {
    const { fact } = taken.at(-1)!;
    fact.frequency = 'former';
    if (course[1] && fact.duration === null) {
      const amount = amountOf(course[1]);
      fact.duration = `${amount} ${course[2]}${amount === 1 ? '' : 's'}`;
      fact.duration_days = amount * UNIT_DAYS[course[2]!]!;
    }
    return;
  }
  const said = STOP_BACK_REFERENCE.exec(sentence);
  if (!said) return;
  // "… so I stopped it 3 weeks ago": said within a sentence, only when the sentence names
  // nothing of its own the stop could be about.
  if (said.index > 0 && namedIn(sentence.slice(0, said.index)).length > 0) return;
  // "Smoked weed every day for years. Stopped completely 2 years ago.": no object stops all.
  // "it" is the last thing taken, or the last habit when nothing was taken ("Weed on and off
  // since uni. Packed it in in March.").
  const stopped =
    said[1] === undefined
      ? habits
      : said[1] === 'it'
        ? (taken.length > 0 ? taken : habits).slice(-1)
        : taken;
  const timed = durationOf(sentence);
  for (const { fact } of stopped) {
    fact.frequency = 'former';
    if (timed?.lasted && fact.duration === null) {
      fact.duration = timed.duration;
      fact.duration_days = timed.days;
    }
  }
}

function timeFromUseReference(sentence: string, taken: Found[]) {
  if (taken.length === 0 || !USE_BACK_REFERENCE.test(sentence)) return;
  // "Been on it 4 months and the hairline's holding.": its first clause, short.
  if (
    sentence
      .split(/[,;]|\b(?:and|but)\b/)[0]!
      .trim()
      .replace(/\b(?:this|that) time(?: round| around)?\b/, '')
      .trim()
      .split(/\s+/).length > 8
  )
    return;
  const frequency = frequencyOf(sentence, 'supplement');
  const timed = durationOf(sentence);
  const started = /\b(?:started|began|begun)\b/.test(sentence);
  for (const { fact } of taken) {
    if (frequency && frequency !== 'former') fact.frequency ??= frequency;
    if (timed && (!timed.ago || started) && fact.duration === null) {
      fact.duration = timed.duration;
      fact.duration_days = timed.days;
    }
  }
}

interface Found {
  fact: ExtractedFact;
  span: Span;
  /** The same term found earlier in the message: this mention only completes that fact. */
  repeatOf?: Found;
  /** A habit denied only for a while ("haven't smoked in 3 years"): one the writer gave up. */
  stopped?: boolean;
}

/**
 * The local, rule-based extraction (issue 11): what a message says about its writer, as
 * analytics facts. Questions, negated mentions ("no pain"), other people's facts ("my wife
 * has pain") and hypotheticals ("if I get pain") are left out. The same text always gives the
 * same facts; no network, no model.
 */
export function extractFacts(message: string): ExtractedFact[] {
  // Numbers in words become digits first ("FSH twelve point four"), so every rule reads them.
  // Misspelt health words are put right too ("testoterone", "ibuprofin").
  // List bullets ("- age 37", "• smoker") become spaces, so each line reads as it opens.
  // Words of other Englishes and text-speak are put into standard English ("cannae", "me wife").
  // A number corrected later ("3 million... sorry, it's 2.5 not 3") is read as corrected.
  const original = withCorrectionsApplied(
    numbersAsDigits(
      spellingCorrected(
        // Only what is read (the first 4,000 characters) is put into standard English.
        withRunOnsBroken(inStandardEnglish(message.replace(/[’‘]/g, "'").slice(0, 4000)))
          .replace(
            /^([ \t]*)[-*•]([ \t]+)/gm,
            (_, indent: string, gap: string) => `${indent} ${gap}`,
          )
          .replace(/\btl;?dr\b:?/gi, (said) => ' '.repeat(said.length))
          // Result tables: "Vol.....1.2ml", "T | 9.8 | nmol/L", "2.8mL / 38M/ml", "4.5 x10^6/ml".
          .replace(/\.{3,}|\s*\|\s*/g, ' ')
          // A form pasted on one line: " / " before the next field's name ends a line.
          .replace(/ \/ (?=[a-z][\w'() -]{0,30}:)/gi, '\n')
          .replace(/ \/ /g, ', ')
          .replace(/\s*x\s*10\^?6\s*\/\s*ml/gi, ' million/ml')
          // A decimal comma ("psa 0,8").
          .replace(/(\d),(\d{1,2})(?!\d)/g, '$1.$2'),
      ),
    ),
  );
  const lower = original.toLowerCase();
  const found: Found[] = [];

  let lastSymptoms: Found[] = [];
  /** The medicines and supplements of the last sentence that had facts. */
  let lastTaken: Found[] = [];
  /** The medicines, supplements and habits of the last sentence that had facts. */
  let lastStoppable: Found[] = [];
  /** The medicines and supplements of the run of sentences just before that named them. */
  let listTaken: Found[] = [];
  /** Habits, medicines and supplements named in the question just before. */
  let asked: Term[] = [];
  /** Symptoms the question just before asked about ("does it affect erections?"). */
  let askedSymptoms: Term[] = [];
  /** Tests the question just before asked about ("whats a normal sperm count?"). */
  let askedLabs: LabTerm[] = [];
  let clausesLeft = MAX_CLAUSES;
  const sentences = sentencesOf(lower);
  for (const [sentenceIndex, sentence] of sentences.entries()) {
    if (clausesLeft <= 0) break;
    // "My T was 9.2. Paid for a retest a month later and it came back 11.4.": a retest told in
    // the next sentence gives the latest value.
    // Only when this sentence names one test, and the next names no other.
    // Read only when a test's result is found (most sentences have none).
    const sentenceText = lower.slice(sentence.start, sentence.end);
    const retestOf = (term: LabTerm) => {
      const nextSentence = sentences[sentenceIndex + 1];
      if (!nextSentence) return undefined;
      const nextText = lower.slice(nextSentence.start, nextSentence.end);
      const retest = RETEST_VALUE.exec(nextText);
      const alone = labTerms.every(
        (other) =>
          other === term ||
          (!labWordsOf(other).test(nextText) && !labWordsOf(other).test(sentenceText)),
      );
      return retest && alone ? retest[1] : undefined;
    };
    const question = isQuestion(sentenceText);
    if (question) {
      asked = namedIn(sentenceText);
      askedSymptoms = askedSymptomsIn(sentenceText);
      askedLabs = askedLabsIn(sentenceText);
      // "What should I do, I'm 34 and on clomid?", "why is my libido so low?": what the writer
      // says of himself inside a question is still said.
      if (!SELF_IN_QUESTION.test(sentenceText) && !WHILE_TRYING.test(sentenceText)) continue;
    }
    const askedBefore = question ? [] : asked;
    const symptomsAsked = question ? [] : askedSymptoms;
    const labsAsked = question ? [] : askedLabs;
    if (!question) {
      asked = [];
      askedSymptoms = [];
      askedLabs = [];
    }
    const result = labsAsked.length === 1 ? MINE_WAS.exec(sentenceText) : null;
    if (result) {
      const term = labsAsked[0]!;
      const value = Number(result[1]);
      const said = unitSaid(term, result[2]);
      // "Mine was 4% and motility 55%, count 40m": the rest of the sentence is read as well.
      const span = {
        start: sentence.start + result.index,
        end: sentence.start + result.index + result[0].length,
      };
      found.push({
        fact: labFact(
          term,
          value,
          unitOf(term, said, value),
          contentAt(original, lower, sentence, span),
        ),
        span,
      });
    }
    // "Does that affect erections? Because mine have been rubbish lately": the writer's own.
    if (symptomsAsked.length > 0 && MINE_IS_POOR.test(sentenceText)) {
      const timed = durationOf(sentenceText);
      for (const term of symptomsAsked) {
        if (found.some((other) => other.fact.term === term.term)) continue;
        const span = { start: sentence.start, end: sentence.end };
        found.push({
          fact: {
            ...blankFact(term),
            main_content: contentAt(original, lower, sentence, span),
            duration: timed && !timed.ago ? timed.duration : null,
            duration_days: timed && !timed.ago ? timed.days : null,
          },
          span,
        });
      }
      continue;
    }
    const symptomsBefore = lastSymptoms;
    timeFromUseReference(
      sentenceText,
      /^\s*(?:and |but )?(?:all|both|each|the lot|them all)\b/.test(sentenceText)
        ? listTaken
        : lastTaken,
    );
    stopFromReference(sentenceText, lastTaken, lastStoppable);
    restartFromReference(sentenceText, lastStoppable);
    lastedFromReference(sentenceText, lastStoppable);
    const before = found.length;
    const clauseFacts: { clause: Clause; facts: Found[] }[] = [];
    // "My brother, 40, smokes": a clause without a subject of its own goes on about the last one.
    let aboutOther = false;
    /** The last habit, medicine or supplement named for someone else in the sentence. */
    let othersTerm: Term | null = null;
    let clauseIndex = -1;
    /** Whether the clause before opened a list of counts after a semen test's colon. */
    let countListed = false;
    /** A test just named for someone else ("His T was 280, mine came back at 510"). */
    let othersLab: LabTerm | null = null;
    for (const clause of clausesOf(lower, sentence)) {
      if (--clausesLeft < 0) break;
      clauseIndex += 1;
      // In a question, a later clause that is the writer's own statement counts in full; the
      // rest only for the writer's own symptoms and results ("my libido", "my count of 8").
      const asking = question && !(clauseIndex > 0 && OWN_STATEMENT.test(clause.text));
      if (!question && opensQuestion(sentenceText, clause.text)) break;
      const ownSubject = FIRST_PERSON.test(clause.text);
      // "He's 38, had the snip 5 years ago and now we want another": what comes before the
      // writer's own subject in the clause still goes on about him (`own` reads up to the fact).
      const contentOf = () => {
        const own = original.slice(clause.start, clause.end).trim();
        const text =
          own.split(/\s+/).length >= 4 ? own : original.slice(sentence.start, sentence.end).trim();
        return text.replace(/[\s,;:.!?-]+$/, '').slice(0, MAX_CONTENT);
      };
      const overlaps = (span: Span) =>
        found.some((other) => other.span.start < span.end && span.start < other.span.end);
      // A term said again is not a second fact, but what is said with it may complete the
      // first ("had a few drinks last weekend, I only drink on special occasions").
      const keep = (fact: ExtractedFact, span: Span): Found | null => {
        if (overlaps(span)) return null;
        const first = found.find((other) => other.fact.term === fact.term);
        // "count 9 million … retest: count 21 million": a result given again later is the
        // latest, and the latest is what the writer has now.
        if (first && fact.type === 'lab_result' && span.start > first.span.start) {
          first.fact.value = fact.value;
          first.fact.unit = fact.unit;
        }
        if (first) return { fact, span, repeatOf: first };
        found.push({ fact, span });
        return found.at(-1)!;
      };
      const own = (offset: number, type?: string) =>
        (!asking ||
          MY_BEFORE.test(clause.text.slice(0, offset)) ||
          (type === 'symptom' && I_BEFORE.test(clause.text.slice(0, offset))) ||
          ((type === 'medication' || type === 'supplement') &&
            STOP_ASKED.test(clause.text.slice(0, offset)))) &&
        !isNegated(clause.text, offset) &&
        !isNotOwnFact(clause.text, offset) &&
        !(aboutOther && !FIRST_PERSON.test(clause.text.slice(0, offset)));

      const spanOf = (match: RegExpMatchArray): Span => ({
        start: clause.start + match.index!,
        end: clause.start + match.index! + match[0].length,
      });
      // "His T was 280, mine came back at 510 ng/dL": the same test, the writer's own result.
      const mineToo = othersLab ? MINE_WAS.exec(clause.text) : null;
      if (othersLab && mineToo) {
        const value = Number(mineToo[1]);
        const said = unitSaid(othersLab, mineToo[2]);
        keep(
          labFact(othersLab, value, unitOf(othersLab, said, value), contentOf()),
          spanOf(mineToo),
        );
        othersLab = null;
      }
      // Lab results first: their numbers must not read as anything else.
      const hasDigit = /\d/.test(clause.text);
      const hasFrom = hasDigit && /\bfrom\b/.test(clause.text);
      for (const term of hasDigit ? labTerms : []) {
        const { after, fromTo, before, alone } = labRegexOf(term);
        const regexes = [after, before];
        if (alone) regexes.push(alone);
        if (hasFrom) regexes.unshift(fromTo);
        for (const regex of regexes) {
          for (const match of matchesIn(regex, clause.text)) {
            // "why my count came back at 6 million?": a term named with its "my" is the writer's.
            const mine = /^(?:my|me|ma)\s/.exec(match[0])?.[0].length ?? 0;
            if (/^(?:his|her)\s/.test(match[0]) || !own(match.index + mine)) {
              othersLab = term;
              continue;
            }
            // "38 percent motility 3 percent morphology": a term with its value just before it
            // is not given the next term's value after it.
            if (
              regex === after &&
              VALUE_JUST_BEFORE.test(
                clause.text.slice(Math.max(0, match.index - 20), match.index + mine),
              )
            )
              continue;
            // "PSA went from 2.1 to 3.8": the latest value is the result.
            const rest = clause.text.slice(match.index + match[0].length);
            const named = regex === after || regex === alone;
            const later =
              laterValue(match[0], rest, lower.slice(clause.end, sentence.end), named) ??
              (named ? retestOf(term) : undefined);
            // "T levels: 2019 - 15 nmol": a year is no result.
            if (!match[2] && /^(?:19|20)\d\d$/.test(match[1]!)) continue;
            const value = Number((later ?? match[1]!).replace(',', '.'));
            const unit = unitOf(term, match[2], value);
            keep(labFact(term, value, unit, contentOf()), spanOf(match));
          }
        }
      }
      // "SA results: 2ml, 18M/ml, 30% motility": a bare amount in mL among semen results is
      // the volume (elsewhere "0.5ml" is a dose).
      if (SEMEN_REPORT.test(sentenceText)) {
        for (const match of matchesIn(BARE_VOLUME, clause.text)) {
          if (!own(match.index)) continue;
          keep(labFact(SEMEN_VOLUME, Number(match[1]), 'mL', contentOf()), spanOf(match));
        }
      }
      if (SEMEN_CONTEXT.test(sentenceText)) {
        for (const match of matchesIn(BARE_COUNT, clause.text)) {
          if (!own(match.index)) continue;
          keep(labFact(SPERM_COUNT, Number(match[1]), 'million/mL', contentOf()), spanOf(match));
        }
      }
      // "repeat SA: 18m, motility 40%": a bare count after the test's name and a colon.
      for (const match of matchesIn(COUNT_BEFORE_TEST, clause.text)) {
        if (!own(match.index)) continue;
        keep(labFact(SPERM_COUNT, Number(match[1]), 'million/mL', contentOf()), spanOf(match));
      }
      for (const match of matchesIn(COUNT_AFTER_TEST, clause.text)) {
        if (!own(match.index)) continue;
        const at = match.index + match[0].indexOf(match[1]!);
        const span = {
          start: clause.start + at,
          end: clause.start + match.index + match[0].length,
        };
        keep(labFact(SPERM_COUNT, Number(match[1]), 'million/mL', contentOf()), span);
      }
      // "First SA after the reversal: 4 million, 20% motile": the colon after a long opening
      // ends a clause, so the count opening this one is read against the test before it.
      // "SA before each IUI: 22m, 25m, 19m, 30m": counts listed after it, the last the latest.
      const opening = COUNT_OPENING.exec(clause.text);
      const beforeColon = lower.slice(sentence.start, clause.start - 1);
      countListed =
        opening !== null &&
        ((lower[clause.start - 1] === ':' &&
          TEST_BEFORE_COLON.test(beforeColon) &&
          !THIRD_PARTY.test(beforeColon)) ||
          (countListed && lower[clause.start - 1] === ','));
      if (opening && countListed)
        keep(labFact(SPERM_COUNT, Number(opening[1]), 'million/mL', contentOf()), spanOf(opening));
      // "SA before: 7m, after: 16m": the later count of a before-and-after, the latest.
      const after =
        LATER_COUNT_OPENING.exec(clause.text) ??
        (LATER_BEFORE_COLON.test(lower.slice(Math.max(0, clause.start - 14), clause.start))
          ? COUNT_OPENING.exec(clause.text)
          : null);
      if (
        after &&
        found.some(
          ({ fact, span }) => fact.term === SPERM_COUNT.term && span.start >= sentence.start,
        )
      )
        keep(labFact(SPERM_COUNT, Number(after[1]), 'million/mL', contentOf()), spanOf(after));
      for (const match of matchesIn(ZERO_COUNT, clause.text)) {
        if (!own(match.index)) continue;
        keep(labFact(SPERM_COUNT, 0, 'million/mL', contentOf()), spanOf(match));
      }
      if (MILLIONS_CONTEXT.test(lower)) {
        for (const match of matchesIn(MILLION_ALONE, clause.text)) {
          const span = spanOf(match);
          if (overlaps(span) || !own(match.index)) continue;
          if (REFERENCE_BEFORE.test(clause.text.slice(0, match.index))) continue;
          if (EARLIER_AFTER.test(clause.text.slice(match.index + match[0].length))) continue;
          const counted = found.some((other) => other.fact.term === SPERM_COUNT.term);
          const later = LATER_TEST_BEFORE.test(lower.slice(sentence.start, span.start));
          if (counted && !later) continue;
          keep(labFact(SPERM_COUNT, Number(match[1]), 'million/mL', contentOf()), span);
        }
      }

      const groups: Term[][] = [
        symptomTerms,
        medicationTerms,
        supplementTerms,
        procedureTerms,
        lifestyleTerms,
      ];
      const inClause: Found[] = [];
      // "reversal or sperm retrieval + ICSI, which is better?": options weighed in a question.
      const options =
        sentenceText.trim().endsWith('?') &&
        /\bor\b/.test(clause.text) &&
        !FIRST_PERSON.test(clause.text);
      for (const terms of groups) {
        if (options && terms !== symptomTerms && terms !== lifestyleTerms) continue;
        // In a question only the writer's own symptoms, and medicines, supplements and habits
        // named with "my" ("should I stop my omeprazole?", "could my daily weed habit…"), are
        // facts; `own` asks for the "my".
        if (asking && terms === procedureTerms) continue;
        for (const term of terms) {
          for (const match of matchesIn(regexOf(term), clause.text)) {
            if (term.type === 'supplement' && isMeasured(clause.text, match)) continue;
            // "smoke weed": the smoking is the cannabis (tobacco said later stays smoking).
            if (term.term === 'smoking' && SMOKED_CANNABIS.test(clause.text.slice(match.index)))
              continue;
            // "Weed: daily, been smoking it about 4 years": the "it" is the weed.
            if (
              term.term === 'smoking' &&
              /^\w*\s+(?:it|them)\b/.test(clause.text.slice(match.index)) &&
              (found.some((other) => other.fact.term === 'cannabis') ||
                CANNABIS_WORD.test(lower.slice(sentence.start, clause.start + match.index)))
            )
              continue;
            // "the swelling has gone but …", "pain went away after a week": no longer there.
            if (
              term.type === 'symptom' &&
              (GONE_AFTER.test(clause.text.slice(match.index + match[0].length)) ||
                NEVER_AN_ISSUE.test(clause.text.slice(match.index + match[0].length)) ||
                GONE_LATER.test(lower.slice(clause.end, sentence.end)))
            )
              continue;
            // "I used to have no morning wood at all, but …": a symptom of the past.
            if (
              term.type === 'symptom' &&
              (USED_TO_HAVE_BEFORE.test(clause.text.slice(0, match.index)) ||
                // "I used to finish too fast": the symptom is the verb after "used to".
                /\bused to\s*$/.test(clause.text.slice(0, match.index)))
            )
              continue;
            // "Tried Cialis but it gave me back ache so I stopped": a side effect of what was
            // stopped, gone with it.
            if (
              (term.type === 'symptom' || term.term === 'sleep') &&
              SIDE_EFFECT_BEFORE.test(clause.text.slice(0, match.index)) &&
              STOPPED_AFTER.test(clause.text.slice(match.index))
            )
              continue;
            // "Bloods and SA all booked": arranged, not had.
            if (
              term.type === 'procedure' &&
              BOOKED_AFTER.test(
                lower.slice(clause.start + match.index + match[0].length, sentence.end),
              )
            )
              continue;
            // "my turn for the sperm test next week", "ICSI later in the year": still to come;
            // "doctor say only ICSI is possible": advised.
            if (
              term.type === 'procedure' &&
              !DONE_AFTER.test(clause.text.slice(match.index)) &&
              ((TO_COME.test(clause.text.replace(/\([^)]*\)?/g, ' ')) &&
                !UNDER_WAY.test(clause.text)) ||
                ADVISED_BEFORE.test(clause.text.slice(0, match.index)))
            )
              continue;
            // "starting hcg next week": a medicine still to come.
            if (
              isTaken(term) &&
              STARTING.test(clause.text.slice(0, match.index)) &&
              TO_COME.test(clause.text)
            )
              continue;
            // "the side effects of finasteride", "would love to try cialis": a topic, not a use.
            if (
              (term.type === 'medication' ||
                term.type === 'supplement' ||
                term.type === 'procedure') &&
              AS_A_TOPIC.test(clause.text.slice(0, match.index))
            )
              continue;
            // "my GP said zinc might help", "clomid, hcg and anastrozole as options": someone's
            // word about the thing, or options named, not a use.
            if (term.type !== 'symptom' && term.type !== 'lifestyle') {
              const rest = lower.slice(clause.start + match.index + match[0].length, sentence.end);
              if (
                (SAID_BEFORE.test(clause.text.slice(0, match.index)) && CLAIM_AFTER.test(rest)) ||
                OPTIONS_AFTER_LIST.test(rest) ||
                ADVISED_AFTER.test(rest)
              ) {
                // "everyone says creatine is safe, I take it daily": the writer's "it" after.
                if (CAN_STOP.has(term.type)) othersTerm = term;
                continue;
              }
            }
            // "prescribed Cialis, starting tomorrow", "got some viagra but haven't used it".
            if (
              isTaken(term) &&
              notYet(lower.slice(clause.start + match.index + match[0].length, sentence.end))
            )
              continue;
            const stopped = stoppedFor(clause.text, match.index, term.type);
            if (!stopped && !own(match.index, term.type)) {
              if (!isNegated(clause.text, match.index) && CAN_STOP.has(term.type))
                othersTerm = term;
              continue;
            }
            // "…for the groin pain. Pain's been there about 5 months": "the pain" opening a
            // clause after a pain with a place is that pain.
            const samePain =
              term.term === 'pain' &&
              /^\s*(?:the |that |this |my )?$/.test(clause.text.slice(0, match.index))
                ? found.find(({ fact }) => fact.type === 'symptom' && fact.term.endsWith('_pain'))
                : undefined;
            const kept = keep(
              {
                type: term.type,
                term: samePain?.fact.term ?? term.term,
                name: samePain?.fact.name ?? term.name,
                main_content: contentOf(),
                duration: null,
                duration_days: null,
                frequency: null,
                severity: term.type === 'symptom' ? severityOf(clause.text) : null,
                value: null,
                unit: null,
              },
              {
                start: clause.start + match.index,
                end: clause.start + match.index + match[0].length,
              },
            );
            if (kept) inClause.push({ ...kept, stopped });
            break;
          }
        }
      }
      // "She smokes, I quit 5 years ago", "my brother vapes and so do I": the writer's own
      // clause with no term of its own says the same of the habit just named for someone else.
      const echo = othersTerm && inClause.length === 0 ? ECHO.exec(clause.text) : null;
      if (echo && othersTerm) {
        const kept = keep(
          { ...blankFact(othersTerm), main_content: contentOf() },
          { start: clause.start + echo.index, end: clause.start + echo.index + echo[0].length },
        );
        if (kept) inClause.push({ ...kept, stopped: Boolean(echo[1]) });
        othersTerm = null;
      }
      clauseFacts.push({ clause, facts: inClause });
      if (ownSubject) aboutOther = false;
      if (THIRD_PARTY.test(clause.text) && !ownSubject) aboutOther = true;
    }
    // "Does creatine affect sperm? I take 5g a day", "hot tubs bad? I have one most nights":
    // a sentence of the writer's own with no term, a use and a dose, an amount or "it/one",
    // is about what the question just before named. A symptom it is taken for does not stop
    // that ("… taking it most days for my shoulder").
    const reference =
      askedBefore.length > 0 &&
      clauseFacts.every(({ facts }) => facts.every((item) => item.fact.type === 'symptom'))
        ? REFERENCE.exec(sentenceText)
        : null;
    if (reference && clauseFacts.length > 0) {
      // "it" or "one" is the first thing the question named; "them" all of them.
      const single = /\b(?:it|one)\b/.test(
        reference[0] + sentenceText.slice(reference[0].length, reference[0].length + 6),
      );
      for (const term of single ? askedBefore.slice(0, 1) : askedBefore) {
        const span = {
          start: sentence.start + reference.index,
          end: sentence.start + reference.index + reference[0].length,
        };
        const fact: ExtractedFact = {
          ...blankFact(term),
          main_content: contentAt(original, lower, sentence, span),
        };
        found.push({ fact, span });
        clauseFacts[0]!.facts.push(found.at(-1)!);
      }
    }
    // What the sentence says besides its facts ("…, quit 3 years ago"), about the writer.
    const isSpare = ({ clause, facts }: { clause: Clause; facts: Found[] }) =>
      facts.every((item) => item.repeatOf && !isPredecessor(item, lower)) &&
      !THIRD_PARTY.test(clause.text.replace(COUPLE, 'we').replace(WITH_SOMEONE, ' '));
    const spare = clauseFacts
      .filter(isSpare)
      // "I used to have no morning wood, but since starting Cialis …": a past symptom, no stop.
      .filter(({ clause }) => !USED_TO_HAVE.test(clause.text))
      .map(({ clause }) => clause.text)
      .join(' ; ');
    // With facts in more than one clause, a stop said apart ends only the facts just before it
    // ("lift 5 days a week, used to run a cycle … but nothing since").
    const factClauses = clauseFacts.filter((item) => !isSpare(item)).length;
    const spareAfter = (index: number) => {
      const texts: string[] = [];
      for (const item of clauseFacts.slice(index + 1)) {
        if (!isSpare(item)) break;
        texts.push(item.clause.text);
      }
      return texts.join(' ; ');
    };
    clauseFacts.forEach(({ clause, facts }, index) =>
      timeFacts(
        facts,
        clause,
        {
          spare: factClauses > 1 ? spareAfter(index) : spare,
          following: followingOf(clauseFacts, index),
        },
        lower,
      ),
    );
    // "checks my PSA every year, last one was 1.2", "did a testosterone test, came back at 7.8":
    // a test named without its value, and the value said after it in the sentence.
    for (const term of /\d/.test(sentenceText) ? labTerms : []) {
      if (found.some((item) => item.fact.term === term.term)) continue;
      const named = labWordsOf(term).exec(sentenceText);
      if (!named) continue;
      const at = sentence.start + named.index;
      const home = clausesOf(lower, sentence).find((c) => c.start <= at && at < c.end);
      if (
        !home ||
        isNotOwnFact(home.text, at - home.start) ||
        isNegated(home.text, at - home.start)
      )
        continue;
      const from = named.index + named[0].length;
      const comma = COMMA_RESULT.exec(sentenceText.slice(from));
      const result =
        LATER_RESULT.exec(sentenceText.slice(from)) ??
        JUDGED_RESULT.exec(sentenceText.slice(from)) ??
        (comma && comma[2] ? comma : null);
      if (!result) continue;
      const value = Number(result[1]);
      const said =
        result[2] &&
        new RegExp(`^(?:${term.units.map((unit) => unit.pattern).join('|')})$`).test(result[2])
          ? result[2]
          : undefined;
      const unit = unitOf(term, said, value);
      if (unit === null && term.unitWhenUnsaid === undefined) continue;
      const span = {
        start: sentence.start + from + result.index,
        end: sentence.start + from + result.index + result[0].length,
      };
      if (found.some((other) => other.span.start < span.end && span.start < other.span.end))
        continue;
      found.push({
        fact: labFact(term, value, unit, contentAt(original, lower, sentence, span)),
        span,
      });
    }
    // "Cialis helps but I only use it at weekends": how often, said of "it" in a clause after.
    clauseFacts.forEach(({ clause, facts }, index) => {
      if (facts.length > 0) return;
      const before = clauseFacts
        .slice(0, index)
        .flatMap((item) => item.facts)
        .filter((item) => CAN_STOP.has(item.fact.type));
      const last = before.at(-1);
      // "five-a-side, I play every Sunday": how often the sport just named is played.
      if (last?.fact.term === 'exercise' && PLAYS.test(clause.text)) {
        const played = frequencyOf(clause.text, 'lifestyle');
        if (played && played !== 'former') last.fact.frequency ??= played;
        return;
      }
      // "hCG twice a week and clomid daily, now 8 weeks": how far into a course taken together,
      // said of each medicine and supplement before it that has no time of its own.
      if (HOW_FAR_IN.test(clause.text)) {
        const timed = durationOf(clause.text);
        if (!timed || timed.ago) return;
        for (const { fact } of before) {
          if (fact.type === 'lifestyle' || fact.frequency === 'former' || fact.duration !== null)
            continue;
          fact.duration = timed.duration;
          fact.duration_days = timed.days;
        }
        return;
      }
      // "gave me anastrozole, I started 3 weeks ago": when it was started, said of it.
      const startedAgo = STARTED_IT.test(clause.text);
      if (!USE_OF_IT.test(clause.text) && !startedAgo) return;
      // "I keep forgetting to take them, maybe 3 or 4 times a week": or in the clauses after.
      const frequency =
        frequencyOf(clause.text, 'medication') ??
        frequencyOf(followingOf(clauseFacts, index), 'medication');
      // "Doctor gave me Clomid, I have been taking it for 6 weeks": how long, said of "it".
      const timed = durationOf(clause.text);
      // "put me on Proxeed and vitamin E, I've been using it for 2 months": "it" after a clause
      // that names only things taken together is all of them.
      const lastClause = clauseFacts
        .slice(0, index)
        .findLast((item) => item.facts.some((found) => CAN_STOP.has(found.fact.type)));
      const together =
        lastClause !== undefined &&
        lastClause.facts.length > 1 &&
        lastClause.facts.every((found) => isTaken(found.fact)) &&
        /\band\b|&/.test(lastClause.clause.text);
      const taken = ALL_OF_THEM.test(clause.text)
        ? before.filter((item) => item.fact.type === last?.fact.type)
        : together
          ? lastClause.facts
          : last
            ? [last]
            : [];
      // "they gave me doxy for a week, I'm on day 3": a course still under way, that far in.
      const underWay = timed !== null && COURSE_DAY.test(clause.text);
      for (const { fact } of taken) {
        if (frequency && fact.frequency === null) fact.frequency = frequency;
        if (underWay && fact.frequency === 'former') fact.frequency = null;
        if (
          timed &&
          (!timed.ago || startedAgo) &&
          (fact.duration === null || underWay) &&
          fact.frequency !== 'former'
        ) {
          fact.duration = timed.duration;
          fact.duration_days = timed.days;
        }
      }
    });
    shareAlongLists(
      clauseFacts.flatMap(({ facts }) => facts),
      lower,
    );
    switchedAway(
      clauseFacts.flatMap(({ facts }) => facts),
      lower,
    );
    shareWithAll(
      clauseFacts.flatMap(({ facts }) => facts),
      sentenceText,
    );
    completeFromRepeats(
      clauseFacts.flatMap(({ facts }) => facts),
      lower,
    );
    for (const personal of personalFactsOf(lower, sentence)) {
      const first = found.find(
        (other) => other.fact.type === personal.fact.type && other.fact.term === personal.fact.term,
      );
      // "Stopped it when we started trying. … TTC for 20 months": the time said later is the
      // first mention's.
      if (first) {
        if (first.fact.duration === null && personal.fact.duration !== null) {
          first.fact.duration = personal.fact.duration;
          first.fact.duration_days = personal.fact.duration_days;
        }
        continue;
      }
      const span = { start: sentence.start + personal.start, end: sentence.start + personal.end };
      // "Reaction to penicillin - swelling": the swelling is the allergy's, not a symptom.
      if (personal.fact.type === 'allergy') {
        const reaction = found.findIndex(
          (other) =>
            other.fact.term === 'swelling' &&
            sentence.start <= other.span.start &&
            other.span.end <= sentence.end &&
            !/testic|\bballs?\b|scrot|groin|\bnuts?\b|vein|lump|bulge/.test(
              lower.slice(Math.max(sentence.start, other.span.start - 40), other.span.end + 40),
            ),
        );
        if (reaction !== -1) found.splice(reaction, 1);
      }
      found.push({
        fact: { ...personal.fact, main_content: contentAt(original, lower, sentence, span) },
        span,
      });
    }
    // "I'm knackered. Started taking vitamin D a month ago.": what the sentence starts is its own
    // new fact, so its time is not the symptoms' before it.
    const ownNew = found
      .slice(before)
      .some((item) => !item.repeatOf && item.fact.type !== 'symptom');
    if (!ownNew || !SUBJECTLESS_START.test(sentenceText))
      timeFromBackReference(sentenceText, symptomsBefore, found.length > before);
    // "No sex drive whatsoever. Like zero. It's been about 6 months.": a short aside with no
    // facts leaves the symptoms before it as the ones a back reference is about.
    const aside = found.length === before && sentenceText.trim().split(/\s+/).length <= 4;
    if (!aside) lastSymptoms = found.slice(before).filter((item) => item.fact.type === 'symptom');
    // "Worried about my drinking. Probably 30+ units a week.": a short sentence of only an
    // amount and how often goes on about the one habit, medicine or supplement just named.
    if (
      found.length === before &&
      lastStoppable.length === 1 &&
      (AMOUNT_OFTEN.test(sentenceText) || ONE_OF_IT.test(sentenceText))
    ) {
      const frequency = frequencyOf(sentenceText, lastStoppable[0]!.fact.type);
      if (frequency && frequency !== 'former' && sentenceText.trim().split(/\s+/).length <= 8)
        lastStoppable[0]!.fact.frequency ??= frequency;
    }
    // "Had a scan at the Queen Elizabeth, they said varicocele", "Had a scan on them last
    // Tuesday": the writer's scan, in a message about his testicles, is a scrotal ultrasound.
    const scan = question ? null : SCAN_HAD.exec(sentenceText);
    if (
      scan &&
      TESTES_CONTEXT.test(lower) &&
      !found.some(({ fact }) => fact.term === SCROTAL_SCAN.term)
    ) {
      const span = {
        start: sentence.start + scan.index,
        end: sentence.start + scan.index + scan[0].length,
      };
      found.push({
        fact: {
          ...blankFact(SCROTAL_SCAN),
          main_content: contentAt(original, lower, sentence, span),
        },
        span,
      });
    }
    if (found.length > before) {
      // "I'm on sertraline. Erections are weaker too. Been on it 8 months.": a sentence of only
      // symptoms leaves "it" the medicine before.
      const taken = found.slice(before).filter((item) => isTaken(item.fact));
      if (taken.length > 0 || found.slice(before).some((item) => item.fact.type !== 'symptom'))
        lastTaken = taken;
      lastStoppable = found
        .slice(before)
        .filter((item) => CAN_STOP.has(item.fact.type) && !STATES.has(item.fact.term));
      // "Meds: levothyroxine, ramipril. Supplements: D3 and omega 3. All daily.": a run of
      // sentences that list what is taken.
      listTaken = lastTaken.length > 0 ? [...listTaken, ...lastTaken] : [];
    } else if (!USE_BACK_REFERENCE.test(sentenceText)) listTaken = [];
    // "my mate says hot baths kill sperm, is that true?": a sentence ending in a question asks
    // about what it names, as a question does.
    if (sentenceText.trim().endsWith('?')) {
      const isNew = (term: Term) => !found.some((other) => other.fact.term === term.term);
      asked = namedIn(sentenceText).filter(isNew);
      askedSymptoms = askedSymptomsIn(sentenceText).filter(isNew);
      askedLabs = askedLabsIn(sentenceText).filter(isNew);
    }
  }
  // "Penicillin gives me a rash" names an allergy, not a medicine the user takes.
  const allergens = found.filter((item) => item.fact.type === 'allergy');
  const facts = found.filter(
    (item) =>
      item.fact.type !== 'medication' ||
      !allergens.some(
        (allergy) => allergy.span.start <= item.span.start && item.span.end <= allergy.span.end,
      ),
  );
  // "a painful swelling in my groin": the swelling inside a pain's words is a fact too.
  for (const item of [...facts]) {
    if (item.fact.term !== 'scrotal_pain' && item.fact.term !== 'pain') continue;
    if (!/\b(?:swelling|swollen|lumps?)\b/.test(lower.slice(item.span.start, item.span.end)))
      continue;
    if (facts.some((other) => other.fact.term === 'swelling')) continue;
    facts.push({
      fact: { ...item.fact, ...blankFact(SWELLING), main_content: item.fact.main_content },
      span: item.span,
    });
  }
  // "my left ball swells up after sex and aches for hours": an ache said of the testicle just
  // named is testicle pain.
  for (const item of found) {
    if (item.fact.term !== 'pain') continue;
    const before = lower.slice(Math.max(0, item.span.start - 90), item.span.start);
    const place = SCROTAL_PLACE.exec(before);
    // "Still sore and a bit swollen down there": the place said after the pain.
    if (!place && DOWN_THERE.test(lower.slice(item.span.end, item.span.end + 40))) {
      if (!found.some((other) => other.fact.term === 'scrotal_pain'))
        item.fact = { ...item.fact, term: 'scrotal_pain', name: SCROTAL_PAIN.name };
      continue;
    }
    // "Testicle ultrasound showed a small cyst. Still got the dull ache on and off": a pain
    // that names no place, in a message about the testicles, is theirs.
    const placeInSentence = place !== null && !/[.!?]/.test(before.slice(place.index));
    if (
      !placeInSentence &&
      placeless(lower, item.span) &&
      SCROTAL_PLACE.test(lower.slice(0, item.span.start))
    ) {
      if (!found.some((other) => other.fact.term === 'scrotal_pain'))
        item.fact = { ...item.fact, term: 'scrotal_pain', name: SCROTAL_PAIN.name };
      continue;
    }
    if (
      !place ||
      OTHER_PLACE.test(
        before.slice(place.index) +
          lower.slice(item.span.start, item.span.end + 25).split(/[,;.!?]|\bbut\b/)[0],
      ) ||
      /[.!?]/.test(before.slice(place.index))
    )
      continue;
    if (found.some((other) => other.fact.term === 'scrotal_pain')) continue;
    item.fact = { ...item.fact, term: 'scrotal_pain', name: SCROTAL_PAIN.name };
  }
  // "Lost my libido on Propecia. … Libido's back now": a symptom said later to be over is gone.
  const recovered = facts.filter((item) => {
    const back = RECOVERED[item.fact.term]?.exec(lower.slice(item.span.end));
    return (
      back !== undefined &&
      back !== null &&
      !/\b(?:not|never|if|hope|hoping|until|till|when)\b|n't\b/.test(
        lower.slice(
          Math.max(item.span.end, item.span.end + back.index - 25),
          item.span.end + back.index,
        ),
      )
    );
  });
  // "smoke weed", "smoking a joint most nights": the smoking is the cannabis, one fact (as every
  // labeller who saw only the list of terms labels it); tobacco said apart stays smoking.
  const kept = facts
    .filter((item) => !recovered.includes(item))
    .filter(
      (item) =>
        item.fact.term !== 'smoking' ||
        !SMOKED_CANNABIS.test(lower.slice(item.span.start, item.span.end + 30)) ||
        !facts.some(
          (other) =>
            other.fact.term === 'cannabis' &&
            other.span.start >= item.span.end &&
            other.span.start - item.span.end <= 30,
        ),
    );
  return kept.map((item) => item.fact);
}

const SCROTAL_PAIN = symptomTerms.find((term) => term.term === 'scrotal_pain')!;
/** A symptom said, after it was named, to be over ("Libido's back now", "the ED … sorted itself out"). */
/** "… and couldn't keep it up, but that all sorted itself out": what was just said is over. */
const SORTED_SINCE = String.raw`^[^.!?]{0,60}?,? but (?:that|it|they|both|all that) (?:all |both |has |have )*(?:sorted (?:itself|themselves) out|cleared up|resolved|went away|gone away|settled down)\b`;
const RECOVERED: Record<string, RegExp> = {
  low_libido: new RegExp(
    `${SORTED_SINCE}|${/[.!;]\s*(?:and |but |thankfully |luckily )?(?:my )?(?:libido|sex drive)(?:'s| is| has)? (?:now |fully |finally |completely )?(?:back(?! to (?:being|square))|returned|come back|normal again|fine now)\b/.source}`,
  ),
  erection_problems: new RegExp(
    `${SORTED_SINCE}|${/^(?: i had| i used to have)?(?: back then| before)? (?:has |have )?(?:sorted itself out|cleared up|resolved|gone away)\b|[.!;]\s*(?:and |but )?(?:the )?(?:ed|erection (?:problems?|issues?))(?: i had)?(?: back then)? (?:has |have )?(?:sorted itself out|cleared up|resolved|gone away)\b/.source}`,
  ),
};
const SCROTAL_SCAN = procedureTerms.find((term) => term.term === 'scrotal_ultrasound')!;
const SCAN_HAD =
  /(?:^\s*(?:and |so |then )?|\b(?:i|we)(?:'ve| have)? )(?:had|got|went for|did) (?:a |an |the |my )?scan\b(?! (?:booked|next)\b)/;
const TESTES_CONTEXT =
  /\b(?:varicoceles?|testic\w*|balls|baws|nuts|scrot\w*|hydroceles?|epididym\w*|bag of worms)\b/;
const SWELLING = symptomTerms.find((term) => term.term === 'swelling')!;
const DOWN_THERE = /^[^.;!?]{0,30}?\b(?:down there|in my (?:balls|testicles?|nuts|scrotum))\b/;
const SCROTAL_PLACE =
  /\b(?:testicles?|testis|testes|balls?|nuts?|scrotum|sack|bollocks?|groin|varicoceles?|vasectomy|snip|bag of worms|epididym\w*|orchitis|hydroceles?|spermatoceles?)\b(?!.*\b(?:testicles?|testis|testes|balls?|nuts?|scrotum|sack|bollocks?|groin|varicoceles?|vasectomy|snip|bag of worms|epididym\w*|orchitis|hydroceles?|spermatoceles?)\b)/;
const OTHER_PLACE =
  /\b(?:back|knees?|head|neck|shoulders?|hips?|legs?|foot|feet|stomach|chest|joints?|muscles?|arms?|wrists?|elbows?|ankles?|teeth|tooth|penis|dick|tip|nipples?|belly|abdomen|kidneys?|bladder|bum|arse|ass)\b/;

/** Whether the sentence a pain is said in names no place of the body (or another place). */
function placeless(lower: string, span: Span): boolean {
  const start = Math.max(
    lower.lastIndexOf('.', span.start - 1),
    lower.lastIndexOf('!', span.start - 1),
    lower.lastIndexOf('?', span.start - 1),
  );
  const ends = ['.', '!', '?']
    .map((stop) => lower.indexOf(stop, span.end))
    .filter((at) => at !== -1);
  const sentence = lower.slice(start + 1, ends.length > 0 ? Math.min(...ends) : lower.length);
  return (
    !OTHER_PLACE.test(sentence) && !/\b(?:head|back|tooth|stomach|neck|ear)aches?\b/.test(sentence)
  );
}

/** "Quit weed … after smoking it every day": cannabis named before an "it" that is smoked. */
const CANNABIS_WORD =
  /\b(?:weed|cannabis|marijuana|pot|skunk|ganja|spliffs?|joints?|kush|bud|hash)\b/;

/** A smoking verb whose object is cannabis ("smoke weed", "smoked a joint", "smoking some pot"). */
const SMOKED_CANNABIS =
  /^(?:smok\w*|toke\w*|puff\w*)\s+(?:(?:a|an|the|some|my|about|around|like|maybe|the odd|\d+|few|a few|couple of|a couple of|bit of|a bit of|wee bit of|a wee bit of|little|likkle|lickle|lot of|a lot of|loads of|heavy|heavily|much|too much|every day|daily|a lot|one|two|three|four|five|six|seven|eight|nine|ten)\s+){0,3}(?:weed|cannabis|marijuana|pot|skunk|ganja|spliffs?|blunts?|bongs?|joints?|thc|herb|zol|igbo|kush|hash|zoots?|dope|reefer|loud)\b/;
