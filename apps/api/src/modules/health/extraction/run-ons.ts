/**
 * Messages dictated by voice or typed in one breath have no stops ("I used to do like four
 * times a week so I stopped that and I also stopped drinking completely I used to have beers
 * most nights I'm also taking a men's fertility vitamin every morning…"). The rules read a
 * clause at a time, so one long clause makes every habit share every time in it. In a stretch
 * of at least RUN_ON_WORDS words with no stop or comma, a comma goes before each new
 * "I …" (with the "so", "and" or "but" that joins it), unless the "I" belongs to the clause
 * before ("the sauna which I used to do", "told me I should").
 */
const RUN_ON_WORDS = 30;

/** A stretch with no stop, comma or line break. */
const STRETCH = /[^.,;:!?\n]+/g;

/**
 * Where a new "I …" starts; group 1 is the word just before it. Not an "I" that goes on about
 * what was just named ("… Proxeed and vitamin E I am taking for 3 months daily").
 */
const NEW_I =
  /(?<=\b([a-z0-9']+) )(?:(?:so|and|but|then) (?:now )?)?(?=(?:i|i'm|i've|im|ive)\b|we (?:are|have|were|did|tried|started|had|got)\b|we've\b|we're\b|my (?:wife|doctor|doc|gp|urologist|question|partner|husband|count|results?|semen|sperm|libido|balls)\b)(?!\S+(?: am| have been| been)? (?:taking|using|take|use|on) (?:it|them|these|those|for|daily|every|since|regularly|\d))/gi;

/** Words after which the "I" still belongs to the clause before. */
const KEEPS_I =
  /^(?:that|which|who|when|whenever|if|because|cos|cause|as|than|what|where|how|why|until|till|since|before|after|while|whether|once|unless|though|although|tell|told|say|said|says|think|thought|know|knew|guess|reckon|hope|wish|feel|felt|mean|meant|so|and|but|then|now|me|like|until|do|did|can|could|should|would|will|must|may|might|am|was|were|is|are|have|had|has|not|don't|didn't|where|wonder|wondering|ask|asked|sure|believe|realise|realize|found|find|worried|scared|afraid|glad|hear|heard|read|see|saw|whatever|bit|let|got|get|gets|getting|having|done|anything|something|nothing|everything|with|of|for|to|in|on|at|about|from|by|into|all)$/i;

/**
 * "… my grandson set this up for me I take the Flomax": after a "me" that ends a phrase of its
 * own ("for me", "to me"), the "I" starts a new clause; after "told me" it does not.
 */
const PHRASE_ENDING_IN_ME = /\b(?:for|to|with|from|by|up) me $/i;

/** "… and also for around 8 months I am finishing too quickly": the time opens the new clause. */
const TIME_PHRASE = String.raw`(?:(?:and|also|but|so) )+for (?:around |about |nearly |almost |over |like )?(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|a few|a couple of) (?:days?|weeks?|months?|years?) `;
// Only the first of a run of "and"s starts a match: a long run must not be tried at each.
const TIME_BEFORE_I = new RegExp(
  String.raw`(?<=\s)(?<!\b(?:and|also|but|so) )${TIME_PHRASE}(?=(?:i|i'm|i've|im|ive)\b)`,
  'gi',
);
/** "… trying for 16 months now I had …": a "now" that closes a time, not one that opens. */
const TIME_THEN_NOW = /\b(?:days?|weeks?|months?|years?|ago) now\s*$/i;
/** The same time phrase just before an "I": no second break between them. */
const TIME_JUST_BEFORE = new RegExp(`${TIME_PHRASE}$`, 'i');

export function withRunOnsBroken(text: string): string {
  return text.replace(STRETCH, (stretch) => {
    if (stretch.trim().split(/\s+/).length < RUN_ON_WORDS) return stretch;
    return stretch
      .replace(NEW_I, (joint, before: string, at: number) =>
        at === 0 ||
        (KEEPS_I.test(before) &&
          !TIME_THEN_NOW.test(stretch.slice(0, at)) &&
          !PHRASE_ENDING_IN_ME.test(stretch.slice(0, at))) ||
        TIME_JUST_BEFORE.test(stretch.slice(0, at))
          ? joint
          : `, ${joint}`,
      )
      .replace(TIME_BEFORE_I, (time: string) => `, ${time}`);
  });
}
