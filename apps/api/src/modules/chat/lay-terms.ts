/**
 * Everyday words for what the health library calls by its clinical name. A question is
 * searched with its own words plus these, so "my balls ache" finds the passages on testicles
 * and scrotal pain. Keys are matched as whole words or phrases in the lower-cased question;
 * the values are appended (Postgres stems them like the library's text).
 */
export const LAY_TERMS: readonly (readonly [RegExp, string])[] = [
  [
    /\b(balls?|nuts|nads|gonads|testes|teste|nut|testis|testicals?|testicels?|bollocks?|goolies|knackers|family jewels|jewels|stones|cojones|left one|right one)\b/,
    'testicle testicles',
  ],
  [/\b(sack|ballsack|nutsack|scrot\w*)\b/, 'scrotum scrotal'],
  [/\b(swimmers|spunk|cum|jizz|seed|load|ejaculate|sperma)\b/, 'sperm semen'],
  [/\bsperms?\b/, 'sperm'],
  [/\b(low t|low-t|low testo\w*|testo|test levels?|\bt levels?)\b/, 'low testosterone'],
  [
    /\b(trt|testosterone replacement|testosterone gel|testosterone injections?)\b/,
    'testosterone therapy',
  ],
  [
    /\b(can'?t get it up|cannot get it up|can’t get it up|can'?t stay hard|soft|limp|impoten\w*|ed\b|erectile dysfunction|erectile disfunction)/,
    'erection problems',
  ],
  [/\b(boner|hard-?on|stiffy|woody|errection|erecion|erektion)s?\b/, 'erection'],
  [
    /\b(morning wood|wake up hard|nocturnal erections?|night-?time erections?)\b/,
    'morning erections',
  ],
  [/\b(dick|cock|willy|todger|member|manhood|johnson|shaft|bellend|foreskin)\b/, 'penis'],
  [
    /\b(jerking off|jerk off|wank\w*|masturbat\w*|ejaculat\w*|abstain|abstinence|no sex)\b/,
    'ejaculation abstinence',
  ],
  [/\b(viagra|cialis|sildenafil|tadalafil|pills?)\b/, 'tablets treatment'],
  [/\b(varico\w*|varic\w*|vericocele|varicoseal|varicose)\b/, 'varicocele'],
  [/\b(bag of worms|wormy|twisted veins?|swollen veins?|enlarged veins?)\b/, 'varicocele veins'],
  [
    /\b(have kids|have a baby|get (her|my wife|my partner|my girlfriend) pregnant|conceive|ttc|trying for a baby|make babies|knock\w* up)\b/,
    'fertility conceive pregnancy',
  ],
  [/\b(infertil\w*|sterile|(firing|shooting) blanks)\b/, 'infertility fertility'],
  [
    /\b(sperm test|semen test|sperm sample|semen sample|sperm analysis|spermiogram|sperm check)\b/,
    'semen analysis',
  ],
  [/\b(count|concentration|million)\b/, 'sperm count concentration'],
  [/\b(motility|moving|swim|swimming|movement)\b/, 'motility'],
  [/\b(shape|morphology|normal forms|deformed)\b/, 'morphology'],
  [/\b(zero sperm|no sperm|azoo\w*)\b/, 'no sperm azoospermia'],
  [/\b(smok\w*|cigarettes?|vap\w*|nicotine|weed|cannabis)\b/, 'smoking'],
  [/\b(beer|booze|drinking|drinks?|alcohol\w*|wine|hangover)\b/, 'alcohol'],
  [/\b(overweight|obes\w*|fat|bmi|lose weight|losing weight|belly)\b/, 'weight'],
  [/\b(bike|biking|cycl\w*|saddle|spin class)\b/, 'cycling'],
  [/\b(gym|workout|working out|running|lifting|exercis\w*)\b/, 'exercise'],
  [/\b(hot tub|jacuzzi|sauna|bath|laptop|heat)\b/, 'heat sauna'],
  [/\b(undies|underwear|briefs|boxers|tight pants|jockstrap|jock strap|support)\b/, 'underwear'],
  [/\b(twisted testicle|twisted ball|torsion|sudden (severe )?pain)\b/, 'torsion'],
  [/\b(lump|bump|hard spot|growth|cancer|hydrocele|cyst)\b/, 'lump swelling'],
  [
    /\b(check (my|your) (balls|testicles|nuts)|self[- ]?exam\w*|feel for lumps)\b/,
    'self-examination',
  ],
  [/\b(kicked|hit|injur\w*|blow|accident)\b/, 'injury'],
  [
    /\b(burning|peeing|pee|urinat\w*|std|sti|chlamydia|gonorrh\w*|infection)\b/,
    'infection epididymitis',
  ],
  [/\b(op|surgery|operation|procedure|varicocelectomy)\b/, 'surgery'],
  [
    /\b(coil\w*|embolization|embolisation|through a vein|without cutting|keyhole|radiolog\w*)\b/,
    'embolisation',
  ],
  [/\b(microscope|microsurg\w*)\b/, 'microsurgical'],
  [/\b(come back|recur\w*|return(s|ed|ing)?)\b/, 'recurrence'],
  [/\b(teen\w*|son|boy|adolescen\w*|kid|child|puberty)\b/, 'teenagers adolescents'],
  [/\b(ivf|icsi|iui|fertility clinic|assisted)\b/, 'assisted conception'],
  [/\b(supplements?|vitamins?|multivitamin)\b/, 'supplements'],
  [/\b(folic|folate)\b/, 'folate'],
  [/\b(coq10|q10|coenzyme|carnitine)\b/, 'coq10 carnitine'],
  [/\b(booster|boosters)\b/, 'testosterone boosters'],
  [/\b(steroids?|roids|juice|anabolic|sarms?|cycle)\b/, 'anabolic steroids'],
  [/\b(stressed|stress|anxious|anxiety|depress\w*|mental)\b/, 'stress mental health'],
  [/\b(sleep|insomnia|tired|exhausted|fatigue)\b/, 'sleep'],
  [/\b(urologist|specialist|referral)\b/, 'urologist'],
  [/\b(a&e|er|emergency|ambulance|911|999)\b/, 'emergency'],
  [/\b(heart|cardio\w*|blood pressure|cholesterol)\b/, 'heart'],
  [/\b(hurts?|hurting|sore|soreness|aches?|aching|achy|painful|throbbing)\b/, 'pain ache'],
  [/\b(fix|fixes|fixed|fixing|repaired|get rid of|cure[ds]?)\b/, 'repair treatment'],
  [
    /\b(worth it|worth doing|leave it|leave alone|left alone|ignore it|need to be treated)\b/,
    'need treatment',
  ],
  [/\b(meds|medication|medications|medicine|prescription|tablets?)\b/, 'medicines'],
  [
    /\b(get hard|getting hard|stay hard|staying hard|keep it up|lose it|losing it|go soft)\b/,
    'erection',
  ],
  [/\b(libido|sex drive|horny|no desire|interest in sex)\b/, 'sex drive'],
  [/\b(arter(y|ies)|arterys|clogged|blocked vessels?|circulation)\b/, 'blood vessels heart'],
  [/\b(swollen|swelled|puffy|enlarged|bigger)\b/, 'swelling'],
  [/\b(shots?|jabs?|injections?|needles?)\b/, 'injections'],
  [/\b(junk|down there|privates|private parts|crotch|groin|genitals?)\b/, 'scrotum testicles'],
  [/\b(docs?|gp|physician|doctors?)\b/, 'doctor'],
  [/\b(kids|baby|babies|pregnan\w*|father|dad|children)\b/, 'fertility conceive'],
  [/\b(recover\w*|heal\w*|downtime|time off|back to work|rest)\b/, 'recovery'],
  [/\b(risks?|dangers?|side effects?|complications?|safe|go wrong)\b/, 'risks'],
  [/\b(normal range|normal levels?|results?|numbers|reference)\b/, 'reference values results'],
  [/\b(how long|how soon|how quickly|when will|weeks|months)\b/, 'months weeks'],
  [/\b(symptoms?|signs?|feel like|notice)\b/, 'symptoms signs'],
  [/\b(causes?|caused|causing|why|reasons?|because|to blame|down to)\b/, 'causes'],
  // Forms of one word the English stemmer keeps apart.
  [/\bpregnant\b/, 'pregnancy'],
  [/\bpregnancy\b/, 'pregnant'],
  [/\b(conception|conceiving)\b/, 'conceive'],
  [/\btesticular\b/, 'testicle'],
  [/\b(surgical|surgeon|surgically)\b/, 'surgery'],
  [/\b(treat|treats|treated|treating|treatment|treatments)\b/, 'treat treatment'],
  [/\b(diagnose[ds]?|diagnosing|diagnosis)\b/, 'diagnose diagnosis'],
  [/\b(inflamed|inflammation|inflammatory)\b/, 'inflamed inflammation'],
  [/\b(recover|recovers|recovered|recovering|recovery)\b/, 'recover recovery'],
  [/\b(injure[ds]?|injury|injuries)\b/, 'injured injury'],
  [/\b(anxious|anxiety)\b/, 'anxious anxiety'],
  [/\b(shrink\w*|shrunk\w*|shrank)\b/, 'shrink smaller'],
  [/\b(smaller|larger)\b/, 'size small large'],
  [/\b(prescribe[ds]?|prescription)\b/, 'prescribed prescription'],
  [/\b(penile)\b/, 'penis'],
  [/\b(seminal)\b/, 'semen'],
  // Medical words the library spells differently or not at all.
  [/\b(oligo\w*|low (sperm )?count)\b/, 'low sperm count concentration'],
  [/\b(astheno\w*|lazy|slow swimmers|sluggish|not moving)\b/, 'motility'],
  [/\b(terato\w*|abnormal shape|badly shaped|misshapen|wonky)\b/, 'morphology'],
  [/\b(spermatozoa|spermatogenesis)\b/, 'sperm'],
  [/\b(ubiquinol|ubiquinone)\b/, 'coq10'],
  [/\b(brazil nuts?|selenium)\b/, 'selenium'],
  [/\b(dna fragmentation|dna damage|sperm dna|fragmentation)\b/, 'dna damage oxidative stress'],
  [
    /\b(testogel|androgel|nebido|sustanon|test e|testosterone cypionate|enanthate)\b/,
    'testosterone therapy',
  ],
  [/\b(clomid|clomiphene|hcg|anastrozole)\b/, 'hormone treatment'],
  [
    /\b(tese|micro-?tese|pesa|tesa|sperm retrieval|surgical(ly)? (retriev\w*|extract\w*)|take sperm (directly )?(out|from))\b/,
    'sperm retrieval',
  ],
  [/\b(subinguinal|ligation|varicocelectomy|microscopic)\b/, 'microsurgical varicocelectomy'],
  [/\b(laparoscop\w*|laproscop\w*|open surgery)\b/, 'laparoscopic'],
  [/\b(ultrasound|scan|doppler|imaging)\b/, 'ultrasound scan'],
  [/\b(bear(ing)? down|strain(ing)?|cough|valsalva)\b/, 'valsalva strain examination'],
  [/\b(visible|only (see|feel)|size|how big|grade[ds]?)\b/, 'grade'],
  [/\b(fever|flu|temperature|ill|illness|sick|covid|virus)\b/, 'fever illness'],
  [/\b(undescended|mumps|chemo\w*|radiotherapy|cancer treatment)\b/, 'causes infertility'],
  // Hormones, supplements and drugs by the names people use.
  [
    /\b(hypogonadism|andropause|manopause|male menopause|low energy|no energy|no drive)\b/,
    'low testosterone',
  ],
  [/\b(moobs|man boobs|gyno|gynaecomastia|gynecomastia)\b/, 'breast'],
  [
    /\b(ashwagandha|tongkat\w*|tribulus|fenugreek|maca|d-?aspartic|dhea|horny goat weed)\b/,
    'testosterone boosters supplements',
  ],
  [
    /\b(fertilaid|proxeed|conceive plus|wellman|menevit|fertility (pills|vitamins|supplements?)|sperm boosters?)\b/,
    'fertility supplements',
  ],
  [/\b(vitamin (c|d|e)|omega|fish oil|antioxidants?|lycopene)\b/, 'antioxidants supplements'],
  [
    /\b(gear|tren|dbol|test cyp|cypionate|pct|on cycle|blast and cruise|bodybuild\w*)\b/,
    'anabolic steroids',
  ],
  [/\b(cocaine|coke|mdma|ecstasy|recreational drugs|opioids?|kratom)\b/, 'drugs'],
  [
    /\b(bloods|blood ?work|blood tests?|hormone (panel|test|levels?)|levels checked)\b/,
    'blood test',
  ],
  [/\b(andrologist|uro|urology|urologists)\b/, 'urologist'],
  [
    /\b(put under|knocked out|general anaesthetic|general anesthetic|anesthe\w*|sedat\w*)\b/,
    'anaesthetic',
  ],
  [
    /\b(skinny jeans|tight jeans|onesie|heated (car )?seats?|electric blanket|hot showers?|hot water)\b/,
    'heat underwear',
  ],
  [/\b(ovulat\w*|fertile window|timing|how often should we)\b/, 'ovulation'],
  [/\b(too old|older dads?|my age|over (35|40|45|50)|biological clock)\b/, 'age older'],
  [
    /\b(another (one|test|sample)|second (one|test|sample|analysis)|re-?test\w*|redo\w*|repeat\w*|two (tests|samples|results)|so different|different results?|vary|varies|varied|fluctuat\w*)\b/,
    'repeated second test vary',
  ],
  [
    /\b(ago|kick in|take effect|start(ed|ing)? (to get|getting) better|see a difference|see results)\b/,
    'take three months',
  ],
  // Everyday names for what an article is about.
  [/\b(twist(ed|ing)? (nut|bollock|ball|testicle)s?|twisted)\b/, 'torsion'],
  [
    /\b(uti|water infection|urine infection|bladder infection|clap|epididymis)\b/,
    'infection epididymitis',
  ],
  [/\b(pea|pea-sized|grain of rice|marble)\b/, 'lump'],
  [
    /\b(examine myself|check myself|check (them|it) (myself|at home)|feel (my|your) (balls|nuts|testicles))\b/,
    'self-examination',
  ],
  [
    /\b((male|men'?s|mens) fertility (test|check\w*)|fertility (test|check)(ed)? for (men|guys|a man)|check (my|his) fertility)\b/,
    'semen analysis',
  ],
  [/\b(collect\w*|sample (cup|pot|jar)|(produce|give|provide) (a|the) sample)\b/, 'sample collect'],
  [
    /\b(floppy|semi|half[- ]hard|not (fully|rock|very) hard|weak(er)? erections?|softer)\b/,
    'erection problems',
  ],
  [
    /\b(won'?t go down|stuck hard|hard for hours|erection (for|lasting|that lasts) (hours|\d+ hours)|four hours|4 ?hours|4 ?hrs)\b/,
    'priapism erection',
  ],
  [/\b(snor\w*|apnoea|apnea|night shifts?|shift work|nights)\b/, 'sleep'],
  [/\b(dad bod|beer belly|gut|love handles)\b/, 'weight'],
  [/\b(joints?|spliffs?|snus|pouches|zyn|chewing tobacco)\b/, 'smoking'],
  [/\b(get (it|this|them) checked|see someone|worth seeing|book an appointment)\b/, 'see doctor'],
  [/\b(urgent\w*|hospital|straight away|right now)\b/, 'emergency'],
  [/\b(test tube baby|donor sperm|sperm donor|egg collection)\b/, 'assisted conception'],
  // Feelings about fertility and sex.
  [
    /\b(less of a man|failure|failed as|guilt\w*|ashamed|shame|embarrass\w*|low mood|feel(ing)? (down|low)|upset|gutted|devastated|in tears|crying|cope|coping|struggl\w*|talk to anyone|no one to talk|alone|lonely|strain|relationship|marriage|arguing|blame)\b/,
    'feelings mental health support relationships',
  ],
  // What happened after a treatment.
  [
    /\b(did it work|does it work|not work\w*|didn'?t work|worked|success\w*|chances?|odds|likelihood|improv\w*|go up|went up|better)\b/,
    'results improve chances',
  ],
  [/\b(same day|(?<!sex )drive|driving|home|lift\w*|gym|back to|return to|off work)\b/, 'recovery'],
  [/\b(bruis\w*|bleed\w*|oozing|wound|stitches|incision|red(ness)?|discharge)\b/, 'wound bruising'],
  [
    /\b(questions? to ask|what (should|do) i ask|what to ask|bring|prepare|appointment|first visit|consultation)\b/,
    'appointment prepare questions',
  ],
  [/\b(pints?|units|binge|lager|spirits|vodka|whisky)\b/, 'alcohol'],
  [/\b(kneed|kicked|whacked|struck|smashed|took a hit|got hit)\b/, 'injury'],
  [/\b(blue balls|arousal|aroused|edging)\b/, 'pain ache testicles'],
  [/\b(sperm (are )?made|make sperm|sperm production|produce sperm)\b/, 'sperm production'],
  [/\b(total|free|my|low|high) t\b|\b(ng\/?dl|nmol\/?l?)\b/, 'testosterone level test'], // Fourth pass (ADR 029): everyday words the blind sets showed the thesaurus lacked, by kind.
  [/\b(drunk|hammered|wasted|plastered|pissed|tipsy|bender|on the piss|boozing|sesh)\b/, 'alcohol'],
  [/\b(ciggies|ciggy|cigs|cig|fags|tobacco|smokes|rollies|baccy|cigar\w*)\b/, 'smoking'],
  [
    /\b(marathons?|triathlon\w*|endurance|ultras?|crossfit|sports?|training|rowing|football|rugby)\b/,
    'exercise sport',
  ],
  [/\b(hot|hotter|warm|warmer|cold|colder|cooler)\b/, 'heat warm cold'],
  [
    /\b(hang(s|ing)? (low|lower|down|outside|out)|dangl\w*|outside the body|pull(s|ed)? up (tight|close))\b/,
    'hang lower outside body temperature',
  ],
  [
    /\b(who 20\d\d|who (criteria|reference|guidelines?|values|ranges?|limits|cut-?offs?)|according to (the )?who|normal (sperm )?(count|motility|morphology|volume|values?|numbers?|ranges?)|what'?s normal|whats normal|what is normal|cut-?offs?|lower limits?|thresholds?)\b/,
    'reference values normal',
  ],
  [
    /\b(looking for|looked for|checking for|checked for|testing for|feel(ing|t)? for|(how|what) (do|does|did|will|would|can) (they|the doctor|doctors|a doctor|my gp|the gp|the urologist|he|she|you) (know|tell|check|find|confirm|diagnose|spot|detect|look for)|how (is|was|are) (it|they|one|a varicocele) (found|diagnosed|confirmed|detected|checked|spotted)|stand(ing)? up and cough|turn (my|your|his) head and cough)\b/,
    'diagnosed examination',
  ],
  [
    /\b(0 sperm|nil sperm|zero (count|swimmers)|no swimmers|nothing in (the|my|his) (sample|semen)|(sample|test|analysis|results?) (showed|found|came back with|had) (nothing|none|no sperm|zero|0)|empty sample)\b/,
    'no sperm azoospermia',
  ],
  [/\b(fsh|lh|inhibin)\b/, 'fsh hormone'],
  [
    /\b(1[0-9][- ]?(yo|y\/o|yrs?|years?)[- ]?old|1[0-9] ?yo|(he'?s|hes|he is) (only )?1[0-9]|(when|till|until|til) (he'?s|hes|he is) older|grow(ing|s)? up|still growing|at school|high school)\b/,
    'teenagers adolescents',
  ],
  [
    /\b((bad|poor|rubbish|crap|crappy|shit|lousy|weak|low quality|terrible|awful) (quality )?(sperm|semen|swimmers|results?)|sperm (quality|health))\b/,
    'poor sperm quality',
  ],
  [
    /\b(quit|quitting|stopped|stopping|gave up|given up|giving up|cut out|cut back|cut down|cleaned up|cleaning up|changed|changing|lifestyle changes?)\b/,
    'changes',
  ],
  [
    /\b(when (should|can|do|will|would) (i|we|he) (re-?test|test again|redo|get re-?tested|check again|do another)|when will (my |his |the )?(sperm|count|swimmers|results?|numbers|it) (get|be|start|improve|go up|recover))\b/,
    'take three months',
  ],
  [
    /\b(temp|temps|chills|shiver\w*|sweats|hot and cold|(3[89]|40)(\.\d)? ?(degrees|°c|°|c))\b/,
    'fever temperature',
  ],
  [
    /\b(went from|gone from|jumped|rose|increased|increase|improvement|as good as it gets|is that it|plateau\w*|no change|hasn'?t changed|not changed)\b/,
    'results improve',
  ],
  [
    /\b(come|came|comes|coming) back\b(?! (with|normal|fine|low|high|clear|negative|positive|ok|okay|as|from))/,
    'recurrence',
  ],
  [
    /\b((have|has|need|needs) to (get|have)(?= (it|this|that|them|my \w+|his \w+) (fixed|treated|done|removed|operated on|sorted))|(doesn'?t|dont|don'?t|does not|isn'?t|is not|not) (bother\w*|hurt\w*|caus\w* (me |him )?(any )?(problems|trouble|issues))|must (it|i|he) be (fixed|treated))\b/,
    'need',
  ],
  [/\b((free|total|bioavailable) testosterone|shbg)\b/, 'testosterone level test blood'],
  [/\b(\d ?mls?|millilit\w*|milliliters?|volume)\b/, 'volume'],
  [/\b(belly button|navel|tummy|abdomen|abdominal)\b/, 'laparoscopic abdomen keyhole'],
  [/\b(deca|anavar|winstrol|winny|hgh|pinning|pinned|cycles? of)\b/, 'anabolic steroids'],
  [
    /\b((at|aged|age) 1[0-9]|when i was (a teen\w*|1[0-9])|in (my|his) teens)\b/,
    'teenagers adolescents',
  ],
  [
    /\b(taken it (really |so |very )?(hard|badly)|won'?t talk|wont talk|shut down|withdrawn|gone (really |very )?quiet|support (him|her|my (husband|partner|boyfriend))|how (do|can) i (help|support))\b/,
    'feelings mental health support relationships',
  ],
];

/**
 * Phrases that name one thing in other words: the phrase is replaced by the library's name
 * for it, so its parts do not pull elsewhere ("swollen veins in my sack" is a varicocele, not
 * a swelling of the scrotum).
 */
export const LAY_PHRASES: readonly (readonly [RegExp, string])[] = [
  [
    /\b(swollen|enlarged|dilated|twisted|bulging|lumpy|squishy|varicose|knotted|wormy|big|visible|bad) (scrotal )?veins?( (in|on|above|around|of|near) (my|the|his|your) (sack|scrotum|balls?|nuts|testicles?|left (ball|nut|testicle|side)))?/g,
    'varicocele',
  ],
  [/\b(scrotal|testicular|testicle|ball) veins?\b/g, 'varicocele'],
  [
    /\bveins? (in|on|above|around|of|near) (my|the|his|your) (sack|scrotum|balls?|nuts|testicles?)/g,
    'varicocele',
  ],
  [/\b(bag of worms|vein (thing|problem|issue|condition))\b/g, 'varicocele'],
  [
    /\b(the |my |his |a )?vein (op|operation|surgery|procedure|repair|fix|treatment)\b/g,
    'varicocele repair surgery',
  ],
  [/\b(fix(ing|ed)?|repair(ing|ed)?|treat(ing|ed)?) (the|my|his|a) veins?\b/g, 'varicocele repair'],
  [/\b(the )?test hormone\b/g, 'testosterone'],
  // Surgery named only to say it is not: the library's non-surgical repair is embolisation.
  [
    /\b(non[- ]?surgical|non[- ]?invasive|without (surgery|cutting|an op|an operation|a cut|any cuts?|incisions?|stitches)|no (cutting|surgery|incisions?|cuts))\b/g,
    'embolisation',
  ],
  [
    /\b(sperm|spermatogenesis|sperm production) (life ?)?cycle\b/g,
    'sperm production takes three months',
  ],
];

function nameLayPhrases(question: string): string {
  let lower = question.toLowerCase();
  for (const [pattern, name] of LAY_PHRASES) lower = lower.replace(pattern, name);
  return lower;
}

/** The question with its lay phrases named and the library's words for its lay terms appended. */
export function expandLayTerms(question: string): string {
  const lower = nameLayPhrases(question);
  const extra = LAY_TERMS.filter(([pattern]) => pattern.test(lower)).map(([, words]) => words);
  return extra.length === 0 ? lower : `${lower} ${extra.join(' ')}`;
}

/**
 * The question's concepts, each a text to stem: a lay term with the library words it stands
 * for (lay terms whose words overlap make one concept), and every other word alone. The
 * ranking counts a concept once, by its best-matching word, so "infertile" (which adds
 * "infertility fertility") weighs as one word, not three.
 */
export function layConcepts(question: string): string[] {
  const lower = nameLayPhrases(question);
  const words = [...lower.matchAll(/[a-z0-9]+(?:['’][a-z]+)?/g)].map((m) => ({
    text: m[0],
    start: m.index,
    end: m.index + m[0].length,
    concept: -1,
  }));
  const concepts: { words: Set<string>; extra: string[] }[] = [];
  for (const [pattern, extra] of LAY_TERMS) {
    const match = pattern.exec(lower);
    if (!match) continue;
    const start = match.index;
    const end = start + match[0].length;
    const covered = words.filter((w) => w.start < end && w.end > start);
    // Join the concept of any word already covered, merging concepts that meet.
    const joined = new Set(covered.map((w) => w.concept).filter((c) => c >= 0));
    const into = joined.size > 0 ? Math.min(...joined) : concepts.length;
    if (into === concepts.length) concepts.push({ words: new Set(), extra: [] });
    for (const other of joined)
      if (other !== into) {
        for (const w of concepts[other]!.words) concepts[into]!.words.add(w);
        concepts[into]!.extra.push(...concepts[other]!.extra);
        concepts[other] = { words: new Set(), extra: [] };
        for (const w of words) if (w.concept === other) w.concept = into;
      }
    for (const w of covered) {
      w.concept = into;
      concepts[into]!.words.add(w.text);
    }
    concepts[into]!.extra.push(extra);
  }
  const texts = new Set([
    ...concepts.filter((c) => c.extra.length > 0).map((c) => [...c.words, ...c.extra].join(' ')),
    ...words.filter((w) => w.concept < 0).map((w) => w.text),
  ]);
  return [...texts].slice(0, MAX_CONCEPTS);
}

/** Concepts a question may have: a long message is searched by its first distinct ones. */
const MAX_CONCEPTS = 48;

/**
 * The words the thesaurus spells out (its lay words and the library words it adds), so a
 * misspelt lay word is corrected towards them (spelling.ts).
 */
export function layTermWords(): string[] {
  return LAY_TERMS.flatMap(([pattern, words]) => [
    ...(pattern.source.match(/[a-z]{5,}/g) ?? []),
    ...(words.match(/[a-z]{5,}/g) ?? []),
  ]);
}

/** Whether `word` alone is a lay term the thesaurus knows (so it is not a typo to correct). */
export function isLayTerm(word: string): boolean {
  return LAY_TERMS.some(([pattern]) => pattern.test(word));
}
