/**
 * Curious or educational framings of an emergency topic (issue 24): "just wondering why
 * doctors say a 4-hour erection is dangerous?", "what does torsion feel like, for a school
 * project", "saw a video about strokes". Such a message wants an explanation and when to
 * seek care, not "go to the emergency department now" — but only when nothing in it says
 * the emergency is happening now to the writer or someone with them: "just wondering, my
 * ball has hurt for 2 hours" is still an emergency.
 */
const FRAMINGS: readonly RegExp[] = [
  // Hypotheticals first, so "if my son ever…" goes with its "my".
  // The whole conditional clause goes: in "if my son (8) ever says his testicle hurts, how
  // do I tell…" the "hurts" belongs to the hypothetical, not to now.
  /\b(?:if|when|in case) (?:[\w'()]+ ){0,4}ever\b[^,.;!?]*/g,
  /\bwhat (?:should|would|do|can) (?:i|we|you|one|parents) do (?:if|when)\b/g,
  /\b(?:i |we )?(?:just )?want(?:ed)? to know\b/g,
  /\bwhat to (?:watch|look) (?:out )?for\b/g,
  /\bwhat (?:signs|symptoms) (?:should|do|would) (?:i|we) (?:look|watch) (?:out )?for\b/g,
  /\b(?:the |any )?warning signs\b/g,
  /\basking for a friend\b/g,
  // What a leaflet or label says about an emergency is not one happening.
  /\b(?:leaflet|label|packet|box|insert|instructions|info sheet)\b[^.?!]{0,60}?\bsays?\b[^.?!]*/g,
  /\bgot me (?:wondering|thinking)\b/g,
  /\bwhy (?:is|are|would|does|do) (?:a |an |the )?[\w'+ -]{0,60}?(?:dangerous|serious|an emergency|a big deal|bad for)\b/g,
  /\bwhy (?:a |an |the )?[\w' -]{0,60}? (?:is|are) (?:considered |seen as |thought (?:to be )?|said to be |called )?(?:so |really )?(?:dangerous|serious|an emergency|a big deal)\b/g,
  /\bfor my (?:own )?(?:knowledge|understanding|information)\b/g,
  // Fiction: a story's character is not the writer.
  /\b(?:i am |i'm |im )?(?:writing|write|wrote) (?:a|an|my) (?:thriller|novel|story|book|script|screenplay|scene|play|fanfic|short story)\b/g,
  /\ba character\b/g,
  /\b(?:the|a|our|my) (?:hero|heroine|protagonist|villain|lead)\b(?= (?:faints|collapses|dies|chokes|has|gets|is))/g,
  /\b(?:we are |we're |i am |i'm )?(?:writing|write|wrote|doing|rehearsing) (?:a|an|the|our) (?:piece|sketch|skit|play|scene) (?:for|about|in|where)\b/g,
  /\b(?:the|this|that|last night's|an?) (?:episode|documentary|programme) (?:last night|of|about|where|had|showed)\b/g,
  /\bis (?:that|this|it) (?:realistic|accurate|real)\b/g,
  /\b(?:on|in) (?:a |the )?(?:tv|telly|show|film|movie|series|soap)\b/g,
  /\bis it true\b/g,
  /\bis (?:that|it|this) (?:actually |really |even )?a (?:thing|myth|meme)\b/g,
  // "Is fainting at gore a thing?"
  /\bis [\w' -]{1,30}? a (?:thing|myth|common thing)\b/g,
  // "watched a bloke get his nuts kicked in on screen"
  /\bon (?:the )?(?:big )?screen\b/g,
  /\b(?:i (?:was|am|'m) )?just (?:wondering|curious|asking)\b/g,
  /\b(?:i was |i am |i'm |im )?(?:wondering|curious)\b(?: about| why| how| what| if| whether)?/g,
  /\bout of (?:pure )?curiosity\b/g,
  /\bhypothetically(?: speaking)?\b/g,
  // "In nursing school we're covering paracetamol overdose": a lesson.
  /\b(?:nursing|medical|med|pharmacy|paramedic|nurse|dental|vet|first aid|psych|psychiatry|mental health) (?:school|student|students|course|degree|exam|lecture|module|placement)\b/g,
  // Work questions from health and care staff: "settle an argument on our unit… on the
  // handover sheet", "the best wording for our phone message".
  /\bsettle an argument\b/g,
  /\b(?:on|for) (?:the|our) handover(?: sheet)?\b/g,
  /\b(?:the )?best wording\b/g,
  /\b(?:our|the practice's|the surgery's) (?:phone|answerphone|voicemail) message\b/g,
  // "telling people with chest pain to ring 999": a group, not someone here.
  /\b(?:people|patients|callers|customers|anyone|everyone) (?:with|who have|having)\b[^.?!]*/g,
  // "what's the deal with the 'erection lasting more than 4 hours' warning on the viagra box"
  /\bwarnings? (?:on|in) (?:the |a )?(?:[\w-]+ )?(?:box|packet|pack|label|leaflet|advert|adverts|ads?)\b/g,
  // "For a D&D campaign I'm writing, one character gets poisoned": fiction.
  // ("Not for a story. I'm in the bath now" is not fiction.)
  /(?<!\bnot )\bfor (?:a|my|our|the) (?:d&d |dnd |tabletop |rpg |fantasy |crime |murder mystery )?(?:campaign|novel|story|screenplay|script|character|plot|book|game)\b/g,
  // "Question for a pub quiz: after how many hours…": a quiz, not a report.
  /\b(?:pub quiz|quiz night|quiz question|trivia(?: night| question)?)\b/g,
  /\bfor (?:a|my|our) (?:school |uni |university |college |biology |health |class )?(?:project|essay|assignment|presentation|class|report|homework|hw|coursework|revision|quiz|exam|test|lecture)\b/g,
  /\b(?:saw|seen|heard|read)(?: it| about it)? (?:on|in) the (?:news|paper|papers|radio|telly|tv)\b/g,
  // "is torsion always painful?": a question about the condition, not a report of it.
  /^\s*(?:is|are|does|do|can|will) (?:a |an |the )?[\w' -]{0,40}? (?:always|usually|normally|typically)\b/g,
  /\b(?:i )?(?:saw|watched|read|heard)(?: a| an| this| that| some| about)?(?: [\w']+){0,2}? (?:video|documentary|film|movie|show|episode|drama|series|programme|program|soap|clip|reel|tiktok|post|article|story|thread|podcast|book|lecture)(?: about| on| of)?\b/g,
  /\b(?:i )?(?:read|heard)(?: somewhere)? that\b/g,
  /\bwhy do (?:doctors|people|they|nurses|experts) say\b/g,
  /\b(?:what does|what's|whats|wats|what do) (?:[\w']+ ){1,4}feels? like\b/g,
  /\b(?:school|uni|university|college|biology|science|health|class) (?:project|essay|assignment|presentation|homework|report)\b/g,
  /\b(?:i )?(?:just )?want to be (?:ready|prepared)\b/g,
  // "nothing's wrong right now": its "right now" says all is well, not that it is happening.
  /\bnothing(?:'?s| is)? wrong (?:right )?now\b/g,
  /\bin general\b/g,
  // "how much zinc is too much?": a question about a safe dose, not one taken.
  /\bhow much [\w' -]{0,40}?(?:is|would be|counts as) (?:too much|an overdose|dangerous)\b/g,
  /\bgeneral question\b/g,
  // "what a heart attack feels like, they're doing first aid in PE": a lesson.
  /\bwhat (?:a|an|the) [\w' -]{1,30}? feels? like\b/g,
  /\b(?:doing|learning|teaching|taught|learnt|learned) first aid\b/g,
  /\bfirst aid (?:course|class|training|lesson|quiz|badge|exam|test)\b/g,
  // "will I pass out?" about a tattoo next week: a worry about the future.
  /\b(?:will|would|could|might) (?:i|he|she|you) (?:pass out|faint|black out)\b/g,
];

/**
 * Words that put the emergency here and now: "i" with a present verb, someone with them, a
 * time it started or how long it has lasted, a symptom in the present. A bare "my" does not:
 * "my tablets' leaflet says…" or "if my son ever…" is still a question, while "just
 * wondering, my ball has hurt for 2 hours" is caught by its hours. Checked after the framing phrases are removed, so "for my
 * school project" or "I saw a video" do not count.
 */
const HAPPENING_NOW =
  /(?:^|[.!?]\s+)(?:feeling|took)\b|\b(?:i (?:am|have|feel|can|cannot|can't|cant|just|think|took|got|woke|need)|right now|currently|at the moment|tonight|today|this morning|ago|since|he is|she is|he's|she's|he has|she has|we are|help me|please help|hurts|hurting|bleeding|won't stop|wont stop|swollen|swelling|throbbing|agony|vomiting|throwing up|puking|can't breathe|cant breathe|passed out|now (?:my|his|her|he|she)|\d+ ?(?:hours?|hrs?|minutes?|mins?)|i(?:'ve| have|ve) decided|(?:won'?t|will not) be (?:here|around)|all planned|i(?:'ve| have|ve) (?:taken|swallowed|had|done|cut|drunk|used)|over the (?:last|past)|(?:it'?s|it has|has) been \d|\d+ and a half (?:hours?|hrs?)|still (?:hard|solid|rigid|erect|up|bleeding|swollen|stuck))\b/;

/**
 * A duration used as a yardstick ("is an erection more than 4 hours dangerous?") rather than
 * how long something has lasted ("it has been up for more than 4 hours"): not a sign that
 * it is happening now.
 */
const YARDSTICK_DURATION =
  /(?<!\b(?:for|been|had it|now|already) )\b(?:(?:more than|longer than|over|at least|beyond|past) \d+ ?(?:hours?|hrs?)|an? \d+[- ]?(?:hours?|hrs?))\b/g;
/** Symptoms said to be absent ("nothing hurts") do not put the emergency here and now. */
const WELL_NOW =
  /\b(?:he|she|they|i)(?:'s| is| are| am|'m| feels?| seems?)? (?:doing )?(?:totally |completely |absolutely |perfectly )?(?:fine|ok|okay|well|alright|all right)\b/g;
const ABSENT_SYMPTOM =
  /\b(?:nothing|no ?one|it|that) (?:hurts|is hurting|is swollen|is bleeding)|\b(?:does not|doesn't|doesnt|not) (?:hurt|hurting|swollen|swelling|bleeding)\b/g;

export function curiousFraming(text: string): boolean {
  const lower = text.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  let stripped = lower
    .replace(YARDSTICK_DURATION, ' ')
    .replace(ABSENT_SYMPTOM, ' ')
    .replace(WELL_NOW, ' ');
  let framed = false;
  for (const pattern of FRAMINGS) {
    stripped = stripped.replace(pattern, () => {
      framed = true;
      return ' ';
    });
  }
  return framed && !HAPPENING_NOW.test(stripped);
}
