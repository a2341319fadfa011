import type { RedFlagKind } from './triage';

/**
 * Labelled prompts for the red-flag triage, written in the way people type: misspelled,
 * slang, no punctuation, second person, indirect. `expected` is the red flag the message
 * describes as happening now, or null when it is not an emergency (negated, past,
 * hypothetical, a question about an emergency condition, or an ordinary question).
 *
 * `triageSet` is the development set the rules were tuned on. `heldOutSet` was written
 * after the rules were finished and is never tuned on: its figures are reported apart
 * (`npm run triage:report`), and a miss there is fixed by moving the whole round into
 * `triageSet` along with the rule change, then writing a new held-out round. Rounds 1 to 8
 * went that way (their held-out figures are noted on each; ADR 014 has the table); round 9
 * is the current held-out set.
 */
export interface TriageCase {
  text: string;
  expected: RedFlagKind | null;
}

const emergencies: TriageCase[] = [
  // testicular torsion
  {
    text: 'my left testicle suddenly started hurting really bad about an hour ago',
    expected: 'testicular_torsion',
  },
  {
    text: 'woke up at 3am with horrible pain in my right ball and I threw up',
    expected: 'testicular_torsion',
  },
  { text: 'my nut is killing me out of nowhere cant even walk', expected: 'testicular_torsion' },
  { text: 'sudden severe pain in my scrotum, 10/10, what do I do', expected: 'testicular_torsion' },
  { text: 'testical pain came on fast and im nauseous', expected: 'testicular_torsion' },
  {
    text: 'one of my balls is sitting higher than the other and it hurts like hell',
    expected: 'testicular_torsion',
  },
  {
    text: 'My son (14) is crying, says his testicle hurts really badly since this morning',
    expected: 'testicular_torsion',
  },
  { text: 'EXCRUCIATING PAIN IN MY BALLS PLEASE HELP', expected: 'testicular_torsion' },
  {
    text: 'I think my testicle is twisted, it hurts and is swollen',
    expected: 'testicular_torsion',
  },
  {
    text: 'pain in my groin and left nut started during football, feel like puking',
    expected: 'testicular_torsion',
  },
  {
    text: 'is this torsion? my right testis has hurt for 2 hours and it feels higher up',
    expected: 'testicular_torsion',
  },
  { text: 'my scrotom hurts sooo bad, worst pain of my life', expected: 'testicular_torsion' },
  {
    text: 'I had torsion on the left two years ago and now the right side suddenly hurts like crazy',
    expected: 'testicular_torsion',
  },
  { text: 'unbearable ache in my testicles that woke me up', expected: 'testicular_torsion' },
  {
    text: 'how do i know if its torsion? my ball has been killing me for the last 3 hours',
    expected: 'testicular_torsion',
  },
  {
    text: 'my varicocele side suddenly started hurting so much I am sick to my stomach',
    expected: 'testicular_torsion',
  },
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
  {
    text: 'honestly I dont want to be alive anymore since the infertility news',
    expected: 'suicide_self_harm',
  },
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
  {
    text: 'after my trimix injection my penis is still hard and painful, its been 3 hours',
    expected: 'priapism',
  },
  { text: 'my dick stayed hard all night and its purple now', expected: 'priapism' },
  { text: 'errection not going down for hours', expected: 'priapism' },
  // heavy bleeding
  { text: 'bleeding a lot after my vasectomy, the gauze is soaked', expected: 'heavy_bleeding' },
  { text: 'blood wont stop coming from my incision', expected: 'heavy_bleeding' },
  { text: 'peeing blood with big clots and now i cant pee', expected: 'heavy_bleeding' },
  { text: 'I threw up blood', expected: 'heavy_bleeding' },
  {
    text: 'my scrotum is bleeding heavily after the surgery, soaking through the dressing',
    expected: 'heavy_bleeding',
  },
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
  {
    text: 'high fever and my scrotum is red, swollen and super painful',
    expected: 'scrotal_infection',
  },
  { text: 'i have a temp of 39 and my balls are swollen and hot', expected: 'scrotal_infection' },
  {
    text: 'chills and fever, skin on my scrotum is turning dark purple',
    expected: 'scrotal_infection',
  },
  {
    text: 'fever since yesterday and my testicle is huge and really painful',
    expected: 'scrotal_infection',
  },
  { text: 'the skin down there is going black and it smells', expected: 'scrotal_infection' },
  {
    text: 'feverish, shivering, and the redness on my groin is spreading fast',
    expected: 'scrotal_infection',
  },
  // allergic reaction
  {
    text: 'my throat is closing up after taking the new antibiotic',
    expected: 'allergic_reaction',
  },
  {
    text: 'lips and face swelling after eating peanuts and its hard to breathe',
    expected: 'allergic_reaction',
  },
  { text: 'my tongue is swelling up', expected: 'allergic_reaction' },
  { text: 'i think im having anaphylaxis', expected: 'allergic_reaction' },
  {
    text: 'hives all over and my face is swelling up, feel dizzy, allergic reaction to the injection',
    expected: 'allergic_reaction',
  },
  // genital trauma
  { text: 'got kicked in the balls and now its swollen and purple', expected: 'genital_trauma' },
  {
    text: 'heard a pop during sex and my penis went soft and is bruised',
    expected: 'genital_trauma',
  },
  {
    text: 'fell on the bike crossbar, my testicle is swollen and I feel sick',
    expected: 'genital_trauma',
  },
  { text: 'took a baseball to the nuts, pain is unbearable', expected: 'genital_trauma' },
  {
    text: 'my penis bent during sex and there was a cracking sound, now its swelling',
    expected: 'genital_trauma',
  },
  {
    text: 'was hit in the groin by a hockey puck, scrotum is black and blue and huge',
    expected: 'genital_trauma',
  },
  // urinary retention
  { text: 'i cant pee at all and my bladder is killing me', expected: 'urinary_retention' },
  {
    text: "haven't peed in 12 hours and my lower belly is swollen and hard",
    expected: 'urinary_retention',
  },
  {
    text: 'nothing comes out when i try to pee and it hurts so much',
    expected: 'urinary_retention',
  },
  {
    text: 'unable to urinate since surgery this morning, belly is bloated and painful',
    expected: 'urinary_retention',
  },
  { text: 'cant piss, feels like my bladder will burst', expected: 'urinary_retention' },
  // overdose / poisoning
  { text: 'I took a whole bottle of my pills', expected: 'overdose' },
  { text: 'my toddler swallowed some of my viagra', expected: 'overdose' },
  { text: 'think i overdosed on my meds', expected: 'overdose' },
  { text: 'took way too many tylenol for the pain', expected: 'overdose' },
  { text: 'my roommate drank bleach', expected: 'overdose' },
  { text: 'I swallowed 20 sleeping tablets', expected: 'overdose' },
  // second round: harder phrasings
  { text: 'bro my left teste is throbbing like crazy rn', expected: 'testicular_torsion' },
  { text: 'cant stand up straight, pain in my sack is unreal', expected: 'testicular_torsion' },
  {
    text: 'my 12 year old says his private area really hurts and he vomited',
    expected: 'testicular_torsion',
  },
  { text: 'i think my ball flipped, hurts bad', expected: 'testicular_torsion' },
  { text: 'sudden pain in testicle', expected: 'testicular_torsion' },
  {
    text: 'pain in my right testicle started 30 minutes ago and its getting worse',
    expected: 'testicular_torsion',
  },
  { text: 'chest hurts so bad i cant breathe', expected: 'chest_pain' },
  { text: 'tightness in chest and left arm tingling', expected: 'chest_pain' },
  { text: 'my heart feels like its being squeezed', expected: 'chest_pain' },
  { text: 'dad cant move his left arm and hes not making sense', expected: 'stroke' },
  { text: 'half my face went numb suddenly', expected: 'stroke' },
  { text: 'i keep thinking about suicide', expected: 'suicide_self_harm' },
  { text: 'i just want to disappear forever', expected: 'suicide_self_harm' },
  { text: 'wish i was dead tbh', expected: 'suicide_self_harm' },
  { text: 'planning to take all my pills tonight', expected: 'suicide_self_harm' },
  { text: 'my penis has been erect since 6am and its 2pm', expected: 'priapism' },
  { text: 'blood is pouring out of my scrotum', expected: 'heavy_bleeding' },
  { text: 'soaked 3 pads with blood since the op', expected: 'heavy_bleeding' },
  { text: 'caught my foreskin in my zipper and its bleeding a lot', expected: 'heavy_bleeding' },
  { text: 'my lips are turning blue', expected: 'breathing' },
  { text: 'he fell and isnt waking up', expected: 'fainting' },
  { text: 'my dad just passed out cold', expected: 'fainting' },
  { text: 'fever 103 and my nutsack is swollen and red', expected: 'scrotal_infection' },
  { text: 'cant swallow and my throat feels like its closing', expected: 'allergic_reaction' },
  {
    text: 'stung by a bee and my face is swelling, hard to breathe',
    expected: 'allergic_reaction',
  },
  { text: 'my buddy got kneed in the nuts and is throwing up', expected: 'genital_trauma' },
  { text: 'its been 10 hours since i last peed and i cant go', expected: 'urinary_retention' },
  { text: 'I took 30 of my antidepressants', expected: 'overdose' },
  { text: 'my son ate a bunch of my pills', expected: 'overdose' },
];

