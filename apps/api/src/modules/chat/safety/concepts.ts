/**
 * The concept lexicon of the red-flag triage: each concept is a list of token patterns
 * (syntax in patterns.ts) over normalised text (normalise.ts: lower case, contractions
 * expanded, "can't" → "can not", numbers as digits, "10/10" → score_high).
 *
 * Two families:
 * - **symptom concepts** (body parts, pain, onset, ...) that the rules in red-flags.ts
 *   combine, e.g. torsion = testis + pain + (sudden | severe | vomiting | high-riding);
 * - **context concepts** (negators, past and present time, question frames, chronic
 *   markers, idioms) that decide whether a symptom mention describes something happening
 *   now (triage.ts).
 *
 * Adding a phrase: prefer a new concept word over a new whole phrase, so that the rule keeps
 * generalising to phrasings nobody has written down yet.
 */
export const CONCEPTS = {
  // ---------------------------------------------------------------- context
  /** Words that negate a symptom named within the next few tokens of the same clause. */
  negator: [
    'no',
    'not',
    'never',
    'without',
    'nor',
    'neither',
    'none',
    'zero',
    'deny|denies|denied',
    'free of',
    'absence of',
    'lack of',
    'negative for',
    'ruled out',
    // "nothing looks swollen" (not "nothing stops the bleeding").
    'nothing looks|appears',
  ],
  /**
   * Phrases that contain a symptom or negation word but mean something else ("going nuts",
   * "blood test", "not sure"). Concept matches inside an idiom are ignored.
   */
  idiom: [
    'going|go|drive*|drove|driving nuts',
    'nuts about',
    'balls|ball of my|the|his? foot|feet',
    'blood test|tests|work|pressure|sugar|count|counts|levels|level|draw|results|type|donation|flow|supply|vessel|vessels',
    'blood in|on my|his|the? semen|sperm|cum|ejaculate|ejaculation|condom',
    'heart rate|rates',
    // "the ache doesn't wake me up": sleep, not a person who will not wake.
    'does|do|did|will|would not wake|woken me|us|you up?',
    // Work that is "suffocating me", "killing myself at the gym".
    'work|job|return|paperwork|deadline|deadlines|office|boss|exam|exams|tax|study|workload ... suffocating|smothering me',
    'can not breathe for|with|from work|stress|deadlines|paperwork|workload',
    'killing|killed|kill myself at|in|with the? gym|work|office|training|job|shifts|revision|overtime|hours|study|studying|cardio',
    // "this 18 week wait is killing me": a wait, a job or a bill, not a pain.
    'wait|waiting|queue|list|delay|delays|suspense|uncertainty|boredom|commute|job|work|boss|exam|exams|bill|bills|heat|hangover ... killing|kills|killed me',
    // "wanted to die of embarrassment": a feeling, not a wish to die.
    'want|wanna|wanted|wish|could|gonna|going|nearly|almost .. die|died|dying|dead of|from|with embarrassment|shame|boredom|laughter|laughing|cringe|cringing|curiosity',
    'die|died|dying|dead of|from|with embarrassment|shame|boredom|laughter|laughing|cringe|cringing|curiosity',
    // "almost passed out from how hard leg day was": a faint that did not happen.
    'almost|nearly|practically fainted|faint|fainting|blacked|black|blacking out?',
    'almost|nearly choked|choke|choking',
    // "choked on her tea when she saw the bill": a splutter.
    'choked|choke|chokes|choking on her|his|my|their tea|coffee|drink|beer|wine|water|pint when|at|laughing|seeing|reading',
    'lads|boys choked|choke|chokes|choking',
    'choke|choked|chokes|choking ... in|at|during the final|finals|game|match|derby|semi|semis|cup|exam|interview',
    // "this heatwave is suffocating": the weather, not the airway.
    'heatwave|heat|weather|humidity|room|office|flat|house|train|tube|bus|traffic ... is|was|feels|felt? suffocating|stifling|smothering',
    // "sorry if this doesn't make sense": an apology, not a hypothetical.
    'sorry if|in case? this|it|that|i does|do|did|might not make sense',
    'sorry if|in case? this|it|i is|am in? the? wrong|silly|stupid|dumb|weird|long|rambling',
    'if this|that|it makes sense',
    // "is it safe for stroke survivors": a group of people, not a stroke now.
    'stroke|cancer|overdose|suicide survivor|survivors|patients|unit|ward|clinic|nurse|victims',
    'heart attack survivor|survivors|patients|victims',
    // "this exam nearly gave me a heart attack": a fright.
    'nearly|almost|practically? gave|give|gives|giving me a|an? heart attack',
    'nearly|almost|practically? gave|give|gives|giving me a|an? stroke|coronary',
    // "a bit of steak": an amount of food, not a mild symptom.
    'a|little? bit|bits|piece|chunk|lump of steak|meat|food|bread|apple|chicken|sweet|sweets|candy|sandwich|pill|tablet|toast|bone|grape|plastic|toy|lego|carrot|sausage|fish|popcorn|nut',
    // Clothes "so tight I can't breathe", "it squeezes me like I can't breathe": a fit.
    'boxers|briefs|trunks|pants|jeans|undies|underwear|waistband|shorts|collar|size|fit|they|these|those|them .. so|too|really|very|super tight .. can not breathe|breath',
    'can not breathe in them|these|those|em',
    'squeeze|squeezes|squeezing|squash|squashes|squashing|crush|crushes|crushing me like i|you can not breathe',
    // "my team choked in the second half": a sports side under pressure.
    'team|teams|squad|side|players|keeper|goalie|striker|defence|defense|club .. choke|choked|chokes|choking|bottled',
    // "my mate said that's basically an overdose": a judgement of a dose, not one taken.
    'basically|practically|technically|literally|borderline|like an? overdose|od',
    // "she said I looked like I was having a stroke when I winked": how one looked to others.
    'looked like i was|were having a stroke|fit|seizure',
    // "heart attack of a price": the cost, not the heart.
    'heart attack|attacks ... price|prices|bill|bills|cost|costs|receipt|invoice|total|postage|shipping',
    'not sure|certain',
    'not know|knowing',
    'not understand',
    'not tell',
    'not mean',
    'not want to waste',
    'not going to lie',
    'not just|only',
    'not always',
    'no idea|clue|matter|worries|problem|one|body',
    'oh no',
    'no doubt',
    'not worry|worried',
    'not even know',
    'can not tell',
    'can not remember',
    'can not wait',
    'can not afford',
    'can not believe',
    'can not find a doctor',
    'can not get an? appointment',
    'can not see a doctor|gp|urologist',
    'breathe|breathing|breath through|out of? my|the? nose|mouth',
    'hard|difficult|trouble|difficulty to? breathe|breathing|breath through my|the? nose',
    'can not breathe|breath .. through my|the? nose',
    'sick of',
    'sick and tired',
    'can|could not talk|speak to|about|with|openly',
    'find the words to',
    'end things with',
    'stuffy|blocked|runny nose',
    'i|he? cut|nicked|nick myself|me|himself|herself shaving|trimming',
    // "choked in the finals": failed under pressure, not an airway blocked.
    'choke|choked|chokes|choking in|at|during|on|under the? final|finals|game|match|exam|exams|interview|penalty|pressure|big|clutch|playoffs',
    'do|does|did? not know who|where|what else',
    'od|overdose|overdosed|overdosing on protein|coffee|caffeine|sugar|chocolate|carbs|netflix|shakes|pizza|cake|sweets|love|haribo|candy|crisps|gummies|jelly|snacks|tv',
    'wait|waiting|uncertainty|pressure|stress .. is|was|feels suffocating',
    'feel|feels|feeling like i|they|we|you can not breathe',
    'snoring|job|work|boss|relationship|marriage|family|house|town|city|rules|debt|tie|collar|undies|underwear|pants|briefs|boxers|jeans|clothes|heat|weather .. suffocating|smothering me',
    'kill me',
    'dying to',
    'hurt my|his feelings',
    'pain in the ass|neck',
    'headache of a',
    'killing it',
    'heart broken|break*',
    'broken heart',
    'stroke of luck|genius',
    'heat stroke',
    // "swallowed his chewing gum": not a poison.
    'my|the|our|his|her|their? son|daughter|kid|child|toddler|baby|he|she|i? swallowed|swallow|swallows|ate .. chewing? gum|pip|pips|seed|seeds|toothpaste|crayon|sand|soil|dirt',
    // "teach his housemates seizure first aid": a lesson.
    'seizure|seizures|cpr|choking|epilepsy first aid',
    // "these exams make me want to die": a student's dread.
    'exam|exams|revision|work|job|boss|monday|mondays|uni|school|homework|deadline|deadlines .. make|makes|made|making me want|wanna to? die',
    // "keeps blacking out on nights out": drink, a pattern to talk about.
    'blacking|blacked|black out on|after nights|night out',
    // "I'm dying here lol": a long shift.
    'dying here',
    // "don't wanna end up in jail": where one ends up.
    'end up in|at|with|on',
    // "my speech goes slurred after a few pints": drink, not a stroke (other signs still count).
    'slur|slurred|slurring|slurs .. after|when|on .. pints|beers|drinks|drink|drinking|drunk|pissed|wine|vodka|shots',
    'speech|words ... slurred|slurring|slurry .. after|when|on .. pints|beers|drinks|drink|drinking|drunk|pissed|wine|vodka|shots',
    // "I want to die every time Arsenal lose": a fan's despair, not a wish to die.
    'want|wanna|wanted|wish .. die|dead every|each time .. lose|lost|loses|losing|concede|concedes|conceded|bottle|bottled|draw|drew',
    'want|wanna|wanted|wish .. die|dead whenever .. lose|lost|loses|losing|concede|concedes|conceded|bottle|bottled|draw|drew',
    'hay fever',
    'worst case',
    'worst part|thing',
    'the worst is over',
    'cold feet',
    'blue balls|ball',
    'suicide|suicidal rates|rate|risk|risks|statistics|stats|prevention|awareness|research|study|studies',
    'lift|lifting|lifted|carry|carrying heavy',
    'chest day',
    'chest workout|press|fly|flies|exercises',
    'never mind',
    'nothing to worry about',
    'face fell|dropped when',
    'feel|feeling|felt blue',
    // "I'd rather die than go to the in-laws": a preference, not a wish to die. Not "rather
    // die than go on / keep living like this", which stay suicide.
    'rather die than to? go|going to|into|back|out|shopping|through',
    'rather be dead than go|going to|into|back|out|shopping|through',
    'rather die than to? tell|say|confess|explain|fail|sit|sitting|do|doing|have|having|wear|wearing|eat|eating|watch|watching|listen|spend|work|attend|admit|ask|apologise|apologize|visit|meet|pay|talk|see|dance|sing|move|queue|cook|clean|share|lose|miss|use|get|give|date|marry|call|text|play|vote|shave|fly|drive|travel|wait|run',
    'rather be dead than to? tell|say|confess|explain|fail|sit|sitting|do|doing|have|having|wear|wearing|eat|eating|watch|watching|listen|spend|work|attend|admit|ask|apologise|apologize|visit|meet|pay|talk|see|dance|sing|move|queue|cook|clean|share|lose|miss|use|get|give|date|marry|call|text|play|vote|shave|fly|drive|travel|wait|run',
    // "my snoring sounds like I'm choking": a sleep noise, not a blocked airway.
    'snoring|snore|snores|snored|snorer ... choking|choke|chokes|gasping|gasp|gasps',
    'snoring|snore|snores|snored|snorer ... stop|stops|stopped breathing',
    // "blacked out at the pub, can't remember a thing": a drinking blackout, not a faint.
    'blacked|black|blacking out at|after|from? the? pub|party|club|bar|wedding|stag|drinks|drinking|vodka|tequila|beers|pints|shots',
    'blacked|black|blacking out ... can not remember|hangover',
    // "I'm choking on this essay deadline": work, not the airway.
    'choking|choke|choked on|under this|that|my|the essay|deadline|deadlines|work|workload|paperwork|debt|bills|coursework|assignment|revision|stress',
    // "the lads keep saying I'm having a stroke when I say Worcestershire": a joke.
    'keep|keeps|kept saying|joking i|he am|is|was having a stroke',
    // "I literally stopped breathing when I saw the score": a fright.
    'stopped|stop breathing when|as i|he|we saw|heard|read|opened|got|seen',
    // "carries two epipens": a known allergy, prepared for; not a reaction now.
    'carries|carry|carrying|packs|pack an? epipen|epipens|epi|pen|pens|adrenaline',
    // "a spot of dried blood on the dressing": a trace, not bleeding.
    'spot|spots|speck|specks|dot|dots|drop|smear|smudge of dried? blood',
    'dried blood',
    // "could that old overdose affect my sperm?": one told as history, named again.
    'old|previous|earlier|last overdose|overdoses|stroke|strokes|attack|attacks|torsion|episode|faint|collapse',
    // "that burn is unreal 💪": the gym's burn, not a pain's severity.
    'burn|pump|pumps is|was|feels unreal|insane|crazy|mental|brutal',
    // "always says 'I'm going to kill myself' when his team loses": a sports fan's joke.
    'kill|killing myself|himself when|if ... team|side|club|lose|loses|lost|losing',
    // "this meme got me choking", "death by PowerPoint": laughter and boredom.
    'got|had|has me choking|dying|dead|crying',
    'death by powerpoint|meeting|meetings|spreadsheet|slides',
    'pass|passing|passed out from|of boredom|laughing|laughter',
    'caffeine|coffee|sugar|protein|carb|carbs|chocolate overdose',
    // "I'm used to watching for side effects": accustomed, not the past.
    'am|is|are|was|get|got|getting used to',
    // "does fish oil thin the blood": what a medicine does, not bleeding.
    'thin|thins|thinning|thinned|thinner|thinners the|my|his? blood',
    'nearly|almost took|taken|swallowed|had|downed',
    'safety plan|plans',
    'crisis team|teams|line|lines|service|services|number|numbers',
    // "heavy bench session": training, not a heavy chest.
    'heavy bench|benching|lift|lifting|lifts|squat|squats|deadlift|deadlifts|deadlifting|session|sets|weights|gym|workout',
    'bench|benching press|session|day',
    // Pictures in the mind ("lie awake picturing them choking"): intrusive thoughts.
    'picturing|imagining|imagine|visualising|visualizing|intrusive ... choking|dying|dead|drowning|bleeding|crash|crashes|hurt',
    // "killing me after chest day… doms": a gym session and its soreness.
    'chest day|workout|press|presses|fly|flies|session|pump',
    'could|should kill myself|himself|herself for',
    'has|have|had|having|gets|get a heart attack every|each time',
    'has|have|had|having|gets|get a heart attack whenever',
    '"overdosed on shopping again": too much of something harmless.',
    'overdose|overdosed|overdosing|od|oded on shopping|chocolate|sugar|netflix|tv|telly|carbs|sweets|cake|pizza|love|sun|gym|cardio|memes|news|drama|christmas|nostalgia|cheese|crisps|tiktok|youtube|gaming',
    '"could not get a proper breath through my nose": a blocked nose.',
    'can|could not .. breathe|breath through my|his|her|the nose|nostril|nostrils',
    // "suicide mission today: taking 3 kids to a theme park"
    'suicide mission|run|squeeze|doors|drill|shift',
    '"so tired I could pass out lol"',
    'so|that|too tired|exhausted|hungry|bored|knackered|shattered|hot ... could|might|would pass|faint|collapse|die|drop out?',
    '"that meeting made me want to kill myself lol": a bad hour at work.',
    'meeting|meetings|spreadsheet|spreadsheets|commute|traffic|admin|paperwork|emails|email|zoom|call|calls|presentation|deadline .. made|makes|making me want to kill|die myself?',
    '"I literally can not breathe this meme has me crying"',
    'can not breathe ... meme|memes|laughing|lmao|hilarious|funny|joke|jokes',
    '"this spreadsheet is literally giving me chest pains lmao"',
    'spreadsheet|spreadsheets|meeting|meetings|boss|manager|job|work|team|kids|commute|budget|bills|mortgage ... giving|gives|gave|give me chest pain|pains',
    'spreadsheet|spreadsheets|meeting|meetings|boss|manager|job|work|team|kids|commute|budget|bills|mortgage ... giving|gives|gave|give me a heart attack',
    'bloody hell|heck|nora',
    // "I will kill myself if this deploy fails again": a joke about work or sport.
    'kill myself|himself if|when this|the|my|our|his deploy|build|release|exam|test|match|game|team|season|presentation|meeting|interview|deadline|code|server|printer',
    // "so done with this job I could kill myself haha"
    'done|sick|fed|tired with|of|up .. could|would kill myself|himself',
    '"started after a new chest workout": a trigger, not a sudden onset.',
    'started|came|began after|from|with a|my|the? new? chest|gym|arm|leg|upper|push|pull workout|session|day|class',
    // "told me to go kill myself after I beat him at FIFA"
    'told|telling|tells me to go? kill myself|die',
    '"Lost my dad to suicide 10 years ago": a bereavement.',
    'lost|losing my|his|her|a|our .. to suicide',
    '"stop breathing in my sleep and then snort and gasp": sleep apnoea, for a GP.',
    'stop|stops|stopped breathing in my|his|her sleep .. then? snort|snorts|gasp|gasps|choke|chokes|wake|wakes',
    'stop|stops|stopped breathing in my|his|her sleep',
    'stop|stops|stopped breathing in my|his|her sleep ... gasp|gasps|gasping|choking',
    // "wife says I am choking in my sleep and snoring"
    'choking|choke|chokes|gasping|gasp|gasps in my|his|her sleep',
    '"a snapped pool cue… the cue ball"',
    'cue|pool|snooker|golf|tennis|cricket|rugby|bowling|squash ball|balls',
    '"our tank kept bleeding out in the raid"',
    'tank|healer|character|boss|team|squad|player|players .. bleeding|bleed|bled out',
    'can|could not .. breathe|breath thru my|his|her|the nose',
  ],
  /** Words that end the reach of a negation or of a time marker. */
  clause_break: [
    'but',
    'however',
    'although',
    'though',
    'except',
    'yet',
    'and',
    'while',
    'whereas',
    'until|till|til',
    'now',
    'then',
    'because',
    'so now',
    'anyway',
  ],
  /** Time markers placing a mention in the past (history, not now). */
  // "(locked knees lol), that was 8 years ago": a later clause that dates what came before.
  past_backref: [
    'that|this|which|it was|were|is # years|months|weeks|days|year|month ago|back',
    'that|this|which|it was|were|is years|months|ages ago|back',
    // "Lost consciousness briefly during a sneeze? Happened once last year"
    'happened once? last year|month|week|summer|winter|time',
    'happened once? # years|months|weeks ago',
  ],
  past: [
    '#|a|an|few|couple|many|several years|months|year|month ago|back|before',
    '#|a|an|few|couple|many|several summers|winters|springs|autumns|christmases|seasons|summer|winter ago',
    'in the spring|summer|autumn|winter|fall',
    '#|a|few|couple|several weeks|week ago',
    'last year|month|week|summer|winter|spring|autumn|fall|time|weekend|christmas|holiday|holidays|visit|appointment|monday|tuesday|wednesday|thursday|friday|saturday|sunday',
    'last blood test',
    'the other year',
    'when i|he|she was|were a? kid|child|boy|teen|teenager|young|younger|little|baby|#',
    'as a kid|child|boy|teen|teenager|baby',
    'at age #',
    'in high school',
    'in college|university|childhood',
    'in my teens|youth|twenties',
    // "in my 20s": "20s" is read as "20" and "s".
    'in my|his|her early|late|mid? # s',
    'in the past',
    'at the time',
    'in #1900+',
    // "So it's 2015, I'm 14": a story told from a year gone by.
    // "it's" is read as "it".
    'it is|was? #1900+',
    'fast forward',
    'back in',
    'years back',
    'years|months ago',
    'used to',
    'history of',
    'previously',
    'once had',
    'had|did|got ... last week|month',
    'had .. before',
    'died of|from',
    'passed away',
    'childhood',
    'old injury',
    'long ago',
    'long time ago',
    'last season|term|semester',
    'on monday|tuesday|wednesday|thursday|friday|saturday|sunday',
    'in|back in january|february|march|april|june|july|august|september|october|november|december',
    'back then',
    // "10 years since my suicide attempt": how long ago, not how long it has lasted.
    '#|a|few|couple|several|many years|months|weeks|year|month since',
    'out of|home from|discharged from|discharged|released from hospital',
    // "I fainted once giving blood at uni": one time, told as history.
    'once|twice giving|when|during|while',
    'out once|twice',
    'once|twice in my|his life',
    // "went to A&E on Saturday with chest tightness": seen, and over.
    'went|been to a e',
    'went|been|was taken|rushed to the? er|hospital|emergency|casualty|urgent care',
    // "I once vomited blood after a big night at uni"
    'i|he|she|we|they once',
    'at|over christmas|easter|thanksgiving|new year',
  ],
  /** Time markers placing a mention now (overrule a past marker and question frames). */
  present: [
    'right now',
    'now',
    'currently',
    'at the moment',
    'at this moment',
    'as we speak',
    'as i type|write',
    'tonight',
    'this morning|afternoon|evening',
    'today',
    'still',
    'again',
    'anymore',
    'for the? last|past #? hours|hour|minutes|minute|hrs',
    'for #|an|a|few|couple hours|hour|minutes|minute',
    'in|within|over the last|past #? hours|hour|minutes|minute|hrs|mins',
    '#|an|a|one|few|couple hours|hour|minutes|minute ago',
    'since last night|week',
    'since yesterday|lunch|dinner|breakfast|#',
    'since this morning|afternoon|evening',
    'since i woke|got',
    'since the game|match',
    'since an hour',
    'since # minutes|mins|hours|hrs',
    'just now',
    'just happened|started|woke|took|fainted|collapsed|passed|noticed',
    'this bad|much',
    'like this',
    'this pain',
    'keeps getting worse',
    'getting worse',
    'back again',
    'came|comes|coming back',
    'is back',
    'it is|it has|has come back',
    'happening|starting|started again',
    'returned',
    'worse|worsening',
    // "been 5 hours" in a question: it is going on now.
    'been like|about|over? # hours|hrs|hour',
  ],
  /**
   * Present tense without a time: places a mention now (against a past marker) but, unlike
   * `present`, does not overrule a question frame ("how do I know if I am having a stroke").
   */
  present_aspect: [
    'is|am|are happening',
    'am|is|are having|experiencing',
    'happening to me',
    // "had a stent last year, and says he has the same chest pain": he has it now.
    'says|said he|she has|is|feels',
    // "woke up spitting blood, it keeps coming"
    'woke|woken|waking up spitting|coughing|vomiting|bleeding|bringing',
    'keeps|kept coming|going',
  ],
  /**
   * Question frames that ask for information about a condition rather than report one:
   * "what are the signs of torsion?", "can a varicocele cause chest pain?". A mention after
   * the frame in the same sentence is informational unless the message holds a present-time
   * marker.
   */
  frame_strong: [
    'what is|are the? early? warning? signs|sign|symptoms|symptom|causes|cause|risks|risk|treatment|treatments|chances|odds|difference',
    'signs|sign|symptoms|symptom|causes|risk|risks|chance|chances of',
    'what causes|triggers',
    'what happens|happened if|when|during|after|to',
    'what would happen if|when|to',
    'what if',
    '^ what is|are a|an',
    '^ what is|are testicular|torsion|priapism|anaphylaxis|fournier|epididymitis|orchitis|varicocele|hydrocele|angina|sepsis|stroke',
    'what does .. mean',
    '^ what does|do|would .. feel|look like',
    '^ what is it like',
    'how do|can|would|does|should|could .. know|tell|recognise|recognize|spot|check|identify|detect|distinguish|treat|prevent|avoid|diagnose',
    'how to tell|know|recognise|recognize|spot|check|treat|prevent|avoid|help',
    'how is|are .. treated|diagnosed|fixed|prevented',
    'how common|rare|likely|serious|dangerous|long|quickly|fast|soon|often',
    'can|could|may|might|will|does cause|causes|trigger|lead',
    '^ can|could|does|do|will|would|might|may ... make|makes|give|gives',
    '^ can|could|does|do|will|would|might|may|is|are ... cause|causes|trigger|triggers|lead|result|related|linked|connected|mean',
    '^ can|could|does|do|will|would|might|may ... be a|an sign|symptom|emergency',
    '^ is|are .. a|an sign|symptom|cause|risk|emergency',
    '^ is|are .. a|an? common? side effect|effects',
    'i|we read|heard|saw that|about|somewhere|online',
    'apparently',
    'told me|us about|that|his|her',
    'in|on a|the film|movie|show|episode|series|documentary|tv|netflix',
    'film|movie|show|episode|documentary .. had|showed|where|when',
    'they say',
    '^ how many|much',
    'is .. an emergency',
    'when should|do|to i|you|one|someone|people? go|see|call|worry|seek|get',
    'when is .. an? emergency',
    'what should|do|would|can i|you|someone|one do if|when|in case',
    'what to do if|when|in case|about',
    'can you|i|someone|one|people|anyone .. overdose|die',
    'is it possible to',
    'tell me about',
    'explain',
    'information|info on|about',
    'learn|read about',
    'difference between',
    'first aid',
    // "googling testicular torsion because…": reading about it, not having it.
    // Only a condition's name: "been looking up ways to kill myself" is no frame.
    'googling|googled|searching|searched|researching|researched torsion|testicular|stroke|strokes|priapism|symptoms|signs|anaphylaxis|fournier|epididymitis|heart',
    'reading|read about|up on? torsion|testicular|stroke|strokes|priapism|symptoms|signs|anaphylaxis|fournier|epididymitis|heart',
    'how long can|does|do|should',
    'side effect|effects',
    'warn|warns|warned|warning|warnings|leaflet|label|insert|packaging|advert|adverts|ads|commercial|commercials',
    // "why do people go blue when they can't breathe?": a question about people in general.
    '^ why do|does|did|would|is|are|can',
    // "can a panic attack feel like a heart attack?" (not "can't breathe, lips look blue").
    '^ can|could|does|do|will|would|might|may a|an|the|anxiety|stress|reflux|heartburn ... feel|look|seem like',
    '^ can|could|does|do|will|would|might|may a|an|the|anxiety|stress|reflux|heartburn ... mimic',
    'homework|gcse|biology|revision|exam|school question',
    'for a school|class|essay|project',
    'hypothetically',
    'in general',
    'generally',
    // "is there any way to tell if a testicle has twisted"
    'is there any|a way to tell|know|check',
  ],
  /** Weaker frames: informational unless the sentence also speaks of "my ..." or "I have". */
  frame_weak: [
    'is it normal|common|ok|okay|bad|dangerous|serious|possible',
    'is that normal|common|ok|okay|bad|dangerous|serious',
    'should i worry',
    'should i be worried|concerned',
    'do i need to worry',
  ],
  /** A conditional clause ("if I ever get ...") is hypothetical up to the next clause end. */
  conditional: [
    'if',
    'in case',
    'suppose|supposing',
    'say i',
    'lets say',
    'imagine',
    'should i ever',
    'might|may|could get|develop|have .. one day|someday|in future|in the future|later',
    'scared|afraid|worried i|he might|may|could get|develop',
    'in the event',
    'what if',
    'even if',
  ],
  /** Words after "if" that make it mean "whether", not a condition ("not sure if ..."). */
  whether_verb: [
    'know|sure|wonder|wondering|wondered|ask|asking|check|see|tell|unsure|notice|noticed|decide|idea',
  ],
  /** First-person present experience: overrides a weak frame. */
  first_person: ['my', 'me', 'i have|am|got|feel|just', 'his|her|their', 'he|she is|has'],
  /** The symptom stopped: "the pain went away", "bleeding has stopped". */
  resolved: [
    'went|gone|goes|go away',
    // Not "he is gone white": gone as a change of state is not a recovery.
    'it|pain|ache|swelling|that|which|this|fever|bleeding|erection is|was|has|have gone',
    'is|are|was|has|have gone away|now|down|completely',
    'gone now',
    'stopped|subsided|disappeared|resolved|settled|eased|cleared|faded',
    'better now',
    'fine now|again|since',
    'ever since',
    'then|and fine|ok|okay|better|normal',
    'ok|okay now',
    'wore|wears|worn off',
    'goes|went|going off in|after|once|when',
    'came|come|comes straight|right back',
    'felt|feel|feeling|felt totally|completely? fine|ok|okay|normal all? day|since|after|afterwards',
    // "lasted like 5 seconds… nothing since": a moment, over.
    'lasted|lasting like|about|maybe|only|just? # seconds|second',
    // Not "inhaler done nothing after 12 puffs".
    'nothing since|afterwards',
    'passed|settled|calmed|stopped after|within|in #|a|about|like|20|10',
    'all|back to? normal now',
    'said|says|told .. harmless',
    'been fine|ok|okay|normal|grand',
    'it|that shot|popped|flew|came out',
    'came|come|comes round|to in|within|after|straight|quickly|right',
    'it|that|which passed',
    'back to normal',
    'coughed|spat|brought|threw it|that straight|right|back? up|out',
    'closed|healed|healing|healed up? nicely|well|fine|okay|ok',
    'has|have|had closed|healed up?',
    'no longer',
    'came back|were|was|both|all|results normal|clear|fine|negative',
    'completely|totally|perfectly|absolutely fine|normal|ok|okay|better',
    // "hurt for a minute but … no pain now": what is denied now was there before.
    'no|not pain|hurting|sore|ache|aching|swelling now|anymore',
    // Steps are separated by spaces, so "turned out" and "a pulled" are written as steps.
    'turned out .. to be? reflux|nothing|anxiety|indigestion|heartburn|muscular|muscle|gas|vasovagal|asthma',
    // "Third 'chest pain' of the night turned out to be a kebab"
    'turned out ... kebab|curry|takeaway|wind|indigestion|heartburn|reflux',
    'turned out .. to be? a pulled',
    'just|only heartburn|indigestion|reflux|wind|chillies|spice|cramp',
    'just|only a stitch',
    'just|only the chillies|spice|curry',
    // "ECG, troponin twice, all clear": tests that found nothing.
    'all clear',
    // "cried for 5 min then was fine", "now it's fine": a knock that is over.
    'then|and was|is|seemed|seems fine|ok|okay|better|normal',
    'now it|he|she|they is|are|seems|looks|feels fine|ok|okay|normal|better',
    'like nothing happened',
    'went|got|gone|goes back to playing|school|class|training|work|normal|football',
    'carried|carries|carrying on playing|training',
    'running|playing|bouncing|jumping about|around now|again|fine|happily',
    'now running|playing|bouncing|jumping|back',
    'now he|she|they|i is|are|am running|playing|bouncing|jumping|back',
    'running|playing|bouncing about|around|round the|in the garden|park|house|yard',
    'but|and now nothing|fine|ok|okay',
    'fine|ok|okay|better after|afterwards',
    'fine|ok|okay|better today|tonight',
    'fine|ok|okay|better this morning|afternoon|evening',
    'gone|went|settled|stopped|eased after',
    'it is|it been fine|ok|okay',
    // "they said it's a vasovagal thing": a doctor's harmless explanation.
    'said|says|told|thinks .. vasovagal|asthma|harmless',
    'said|says|told|thinks .. nothing serious',
    // "10 years chest-pain free": free of it since.
    'free since|for|now|ever',
    '"tight when I am stressed, goes when I calm down": eases with rest.',
    'goes|went|settles|settled|eases|eased|stops|stopped|passes|passed when|once|after|with i|he|she|you? calm|rest|resting|relax|relaxing|stop|sit|sitting|stops',
    'slept|sleeping it|this off',
    // "they always pass in 10-15 min": episodes that pass by themselves.
    'always|usually|normally pass|passes|settle|settles|go|goes|stop|stops',
    '"then it is fine", "and he was fine"',
    'then|and he|she|i|it|they|we was|were|is|seemed fine|ok|okay|better|normal',
    '"she checked me over and said it is not a stroke"',
    'said|says|told me|us|him|her? it is|was|s not a? stroke|torsion|heart',
    // "went to A&E, they scanned it, blood flow fine, said epididymitis"
    'said|says|told|diagnosed ... epididymitis|orchitis|costochondritis|reflux|anxiety|panic|muscular|vasovagal|cyst|varicocele|hydrocele|gastritis|shingles|sciatica|palsy|gerd|gord',
    'blood flow fine|normal|ok|okay|good',
    '"this morning nothing, no swelling"',
    'this morning nothing|fine|ok|okay|normal',
    'today|now nothing|fine|ok|okay|normal',
    // "could not wake him for a second, turns out he had earplugs in"
    'turns|turned out .. was|is just? asleep|sleeping|fine|ok|okay|nothing|drunk',
    '"took ages to go down… but it went completely after"',
    'went|gone completely|fully|eventually|totally after|in|down',
    // "GP said migraine with aura", "said my heart is fine", "woke up fine in the morning", "sat up chatting after", "just hoarse really"
    'said|says|told|diagnosed ... migraine|aura',
    'said|says|told .. heart|ecg|bloods|tests|scan|scans is|was|were|are? fine|normal|ok|okay|clear',
    'woke|woken up fine|ok|okay|normal|alright',
    'sat|sitting up chatting|talking|laughing',
    'paramedics|ambulance|they|doctors sorted|fixed|treated him|her|it|me',
    'just|only hoarse|croaky|tickly|scratchy',
    // "went down on its own", "recovers fast": over by itself.
    'went|gone|goes|came|come down|away|soft on it|its is? own',
    'went|gone|goes|came|come down|away|soft by itself',
    'recovers|recover|recovered|recovering fast|quickly|quick|straight|within|in',
    // "today just a bit tender": what is left of it is mild.
    'today|now just|only a? bit|little? tender|sore|achy|bruised|stiff',
    // "today basically fine", "he's fine right now", "got straight up", "laughing about it now"
    'today|now basically|mostly|pretty|much|totally fine|ok|okay|normal',
    'fine|ok|okay right now',
    'got|jumped|stood|sat straight|right back? up',
    'laughing|joking|laughed about it now',
    'recovered|recovers like|as always|usual|normal|ever',
    'recovered|recovers like|as he|she|they always|usually|does|do',
    'his|her|their|my baseline',
    // "goes away with Gaviscon every time", "goes with Digene": settled by an antacid.
    'goes|go|went|gone|settles|settled|eases|eased away? with|after gaviscon|antacid|antacids|rennie|rennies|digene|tums|omeprazole|lansoprazole|ranitidine|famotidine',
    'playing|acting|behaving normally|normal|fine',
  ],
  /** Long-standing, recurring or mild: a reason to see a doctor, not an emergency. */
  chronic: [
    'for #|a|few|couple|several|many? weeks|months|years|week|month|year',
    'for a while',
    'for a long time',
    'for a few days',
    'for #2+ days',
    'over the|several|few|many? weeks|months|years',
    'over|for|in the past|last #|few|couple|several? weeks|months|years',
    'slowly|gradually|progressively',
    'for ages',
    '#|a|few|couple|several times a|per week|month|day|year',
    'for like? #? secs|sec|seconds',
    'on and off',
    'comes|come and goes|go',
    'every now and then',
    'every day|morning|evening|night|time|month|week',
    'sometimes',
    'occasionally',
    'often',
    'always',
    'usually',
    'whenever',
    'from time to time',
    'at the end of the day',
    'by the evening|end',
    'dull',
    'dragging',
    'heavy feeling',
    'mild|mildly|slight|slightly',
    'a bit|little',
    'a few|couple seconds',
    'few seconds',
    'for a second|moment|minute|min',
    'for #? seconds',
    'chronic',
    'as long as i can remember',
    'all my|his life',
    'mostly|fully|partly|largely recovered',
    'since his|her|my stroke|operation|surgery',
    'when i|he|she am|is|gets|get tired',
    'bit of',
    // "fainted after getting blood taken, happens every single time"
    'every single time',
    'happens every|each time',
    // "out for maybe 5 seconds": a faint of seconds.
    'out for like|about|maybe|only|just|around? # seconds|second|secs|sec',
    // "Been like this a couple of months"
    'been like this|that for? a? #|few|couple|several|many? weeks|months|years',
  ],
  /**
   * A trigger that brings a symptom on ("after standing", "when I run"): like `chronic`, a
   * reason to see a doctor rather than an emergency, except for breathing.
   */
  trigger: [
    'after standing|sitting|sex|ejaculating|ejaculation|exercise|exercising|running|lifting|cycling|riding|work|masturbating|workouts|gym',
    'after a long day',
    'when i stand|sit|run|lift|exercise|ejaculate|cough|sneeze|masturbate|press|push|move',
    // "sharp chest pain when I breathe in deep"
    'when i breathe|breath in? deep|deeply|in|out',
    // "when I twist or press on my ribs"
    'when i twist|bend|turn|breathe',
    'after i|he ejaculate|ejaculates|cum|cums|come|comes|orgasm',
    // "fainted when he saw blood": the sight of blood or a needle.
    'saw|see|sees|seeing blood|needle|needles',
    'saw|see|sees|seeing the needle|blood',
  ],
  /** "my chest gets tight when I'm stressed at work": brought on by stress, a known pattern. */
  stress_trigger: ['when|whenever i am|get|feel|feeling stressed|anxious|nervous|panicky|worked'],
  /** "I think", "could this be": the writer suspects a named condition in themselves. */
  suspect: [
    'i|we think|thought|believe|fear|guess',
    'think|thinking|worried|scared|afraid|terrified|sure|convinced i|it|he|she|this|that|my',
    'feel|feels like',
    'could|might|may this|it|that be',
    'is this|it',
    'do|did i|he|she have|has',
    'have i|he|she got',
    'is he|she|my .. having',
    'might|may|could be having|have',
    'pretty sure',
    'having',
  ],
  // ---------------------------------------------------------------- body parts
  testis: [
    'testicle|testicles|testis|testes|teste|testie|testies|testi',
    'ball|balls|nut|nuts|nutsack|ballsack|ballbag|sack|sac|scrotum|scrotal',
    'egg|eggs bag|sack',
    'jewels|gonad|gonads|nads|bollock|bollocks|knackers|goolies|cojones|huevos|nards',
    'epididymis',
    'varicocele|varicoceles',
    'spermatic cord',
    'down there|below',
    'groin|crotch|privates',
    'private parts|part|area',
    'left|right one',
    // "took a cricket ball right in the box"
    'in the box',
  ],
  genital: [
    'penis|dick|cock|willy|member|shaft|glans|foreskin|johnson|manhood|peepee|pecker|schlong|wiener|dong|junk|package|todger|knob|wang|peen|tackle',
    'fella|man|guy|lad downstairs',
    'head of my|his|the? penis|dick',
    'perineum|taint|gooch',
  ],
  chest: [
    'chest|breastbone|sternum|ribcage',
    'breast bone',
    // "had angina for 5 years… the pain is worse, crushing": angina is chest pain by name.
    'angina',
  ],
  heart: ['heart'],
  // ---------------------------------------------------------------- pain and its shape
  pain: [
    'pain|pains|painful|hurt|hurts|hurting|hurted|ache|aches|aching|achy|sore|soreness|agony|agonizing|agonising',
    'throb*',
    'stabbing|stab|stabs',
    'twisted|twisting|wrenched|wrenching',
    'cramp|cramps|cramping',
    'tender|tenderness',
    'killing|kills me|him',
    'in pain',
    'clutching|clutches|clutched|writhing|wincing',
    'bent|doubled double|over|up',
    'holding|clutching|grabbing himself|myself .. down there|groin|crotch|privates',
    'curled up|over .. floor|bed|ground',
    'holding|grabbing|cupping|clutching his|my|her? groin|balls|nuts|testicles|testicle|crotch|privates|scrotum|sack',
    'discomfort',
    'pounding',
    'on fire',
    'excruciating',
    'burning pain',
    'sharp',
  ],
  severity: [
    'severe|severely|unbearable|unbearably|excruciating|excruciatingly|agony|agonizing|agonising|intense|intensely|extreme|extremely|terrible|terribly|horrible|horribly|horrific|awful|awfully|dreadful|unreal|insane|insanely|brutal|debilitating|crippling|massive|worst',
    'worst .. pain|ever|life|felt|headache',
    'really|so|very|super|real|too|soo bad|badly',
    'bad bad',
    'badly',
    'like crazy|hell|mad|fuck|shit',
    'like a bitch|knife',
    'really|so|super|very|extremely painful',
    'hurts|hurt|hurting|aches|aching so|very|too much',
    'so|very much pain',
    'hurts|hurt|hurting|aches|aching a lot',
    'a lot of pain',
    'killing me|him',
    'can|could not even|barely? stand|walk|move|sit|lie|think|function|breathe',
    // Plain "can't sleep" is as often worry at 3 a.m. as pain.
    'can|could not even|barely sleep',
    'can|could not sleep for|from|because|with .. pain|it|hurting|agony',
    'can|could not take it|this|anymore',
    'can|could not take the pain',
    'can barely walk|stand|move|sit|talk',
    'crying|cry|cried|screaming|scream|screamed|tears|sobbing',
    'doubled over',
    'curled up',
    'rolling around',
    'score_high',
    'never felt .. like this',
    'never had .. like this',
    'never been in|had .. pain',
    'worse than anything',
    'more|worse every|by the minute|hour',
    'worse and worse',
    'more and more',
    'very|really|so|extremely|super swollen',
    // "deep gash on my scrotum, I can see something inside it"
    'deep|big|huge|nasty|gaping gash|cut|wound|laceration|hole',
    'can see .. inside|bone|fat',
    // "deep, it is gaping open and I can see something whitish inside"
    'gaping|gaping open|wide open',
    'can see .. inside|bone|fat',
  ],
  onset: [
    'sudden|suddenly|abrupt|abruptly|instantly|instant',
    'all of a sudden',
    'out of nowhere',
    'out of no where',
    'out of the blue',
    'from nowhere',
    'without warning',
    'no warning',
    'all at once',
    'came on fast|quick|quickly|suddenly',
    'woke me up',
    'woke up with|in|to',
    'woken up by',
    'in the middle of the night',
    'just started',
    'just went|gone|happened|stopped|dropped',
    'came on like|with',
    'like being hit|struck|kicked',
    'hit me',
    'started during|while|after',
  ],
  /** Began within the last hours: with testicle pain, as worrying as "sudden". */
  recent: [
    'for the? last|past #? hours|hour|minutes',
    'for #|an|a|few|couple hours|hour|minutes',
    'for about|around|over|almost|nearly #|an|a hours|hour|minutes',
    '#|an|a|few|couple hours|hour|minutes ago',
    'since last night',
    'since this morning|afternoon',
    'since i woke|got',
    'since lunch|dinner|breakfast|practice|school',
    'since an hour',
    'since # minutes|mins|hours|hrs',
    'since the game|match',
    'this morning',
    'last night',
    'tonight',
    'just now',
    'right now',
    // "been going 25 minutes"
    'been going|on|happening|there|lasting for? # minutes|mins|min|minute|hours|hrs|hour',
  ],
  nausea: [
    'nausea|nauseous|nauseated|nauseating|vomit*|puke|puked|puking|barf|barfed|barfing|retching',
    'feel|feeling|felt|am sick',
    'sick to my stomach',
    'threw|throw|throwing|throws up',
    'dry heav*',
    'want|going to hurl',
  ],
  high_riding: [
    'high|higher .. than .. other',
    'pulled|drawn|moved|went|gone|sucked|go|goes|going up',
    'sitting|sits|riding|rides higher|high',
    'sideways|horizontal',
    'twisted|twisting|twist|rotated|flipped',
    // "testicle high and swollen"
    'testicle|testicles|ball|nut|one is|s? high|higher',
    // "the testicle has pulled right up"
    'pulled|drawn|sucked|moved|gone|went right up',
  ],
  swelling: [
    'swollen|swelling|swelled|swell|swells',
    'puff* up',
    'puffy|enlarged|bloated',
    'blown|blew up',
    'size of a|an .. ball|lemon|orange|fist|grapefruit|egg|plum|apple',
    'double|twice the|its|his? size',
    'ballooned|ballooning',
    'huge|massive',
  ],
  torsion_name: ['torsion|torsions', 'twisted testicle|testicles|testis|ball|nut|cord'],
  // ---------------------------------------------------------------- chest
  chest_pressure: [
    'pressure',
    'tight|tightness|tightening',
    'squeez*',
    'crush*',
    'heavy|heaviness',
    'elephant',
    'weight on',
    'band around',
    'vice|vise|clamp|clamped',
    'standing|sitting|pressing|pushing|pushed on .. chest',
    'someone|something|elephant|weight|brick|ton .. is? sitting|standing|sat|pressing|pushing on',
    'clench*',
  ],
  // Where heart pain spreads: to the jaw, the arms, between the shoulder blades (not the
  // "spreading" of a rash or an infection).
  cardiac_radiation: [
    'left arm',
    'jaw',
    'down my|his|her arm|arms',
    'into|to|down both|my|his|her arm|arms|jaw|shoulder|shoulders',
    'between my|his|her|the shoulder blades',
  ],
  // A routine dose taken twice by mistake: named so the classifier must be very sure before it
  // calls the slip alone an overdose (ADR 014).
  // "nearly passed out on the rowing machine": a near faint, named so the classifier must be
  // very sure before it calls it an emergency by itself (ADR 014).
  near_faint: [
    'almost|nearly|practically|basically pass|passed|passing out',
    'almost|nearly|practically fainted|faint|fainting|blacked|collapsed',
  ],
  // "whats the most painless way. i have my dads shotgun here": a question about a method,
  // asked beside the means (suicide_self_harm in red-flags.ts).
  method_question: [
    'most|least painless|quickest|easiest|surest|fastest way',
    'how many .. would|does|will it take to die|kill',
    'painless|quickest|easiest way to die|go',
    'way to end it',
    // "worked out exactly how much of the ward stock would be enough"
    'how much|many ... would|will be enough',
  ],
  means_ready: [
    'have|got everything i need',
    'gun|shotgun|rifle|rope|noose|pills|tablets|boxes|bottle|blade|razor .. here|ready|lined up|in front of me|on the table|with me',
    'lined up on the table',
    // "…and I've brought it home": the means gathered.
    'brought|taken|took|got it|them|some home',
    'stockpiled|stockpiling|hoarded|hoarding',
    'saved|saving up',
    'no one is? home|here|around',
    'noone|nobody is? home|here|around',
  ],
  // "I've made my decision and everything is in order now. Please don't try to change my mind."
  decided: ['made my|the decision', 'my mind is made up', 'made up my mind', 'decided'],
  farewell: [
    'everything|affairs|things is|are in order',
    'everything|affairs|things is|are sorted',
    'put|got|have my|all? affairs in order',
    'do not try to|and change my mind',
    'do not try to|and stop me',
    'do not talk me out',
    'thank you for everything',
    'thanks for everything',
    'goodbye|farewell',
  ],
  // "a few drops of bright red blood on the toilet paper when I wipe": named so the classifier
  // must be very sure before it calls it heavy bleeding by itself.
  minor_bleed: [
    'on the? toilet|loo paper|tissue|roll',
    'when i wipe',
    'few|couple drops|spots',
    'a streak|streaks|spot|smear',
  ],
  // Medicines whose safe dose is close to a harmful one: with sickness and confusion or
  // muddled speech, their toxicity is an emergency ("on lithium for years… vomiting, talking
  // nonsense").
  narrow_drug: ['lithium|digoxin|warfarin|methotrexate|theophylline|phenytoin|carbamazepine'],
  /** A poison line, pharmacist or doctor said it was harmless: "the doctor on the line said two is completely harmless". */
  expert_clear: [
    'poisons|poison|pharmacist|pharmacy|doctor|doc|gp|nurse|nhs|vet ... said|says|told .. harmless|safe',
    'poisons|poison|pharmacist|pharmacy|doctor|doc|gp|nurse|nhs|vet ... said|says|told .. nothing|not to worry',
  ],
  /** Unsteady and shaking: with a narrow-margin medicine, a sign of toxicity. */
  ataxia: ['shaky|trembling|tremor|tremors|wobbly|unsteady|staggering', 'off balance'],
  /** A heart or blood-pressure medicine, where a double dose lowers the pressure. */
  pressure_drug: [
    'metoprolol|bisoprolol|atenolol|propranolol|amlodipine|ramipril|lisinopril|losartan|candesartan|diltiazem|verapamil|doxazosin|nifedipine|gliclazide|glipizide|sotalol',
  ],
  dizzy: ['lightheaded|dizzy|woozy', 'light headed'],
  // "had torsion as a kid… now the other one is doing the exact same thing".
  recurrence: [
    'doing|happening the? exact? same thing',
    'same thing again|happening',
    'happening again',
    'exact same feeling|pain',
  ],
  // A cold, a cough or flu: tightness that comes with it is not the heart by itself.
  cold_context: ['cold|flu|virus|bug|covid|cough|coughing', 'chest infection'],
  // "when my girlfriend was on top": sex, where a snap is a penile fracture.
  sex_context: ['during|while|having|mid sex', 'on top', 'riding|rode me', 'reverse cowgirl'],
  /** Street drugs taken together: "mixed ket and G", "coke and pills". */
  drug_mix: [
    'mixed|mixing|mix|combined|combining|took|taken|done|did|had|dropped|on ket|ketamine|g|ghb|gbl|mdma|molly|mandy|coke|cocaine|xanax|xans|benzos|heroin|fentanyl|fent|meth|mephedrone|pills|pingers|tramadol|codeine|oxycodone|oxy|morphine|diazepam|valium|pregabalin|gabapentin|zopiclone ... and|with|plus|on|then ket|ketamine|g|ghb|gbl|mdma|molly|mandy|coke|cocaine|xanax|xans|benzos|heroin|fentanyl|fent|meth|mephedrone|pills|pingers|alcohol|booze|vodka|drink|drinks|beers|beer|pints|wine|shots',
  ],
  /** Harm after drugs: twitching, not making sense, can't be got to talk. */
  drug_harm: [
    // A fit and nonsense words are `collapse` and `speech`, which the overdose rule reads too.
    'twitching|twitches|jerking|jerks|foaming',
    'can|could not get him|her|them to talk|speak|respond|answer|wake',
    'burning up',
  ],
  dose_slip: [
    'twice|double|doubled by|in? accident|mistake',
    'accidentally|mistakenly took|taken|had|doubled .. twice|double|extra|another|up',
    'took|taken|had .. twice|double|an extra|another .. by|in? accident|mistake',
    'instead of one|1',
    'extra dose|tablet|pill|one',
    'double dose|dosed',
    'doubled up',
    // "taking his warfarin morning AND night all week instead of once"
    'instead of once',
    // "taking double his lithium all week"
    'taking|took|taken|had|having double|twice|triple his|her|my|their',
  ],
  radiation: [
    'left arm',
    'down my|his|her arm',
    'into|to my|his|her arm|arms|jaw|neck|back|shoulder',
    'jaw',
    'spreading|spreads|spread|radiating|radiates',
    'down|into both|his|her|my arms',
  ],
  cardiac_assoc: [
    'sweating|sweaty|sweats|clammy',
    'cold sweat',
    'short of breath',
    'shortness of breath',
    'breathless',
    'dizzy|lightheaded',
    'light headed',
    'feel|feeling faint',
    // "out of puff and clammy"
    'out of puff',
  ],
  heart_attack: ['heart attack|attacks', 'cardiac arrest'],
  muscular: [
    'after|from the? gym|workout|workouts|lifting|bench|pushups|training|exercise|exercising',
    'after|from push ups',
    // "after 10 sets of bench": a gym session counted in sets.
    'sets|reps of? bench|benching|squats|deadlifts|pushups|press|presses|dips|flies|flys|curls',
    'after|from working out',
    'pulled a? muscle',
    'after|when i lift|lifted|train|trained|work|worked',
    'when i press|push on it',
    'muscle|muscles',
    'heartburn|reflux|indigestion',
    // "doms are real": soreness after training.
    'doms',
    'pec|pecs|pectoral|pectorals',
    // "pulled something in my chest doing flys at the gym"
    'pulled|strained|tweaked something|a muscle',
    'at|in the gym',
    'doing flys|flyes|bench|presses|pushups|dips',
    // "my chest is sore as, nipples chafed": the skin after a run.
    'chafed|chafing|chafe|nipple|nipples',
  ],
  // ---------------------------------------------------------------- stroke
  face_droop: [
    'face|mouth|smile|lip|lips|cheek|eyelid .. droop*|drop*|sag*|hang*|uneven|lopsided|crooked|slack|fallen|falling|paralys*|paralyz*|frozen',
    'droop*|drooping|droopy|sagging|saggy|lopsided|crooked .. face|mouth|smile|lip|side',
    'face droop*',
    'can|could not smile|move .. one side|properly|evenly',
    // "his mouth is turning to one side"
    'mouth|face|lip|lips|smile .. turning|turned|pulling|pulled|twisted|going|gone|drawn to|towards one|the side|left|right',
    'face|mouth|smile|lip|lips|cheek|eyelid ... not move|moving|working',
  ],
  face_numb: ['face|cheek|mouth|lips .. numb|tingling|weird'],
  limb_weak: [
    'arm|arms|leg|legs|hand|hands|side .. weak|weakness|numb|numbness|dead|limp|floppy|paralys*|paralyz*|useless',
    'side|half of my|his|her|the? body .. weak|numb|paralys*|paralyz*|dead',
    'arm|arms|leg|legs .. heavy',
    'arm|arms|leg|legs|hand .. gave|giving out',
    'arm|arms|leg|legs|hand .. not working|moving',
    'can|could not|no longer? lift|raise|move|feel|grip|hold|use .. arm|arms|leg|legs|hand|hands',
    'unable to lift|raise|move|feel|grip|hold|use .. arm|arms|leg|legs|hand|hands',
    'weakness|numbness in .. arm|leg|hand|side|face',
    'hand|arm|leg .. can not|cannot hold|grip|lift|move|feel',
    'dropping|dropped things',
    // "his left leg and hand are not strong"
    'arm|arms|leg|legs|hand|hands|side .. not|no strong|strength|power',
    // "my right hand won't grip", "fingers feel like they belong to someone else".
    'hand|hands|arm|arms|leg|legs|fingers .. will|would not grip|hold|lift|move|work',
    'dropped|dropping my|his|her? mug|cup|phone|fork|spoon|glass|pen|keys|drink|tea|coffee',
    'hand|hands|arm|arms|leg|legs|fingers|foot .. feel|feels like .. someone|somebody else',
  ],
  one_sided: [
    'one side',
    'left|right side',
    'half of my|his|her? body|face',
    'one arm|leg',
    'left|right arm|leg|hand',
  ],
  speech: [
    'slur|slurred|slurring|slurs',
    'talking|talk|talks|speaking|speak|speaks|sounds funny|weird|strange|gibberish|nonsense|drunk|wrong',
    'words .. nonsense|gibberish',
    'not understand him|her|what he|she',
    'speech ... weird|strange|off|garbled|jumbled|muddled|scrambled|slurred|messed|wrong|funny|slow',
    'can|could not|barely get|find|form|say .. words|sentences',
    'unable to get|find|form|say .. words|sentences',
    'can|could not|barely speak|talk',
    'unable to speak|talk',
    'words ... jumbled|garbled|mixed|muddled|scrambled|wrong|weird',
    'not making sense',
    'makes no sense',
    'gibberish',
    // "keeps saying words that do not make sense"
    'words .. do|does not make sense',
    'saying|talking|says .. not make sense',
  ],
  confusion: [
    'confused|confusion|disoriented|disorientated|delirious',
    'does|did|can not know|recognise|recognize where|who|me',
  ],
  vision_loss: [
    'lost|losing|loss of? vision|sight',
    'can not see anything? out of',
    'went|gone|going blind',
    'blind in one eye',
    'double vision',
    'vision .. blurry|blurred|black|dark|went',
    'sight|vision in? my|his|her|one|the? right|left? eye? .. went|gone|lost|disappeared|vanished|blacked',
    'curtain|shadow|blind came|coming|come down|over',
  ],
  headache: ['headache|headaches'],
  /** The morning after: "the worst headache of ma life, and I only had the eight pints". */
  hangover: [
    'hangover|hungover',
    'after|efter last night',
    '#|the|eight|ten|six pints',
    'on the drink|beers|booze',
  ],
  worst_headache: [
    'worst headache',
    'thunderclap',
    // One step per space: "like being hit" needs its own phrase, not a place in the list.
    'headache ... worst|exploding|explosion',
    'headache ... like being hit|struck|kicked',
  ],
  stroke_name: ['stroke|strokes|tia', 'mini stroke'],
  // ---------------------------------------------------------------- mental health
  suicide: [
    // "I've decided I won't be here by the weekend, it's all planned".
    'will|would|am not going to be here|around by|for|after|at|on|come|next|tomorrow|much|long|this',
    'decided|planned|plan|sorted .. will|would not be here|around',
    // "up on the roof saying he's gonna jump".
    'saying|says|said|threatening|threatens|threatened ... jump|jumping',
    'jump|jumping off|from the|a? roof|bridge|ledge|balcony|cliff|building|block|flyover|overpass',
    'kill|killing myself|himself|herself|themselves|themself|meself',
    'end|ending|take|taking my|his|her|their own? life',
    'end it all',
    'ending it all',
    'want|going|wanted to end it',
    'to|going|want|plan|planning .. end things|everything',
    'pills|rope|gun saved|stored|ready|stashed',
    'bought|buying|got|have a rope|noose',
    'stockpil*|hoard*|stash*|saving|saved|collecting .. pills|tablets|meds|medication|painkillers|sleeping',
    'finally|will|gonna|going to end it',
    'worked|figured|planned out how|when|where ... do it',
    'better off with someone|somebody else|without me',
    'thinking|thought|think about|of ending|end it|things|everything',
    'not see the point anymore|now|any more',
    'hose|rope|gun|pills|knife|blade|noose is|are ready|set up|in place',
    'sorted|sorting|made|written|wrote|done my will',
    'given|gave|giving .. dog|cat|pets|things|stuff|belongings|possessions away|to',
    'noose',
    'writing|wrote|written my last|final note|letter|letters|notes|goodbye',
    'know|decided|picked|chose|chosen|planned where|how|when .. going to|will do it',
    'suicid*',
    'want|wanna|wanted|wish .. die|dead',
    'better off dead|without me',
    'happier|better|easier .. without me',
    'happier|better|easier ... if i|he was|were gone|dead',
    'happier|better|easier ... if i|he was|were not here|around',
    'gone for good',
    'rather be dead',
    'rather die',
    'not want to be alive|here|around',
    'not sure|certain i? want to be|stay alive|here|around',
    'not want to live|exist|wake',
    'not want to go on',
    'no reason|point to|in? live|living|exist',
    'no reason|point to|in? going|go on',
    'no reason|point to|in? being|be alive',
    'nothing to live for',
    'stop|quit existing|living',
    'stop|quit being alive',
    'point of|in living|life|existing',
    'point of|in going on',
    'point of|in being alive',
    'not see|find the|any point of|in living|life|existing|going|being',
    'life is not worth',
    'not worth living',
    'tired of living|life|being alive',
    'can not go on anymore|living',
    'can not do this|it anymore',
    'jump|jumping|jumped off a|the bridge|building|roof|cliff',
    'done with life|living|being alive',
    'jump in front of',
    'hang myself|himself',
    'shoot myself|himself',
    'slit|cut my|his wrists',
    'take|taking|swallow all my|his|the pills',
    'plan to die|end',
    'disappear forever',
    'wish|hope|want .. not wake up?',
    'go to sleep and not wake',
    'goodbye|farewell|suicide letter|letters|note|notes|message|messages|video',
    'written|wrote|writing|left letters|notes for|to my|everyone',
    'this is my last|final message|post|goodbye',
    // A farewell sent to someone: "texted me saying goodbye and sorry for everything".
    'text|texted|message|messaged|note|letter|voicemail .. saying|said goodbye',
    'sorry for everything',
    'sorted|sorting|sort out who gets|will get my',
    'giving|gave|give away all? my|his|her things|stuff|belongings|possessions',
    'put|putting my|his|her affairs in order',
    // "bought a lot of pills today and I am taking them when my wife goes to work": a plan with the means.
    'bought|saved|stockpiled|collected|hoarded|gathered a? lot|load|loads|bunch|stash|enough of? pills|tablets|paracetamol|meds|painkillers ... taking|take|swallow|swallowing them|it all? when|once|tonight|tomorrow',
    // "ive got 3 boxes lined up on the table and nothing left to stay for"
    'nothing left? to stay|live for',
    'no reason|one left? to stay|live for',
  ],
  self_harm: [
    'self harm|harming|harmed',
    'want*|urge|urges|thinking|thoughts|keep|keeps|kept|going .. harm|hurt|cut|burn|injure|harming|hurting|cutting|burning myself|himself|herself',
    'been hurting|harming|cutting|burning myself|himself|herself',
    'does|did|do|doing it to himself|herself|myself',
    'cuts|burns on .. his|her|my arms|wrists|thighs|legs|forearm|forearms',
    'knife|blade|lighter|cigarette|razor|iron .. against|into|on|to my|his|her arm|arms|forearm|forearms|wrist|wrists|skin|thigh|thighs|leg|legs',
    'arm|arms|forearm|forearms|wrist|wrists|skin|thigh|thighs|leg|legs with a? razor|blade|knife|lighter|cigarette|scissors',
    'cutting|cut|burning|burn|scratching|hitting my|his|her arms|wrists|thighs|legs|skin',
    'i|he|she burn|burns|cut|cuts|punch|punches|scratch|scratches|starve|starves myself|himself|herself',
    'cutting myself|himself|herself',
    'cut|cutting|burned|burnt|hurt|hurting myself|himself|herself again|deliberately|intentionally',
    'cut|cutting|burned|burnt|hurt|hurting myself|himself|herself on purpose',
    'cut|cutting|burned|burnt|hurt|hurting myself|himself|herself to feel',
    // "did them 10 min ago… needed to feel something, keep wanting to go deeper"
    'go|cut|going|cutting deeper',
    'needed|need|wanted|want to feel something',
    'did|done|made them|the cuts',
    // "a photo of his cut wrists", "how long to bleed out from the wrist… I am in the bath now".
    'cut|slit|slashed|slashing|slitting wrists|wrist',
    'bleed|bled|bleeding out from|through the|my|his|her? wrist|wrists',
  ],
  // ---------------------------------------------------------------- priapism
  erection: [
    'erection|erections|boner|boners|hardon|stiffy',
    'hard on|ons',
    'still rock? hard|solid|stiff|erect',
    'standing|stood to|at attention',
    'penis|dick|cock|member|willy|shaft .. hard|erect|stiff',
    // "it's been up for like 4 and a half hours"
    'it is|has? been|stayed|stood up for',
  ],
  /** Hard and staying hard: "still hard", "stayed erect", "been hard for". */
  erection_persisting: [
    'stay|stays|stayed|staying hard|erect',
    'been|still|stayed hard|erect|stiff for',
    'still hard|erect|stiff',
    'still|stayed|been rock hard',
    'still fully|completely|really|totally hard|erect|stiff',
    // "did my dose at 7pm and been stiff ever since"
    'been|stayed hard|erect|stiff ever since',
    // "woke up at 3am with an erection that's still here at 8am"
    'erection|boner that|which is? still here|there|up|going',
    // "i cant make it go down, been like 6 hours"
    'can|could not make|get it go|going down|soft',
  ],
  long_hours: [
    'for|over|past|than|almost|nearly|about|around #2+ hours',
    '#2+ hours',
    // "a 4-hour erection"
    '#2+ hour erection|boner|stiffy',
    'hours',
    'all night|day|morning',
    'overnight',
    'since last night',
    'since yesterday|breakfast|lunch',
    'since this morning',
    'since #',
    'half the day|night',
    'around|about|at|since # this|last morning|night|evening',
    'still hard|erect|stiff .. this|the|next morning|afternoon|evening|day',
    // "its been 4h15"
    'been|now|over|for #4+ h|hr|hrs',
    '"a stiffy since lunchtime and now it is dinner"',
    'since lunch|lunchtime|breakfast|brekkie|teatime',
    // "been up for like 4 and a half hours"
    '#2+ and a half hours|hrs|h',
  ],
  wont_go_down: [
    'not go|going|get|gone|come|coming|went down|soft|away',
    'will|would|does|did not soften|subside',
    'can not get it .. down|soft',
    'stuck hard',
    'make|get it go down|soft',
  ],
  // ---------------------------------------------------------------- bleeding
  bleed: [
    'bleed|bleeding|bleeds|bled|blood|bloody|haemorrhag*|hemorrhag*',
    'pouring|gushing|spurting|streaming|pumping out',
    'cut|sliced|gashed|slashed open? my|his|her .. hand|palm|arm|leg|wrist|finger|head|foot',
    // "its spurting, wife has a belt round it": blood that spurts, a tourniquet.
    'spurting|spurts|squirting',
    'tourniquet on|round|around',
    'belt|strap|tie|tourniquet .. round|around .. leg|arm|thigh|it',
    'pumping|pumps blood',
    // "nosebleed 45 min… pouring down the back of my throat"
    'nosebleed|nosebleeds',
    'nose bleed|bleeding|bleeds|is? pouring',
    // "tripped on the step and split his scalp"
    'split|gashed|opened|cut his|her|my|the? scalp|head|forehead|eyebrow|lip|chin|face',
  ],
  heavy: [
    'heavy|heavily|lots|loads|tons|pouring|gushing|gush|gushes|spurting|spurts|soaked|soaking|soaks|dripping|streaming|pool|everywhere',
    'a lot',
    'so|too|very much',
    'through the|my? dressing|dressings|bandage|bandages|gauze|pad|pads|towel|towels|underwear|boxers|briefs|sheets|clothes',
    'not stop|stopping|stopped',
    'keeps|kept bleeding',
    'blood|it keeps|kept|still coming|running|leaking|seeping|oozing|flowing|dripping',
    'coming|seeping|soaking|leaking through',
    'non stop',
    'nonstop|drenched|saturated',
    'soaked|soaking|bled right through',
    'all over',
    'big|large clots',
    'tourniquet on|round|around',
    'belt|strap|tie .. round|around .. leg|arm|thigh|it',
    // "still pumping blood through 3 tea towels"
    'pumping|pumps',
    'through|soaked|soaking # tea? towels|towel|dressings|bandages|pads',
    // "filled half a mug already"
    'filled|filling .. mug|cup|bowl|sink|bucket|glass',
    // "it nah stop, we tie it wid a shirt and the shirt full up a'ready"
    'nah|nuh|naw|na stop|stopping',
    'shirt|towel|towels|cloth|rag|jumper .. full|soaked|soaking|drenched',
  ],
  blood_urine: [
    'blood in .. urine|pee|piss|wee',
    'peeing|pissing|urinating .. blood',
    'urine|pee|piss .. blood|bloody|red',
  ],
  clots: ['clot|clots|clotting'],
  vomit_blood: [
    'vomit*|throw*|threw|puk*|cough* .. up? blood',
    // "brought up a load of dark red blood": the words of someone who has just vomited it.
    'brought|bring|bringing|brings up ... blood',
    // "brought up what looked like a full mug of bright red blood": an amount between.
    'brought|bring|bringing|brings|coughed|coughing|threw|throwing|vomited|sick up ... mug|mugful|cup|cupful|bowl|mouthful|lot|load|sink|toilet|bucket ... blood',
    // "he's just been sick and it's dark red, a bowlful".
    'been|being|was|is|got sick ... dark|bright red|black|blood|bloody',
    // Blood that has been in the stomach looks like coffee grounds.
    'coffee ground|grounds|granules',
  ],
  after_surgery: [
    'after|since .. surgery|operation|procedure|vasectomy|circumcision|embolisation|embolization',
  ],
  // ---------------------------------------------------------------- breathing
  breath_strong: [
    'can not|could not|unable to speak|talk|say in? full|whole sentences|sentence',
    'can not|could not|unable to finish|complete a? sentence|sentences',
    'can|could not|barely .. breathe|breath|breathing',
    'unable to .. breathe|breath|breathing',
    'can not|could not catch .. breath',
    'can not get .. air',
    'struggling|struggle|trouble|hard|difficult|unable .. to? get|getting|catch|catching .. air|oxygen|breath',
    'not enough air|oxygen',
    'hard|difficult|struggling|struggle|struggles|trouble|difficulty|unable .. to? breathe|breathing|breath',
    'gasping|gasp|gasps',
    'fighting|struggling|battling for every? breath|air',
    'inhaler|puffer|nebuliser|nebulizer .. not|nothing|isnt working|helping|doing',
    'pulling|sucking|gulping|heaving in? air',
    'not breathing',
    'stopped breathing',
    'choking|choked',
    'grabbing|clutching|holding|gripping his|her|my|their throat|neck',
    'lips|face|skin|he|she ... blue|bluish|blueish|grey|gray|greyish|grayish|purple',
    'breathing|breath is|feels .. hard|difficult|laboured|labored|shallow|heavy|slow|weak',
    'turning blue',
    'suffocat*',
    // "finding it harder and harder to get air in"
    'harder .. to? get|getting .. air|breath',
  ],
  /** Blue or grey lips or skin: short of oxygen, whatever else the message says. */
  cyanosis: [
    'lips|face|skin|fingers|fingertips|he|she ... blue|bluish|blueish|grey|gray|greyish|grayish',
    'turning|gone|going|went blue|grey|gray',
  ],
  breath_weak: [
    'short of breath',
    'shortness of breath',
    'breathless',
    'out of breath',
    'wheez*',
    // "voice is strange" after a trigger: swelling reaching the voice box.
    'voice .. strange|weird|funny|hoarse|croaky|changed|changing|different|squeaky|gone',
    // "his breathing has gone noisy and rattly"
    'breathing|breath .. noisy|rattly|rattling|raspy|whistling|wheezy|crackly|gurgling',
    'out of puff',
  ],
  // ---------------------------------------------------------------- consciousness
  collapse: [
    'unconscious|unresponsive',
    'not responding|responsive',
    'will|would|can|could|does|did not wake',
    'not waking up?',
    'collapsed|collapse|collapses',
    'gone|went|going limp',
    'not answer|answering|answers|respond|responding',
    'keeled over',
    'dropped|fell|collapsed to|on the? floor|ground',
    'not open his|her|my eyes',
    'not .. open .. eyes or answer|respond',
    'out cold',
    'lost|losing consciousness',
    'blacked|black|blacking out',
    'passed|passing|pass out',
    'fainted|fainting|faints',
    'seizure|seizures|seizing|convulsing|convulsions|fitting',
    'having a fit',
    'eyes roll|rolled|rolling|rolls back',
    'keeps|kept going down|dropping|falling',
    'took ages|long|forever to come round|to',
    // "went completely out twice on the sofa"
    'went|goes|gone|going completely|totally|fully|right out',
    // "bloke at the bus stop just went down and is not moving"
    'went|gone|dropped|just .. down and|but is? not moving|responding|breathing',
    'lying|lay|laid .. not moving|responding',
    // "everything went black, woke up on the floor"
    'everything|it|all|world went|goes|going|gone black|dark',
    'woke|woken up on the floor|ground|deck',
    'came to|round on the floor|ground|deck',
    // "just dropped on the treadmill, not moving, someone is shaking him"
    'dropped|collapsed|fell|went down on|onto|off the? treadmill|bike|pitch|court|field|stage|dancefloor|street|pavement|track',
    'is|are|was|were|keep|keeps shaking|slapping him|her',
    // "just came round on the bathroom floor, no idea how long I was out"
    'came to|round on the .. floor|ground',
    'woke|woken up on the .. floor|ground',
    'no idea|not sure how long i|he|she was|were|been out',
    // "about five minutes ago he just went down in the kitchen": a person, not a swelling.
    'he|she|they|dad|mum|mom|husband|wife|son|daughter|brother|sister|friend|mate|grandad|granddad|grandma|nan|partner|boyfriend|girlfriend just|suddenly went|dropped down',
    'not really|properly|fully responding|responsive',
  ],
  /** Signs that make a faint urgent even when something brings it on. */
  collapse_sharp: [
    'keep|keeps|kept blacking|passing|fainting|collapsing',
    'been blacking|passing|fainting|collapsing',
    '#2+ times now|today|tonight',
    'second|third|fourth|fifth time .. in the last|past',
    'heart|pulse .. racing|pounding|hammering|skipping|fluttering|irregular|all over the place',
    'racing|pounding heart|pulse',
    'palpitations',
    // "now he is fitting on the floor, foaming a bit": a seizure is never a hedge.
    'fitting|seizing|convulsing|foaming',
    'having a fit|seizure',
  ],
  presyncope: ['about to|going to pass out|faint', 'feel|feeling faint'],
  // ---------------------------------------------------------------- infection
  fever: [
    'fever|feverish|temperature|temp|chills|shivering|shivers|rigors',
    'burning up',
    '#38+ degrees',
    '#100+ degrees',
  ],
  redness: [
    'red|redness|hot|warm|inflamed',
    'pus|oozing|discharge',
    'smell|smells|stink|stinks|stinking|rotten|foul',
  ],
  gangrene: [
    'skin|patch|patches ... black|dark|purple|grey|gray|dead',
    'black|dark|purple|grey|gray .. skin|patch|patches',
    'gangrene|necrotic|necrosis|dying skin',
    'blister|blisters',
    'spreading redness',
  ],
  fournier_name: ['fournier|fourniers|fournier gangrene'],
  // ---------------------------------------------------------------- allergy
  /** Throat closing or tongue swelling: an emergency on its own. */
  throat_closing: [
    'throat|airway ... closing|tight|tightening|closed',
    'tongue .. swelling|swollen|swell*|puff*|huge|thick',
    'swelling|swollen .. tongue',
    // "his throat is small", "cannot swallow his own spit": an airway narrowing in plain words.
    'throat .. small|smaller|narrow|narrowing|thick|tiny',
    'can|could not swallow .. spit|saliva|water|anything',
    'unable to swallow .. spit|saliva|water|anything',
  ],
  face_swelling: [
    'face|lips|lip|eyes|eyelids|mouth|throat .. swelling|swollen|swell*|puff*',
    'face|lips|lip|eyes|eyelids|mouth|tongue .. huge|massive|ballooned|ballooning|blown up|puffed up',
    'swelling|swollen .. face|lips|lip|eyes|mouth|throat',
    // "eye and lip big like balloon"
    'face|lips|lip|eye|eyes|eyelids|mouth|tongue .. big|enormous|fat|huge',
    'face|lips|lip|eye|eyes|eyelids|mouth|tongue .. like a? balloon|balloons',
  ],
  allergy: [
    'allergic|allergy|allergies',
    'reaction',
    'epipen|epi pen',
    'after eating|taking',
    'after|since the|my|taking|starting .. antibiotic|antibiotics|medication|medicine|injection|shot|jab|dye|contrast',
    'after the|my|an injection|shot|jab',
    'peanut|peanuts|penicillin|bee|wasp|sting|stung',
    // "a bite of her friend's sesame bar", "going blotchy"
    'sesame|shellfish|prawn|prawns|shrimp|shrimps|cashew|cashews|almond|almonds|hazelnut|hazelnuts|walnut|walnuts|pistachio|pistachios|lobster|crab|mussels|kiwi|latex',
  ],
  /** Skin signs of an allergy: with a trigger or breathing trouble, not by their size alone. */
  hives: ['hives|welts', 'rash all over', 'blotchy|blotches'],
  anaphylaxis: ['anaphyla*', 'anaphylactic shock'],
  /** A wound open to what is inside: "a big tear… I can see a bit of what's inside". */
  open_wound: ['can see ... inside|insides', 'gaping|gapes', 'hanging open'],
  /** Adrenaline given: hospital is needed even when it worked (the reaction can come back). */
  adrenaline_used: [
    'used|gave|give|given|jabbed|injected|did|done .. epipen|epipens|epi|adrenaline|jext|emerade|autoinjector',
    'had to use|give my|his|her|the? epipen|epipens|epi|adrenaline|jext|emerade|autoinjector',
  ],
  // ---------------------------------------------------------------- trauma
  trauma: [
    // "a big tear in the skin of my ballbag and I can see what's inside"
    'tear|torn|ripped|rip|gash|split|slit in|of? the? skin of? my|his? ballbag|scrotum|sack|sac|nutsack|balls',
    'kicked|kneed|struck|smashed|crushed|squashed|slammed|whacked|racked|punched|stomped',
    'gash|gashed|slashed|sliced|lacerated|laceration',
    'hit|struck in|on|by|with',
    'got|was|been|get hit',
    'took a ball|hit|kick|knee',
    'took|got|take a? full|hard? boot|kick|knee|hit|knock|volley|shot|strike|elbow|punch straight|right? in|to|on',
    'booted|boot in|to',
    'took|got a? cricket|football|hockey|golf|tennis|soccer|base? ball ... in|to|on the|my|his',
    'took|take|got a|an .. to the|my',
    'fell|fall|landed|sat on',
    'fell|fall|landed .. onto|on|off',
    'straddl*',
    'landed|fell astride',
    'crossbar|handlebar|handlebars',
    'zipper|zip',
    'caught|trapped|slammed|shut .. in a|the door|drawer|zipper|zip',
    'injured|injury|injuries|trauma|accident',
    'bent|broke|broken|fractured|fracture|snapped|ruptured',
    'bitten',
    'dog bit',
    // "cut my scrotum shaving, deep, gaping open"
    'cut|nicked|sliced|gashed|split my|his scrotum|sack|penis|foreskin|testicle|balls',
    'headbutted|headbutt|headbutts|head butted',
    // "a metal cock ring… now it will not come off, swollen and going dark"
    'cock|penis|metal|steel|willy ring|rings',
    'will|would|does|can not come|get off',
    'ring|band|washer|nut|bottle|hoover|vacuum stuck on|around|in',
  ],
  bruise: [
    'bruise|bruised|bruising',
    'black and blue',
    'purple|black',
    'all? blue and fat|swollen',
  ],
  pop_sound: [
    'heard|felt a? loud|big|sudden? pop|crack|snap|popping|cracking|snapping',
    'popping|cracking|snapping sound|noise',
    // "something went CRUNCH"
    'went|go|goes crunch|crack|snap|pop',
    // "Something snapped when my girlfriend was on top, loud pop"
    'loud|big|sudden pop|crack|snap|crunch',
    'something snapped|popped|cracked|crunched',
  ],
  went_soft: [
    'went soft|limp',
    'lost .. erection',
    // "something went CRUNCH. Lost it instantly"
    'lost it instantly|immediately|straightaway|straight|right|at',
  ],
  // ---------------------------------------------------------------- urinary retention
  unable_pee: [
    'can|could not|barely .. pee|urinate|wee|piss|peeing|urinating|weeing',
    'unable to .. pee|urinate|wee|piss',
    'not been? able to .. pee|urinate|wee|piss',
    'can|could not pass any? urine|water',
    'not passed|passing any? water|urine',
    'unable to|not pass .. urine|water',
    'not been able to pass .. urine|water',
    'nothing .. comes|coming|came|come out',
    'no pee|urine .. comes|coming|came|come out',
    'not peed|urinated|pissed in|for|since',
    'have|has|had not .. peed|urinated|pissed|pee|urinate|wee|weed',
    'loo|toilet|bathroom ... nothing',
    'can not|could not empty .. bladder',
    'only|just drops|dribbles',
    '#2+ hours since .. peed|pee|urinated|peeing|went',
    'since i|he last peed|urinated',
    // "no wee in his pad since last night"
    'no wee|pee|urine|piss|weeing|peeing in|since|for',
  ],
  bladder_full: [
    'bladder .. full|bursting|burst|swollen|killing|distended|hard',
    'feels like .. burst',
    'belly|stomach|abdomen .. swollen|hard|bloated',
  ],
  shy_bladder: [
    'when|if people|someone|others|guys|anyone .. around|near|next|there|watching|nearby',
    'in public',
    'public toilet|toilets|restroom|restrooms|bathroom|bathrooms|urinal|urinals',
    'at the? urinal|urinals',
    'shy bladder',
    'paruresis',
    'stage fright',
    'next urinal|urinals|stall|cubicle',
  ],
  // ---------------------------------------------------------------- overdose / poisoning
  overdose: [
    'overdose|overdosed|overdosing|overdoses',
    'took|taken|swallowed|ate way|far? too many|much',
    'took|taken|swallowed|ate|drank|downed a|the|his|my? whole|entire|full|half a? bottle|pack|packet|box|strip|sheet|jar|tub',
    'took|taken|swallowed|ate|downed #10+ of my|his|her|the',
    'took|taken|swallowed|ate|downed #10+ sleeping|of|my|his|her|the|paracetamol|tylenol|ibuprofen|viagra? pills|tablets|capsules|caps',
    'took|taken|swallowed|ate|downed like|about|around|maybe|nearly|over|almost|roughly #10+',
    'took|taken|swallowed #4+ viagra|cialis|sildenafil|tadalafil',
    'swallowed|drank|drunk|drink|drinks|drinking|ate|ingested|had .. bleach|antifreeze|poison|detergent|cleaner|battery|batteries|pod|pods|rat|weedkiller|pesticide|insecticide|paraquat|fertiliser|fertilizer|lye|petrol|gasoline|paraffin|kerosene|methanol',
    'took|taken|swallowed all of? his|her|my|the .. tablets|pills|meds|medicine|medication',
    'poisoned|poisoning',
    'overdid|overdone it with .. pills|meds|medication|tablets|painkillers|medicine',
    'took|taken|swallowed|downed|ate a? load|loads|handful|handfuls|bunch|fistful|heap|lot|lots .. pills|tablets|meds|medication|painkillers|sleeping',
    'took|taken|swallowed ... on purpose',
    'whole lot|load|bunch more',
    // "he's eaten I don't know how many": an unknown number swallowed.
    'eaten|ate|swallowed|taken|took|had ... not know|sure how many',
    'eaten|ate|swallowed|taken|took|had ... no idea|clue how many',
    // "about 20 tablets since this morning": many in one day.
    '#10+ tablets|pills|capsules|caps since|today|tonight|this',
    '#10+ paracetamol|tylenol|acetaminophen|ibuprofen|aspirin|codeine|cocodamol|codydramol|tramadol|naproxen|diazepam|sertraline|sleeping .. since|today|tonight|this|in',
    // "then the rest of the bottle around 4": everything that was left.
    'took|taken|swallowed|had|downed|ate|then the rest|remainder of the|my|his|her bottle|pack|packet|box|tub|tablets|pills',
    'over|above|more than|twice|double|triple the max|maximum|limit|recommended',
    // "took 8 of my tramadol instead of 2": more than the dose, by mistake.
    'took|taken|swallowed|had|injected|gave|given like|about|around|maybe? #3+ ... instead of',
    '#10+ units instead of',
    // Insulin given twice is dangerous at once, whatever the dose.
    'injected|took|taken|gave|given|done|did my|his|her? .. insulin ... twice|double|doubled',
    // A child who "chewed through the blister", "ate maybe 4-5 tablets".
    'chewed|chewing|bit|bitten through|into|open ... blister|blisters|pack|packet|tablets|tabs|pills',
    'he|she|they|kid|child|toddler|baby|son|daughter eat|ate|eaten|chewed|swallowed maybe|about|like|around|some|a few|several|# ... tablets|pills|capsules|caps|gummies',
    // Not "as a kid when I ate kiwi": the child is the one who swallowed.
    'my|the|our|his|her|their kid|child|toddler|baby|son|daughter .. swallowed|ate|drank|ingested',
    'kid|child|toddler|baby|son|daughter swallowed|ate|drank|ingested',
    // "bit into one of those washing capsules": detergent in the mouth.
    'bit|bitten|biting|chewed|chewing|sucked|sucking|swallowed|ate|eaten ... washing|laundry|dishwasher|detergent capsule|capsules|pod|pods|tablet|tablets|liquid|liquitab|liquitabs',
    // "found her with an empty box of her amitriptyline": what is missing was taken.
    'found|find|finding him|her|them ... empty|emptied box|boxes|bottle|bottles|packet|packets|pack|packs|strip|strips|blister|blisters|tub',
    'got|gotten into .. pill|pills|medicine|medication|medications|meds|tablets|tablet|vitamins|gummies|painkillers',
    'i|he|she|they swallowed|ate|took|taken a? bunch|load|lot|handful|fistful of them',
    'way|far|lot|much more .. than i|he|she|we should|prescribed|allowed|used|usual|normally|usually',
    'taken|took|had|swallowed|dropped something|pills|drugs .. at|from a|the party|club|festival|rave',
    // "taking it every day by mistake" (a weekly drug such as methotrexate): days of double doses.
    'taking|took|taken|had it|them every|each day by|in? mistake|accident',
    'taking|took|taken|had it|them daily by|in? mistake|accident',
    'methotrexate ... every|each day',
    'methotrexate ... daily',
    // "took my whole week of methotrexate in one go"
    'took|taken|swallowed|had .. whole|entire|full week|weeks|month|months of',
    // "realised tonight the sachets have paracetamol in them too": two sources of one drug for days.
    'have|has|had|contain|contains|contained paracetamol|acetaminophen|ibuprofen in them|it',
    'have|has|had|contain|contains|contained paracetamol|acetaminophen|ibuprofen too|also',
    // "double dosed my lantus, extra 40 units": insulin by any name, twice over.
    'double|doubled dosed|dose|up? my|his|her? insulin|lantus|novorapid|humalog|levemir|tresiba|toujeo|humulin|fiasp',
    'insulin|lantus|novorapid|humalog|levemir|tresiba|toujeo|humulin|fiasp ... twice|double|doubled',
    'insulin|lantus|novorapid|humalog|levemir|tresiba|toujeo|humulin|fiasp ... extra #10+',
    'extra #10+ units',
    // "my 18 month old chewed a nicotine pouch": nicotine is a poison for a small child.
    'chewed|swallowed|ate|eaten|drank|sucked|sucking|licked .. nicotine|vape|snus|eliquid pouch|pouches|gum|liquid|patch|refill|refills|pod|juice',
    'chewed|swallowed|ate|eaten|drank|sucked|sucking|licked .. e liquid',
    // "he had a couple in his mouth… I think he swallowed at least one"
    'he|she|they|son|daughter|toddler|baby|kid|child swallowed|ate|eaten|chewed at least one|two|some|#',
    'he|she|they|son|daughter|toddler|baby|kid|child swallowed|ate|eaten|chewed maybe|probably|possibly one|two|some|#',
  ],
} as const satisfies Record<string, readonly string[]>;

