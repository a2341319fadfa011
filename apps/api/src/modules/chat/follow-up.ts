/** A message this short that refers back ("is it dangerous?") leans on the one before it. */
const MAX_FOLLOW_UP_WORDS = 10;
/** Words that point at what was said before. */
const REFERS_BACK = /\b(?:it|its|that|this|they|them|these|those)\b/i;
/** "is it safe to take zinc?", "is it normal that…": an "it" that points ahead, not back. */
const POINTS_AHEAD = /\bit(?:'s| is| was)? (?:\w+ ){0,2}(?:to|that|if|when)\b/i;

/**
 * What the library is searched for: the question, or for a short follow-up that refers back
 * ("is it dangerous?", "does it hurt?", "is that low?") the user's previous message with it,
 * as a person reads the follow-up. The local engine has no model to carry the conversation;
 * without this, "is it dangerous?" after "what is a varicocele" found priapism and
 * testosterone boosters (issue 24, a new user's walk through the chat).
 */
export function searchText(question: string, previousQuestion: string | undefined): string {
  if (!previousQuestion) return question;
  const words = question.trim().split(/\s+/).length;
  if (words > MAX_FOLLOW_UP_WORDS) return question;
  if (!REFERS_BACK.test(question.replace(POINTS_AHEAD, ' '))) return question;
  return `${previousQuestion}\n${question}`;
}