const nonEmergencies: TriageCase[] = [
  // negated
  { text: 'no chest pain, just a dull ache in my left testicle for months', expected: null },
  {
    text: "I don't have any fever or swelling, just a heavy feeling in my scrotum",
    expected: null,
  },
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
  {
    text: 'years ago I fainted at a blood test, will the semen analysis involve needles?',
    expected: null,
  },
  { text: 'I had chest pain two years ago and it turned out to be reflux', expected: null },
  {
    text: 'i used to self harm as a teen, now I am doing well and want to ask about TRT',
    expected: null,
  },
  { text: 'the sharp pain in my testicle went away after a few seconds', expected: null },
  {
    text: 'got hit in the balls playing soccer last month, everything is fine now',
    expected: null,
  },
  {
    text: 'after my vasectomy last year there was some bleeding but it stopped on its own',
    expected: null,
  },
  {
    text: 'when I was a kid I had an allergic reaction to penicillin, can I take clomid?',
    expected: null,
  },
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
  {
    text: 'Is it normal to have sudden sharp pain in the testicles after ejaculation?',
    expected: null,
  },
  {
    text: 'if my scrotum gets red and swollen with a fever after surgery, when should I go to the ER?',
    expected: null,
  },
  { text: 'what causes fournier gangrene', expected: null },
  { text: 'how can you tell a heart attack from heartburn', expected: null },
  {
    text: 'the cialis leaflet warns about erections lasting over 4 hours, how common is that?',
    expected: null,
  },
  {
    text: 'can varicocele embolization cause an allergic reaction to the contrast dye?',
    expected: null,
  },
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
  {
    text: 'hard to breathe through my nose at night, could that affect testosterone?',
    expected: null,
  },
  { text: 'I am dying to know if my sperm count will improve', expected: null },
  { text: 'worst case, can IVF work with a low sperm count?', expected: null },
  { text: 'can not find a urologist near me who does microsurgery', expected: null },
  { text: 'my wife will kill me if I forget the sample cup', expected: null },
  { text: 'I got a bit of a headache after cialis, normal?', expected: null },
  { text: 'i cant pee when other guys are around at urinals', expected: null },
  { text: 'after I lift heavy my chest is sore for a couple of days', expected: null },
  // second round: harder phrasings
  { text: 'I get blue balls that hurt like hell, is that normal?', expected: null },
  { text: 'Is chest pain a side effect of TRT?', expected: null },
  { text: 'what does it mean if my testicle suddenly hurts for a second', expected: null },
  { text: 'Does masturbating too much cause testicle pain?', expected: null },
  { text: "I'm scared of getting testicular torsion, how can I prevent it?", expected: null },
  { text: 'how much bleeding is normal after a vasectomy', expected: null },
  {
    text: 'I read that chest pain and breathlessness can be signs of a heart attack',
    expected: null,
  },
  { text: 'testosterone injections made my nuts shrink, is that permanent?', expected: null },
  { text: 'i feel faint when i stand up too fast sometimes', expected: null },
  { text: 'my erection only lasts a few minutes', expected: null },
  { text: 'How many hours does an erection last with viagra', expected: null },
  {
    text: 'had my first panic attack, chest felt tight but it passed and the doctor said my heart is fine',
    expected: null,
  },
  { text: 'My grandfather died of a heart attack, am I at risk?', expected: null },
  {
    text: 'the ER doctor said it was not torsion and sent me home, pain is much better now',
    expected: null,
  },
  { text: "Is it bad if I can't pee right after sex?", expected: null },
  { text: 'suicide rates in men with infertility?', expected: null },
  { text: 'How do doctors treat priapism?', expected: null },
  { text: "my penis is bent when erect, is that peyronie's?", expected: null },
  { text: 'I fell off my bike yesterday, no pain down there though', expected: null },
  { text: 'I have a fever and a cold, will it affect my sperm test?', expected: null },
  { text: 'i get a sharp pain in my groin when I cough, hernia?', expected: null },
  { text: 'My sperm volume is 1.2 ml, is that too low?', expected: null },
];

/**
 * Round 1 of the held-out prompts (held-out recall 80%, false alarms 0%: five missed
 * emergencies). Moved here with the rule changes that fixed them; round 2 replaced them.
 */
