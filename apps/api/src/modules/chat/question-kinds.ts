/**
 * What kind of question is asked, and which articles' titles are that kind of answer (ADR 029,
 * fourth pass). Many of the library's titles name a kind of question rather than a topic —
 * "What is a varicocele?", "Risks of varicocele treatment", "Recovery after varicocele
 * surgery", "How a varicocele is diagnosed", "Does a varicocele need treatment?" — and their
 * deciding words are stop words ("what is", "after", "does") or words a question seldom uses.
 * Neighbouring articles share the topic words, so the words alone often cannot choose between
 * them. A question whose wording is of one kind gives the articles whose titles are that kind
 * a small bonus; it only reorders articles the words found (passage-ranking.ts).
 */

export interface QuestionKind {
  name: string;
  /** Wording of the question (lower-cased) that asks this kind of question. */
  question: RegExp;
  /** Titles that answer this kind of question. */
  title: RegExp;
}

export const QUESTION_KINDS: readonly QuestionKind[] = [
  {
    name: 'definition',
    question:
      /^(so )?(what|wat) ?(is|are|'s|s) (a |an )?[a-z-]+( [a-z-]+)?\s*\??$|\b(what (even|exactly|actually) (is|are)|explain(ed)?|simply|in (plain|simple) (english|terms|words)|meaning of|definition|define|basically|the basics|what (does|would) (it|that|this|the test) involve|what'?s involved|what is involved)\b|\bwhat ?(is|'s|s) (it|that|this)\s*\??$/,
    title: /^what is\b|\bbasics\b/i,
  },
  {
    name: 'how it works',
    question:
      /\bhow (does|do|is|are) (\w+ ){1,4}(even |actually |really )?(work|works|made|produced|happen)\b|\bwhat (actually )?happens (when|during|physically|in)|\bphysically\b|\bmechanism\b/,
    title: /^how \w+ work|\bbasics\b/i,
  },
  {
    name: 'after a procedure',
    question:
      /\b(after|since|following) (the |my |his |a |an |their |your )?(\w+ )?(op|operation|surgery|procedure|repair|embolisation|embolization|treatment|varicocelectomy|coils?|microsurgery)\b|\bpost[- ]?(op|surgery|operative|procedure)\b/,
    title: /\bafter\b/i,
  },
  {
    name: 'risks',
    question:
      /\b(risks?|risky|dangers?|dangerous|complications?|side[- ]effects?|go wrong|safe|unsafe|damage|harm|recur\w*|(come|comes|coming) back)\b/,
    title: /\b(risks|safety)\b/i,
  },
  {
    name: 'diagnosis',
    question:
      /\b(diagnos\w*|how (do|does|did|will|would|can|could) (they|the doctor|doctors|a doctor|my gp|the gp|my doctor|the urologist|he|she|you) (know|tell|check|find|confirm|spot|detect|test)|looking for|checking for|tests? for|tested for|(?<!self[- ])exam|(?<!self[- ])examination|examined|stand(ing)? up and cough)\b/,
    title: /\b(diagnosed|testing)\b/i,
  },
  {
    name: 'grades',
    question: /\b(grades?|graded|grading|how (bad|big|severe|serious) is|severity|stages?)\b/,
    title: /\bgrades\b/i,
  },
  {
    name: 'whether to treat',
    question:
      /\b(do|does|should|must) (i|he|we|it|this|they|you|my \w+|his \w+) (really )?(have to|need to|need|needs) (be |get |have )?(it |this |that )?(fixed|treated|done|an op|surgery|treatment|operat\w*|repaired|fixing|treating)\b|\b(leave it|left alone|leave alone|wait and see|watch and wait|watchful waiting|worth (it|treating|fixing|doing|repairing)|necessary|have to get|go away (on its own|by itself)|on (its|their) own|(reason|point) (to|in) (operat|treat|fix|repair)\w*|just operate|need (a|an|the) (procedure|op|operation|surgery))\b|\b(doesn'?t|dont|don'?t|does not|not) bother\w*/,
    title: /\bneed treatment\b/i,
  },
  {
    name: 'choosing a treatment',
    question:
      /\b(options?|choices?|which (one|is better|should|treatment|procedure|method|op|surgery)|best (treatment|way|option)|choose|pick|versus|vs|compare|comparison|difference between|alternatives?|cheaper|cost|costs|price|how much (is|does))\b/,
    title: /\b(options|treatments for)\b/i,
  },
  {
    name: 'why',
    question: /\b(why|what causes|what caused|what makes|reasons?|to blame)\b/,
    title: /^why\b|\bcauses\b/i,
  },
  {
    name: 'preparing',
    question:
      /\b(prepar\w*|get ready|what (should|do|to) (i )?bring|before (my|the|a|his) (test|appointment|sample|visit|consultation)|(will|do|does|would) (they|the (doctor|urologist|gp|specialist)|he|she) ask|what (happens|to expect) at (the|my|a|his) (appointment|visit|consultation)|first (appointment|visit|consultation))\b/,
    title: /\bprepar\w*\b/i,
  },
  {
    name: 'questions to ask',
    question:
      /\b(what (should|do|can) (i|we) ask|questions? (to|i should|should i|we should) ask|ask (the|my|our) (doctor|surgeon|urologist|clinic|specialist))\b/,
    title: /\bquestions to ask\b/i,
  },
  {
    name: 'what it does',
    question:
      /\b(role|job|function|purpose|what (does|do) (\w+ ){1,2}do\b|what is (\w+ )?for\b|for in the body)/,
    title: /^what \w+ does$/i,
  },
  {
    name: 'reading a result',
    // A number and a question about it: "9.8 nmol/l, is that low", "1.2 ml is that normal".
    question:
      /^(?=.*\d).*(\bis (that|this|it|mine|his) (too )?(low|high|normal|bad|good|ok|okay|borderline)\b|\b(normal range|in range|reference range)\b)/,
    title: /\b(reference values|testing|sperm count|motility)\b/i,
  },
  {
    name: 'effect on fertility',
    question:
      /^(?=.*\b(sperm|fertil\w*|infertil\w*|kids?|pregnan\w*|conceiv\w*|swimmers|count|motility|baby|babies|dad)\b).*\b(affect(s|ed|ing)?|impact|effect|harm|hurt|damage|kill|ruin|lower|reduce|bad for|good for|mess\w* (with|up)|screw\w* (with|up)|link(ed)?|connection|connected|related|make (it|sperm|things) (hard|harder|worse)|is (that|this|it) why|(that|this|it) be why|be the reason)\b/,
    title: /\band (male )?(fertility|sperm)$/i,
  },
  {
    name: 'symptoms',
    question:
      /\b(symptoms?|signs? of|how (do|would|can|will) (i|you) (know|tell)|silent|notice|noticed|noticeable|does (it|this|that|a \w+) hurt|do (they|these|varicoceles) hurt|cause (any )?pain|could (it|this|that) be(?! why)|is (that|this|it) my)\b/,
    title: /\b(symptoms|signs)\b/i,
  },
  {
    name: 'warning signs after a procedure',
    question:
      /^(?=.*\b(after|since|following|post[- ]?op)\b).*\b(signs?|red flags?|warning|call|ring|phone|contact|worry|worried|worrying)\b/,
    title: /\bwarning signs\b/i,
  },
  {
    name: 'a closer look or a doctor',
    question:
      /\b(checked again|re-?check\w*|follow[- ]?up|monitor\w*|keep an eye|closer look|needs? a doctor|see a doctor|see (a|my|the) (gp|doctor|urologist|specialist)|worth seeing|should i (see|go to|get (it|this) checked)|get (it|this|them) (checked|looked at)|when (should|do) (i|it|he) (see|go to|book|be checked|be seen|get checked))\b/,
    title: /\b(closer look|when to see)\b/i,
  },
  {
    name: 'does it work',
    question:
      /\b(?<!how )(does|do|did|will|would) (it|any of (it|them|this)|they|this|that|these|those|(\w+ ){1,3})(actually |really |even )?work\b|\b(waste of money|worth the money|marketing|scams?|snake oil|gimmicks?|proven)\b/,
    title: /\bwork\?$|^what results\b/i,
  },
  {
    name: 'when a change shows',
    question:
      /^(?=.*\b(sperm|count|swimmers|semen|results?|numbers)\b).*\b(how long (until|till|before|for|does it take)|when (will|would|should|could|can) (\w+ ){1,4}(better|improve|improving|show|difference|recover)|kick in|take effect|wait (\w+ ){0,2}months)\b/,
    title: /\bthree months\b/i,
  },
];

/**
 * How much a question of one kind adds to an article whose title is that kind of answer, on
 * the article scale of passage-ranking.ts (the best article's words score about 1.5, meaning
 * about 0.5 more): enough to choose between neighbours, too little to bring a weak match first.
 */
export const QUESTION_KIND_BONUS = 0.2;

/**
 * The question kinds of a library: given the articles' titles, a function from a question to
 * the bonus of each article whose title answers its kind.
 */
export function createQuestionKinds(
  titles: ReadonlyMap<string, string>,
  kinds: readonly QuestionKind[] = QUESTION_KINDS,
) {
  const answering = kinds.map((kind) => ({
    question: kind.question,
    slugs: [...titles].filter(([, title]) => kind.title.test(title)).map(([slug]) => slug),
  }));
  return (question: string): Map<string, number> => {
    const lower = question.toLowerCase().replace(/[’‘]/g, "'").trim();
    const bonus = new Map<string, number>();
    for (const kind of answering)
      if (kind.slugs.length > 0 && kind.question.test(lower))
        for (const slug of kind.slugs)
          bonus.set(slug, Math.max(bonus.get(slug) ?? 0, QUESTION_KIND_BONUS));
    return bonus;
  };
}
