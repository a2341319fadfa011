/**
 * Everyday words for what the health library calls by its clinical name. A question is
 * searched with its own words plus these, so "my balls ache" finds the passages on testicles
 * and scrotal pain. Keys are matched as whole words or phrases in the lower-cased question;
 * the values are appended (Postgres stems them like the library's text).
 */
export const LAY_TERMS: readonly (readonly [RegExp, string])[] = [
  [
    /\b(balls?|nuts|nads|gonads|testes|teste|nut|testis|testicals?|testicels?)\b/,
    'testicle testicles',
  ],
  [/\b(sack|ballsack|nutsack|scrot\w*)\b/, 'scrotum scrotal'],
  [/\b(swimmers|spunk|cum|jizz|seed)\b/, 'sperm semen'],
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
  [/\b(boner|hard-?on|stiffy)s?\b/, 'erection'],
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
  [/\b(infertil\w*|sterile|firing blanks)\b/, 'infertility fertility'],
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
  [/\b(come back|recur\w*|return)\b/, 'recurrence'],
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
  [/\b(causes?|why|reason|because)\b/, 'causes'],
  [
    /\b(veins? (in|on|above|around) (my|the) (sack|scrotum|balls?|nuts|testicles?))\b/,
    'varicocele',
  ],
  [/\b(total|free|my|low|high) t\b|\b(ng\/?dl|nmol\/?l?)\b/, 'testosterone level test'],
];

/** The question with the library's words for its lay terms appended. */
export function expandLayTerms(question: string): string {
  const lower = question.toLowerCase();
  const extra = LAY_TERMS.filter(([pattern]) => pattern.test(lower)).map(([, words]) => words);
  return extra.length === 0 ? question : `${question} ${extra.join(' ')}`;
}