const heldOutRound1: TriageCase[] = [
  {
    text: 'Hey so my right nut started aching bad during the night and now I feel like throwing up',
    expected: 'testicular_torsion',
  },
  {
    text: 'my teenage son is rolling around on the floor holding his groin',
    expected: 'testicular_torsion',
  },
  {
    text: 'left testicle is very swollen and it hurts more every minute',
    expected: 'testicular_torsion',
  },
  { text: 'what do i do my balls hurt so much i cant sit down', expected: 'testicular_torsion' },
  { text: 'Severe pain in the scrotum since I woke up, no injury', expected: 'testicular_torsion' },
  { text: 'feels like someone is standing on my chest', expected: 'chest_pain' },
  { text: 'my husband is grey and sweaty and says his chest hurts', expected: 'chest_pain' },
  { text: 'my mum cant raise her arms and her words are coming out wrong', expected: 'stroke' },
  { text: 'I suddenly cant see out of my left eye and feel confused', expected: 'stroke' },
  { text: "I'm going to end my life tonight", expected: 'suicide_self_harm' },
  { text: 'theres nothing left for me, i wanna die', expected: 'suicide_self_harm' },
  { text: 'I burn myself with a lighter when it gets too much', expected: 'suicide_self_harm' },
  { text: 'had an erection since yesterday evening that won’t go away', expected: 'priapism' },
  {
    text: 'used a penis ring and now my dick is hard and purple for 6 hours',
    expected: 'priapism',
  },
  { text: 'my wound opened up and blood is gushing', expected: 'heavy_bleeding' },
  { text: 'pee is bright red with clots and now only drops come out', expected: 'heavy_bleeding' },
  { text: 'i can barely breath and my chest is heaving', expected: 'breathing' },
  { text: 'my friend is breathing weird and his lips are blue', expected: 'breathing' },
  { text: 'my grandad keeled over in the kitchen', expected: 'fainting' },
  { text: 'fever 40C, scrotum swollen, red and agonizing', expected: 'scrotal_infection' },
  { text: 'my face and tongue are puffing up after the shot', expected: 'allergic_reaction' },
  { text: 'i crushed my testicle in a car door, its huge now', expected: 'genital_trauma' },
  {
    text: 'havent been able to pee since last night and my stomach is bloated and sore',
    expected: 'urinary_retention',
  },
  { text: 'my little brother got into mums sleeping pills', expected: 'overdose' },
  { text: 'i took a whole pack of paracetamol an hour ago', expected: 'overdose' },

  { text: 'can torsion happen while sleeping?', expected: null },
  { text: 'how would I recognise a stroke in my dad', expected: null },
  {
    text: 'my left testicle has ached a little for a few weeks, should I get it checked',
    expected: null,
  },
  { text: 'no fever, no redness, just some itching on my scrotum', expected: null },
  { text: 'Is it dangerous to take viagra with heart medication?', expected: null },
  { text: 'after embolisation I had a bruise in my groin but it faded', expected: null },
  { text: 'does a varicocele ever need emergency surgery?', expected: null },
  { text: 'I had priapism once in college from trazodone, can I use cialis now?', expected: null },
  { text: 'why do my balls shrink in cold water', expected: null },
  { text: 'what is a normal testosterone level for a 35 year old', expected: null },
  { text: 'my semen looks yellow, is that an infection?', expected: null },
  { text: 'how long should I avoid sex before a sperm test', expected: null },
  { text: 'is it true that laptops on your lap heat your testicles?', expected: null },
  { text: 'i feel a small painless lump on my testicle', expected: null },
  { text: 'i dont feel like myself since I started TRT, moody and tired', expected: null },
  { text: 'my doctor wants to check my prolactin, why?', expected: null },
  {
    text: 'after surgery last week there is a little blood on the dressing, normal?',
    expected: null,
  },
  { text: 'how do you know if you’re having an allergic reaction to clomid', expected: null },
  {
    text: 'i used to get chest pains when stressed but they stopped after therapy',
    expected: null,
  },
  { text: 'can ejaculating too often lower sperm count', expected: null },
  { text: 'my boyfriend passed his semen analysis, yay', expected: null },
  { text: 'what are red flags after varicocele surgery?', expected: null },
  { text: 'my scrotum feels heavy at the end of a long day', expected: null },
  { text: 'Do I need to go to the ER if my testicle hurts a little after a kick?', expected: null },
  { text: 'is it normal for sperm to be watery', expected: null },
];

/**
 * Round 2 of the held-out prompts (held-out recall 88%, false alarms 0%: three missed
 * emergencies, one flagged with another kind). Moved here with the fixes; round 3 replaced
 * them.
 */
const heldOutRound2: TriageCase[] = [
  {
    text: 'URGENT my testicles are in agony and one looks way higher',
    expected: 'testicular_torsion',
  },
  {
    text: 'pain in my left ball came on 2 hrs ago, now i feel sick and sweaty',
    expected: 'testicular_torsion',
  },
  {
    text: 'my nephew (9) says his willy and balls hurt really bad and he keeps crying',
    expected: 'testicular_torsion',
  },
  { text: 'horrible stabbing pain in my testicle out of the blue', expected: 'testicular_torsion' },
  {
    text: 'think my dad is having a heart attack, pain in his jaw and chest',
    expected: 'chest_pain',
  },
  { text: 'really heavy feeling in my chest and I am sweating buckets', expected: 'chest_pain' },
  { text: 'his mouth is drooping on one side and he cant hold his cup', expected: 'stroke' },
  { text: 'my words keep coming out jumbled since 10 minutes ago', expected: 'stroke' },
  { text: 'sudden terrible headache, like being hit with a bat', expected: 'stroke' },
  { text: 'i dont see the point of living anymore', expected: 'suicide_self_harm' },
  { text: 'my best mate texted me that he wants to end his life', expected: 'suicide_self_harm' },
  { text: 'i have a plan to kill myself', expected: 'suicide_self_harm' },
  { text: 'still rock hard 5 hours after the injection at the clinic', expected: 'priapism' },
  { text: 'erection that will not go down and is getting really painful', expected: 'priapism' },
  {
    text: 'bleeding from my penis wont stop after the catheter came out',
    expected: 'heavy_bleeding',
  },
  { text: 'vomiting blood after drinking', expected: 'heavy_bleeding' },
  { text: 'i feel like im suffocating', expected: 'breathing' },
  {
    text: 'my son is wheezing badly and cant get his words out between breaths',
    expected: 'breathing',
  },
  { text: 'my wife found me on the floor, I must have passed out', expected: 'fainting' },
  {
    text: 'shaking with chills and my scrotum is red and swelling more by the hour',
    expected: 'scrotal_infection',
  },
  {
    text: 'got stung and now my lips are swelling and my throat feels tight',
    expected: 'allergic_reaction',
  },
  {
    text: 'fell on the fence and landed on my nuts, now they are swollen and black',
    expected: 'genital_trauma',
  },
  {
    text: "can't pee since this morning and my lower stomach is killing me",
    expected: 'urinary_retention',
  },
  { text: 'accidentally took double my tramadol and then a whole lot more', expected: 'overdose' },
  { text: 'swallowed a load of pills on purpose', expected: 'overdose' },

  { text: 'what happens to a testicle if torsion is not treated', expected: null },
  { text: 'can stress cause chest tightness?', expected: null },
  { text: 'Is 6 hours too long for cialis to work?', expected: null },
  { text: 'my right testicle has been a little tender for 2 weeks, no swelling', expected: null },
  { text: 'i passed my fertility test!!', expected: null },
  {
    text: 'are there warning signs of Fournier gangrene I should know about after surgery?',
    expected: null,
  },
  {
    text: 'how do I talk to my partner about our infertility without getting upset',
    expected: null,
  },
  { text: 'i feel a bit sad about the results but im ok', expected: null },
  { text: 'my dad survived a heart attack 5 years ago, can he use viagra?', expected: null },
  { text: 'I got a mild allergic rash from my new underwear fabric', expected: null },
  {
    text: 'is it normal to bleed a little from the puncture site after embolisation',
    expected: null,
  },
  { text: 'what percentage of varicoceles return after embolization', expected: null },
  { text: 'my testicle pain stopped after I lay down, do I still need a doctor?', expected: null },
  { text: 'how long does the swelling last after varicocele surgery', expected: null },
  { text: 'what does a sperm DNA fragmentation test tell me', expected: null },
  { text: 'does cannabis lower testosterone', expected: null },
  { text: 'when I ride my bike for hours my crotch goes numb', expected: null },
  { text: 'i heard priapism can happen with trimix, how do i avoid it', expected: null },
  { text: 'what is the success rate of IVF with ICSI', expected: null },
  { text: 'can tight jeans cause testicle pain?', expected: null },
  { text: 'i have never had any serious illnesses, is TRT right for me?', expected: null },
  { text: 'does the pain after microsurgery go away by itself', expected: null },
  { text: 'my breathing is fine, just asking about sleep apnea and testosterone', expected: null },
  { text: 'how bad is the pain after embolization usually', expected: null },
  { text: 'my urologist said my varicocele is grade 2, what does that mean?', expected: null },
];

