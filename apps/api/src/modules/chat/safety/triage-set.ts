import type { RedFlagKind } from './triage';

/**
 * Labelled prompts for the red-flag triage, written in the way people type: misspelled,
 * slang, no punctuation, second person, indirect. `expected` is the red flag the message
 * describes as happening now, or null when it is not an emergency (negated, past,
 * hypothetical, a question about an emergency condition, or an ordinary question).
 *
 * `triageSet` is the development set the rules were tuned on. `heldOutSet` was written
 * after the rules were finished and is never tuned on: its figures are reported apart
 * (`npm run triage:report`), and a miss there is fixed by adding the case to `triageSet`
 * along with the rule change, then writing new held-out cases.
 */
export interface TriageCase {
  text: string;
  expected: RedFlagKind | null;
}

const emergencies: TriageCase[] = [
  // testicular torsion
  { text: 'my left testicle suddenly started hurting really bad about an hour ago', expected: 'testicular_torsion' },
  { text: 'woke up at 3am with horrible pain in my right ball and I threw up', expected: 'testicular_torsion' },
  { text: 'my nut is killing me out of nowhere cant even walk', expected: 'testicular_torsion' },
  { text: 'sudden severe pain in my scrotum, 10/10, what do I do', expected: 'testicular_torsion' },
  { text: 'testical pain came on fast and im nauseous', expected: 'testicular_torsion' },
  { text: 'one of my balls is sitting higher than the other and it hurts like hell', expected: 'testicular_torsion' },
  { text: 'My son (14) is crying, says his testicle hurts really badly since this morning', expected: 'testicular_torsion' },
  { text: 'EXCRUCIATING PAIN IN MY BALLS PLEASE HELP', expected: 'testicular_torsion' },
  { text: 'I think my testicle is twisted, it hurts and is swollen', expected: 'testicular_torsion' },
  { text: 'pain in my groin and left nut started during football, feel like puking', expected: 'testicular_torsion' },
  { text: 'is this torsion? my right testis has hurt for 2 hours and it feels higher up', expected: 'testicular_torsion' },
  { text: 'my scrotom hurts sooo bad, worst pain of my life', expected: 'testicular_torsion' },
  { text: 'I had torsion on the left two years ago and now the right side suddenly hurts like crazy', expected: 'testicular_torsion' },
  { text: 'unbearable ache in my testicles that woke me up', expected: 'testicular_torsion' },
  { text: 'how do i know if its torsion? my ball has been killing me for the last 3 hours', expected: 'testicular_torsion' },
  { text: 'my varicocele side suddenly started hurting so much I am sick to my stomach', expected: 'testicular_torsion' },
  // chest pain
  { text: 'crushing pain in my chest going down my left arm', expected: 'chest_pain' },
  { text: 'my friend has crushing chest pain right now', expected: 'chest_pain' },
  { text: 'chest feels really tight and im sweating a lot', expected: 'chest_pain' },
  { text: 'Dad says theres an elephant sitting on his chest', expected: 'chest_pain' },
  { text: 'sharp chest pain and I feel dizzy', expected: 'chest_pain' },
  { text: 'i think im having a heart attack', expected: 'chest_pain' },
  { text: 'pressure in my chest since 20 minutes after taking viagra', expected: 'chest_pain' },
  // stroke
  { text: "My dad's face is drooping and he's slurring his words", expected: 'stroke' },
  { text: 'suddenly cant lift my right arm and my face feels numb', expected: 'stroke' },
  { text: 'my wife says my speech is weird and my smile is crooked', expected: 'stroke' },
  { text: 'worst headache of my life came on suddenly', expected: 'stroke' },
  { text: 'grandpa is suddenly confused and cant find his words', expected: 'stroke' },
  { text: 'i think my husband is having a stroke', expected: 'stroke' },
  { text: 'left side of my body went numb all of a sudden', expected: 'stroke' },
  // suicide / self-harm
  { text: 'i want to kill myself', expected: 'suicide_self_harm' },
  { text: 'honestly I dont want to be alive anymore since the infertility news', expected: 'suicide_self_harm' },
  { text: 'been thinking about ending it all', expected: 'suicide_self_harm' },
  { text: 'everyone would be better off without me', expected: 'suicide_self_harm' },
  { text: 'I have been cutting myself again', expected: 'suicide_self_harm' },
  { text: 'my brother says he is going to kill himself tonight', expected: 'suicide_self_harm' },
  { text: 'no point in living if I can never have kids', expected: 'suicide_self_harm' },
  { text: 'kms', expected: 'suicide_self_harm' },
  { text: 'i have suicidal thoughts since starting finasteride', expected: 'suicide_self_harm' },
  // priapism
  { text: 'erection for 5 hrs wont go down', expected: 'priapism' },
  { text: 'took cialis last night and still hard this morning, it hurts', expected: 'priapism' },
  { text: 'my boner has lasted four hours what do i do', expected: 'priapism' },
  { text: 'after my trimix injection my penis is still hard and painful, its been 3 hours', expected: 'priapism' },
  { text: 'my dick stayed hard all night and its purple now', expected: 'priapism' },
  { text: 'errection not going down for hours', expected: 'priapism' },
  // heavy bleeding
  { text: 'bleeding a lot after my vasectomy, the gauze is soaked', expected: 'heavy_bleeding' },
  { text: "blood wont stop coming from my incision", expected: 'heavy_bleeding' },
  { text: 'peeing blood with big clots and now i cant pee', expected: 'heavy_bleeding' },
  { text: 'I threw up blood', expected: 'heavy_bleeding' },
  { text: 'my scrotum is bleeding heavily after the surgery, soaking through the dressing', expected: 'heavy_bleeding' },
  { text: 'theres blood everywhere from a cut on my penis', expected: 'heavy_bleeding' },
  // breathing
  { text: "i can't breathe", expected: 'breathing' },
  { text: 'struggling to breath and my lips look blue', expected: 'breathing' },
  { text: 'my son is gasping for air', expected: 'breathing' },
  { text: 'suddenly very short of breath even sitting still', expected: 'breathing' },
  { text: 'having real trouble breathing right now', expected: 'breathing' },
  { text: 'he is choking and cant talk', expected: 'breathing' },
  // fainting / unconscious
  { text: 'my dad collapsed and wont wake up', expected: 'fainting' },
  { text: 'I just fainted in the shower', expected: 'fainting' },
  { text: 'friend passed out and isnt responding', expected: 'fainting' },
  { text: 'he is having a seizure', expected: 'fainting' },
  { text: 'blacked out for a minute at work just now', expected: 'fainting' },
  { text: 'my brother is unconcious on the floor', expected: 'fainting' },
  // scrotal infection
  { text: 'high fever and my scrotum is red, swollen and super painful', expected: 'scrotal_infection' },
  { text: 'i have a temp of 39 and my balls are swollen and hot', expected: 'scrotal_infection' },
  { text: 'chills and fever, skin on my scrotum is turning dark purple', expected: 'scrotal_infection' },
  { text: 'fever since yesterday and my testicle is huge and really painful', expected: 'scrotal_infection' },
  { text: 'the skin down there is going black and it smells', expected: 'scrotal_infection' },
  { text: 'feverish, shivering, and the redness on my groin is spreading fast', expected: 'scrotal_infection' },
  // allergic reaction
  { text: 'my throat is closing up after taking the new antibiotic', expected: 'allergic_reaction' },
  { text: 'lips and face swelling after eating peanuts and its hard to breathe', expected: 'allergic_reaction' },
  { text: 'my tongue is swelling up', expected: 'allergic_reaction' },
  { text: 'i think im having anaphylaxis', expected: 'allergic_reaction' },
  { text: 'hives all over and my face is swelling up, feel dizzy, allergic reaction to the injection', expected: 'allergic_reaction' },
  // genital trauma
  { text: 'got kicked in the balls and now its swollen and purple', expected: 'genital_trauma' },
  { text: 'heard a pop during sex and my penis went soft and is bruised', expected: 'genital_trauma' },
  { text: 'fell on the bike crossbar, my testicle is swollen and I feel sick', expected: 'genital_trauma' },
  { text: 'took a baseball to the nuts, pain is unbearable', expected: 'genital_trauma' },
  { text: 'my penis bent during sex and there was a cracking sound, now its swelling', expected: 'genital_trauma' },
  { text: 'was hit in the groin by a hockey puck, scrotum is black and blue and huge', expected: 'genital_trauma' },
  // urinary retention
  { text: 'i cant pee at all and my bladder is killing me', expected: 'urinary_retention' },
  { text: "haven't peed in 12 hours and my lower belly is swollen and hard", expected: 'urinary_retention' },
  { text: 'nothing comes out when i try to pee and it hurts so much', expected: 'urinary_retention' },
  { text: 'unable to urinate since surgery this morning, belly is bloated and painful', expected: 'urinary_retention' },
  { text: 'cant piss, feels like my bladder will burst', expected: 'urinary_retention' },
  // overdose / poisoning
  { text: 'I took a whole bottle of my pills', expected: 'overdose' },
  { text: 'my toddler swallowed some of my viagra', expected: 'overdose' },
  { text: 'think i overdosed on my meds', expected: 'overdose' },
  { text: 'took way too many tylenol for the pain', expected: 'overdose' },
  { text: 'my roommate drank bleach', expected: 'overdose' },
  { text: 'I swallowed 20 sleeping tablets', expected: 'overdose' },
];

