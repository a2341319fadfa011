/**
 * Curious or educational framings of an emergency topic (issue 24): "just wondering why
 * doctors say a 4-hour erection is dangerous?", "what does torsion feel like, for a school
 * project", "saw a video about strokes". Such a message wants an explanation and when to
 * seek care, not "go to the emergency department now" — but only when nothing in it says
 * the emergency is happening now to the writer or someone with them: "just wondering, my
 * ball has hurt for 2 hours" is still an emergency.
 */
const FRAMINGS: readonly RegExp[] = [
  /\b(?:i (?:was|am|'m) )?just (?:wondering|curious|asking)\b/g,
  /\b(?:i was |i am |i'm |im )?(?:wondering|curious)\b(?: about| why| how| what| if| whether)?/g,
  /\bout of (?:pure )?curiosity\b/g,
  /\bhypothetically(?: speaking)?\b/g,
  /\bfor (?:a|my|our) (?:school |uni |university |college |biology |health |class )?(?:project|essay|assignment|presentation|class|report|homework|quiz|exam|test|lecture)\b/g,
  /\b(?:i )?(?:saw|watched|read|heard)(?: a| an| this| that| some| about)? (?:video|documentary|film|movie|show|episode|tiktok|post|article|story|thread|podcast|book|lecture)(?: about| on| of)?\b/g,
  /\b(?:i )?(?:read|heard)(?: somewhere)? that\b/g,
  /\bwhy do (?:doctors|people|they|nurses|experts) say\b/g,
  /\bwhat does (?:it|\w+(?: \w+)?) feel like\b/g,
  /\bis it true that\b/g,
  /\bin general\b/g,
  /\bgeneral question\b/g,
];

/**
 * Words that put the emergency here and now. "my", "i" with a present verb, someone named
 * with them, a time it started. Checked after the framing phrases are removed, so "for my
 * school project" or "I saw a video" do not count.
 */
const HAPPENING_NOW =
  /\b(?:my|me|mine|myself|i (?:am|have|feel|can|cannot|can't|cant|just|think|took|got|woke|need)|i'm|im|i've|ive|right now|currently|at the moment|tonight|today|this morning|ago|since|his|her|he is|she is|he's|she's|he has|she has|we are|help me|please help|hurts|hurting|bleeding|won't stop|wont stop)\b/;

export function curiousFraming(text: string): boolean {
  const lower = text.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  let stripped = lower;
  let framed = false;
  for (const pattern of FRAMINGS) {
    stripped = stripped.replace(pattern, () => {
      framed = true;
      return ' ';
    });
  }
  return framed && !HAPPENING_NOW.test(stripped);
}