/**
 * Round 3 of the held-out prompts (held-out recall 80%, false alarms 0%: five missed
 * emergencies, one flagged with another kind). Moved here with the fixes; round 4 replaced
 * them.
 */
const heldOutRound3: TriageCase[] = [
  { text: 'ball pain 9/10 started at lunch', expected: 'testicular_torsion' },
  { text: 'omg my testicel hurts so bad i can barely move 😭', expected: 'testicular_torsion' },
  {
    text: 'Right side of my scrotum suddenly became very painful while I was playing basketball',
    expected: 'testicular_torsion',
  },
  { text: 'my boyfriend woke up screaming holding his balls', expected: 'testicular_torsion' },
  { text: 'pain in chest spreading to my back, feel like passing out', expected: 'chest_pain' },
  { text: 'squeezing feeling in my chest for the last half hour', expected: 'chest_pain' },
  { text: 'uncle is slurring and cant stand up straight', expected: 'stroke' },
  { text: 'one side of my face wont move properly', expected: 'stroke' },
  { text: 'i am thinking of killing myself', expected: 'suicide_self_harm' },
  { text: 'sometimes i cut myself to cope', expected: 'suicide_self_harm' },
  { text: 'id rather be dead than live with this', expected: 'suicide_self_harm' },
  { text: 'hard on for 4+ hrs after trimix, help', expected: 'priapism' },
  {
    text: 'penis still erect and painful since I woke up, took too much cialis',
    expected: 'priapism',
  },
  { text: 'lots of bright red blood coming from my scrotum stitches', expected: 'heavy_bleeding' },
  { text: 'coughing up blood', expected: 'heavy_bleeding' },
  { text: "he's blue and not breathing", expected: 'breathing' },
  { text: 'breathing really fast and shallow, cant get enough air', expected: 'breathing' },
  { text: 'my dad fainted and hit his head', expected: 'fainting' },
  {
    text: 'temperature 39.5 and my balls are bright red and swollen',
    expected: 'scrotal_infection',
  },
  {
    text: 'after the antibiotics my whole face swelled up and i feel faint',
    expected: 'allergic_reaction',
  },
  {
    text: 'my dog bit my scrotum and there is a deep wound and lots of swelling',
    expected: 'genital_trauma',
  },
  {
    text: 'i am unable to urinate at all and the pain is unbearable',
    expected: 'urinary_retention',
  },
  { text: 'my kid drank some of the dishwasher liquid', expected: 'overdose' },
  { text: 'i overdid it with my pills, took like 15', expected: 'overdose' },
  { text: 'I think my son has torsion', expected: 'testicular_torsion' },

  { text: 'what is the difference between torsion and epididymitis', expected: null },
  { text: 'how fast should i get to hospital with testicle torsion', expected: null },
  { text: 'can cialis cause a 4 hour erection?', expected: null },
  { text: 'my chest has been itchy since the new detergent', expected: null },
  { text: 'i cut my finger cooking, does that matter for my surgery next week', expected: null },
  { text: 'does a dull ache in the groin mean my varicocele is getting worse', expected: null },
  { text: 'not feeling suicidal or anything, just low about fertility', expected: null },
  { text: 'I had a vasectomy 3 years ago and it went fine', expected: null },
  { text: 'swelling after varicocele surgery went down after a week', expected: null },
  { text: 'How many days off work after embolization?', expected: null },
  { text: 'my left testicle feels warm in summer', expected: null },
  { text: 'are boxer briefs ok after surgery', expected: null },
  { text: 'can I masturbate before the semen analysis?', expected: null },
  {
    text: 'my blood pressure was high at the doctors today, can I still use viagra',
    expected: null,
  },
  { text: 'what is azoospermia', expected: null },
  { text: 'is coq10 worth taking for sperm', expected: null },
  { text: 'if I get a fever after surgery should I call the clinic?', expected: null },
  { text: 'I am a bit out of breath after climbing stairs since I gained weight', expected: null },
  { text: 'my son had a stroke of bad luck with his exams lol', expected: null },
  { text: 'when is testicle pain an emergency?', expected: null },
  { text: 'the urologist said my scrotum swelling is a hydrocele, not dangerous', expected: null },
  { text: 'my testosterone is 250 ng/dl, is that low?', expected: null },
  { text: 'does varicocele pain get worse in hot weather', expected: null },
  { text: 'whats the recovery time after a testicular torsion operation', expected: null },
  { text: 'why does my testicle hurt when I sit for a long time', expected: null },
];

/**
 * Round 4 of the held-out prompts (held-out recall 88%, false alarms 0%: three missed
 * emergencies). Moved here with the fixes; round 5 replaced them.
 */