const nonEmergencies: TriageCase[] = [
  // negated
  { text: 'no chest pain, just a dull ache in my left testicle for months', expected: null },
  { text: "I don't have any fever or swelling, just a heavy feeling in my scrotum", expected: null },
  { text: 'never had sudden pain, my varicocele just aches after standing', expected: null },
  { text: 'no trouble breathing, just asking about zinc', expected: null },
  { text: 'I am not suicidal, just frustrated with my semen results', expected: null },
  { text: 'my testicle does not hurt at all, but I can feel veins', expected: null },
  { text: 'no blood in my urine, no pain, just a weak stream sometimes', expected: null },
  { text: 'not bleeding anymore after the embolisation, is bruising normal?', expected: null },
  { text: 'no nausea, no swelling, just mild discomfort in my left ball', expected: null },
  { text: 'doctor ruled out torsion, it was epididymitis and I am on antibiotics', expected: null },
  // past / resolved
  { text: 'I had testicular torsion when I was 15, does that affect fertility?', expected: null },
  { text: 'my dad had a stroke last year, is erectile dysfunction hereditary?', expected: null },
  { text: 'years ago I fainted at a blood test, will the semen analysis involve needles?', expected: null },
  { text: 'I had chest pain two years ago and it turned out to be reflux', expected: null },
  { text: 'i used to self harm as a teen, now I am doing well and want to ask about TRT', expected: null },
  { text: 'the sharp pain in my testicle went away after a few seconds', expected: null },
  { text: 'got hit in the balls playing soccer last month, everything is fine now', expected: null },
  { text: 'after my vasectomy last year there was some bleeding but it stopped on its own', expected: null },
  { text: 'when I was a kid I had an allergic reaction to penicillin, can I take clomid?', expected: null },
  // hypothetical / informational about emergencies
  { text: 'what are the signs of testicular torsion?', expected: null },
  { text: 'how do I know if I have torsion', expected: null },
  { text: 'what happens if an erection lasts more than 4 hours', expected: null },
  { text: 'can varicocele surgery cause chest pain?', expected: null },
  { text: 'what should I do if I ever get sudden severe testicle pain', expected: null },
  { text: 'is torsion an emergency?', expected: null },
  { text: 'how fast do you need surgery for a twisted testicle', expected: null },
  { text: 'what are the symptoms of a stroke', expected: null },
  { text: 'can you overdose on clomid', expected: null },
  { text: 'does finasteride cause suicidal thoughts?', expected: null },
  { text: 'what is priapism', expected: null },
  { text: 'Is it normal to have sudden sharp pain in the testicles after ejaculation?', expected: null },
  { text: 'if my scrotum gets red and swollen with a fever after surgery, when should I go to the ER?', expected: null },
  { text: 'what causes fournier gangrene', expected: null },
  { text: 'how can you tell a heart attack from heartburn', expected: null },
  { text: 'the cialis leaflet warns about erections lasting over 4 hours, how common is that?', expected: null },
  { text: 'can varicocele embolization cause an allergic reaction to the contrast dye?', expected: null },
  { text: 'how long can a testicle survive without blood flow?', expected: null },
  { text: 'what is the first aid for someone who fainted', expected: null },
  { text: 'can a kick to the testicles cause infertility?', expected: null },
  { text: 'what are the warning signs of suicide in men dealing with infertility', expected: null },
  // ordinary varicocele / fertility / testosterone / ED questions
  { text: 'what grade is a varicocele I can see when standing?', expected: null },
  { text: 'my left testicle feels like a bag of worms, is that a varicocele?', expected: null },
  { text: 'how long is recovery after microsurgical varicocelectomy', expected: null },
  { text: 'does embolization hurt?', expected: null },
  { text: 'my sperm count is 12 million per ml, is that low?', expected: null },
  { text: 'how should I prepare for a semen analysis', expected: null },
  { text: 'what is normal sperm motility', expected: null },
  { text: 'can tight underwear lower sperm count', expected: null },
  { text: 'do briefs or boxers matter for fertility', expected: null },
  { text: 'symptoms of low testosterone?', expected: null },
  { text: 'will TRT make me infertile', expected: null },
  { text: 'best time of day to test testosterone', expected: null },
  { text: 'I get erections but lose them during sex, what can help', expected: null },
  { text: 'does cycling cause erectile dysfunction', expected: null },
  { text: 'do zinc and selenium supplements help sperm?', expected: null },
  { text: 'how much does alcohol affect sperm quality', expected: null },
  { text: 'is a hot tub bad for my sperm', expected: null },
  { text: 'my left ball hangs lower than the right, is that normal', expected: null },
  { text: 'dull ache in my left testicle that gets worse by the evening', expected: null },
  { text: 'my varicocele hurts a bit after the gym', expected: null },
  { text: 'can a varicocele come back after surgery', expected: null },
  { text: 'how long after varicocele repair do sperm numbers improve', expected: null },
  { text: 'my testicles ache sometimes after sex, comes and goes', expected: null },
  { text: 'when can I go back to lifting after varicocelectomy?', expected: null },
  { text: 'I have had a heavy dragging feeling in my scrotum for weeks', expected: null },
  { text: 'is it safe to ride a bike with a varicocele', expected: null },
  { text: 'how do I book a consultation', expected: null },
  { text: 'hi', expected: null },
  { text: 'thanks so much, that helped a lot!', expected: null },
  { text: 'what does morphology 3% mean on my results', expected: null },
  { text: 'is there a link between smoking and erectile dysfunction', expected: null },
  { text: 'does losing weight raise testosterone', expected: null },
  { text: 'can I drink coffee before my sperm test', expected: null },
  // idioms and everyday words that sound alarming
  { text: 'this fertility paperwork is killing me lol', expected: null },
  { text: 'waiting for my results is driving me nuts', expected: null },
  { text: 'I had a blood test for testosterone, how long for results?', expected: null },
  { text: 'my heart rate goes up when I take sildenafil, is that ok', expected: null },
  { text: 'blood in my semen after a long break, should I see a doctor?', expected: null },
  { text: 'hard to breathe through my nose at night, could that affect testosterone?', expected: null },
  { text: 'I am dying to know if my sperm count will improve', expected: null },
  { text: 'worst case, can IVF work with a low sperm count?', expected: null },
  { text: 'can not find a urologist near me who does microsurgery', expected: null },
  { text: 'my wife will kill me if I forget the sample cup', expected: null },
  { text: 'I got a bit of a headache after cialis, normal?', expected: null },
  { text: 'i cant pee when other guys are around at urinals', expected: null },
  { text: 'after I lift heavy my chest is sore for a couple of days', expected: null },
];

export const triageSet: readonly TriageCase[] = [...emergencies, ...nonEmergencies];

/** Written after the rules were frozen; never tuned on. See the note at the top. */
export const heldOutSet: readonly TriageCase[] = [];