export type Concept = keyof typeof CONCEPTS;

/** The context concepts; everything else is a symptom concept. */
export const CONTEXT_CONCEPTS: ReadonlySet<Concept> = new Set<Concept>([
  'negator',
  'past_backref',
  'idiom',
  'clause_break',
  'past',
  'present',
  'present_aspect',
  'frame_strong',
  'frame_weak',
  'conditional',
  'whether_verb',
  'first_person',
  'resolved',
  'chronic',
  'trigger',
  'stress_trigger',
  'suspect',
]);

/**
 * Everyday words that sit one typo away from a lexicon word ("heat" / "heart", "testing" /
 * "testis"); the spelling corrector never changes them.
 */
export const PROTECTED_WORDS: ReadonlySet<string> = new Set(
  `camping handover tripped tripping bloke blokes snort snorted snorting heat heard hear head heal health healthy healing pair paid paint pains chess bells bulls bills
  balls calls walls falls tests testing tested tester tester testes tastes testy sore sure some
  store stone stones stoke stake stoked stroll strong stride strip striking stripe breeding
  brewing brain brains bread breast breasts beast blast bleach blond blend blind blink
  infection injection injections infections direction election erection erections ejection
  selection section sections reaction reactions rejection detection protection correction
  connection collection attention intention mention tension pension position positions
  swelling sweeping swelling feeling feelings falling filling failing killing willing telling
  dealing hearing healing heating sealing peeling
  vomit voted vote bloody body bodies boldly bottle battle little brittle
  pressure pleasure measure treasure
  surgery surgeon sugar
  weight eight height light night right tight sight fight might
  cramps camps clamps champs
  worst worse worth words world worry worried
  severe several seven sever
  though through thought tough
  faint paint saint fain
  other others brother mother
  sudden sodden
  choking cooking joking smoking
  sweating seating setting
  passing missing kissing
  collapse collapsed
  testosterone tests testicular
  throat threat three
  thing things think thinking
  lower lover
  cycle cycles circle
  scared scarred sacred
  cords cord core
  fertile fertility infertile infertility
  semen seven women
  sperm spurt
  daily dairy
  price prices
  shape share
  dress dressing
  clothes close closed
  bruises bruised
  lying lifting
  water waiter
  hours house
  urinal urine
  prior prison
  fever never fewer
  tender tinder
  stomach
  months mouths month mouth
  weeks weekly
  hello help
  please
  tight tights
  spread spreads
  lumps lump
  ultrasound
  after
  before
  partner
  vitamin vitamins
  smaller smell
  study studies
  normal
  motility mobility
  morphology
  blocked`
    .split(/\s+/)
    .filter(Boolean),
);