const heldOutRound4: TriageCase[] = [
  {
    text: 'my left testicle suddenly swelled up and its really sore, started an hour ago',
    expected: 'testicular_torsion',
  },
  {
    text: 'help!! sharp pain down there that came on all at once, I am sweating and dizzy',
    expected: 'testicular_torsion',
  },
  {
    text: 'my son has been crying about his balls since he came home from school and threw up twice',
    expected: 'testicular_torsion',
  },
  { text: 'i think i twisted my nut, agony', expected: 'testicular_torsion' },
  {
    text: 'feel a heavy weight pressing on my chest and my arm is tingling',
    expected: 'chest_pain',
  },
  { text: 'chest pain radiating to my jaw since 20 mins', expected: 'chest_pain' },
  {
    text: "my grandma's speech is slurred and she seems really confused all of a sudden",
    expected: 'stroke',
  },
  { text: 'i woke up and my right arm and leg feel dead', expected: 'stroke' },
  { text: 'i want to die', expected: 'suicide_self_harm' },
  {
    text: 'im so done with life, thinking about jumping off the bridge near my house',
    expected: 'suicide_self_harm',
  },
  { text: 'my son told me he has been harming himself', expected: 'suicide_self_harm' },
  { text: 'my erection has not gone down for 5 hours and it is painful', expected: 'priapism' },
  { text: 'boner wont go away since last night, super painful', expected: 'priapism' },
  {
    text: 'there is so much blood coming from my penis after the procedure',
    expected: 'heavy_bleeding',
  },
  { text: 'my urine is full of blood clots and I cannot pee anymore', expected: 'heavy_bleeding' },
  { text: 'I am struggling to get air in', expected: 'breathing' },
  { text: 'dad is gasping and making choking noises', expected: 'breathing' },
  { text: 'my husband collapsed in the bathroom and is not responding', expected: 'fainting' },
  {
    text: 'feverish and my scrotum is purple and hot and the pain is awful',
    expected: 'scrotal_infection',
  },
  {
    text: 'my throat is tight and my tongue feels huge after eating shrimp',
    expected: 'allergic_reaction',
  },
  {
    text: 'kicked in the groin at practice, testicle is swollen to double its size',
    expected: 'genital_trauma',
  },
  {
    text: 'heard a crack in my penis during sex, swelling fast and purple',
    expected: 'genital_trauma',
  },
  {
    text: 'havent been able to wee all day and my bladder is bursting',
    expected: 'urinary_retention',
  },
  { text: 'my daughter swallowed a battery', expected: 'overdose' },
  { text: 'took 12 of my sleeping pills on purpose', expected: 'overdose' },

  { text: 'what are the first signs of a heart attack in men', expected: null },
  { text: 'can torsion go away by itself?', expected: null },
  { text: 'the pain in my balls is just a mild ache after sitting too long', expected: null },
  { text: 'Does a varicocele cause pain when standing for hours?', expected: null },
  { text: 'can I get a testosterone test at home', expected: null },
  {
    text: 'my wife and I have been trying for 14 months, when should we see a specialist?',
    expected: null,
  },
  { text: 'i am not having chest pain, but my heart beats fast after cialis', expected: null },
  { text: 'how soon after embolization can I have sex', expected: null },
  { text: 'why is my semen clumpy', expected: null },
  { text: 'last summer I passed out from dehydration, fine since', expected: null },
  { text: 'how do I stop worrying about my fertility', expected: null },
  { text: 'what kind of doctor treats varicoceles', expected: null },
  { text: 'can I take ibuprofen after varicocele surgery', expected: null },
  { text: 'my left testicle is a bit softer than the right', expected: null },
  { text: 'will my sperm count go up if i quit vaping', expected: null },
  { text: 'is it bad to wear compression shorts all day', expected: null },
  {
    text: 'if my erection lasts more than four hours do I go to the ER or call my urologist?',
    expected: null,
  },
  { text: 'my doctor says my testosterone is borderline low', expected: null },
  { text: 'Is bruising on the scrotum common after varicocelectomy?', expected: null },
  { text: 'how is testicular torsion diagnosed', expected: null },
  {
    text: 'I get lightheaded when I stand up quickly, is that low blood pressure?',
    expected: null,
  },
  { text: 'tell me about the symptoms of epididymitis', expected: null },
  { text: 'what does it mean when sperm motility is 25%', expected: null },
  { text: 'had a panic attack last week, could it affect my erections?', expected: null },
  { text: 'what can I do to improve morphology naturally', expected: null },
];

/**
 * Round 5 of the held-out prompts (held-out recall 72%, false alarms 4%: seven missed
 * emergencies, one false alarm, one flagged with another kind). Moved here with the fixes;
 * round 6 replaced them.
 */
const heldOutRound5: TriageCase[] = [
  {
    text: 'woke up with my right testicle swollen, hard and so painful I cant touch it',
    expected: 'testicular_torsion',
  },
  {
    text: 'I have pain in my lower belly and left testis for an hour, getting worse, and I vomited',
    expected: 'testicular_torsion',
  },
  {
    text: 'my ball feels like its been twisted and the pain is insane',
    expected: 'testicular_torsion',
  },
  {
    text: 'sharp sudden pain in the sack during sex, still there 3 hours later',
    expected: 'testicular_torsion',
  },
  { text: 'chest feels tight like a vice and my left arm is numb', expected: 'chest_pain' },
  { text: 'my dad says his chest is burning and heavy and he is clammy', expected: 'chest_pain' },
  { text: 'my friend cant smile properly on one side and his arm is weak', expected: 'stroke' },
  { text: 'I suddenly forgot how to speak properly and my hand went numb', expected: 'stroke' },
  { text: 'i want to end it tonight', expected: 'suicide_self_harm' },
  {
    text: 'ive been thinking everyone would be happier if i was gone for good',
    expected: 'suicide_self_harm',
  },
  { text: 'my partner says he wants to hurt himself', expected: 'suicide_self_harm' },
  { text: 'erection since 9 pm yesterday, its noon now', expected: 'priapism' },
  {
    text: 'my penis has stayed hard for 3 hours after sex and is really painful',
    expected: 'priapism',
  },
  { text: 'cut on my scrotum from shaving is pouring blood', expected: 'heavy_bleeding' },
  { text: 'after the biopsy im peeing pure blood with clots', expected: 'heavy_bleeding' },
  { text: 'my throat feels like its closing after the shellfish', expected: 'allergic_reaction' },
  {
    text: 'i cant catch my breath even sitting still and my lips feel numb',
    expected: 'breathing',
  },
  { text: 'my brother has gone limp and wont answer me', expected: 'fainting' },
  {
    text: 'fever, chills and my groin is red and swollen and spreading',
    expected: 'scrotal_infection',
  },
  {
    text: 'caught my balls in a door and now the left one is swollen and black',
    expected: 'genital_trauma',
  },
  {
    text: 'my penis made a snapping sound during sex and is now bruised and swollen',
    expected: 'genital_trauma',
  },
  {
    text: 'unable to pass any urine for 8 hours, very uncomfortable',
    expected: 'urinary_retention',
  },
  { text: 'my dad took too many of his heart pills by mistake', expected: 'overdose' },
  { text: 'my friend swallowed a handful of sleeping pills and is drowsy', expected: 'overdose' },
  { text: 'cant feel half my face and my speech sounds drunk', expected: 'stroke' },

  { text: 'what does a twisted testicle feel like?', expected: null },
  { text: 'is it normal for one ball to hang lower than the other', expected: null },
  { text: 'my testicles feel a little sore after a long bike ride', expected: null },
  { text: 'how do I know if a lump is cancer or a cyst', expected: null },
  {
    text: 'my chest is not hurting, i just want to know if cialis is safe with my heart pills',
    expected: null,
  },
  { text: 'what is the difference between a varicocele and a hydrocele', expected: null },
  { text: 'can I go swimming after embolisation', expected: null },
  { text: 'I had epididymitis last year and it cleared with antibiotics', expected: null },
  { text: 'my partner and I are doing IVF next month, any tips?', expected: null },
  { text: 'is it safe to use a sauna twice a week while trying to conceive', expected: null },
  { text: 'how many sperm are needed for IUI', expected: null },
  { text: 'what foods are good for testosterone', expected: null },
  { text: 'my urologist mentioned a microTESE, what is that', expected: null },
  { text: 'erections are weaker than they used to be, what can I do', expected: null },
  { text: 'i feel down about the diagnosis but i have good support', expected: null },
  { text: 'my swelling after surgery is slowly going down, is that normal', expected: null },
  { text: 'if I ever faint again should I go to the hospital?', expected: null },
  { text: 'can stress cause testicle pain?', expected: null },
  { text: 'how serious is a varicocele grade 3', expected: null },
  { text: 'my brother had testicular torsion as a teen, is it hereditary?', expected: null },
  { text: 'what is a normal semen volume', expected: null },
  { text: 'does ejaculating every day lower sperm count', expected: null },
  { text: 'does varicocele surgery leave a scar', expected: null },
  { text: 'no pain at all, just noticed my left testicle looks bigger', expected: null },
  { text: 'my doctor suspects low T, what tests will they do', expected: null },
];

/**
 * Round 6 of the held-out prompts (held-out recall 72%, false alarms 4%: seven missed
 * emergencies, one false alarm, one flagged with another kind). Moved here with the fixes;
 * round 7 replaced them.
 */
const heldOutRound6: TriageCase[] = [
  {
    text: 'Patient is 16, acute onset left scrotal pain 90 minutes ago with emesis',
    expected: 'testicular_torsion',
  },
  { text: 'my nuts\nhurt\nso bad\nhelp', expected: 'testicular_torsion' },
  { text: 'ball swelled up out of nowhere and its killing me', expected: 'testicular_torsion' },
  {
    text: 'my husband has had terrible groin pain since dinner and keeps being sick',
    expected: 'testicular_torsion',
  },
  { text: 'it feels like my chest is in a vice and im sweating', expected: 'chest_pain' },
  { text: 'having chest pains and cant catch my breath', expected: 'chest_pain' },
  { text: 'his face went lopsided a few minutes ago', expected: 'stroke' },
  { text: 'my mum is talking nonsense and cant lift her right arm', expected: 'stroke' },
  { text: 'thinking about taking my own life', expected: 'suicide_self_harm' },
  { text: 'i have pills saved up to end things', expected: 'suicide_self_harm' },
  {
    text: 'my son has cuts on his arms and says he does it to himself',
    expected: 'suicide_self_harm',
  },
  {
    text: 'my cock wont go soft, it has been like this for about five hours',
    expected: 'priapism',
  },
  { text: 'painful erection all night that still hasnt gone down', expected: 'priapism' },
  { text: 'the wound from my vasectomy is gushing blood', expected: 'heavy_bleeding' },
  { text: 'throwing up blood and feel weak', expected: 'heavy_bleeding' },
  { text: 'my son is wheezing and can barely breathe after running', expected: 'breathing' },
  { text: 'breathing is really hard and my lips are going grey', expected: 'breathing' },
  { text: 'my dad fainted at dinner and is still not awake', expected: 'fainting' },
  {
    text: 'high temp, shaking, and the skin around my balls is dark and smells awful',
    expected: 'scrotal_infection',
  },
  { text: 'my face is swelling up fast after a wasp sting', expected: 'allergic_reaction' },
  {
    text: 'I got hit in the nuts with a bat and they are swelling and I feel sick',
    expected: 'genital_trauma',
  },
  {
    text: 'I have not been able to urinate since last night and my belly is rock hard and painful',
    expected: 'urinary_retention',
  },
  { text: 'my son drank some antifreeze from the garage', expected: 'overdose' },
  { text: 'i just took 40 tablets of ibuprofen', expected: 'overdose' },
  { text: 'my wife says my words are slurred and my face feels numb', expected: 'stroke' },

  { text: 'what should someone do if they think they have torsion', expected: null },
  { text: 'my testicles feel tender after sex sometimes', expected: null },
  { text: 'can a varicocele go away on its own', expected: null },
  { text: 'chest pain? no, I just have a cough', expected: null },
  { text: 'My sperm concentration is 20 million/mL, normal?', expected: null },
  { text: 'how do I support my husband through infertility', expected: null },
  {
    text: 'my brother passed out at his wedding years ago from the heat, is fainting hereditary?',
    expected: null,
  },
  { text: 'is it ok to take paracetamol after varicocele surgery', expected: null },
  { text: 'do antidepressants affect erections', expected: null },
  { text: 'what is the recovery time after a vasectomy reversal', expected: null },
  { text: 'should I freeze sperm before starting testosterone', expected: null },
  { text: 'I used to have panic attacks with chest tightness but not anymore', expected: null },
  { text: 'does heat from car seat warmers affect sperm?', expected: null },
  {
    text: 'my testicle was swollen after a kick last week but it is back to normal',
    expected: null,
  },
  { text: 'are there natural ways to improve erection strength', expected: null },
  { text: 'how long does a varicocele embolization procedure take', expected: null },
  { text: 'what happens during a scrotal ultrasound', expected: null },
  { text: 'can a hernia feel like testicle pain?', expected: null },
  { text: 'my semen analysis showed low motility, what next', expected: null },
  { text: 'tips for talking to a doctor about erectile dysfunction', expected: null },
  { text: 'can varicoceles cause low testosterone', expected: null },
  { text: 'is a dull ache after embolization normal for a week', expected: null },
  { text: 'I want to improve my sperm before we try, where do I start', expected: null },
  { text: 'why do testicles get cold', expected: null },
  { text: 'what is the worst case if a varicocele is left untreated', expected: null },
];

/**
 * Round 7 of the held-out prompts (held-out recall 80%, false alarms 4%: five missed
 * emergencies, one false alarm). Moved here with the fixes; round 8 replaced them.
 */
const heldOutRound7: TriageCase[] = [
  {
    text: 'my balls are throbbing and swollen since lunch, the right one feels hard',
    expected: 'testicular_torsion',
  },
  {
    text: 'Intense pain in my left testicle radiating to my stomach, started suddenly 40 min ago',
    expected: 'testicular_torsion',
  },
  { text: 'my 13yo woke up vomiting and says his testicle hurts', expected: 'testicular_torsion' },
  { text: 'scrotum pain is unbearable, I cant stop shaking', expected: 'testicular_torsion' },
  {
    text: 'pain in the middle of my chest that feels like indigestion but wont go away and im sweaty',
    expected: 'chest_pain',
  },
  { text: 'squeezing chest pain that goes into my jaw', expected: 'chest_pain' },
  {
    text: 'my grandfather just got really confused and one side of his face is drooping',
    expected: 'stroke',
  },
  { text: 'sudden blurry vision in one eye and my arm feels heavy', expected: 'stroke' },
  { text: 'Honestly I just want to stop existing', expected: 'suicide_self_harm' },
  {
    text: 'my friend posted a goodbye message and said he is going to kill himself',
    expected: 'suicide_self_harm',
  },
  { text: 'I keep cutting my thighs when i get overwhelmed', expected: 'suicide_self_harm' },
  { text: 'erection has lasted over 4 hours after using caverject', expected: 'priapism' },
  { text: 'been hard for 6 hours straight, its starting to hurt', expected: 'priapism' },
  { text: 'my stitches burst and blood is everywhere', expected: 'heavy_bleeding' },
  {
    text: 'bleeding heavily from the groin where they did the embolization',
    expected: 'heavy_bleeding',
  },
  { text: 'I am wheezing and struggling to breathe, inhaler not helping', expected: 'breathing' },
  { text: 'my baby is turning blue', expected: 'breathing' },
  { text: 'he just collapsed on the bathroom floor', expected: 'fainting' },
  { text: 'I fainted twice today and have chest pain', expected: 'chest_pain' },
  {
    text: 'running a fever of 102 and my scrotum is swollen, red and really hurts',
    expected: 'scrotal_infection',
  },
  { text: 'lips swelling and throat tight after the contrast dye', expected: 'allergic_reaction' },
  {
    text: 'fell off a ladder onto the beam, my testicle is bruised and swelling fast',
    expected: 'genital_trauma',
  },
  {
    text: 'i havent peed all day, i really need to but nothing comes out and it hurts',
    expected: 'urinary_retention',
  },
  { text: 'my girlfriend took a bunch of my pills after our fight', expected: 'overdose' },
  { text: 'i think i took too many painkillers, feel really drowsy', expected: 'overdose' },

  { text: 'my friend had torsion surgery, how long until he can play football?', expected: null },
  { text: 'what are the long term effects of a varicocele', expected: null },
  { text: 'I am scared of the pain after surgery, how bad is it', expected: null },
  { text: 'is an ache in the left testicle after sitting normal with varicocele', expected: null },
  { text: 'no severe pain, just some swelling I noticed this week', expected: null },
  { text: 'can you explain what embolisation involves', expected: null },
  { text: 'my labs show high estradiol, should I worry?', expected: null },
  { text: 'does bike riding cause numbness down there?', expected: null },
  { text: 'when is blood in semen a problem', expected: null },
  { text: 'i read that heat kills sperm, is that true?', expected: null },
  { text: 'what should I avoid before a testosterone test', expected: null },
  { text: 'what is a normal sperm morphology', expected: null },
  { text: 'do cold showers help varicocele', expected: null },
  { text: 'how long after stopping steroids does fertility return', expected: null },
  { text: 'why am I getting fewer morning erections', expected: null },
  { text: 'my wife is 38, how long should we try before seeing a specialist', expected: null },
  { text: 'how painful is a semen analysis? lol', expected: null },
  { text: 'whats the chance my varicocele comes back after embolization', expected: null },
  { text: 'is walking ok after varicocelectomy', expected: null },
  { text: 'does masturbation affect testosterone levels', expected: null },
  {
    text: 'had sudden sharp pains last month that went away, should I still get checked',
    expected: null,
  },
  { text: 'which is better for varicocele pain, ice or heat', expected: null },
  {
    text: 'my husband fainted once from low blood sugar years ago, could that matter for surgery?',
    expected: null,
  },
  { text: 'can anxiety make my chest feel tight? not happening now, just curious', expected: null },
  { text: 'are fertility apps useful for men', expected: null },
];

/**
 * Round 8 of the held-out prompts (held-out recall 96%, false alarms 0%: one missed
 * emergency). Moved here with the fix; round 9 replaced them.
 */
const heldOutRound8: TriageCase[] = [
  {
    text: 'left nut pain 8/10 for the past hour, it came on while I was lifting',
    expected: 'testicular_torsion',
  },
  {
    text: 'my son (11) is pale, has sick, and is holding his privates crying',
    expected: 'testicular_torsion',
  },
  {
    text: 'sudden agonising ache in my right testicle and it looks swollen',
    expected: 'testicular_torsion',
  },
  {
    text: 'i get this awful pain in my balls that started suddenly an hour ago and I feel faint',
    expected: 'testicular_torsion',
  },
  {
    text: 'pressure in my chest like someone sitting on me, and my left arm hurts',
    expected: 'chest_pain',
  },
  { text: 'I have a crushing feeling in my chest right now', expected: 'chest_pain' },
  {
    text: 'my husband cant speak properly and his face looks droopy on the left',
    expected: 'stroke',
  },
  { text: 'she suddenly cant move her left leg and is slurring', expected: 'stroke' },
  { text: 'i dont want to wake up tomorrow', expected: 'suicide_self_harm' },
  { text: 'been looking up ways to kill myself', expected: 'suicide_self_harm' },
  { text: 'my brother keeps burning himself with cigarettes', expected: 'suicide_self_harm' },
  { text: 'my dick has been erect for 7 hours and it hurts', expected: 'priapism' },
  { text: 'had an erection all night from trimix and it still wont go down', expected: 'priapism' },
  {
    text: 'my scrotum is filling up with blood after surgery and the dressing is soaked',
    expected: 'heavy_bleeding',
  },
  { text: 'bright red blood pouring from my penis', expected: 'heavy_bleeding' },
  {
    text: 'my chest isnt hurting but I cant breathe properly and I am gasping',
    expected: 'breathing',
  },
  { text: 'his breathing is really weak and his lips are blue', expected: 'breathing' },
  { text: 'my dad is unresponsive', expected: 'fainting' },
  { text: 'fever and chills, my balls are red hot and swollen', expected: 'scrotal_infection' },
  { text: 'tongue swelling and hives after a new medicine', expected: 'allergic_reaction' },
  {
    text: 'smashed my testicles on the bike bar, huge swelling and I threw up',
    expected: 'genital_trauma',
  },
  {
    text: 'I cannot pee at all, my bladder feels like it will explode',
    expected: 'urinary_retention',
  },
  { text: 'my mate has taken a lot of pills and alcohol and wont wake up', expected: 'fainting' },
  { text: 'my toddler ate some of my tablets', expected: 'overdose' },
  { text: 'I want to die, I cant take this anymore', expected: 'suicide_self_harm' },

  { text: 'is testicular torsion more common in teenagers?', expected: null },
  { text: 'can an erection last too long with cialis?', expected: null },
  { text: 'how do I check my balls for lumps', expected: null },
  { text: 'what causes sudden pain in the testicles in general', expected: null },
  { text: 'my varicocele aches after football, what helps', expected: null },
  { text: 'no fever, no swelling, and the pain is mild', expected: null },
  { text: 'my urine was a bit pink after eating beetroot', expected: null },
  { text: 'my semen volume is low at 1 ml, what could cause that', expected: null },
  { text: 'is embolization covered by insurance usually', expected: null },
  { text: 'can I fly after varicocele surgery', expected: null },
  { text: 'should I stop cycling while we try for a baby', expected: null },
  { text: 'my testosterone is 900, is that too high', expected: null },
  { text: 'i fainted after donating blood last year, can I do a blood test?', expected: null },
  { text: 'what percentage of men have a varicocele', expected: null },
  { text: 'i have mild erectile issues when stressed', expected: null },
  { text: 'best underwear for sports', expected: null },
  { text: 'how long do I need to wear the support underwear after surgery', expected: null },
  { text: 'my testicles feel heavy when it is hot', expected: null },
  { text: 'does a vasectomy affect testosterone', expected: null },
  { text: 'what are the signs of an allergic reaction to antibiotics', expected: null },
  {
    text: 'my testicle pain went away after ibuprofen, should I still see someone',
    expected: null,
  },
  { text: 'can low testosterone cause depression', expected: null },
  { text: 'is it ok to masturbate with a varicocele', expected: null },
  { text: 'what is normal sperm count after varicocele repair', expected: null },
  { text: 'how do I tell my partner I have a low sperm count', expected: null },
];

export const triageSet: readonly TriageCase[] = [
  ...emergencies,
  ...nonEmergencies,
  ...heldOutRound1,
  ...heldOutRound2,
  ...heldOutRound3,
  ...heldOutRound4,
  ...heldOutRound5,
  ...heldOutRound6,
  ...heldOutRound7,
  ...heldOutRound8,
];

/** Round 9: written after the rules were frozen; never tuned on. See the note at the top. */
export const heldOutSet: readonly TriageCase[] = [
  {
    text: 'been twisting in bed for an hour, my right testie is throbbing like crazy and its higher than the other',
    expected: 'testicular_torsion',
  },
  {
    text: 'woke my 14 year old up, his ball is killing him and he keeps vomiting',
    expected: 'testicular_torsion',
  },
  { text: 'feels like an elephant on my chest and im sweating buckets', expected: 'chest_pain' },
  {
    text: 'tight band round my chest spreading to my jaw, started 20 min ago',
    expected: 'chest_pain',
  },
  {
    text: "mum's words are coming out all jumbled and her arm just went floppy",
    expected: 'stroke',
  },
  { text: "half his face has dropped and he can't lift his arm", expected: 'stroke' },
  {
    text: 'sudden worst headache of my life and now i cant see out of one eye',
    expected: 'stroke',
  },
  { text: 'I have written goodbye letters to my kids', expected: 'suicide_self_harm' },
  { text: 'tonight is the night i end it all', expected: 'suicide_self_harm' },
  {
    text: 'everyone would be better off without me, i have the rope ready',
    expected: 'suicide_self_harm',
  },
  {
    text: 'my stiffy wont go away, its been since last night, like 6 hrs now and going purple',
    expected: 'priapism',
  },
  { text: 'boner that lasted since 2am, its 8am, it really hurts', expected: 'priapism' },
  {
    text: 'cut myself shaving down there and it wont stop bleeding, towel is soaked through',
    expected: 'heavy_bleeding',
  },
  {
    text: 'after my vasectomy my sack is ballooning and blood keeps coming through',
    expected: 'heavy_bleeding',
  },
  {
    text: 'i cant catch my breath even sitting still and my lips look bluish',
    expected: 'breathing',
  },
  { text: 'wheezing so bad i can only say a couple words at a time', expected: 'breathing' },
  { text: 'he collapsed in the bathroom and isnt responding', expected: 'fainting' },
  { text: 'keep blacking out when i stand up and my heart is racing', expected: 'fainting' },
  { text: 'scrotum gone dark and smells, 39.5 fever, shaking', expected: 'scrotal_infection' },
  { text: 'throat closing up after the shrimp, voice sounds weird', expected: 'allergic_reaction' },
  { text: 'swallowed the whole bottle of paracetamol an hour ago', expected: 'overdose' },
  {
    text: 'my dad took too many of his heart pills by mistake and feels really odd',
    expected: 'overdose',
  },
  {
    text: 'got kicked in the groin at training, one ball looks massive and purple and i keep throwing up',
    expected: 'genital_trauma',
  },
  {
    text: 'heard a pop during sex and my penis went soft and is swelling up black',
    expected: 'genital_trauma',
  },
  {
    text: 'havent been able to wee since yesterday morning and my belly is rock hard and sore',
    expected: 'urinary_retention',
  },

  { text: 'how would I know if my testicle was twisted?', expected: null },
  {
    text: 'i had chest pains last year, turned out to be reflux, can that affect sperm?',
    expected: null,
  },
  { text: 'no trouble breathing, just a stuffy nose, can i take my ED meds', expected: null },
  {
    text: 'my friend said he almost died from a 5 hour erection once, is that real?',
    expected: null,
  },
  { text: 'what should I do if someone near me has a stroke', expected: null },
  { text: 'is it normal for one ball to hang lower than the other', expected: null },
  {
    text: 'after my vasectomy 3 weeks ago theres a small pea sized lump, not painful',
    expected: null,
  },
  {
    text: 'I used to self harm as a teen, doing fine now, will it show on my medical records?',
    expected: null,
  },
  { text: 'what dose of zinc is good for sperm', expected: null },
  { text: 'my heart races a bit after coffee, nothing serious', expected: null },
  { text: 'felt a bit dizzy in the sauna yesterday but fine now', expected: null },
  { text: 'sperm count 8 million per ml, is that bad', expected: null },
  { text: 'can tight boxers kill sperm', expected: null },
  { text: 'this brief is killing me, the waistband digs in', expected: null },
  { text: 'dying to know if the embolisation hurts', expected: null },
  { text: 'my balls feel heavy by the end of the day with my varicocele', expected: null },
  { text: 'my blood pressure is a little high, can I still take viagra', expected: null },
  { text: 'i bled a little after a blood test, stopped in a minute', expected: null },
  { text: 'do you ship to canada', expected: null },
  { text: 'what does blue lips mean in a baby? asking for a first aid course', expected: null },
  { text: 'testicle pain on and off for months, dull, worse after gym', expected: null },
  { text: 'i cant get an erection anymore, is it my age', expected: null },
  { text: 'is it dangerous if an erection goes away too quickly', expected: null },
  { text: "i've got hay fever and my eyes are swollen", expected: null },
  { text: 'my son banged his knee, how long does swelling last', expected: null },
];
