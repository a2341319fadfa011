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
 * `triageSet` along with the rule change, then writing a new held-out round. Rounds 1 to 15
 * went that way (their held-out figures are noted on each; ADR 014 has the table); round 16
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

/**
 * Round 9 of the held-out prompts (held-out recall 84%, false alarms 0%: four missed
 * emergencies). Moved here with the fixes; round 10 replaced them.
 */
const heldOutRound9: TriageCase[] = [
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

/**
 * Round 10 of the held-out prompts, written by a helper who had not seen the rules or the
 * earlier rounds (held-out recall 72%, false alarms 8%: seven missed emergencies, two false
 * alarms). Moved here with the fixes; round 11 replaced them.
 */
const heldOutRound10: TriageCase[] = [
  {
    text: 'my son is 14, he woke up screaming holding his balls and now hes throwing up what do i do',
    expected: 'testicular_torsion',
  },
  {
    text: 'right nut feels twisted?? came on out of nowhere 20 min ago cant even stand up straight\nand i think im gonna puke',
    expected: 'testicular_torsion',
  },
  {
    text: 'sorry english not good. pain in my egg bag start suddenly very very strong, one side is go up high and i vomit two times',
    expected: 'testicular_torsion',
  },
  {
    text: 'bought a rope today. i know where im going to do it. just wanted to tell someone',
    expected: 'suicide_self_harm',
  },
  {
    text: 'cut myself again tonight its the only thing that helps\nnot sure i want to be around anymore tbh',
    expected: 'suicide_self_harm',
  },
  {
    text: 'everyone would be better off without me honestly. been looking up how high the bridge near work is',
    expected: 'suicide_self_harm',
  },
  {
    text: 'my dads face looks droopy on one side and his words r coming out all slurred, started like 30 min ago',
    expected: 'stroke',
  },
  {
    text: 'cant lift my right arm properly all of a sudden, hand feels numb n heavy and my wife says im talking funny',
    expected: 'stroke',
  },
  {
    text: 'worst headache of my life just hit me like a thunderclap and now im seeing double',
    expected: 'stroke',
  },
  {
    text: 'crushing pressure in the middle of my chest going down my left arm and up into my jaw, sweating buckets',
    expected: 'chest_pain',
  },
  {
    text: 'husband is 58, says his chest feels like a band squeezing it, hes gone grey and clammy, started while shoveling snow',
    expected: 'chest_pain',
  },
  {
    text: 'cant catch my breath at all, lips look a bit blue, cant even finish a sentence',
    expected: 'breathing',
  },
  {
    text: "my partner is wheezing really bad and his inhaler isnt doing anything\nhe's really struggling to get air in",
    expected: 'breathing',
  },
  {
    text: 'had a hard on since like 2am its now 9am, really painful and it wont go down no matter what i try',
    expected: 'priapism',
  },
  {
    text: 'took some blue pills off a mate last night and im still rock solid 6 hrs later, its starting to look purple-ish',
    expected: 'priapism',
  },
  {
    text: 'cut my hand on broken glass and the blood is soaking through every towel i put on it, been pressing 20 mins and it wont stop',
    expected: 'heavy_bleeding',
  },
  {
    text: 'my brother just collapsed in the kitchen and hes not waking up when i shake him',
    expected: 'fainting',
  },
  {
    text: 'passed out 3 times today already, each time i just drop without any warning',
    expected: 'fainting',
  },
  {
    text: 'fever 39.8 and my scrotum is swollen red and hot, pain is unbearable and the skin is going dark in one spot',
    expected: 'scrotal_infection',
  },
  {
    text: 'ate satay at the food court and now my tongue is swelling up and my throat feels tight',
    expected: 'allergic_reaction',
  },
  {
    text: 'got stung by a wasp, hives all over now and my face is puffing up, its getting hard to breathe',
    expected: 'allergic_reaction',
  },
  {
    text: 'my 3 yr old got into my nans pill organiser and i think he swallowed a bunch of them',
    expected: 'overdose',
  },
  {
    text: 'took way more of my xanax than i should have and drank a lot on top, cant keep my eyes open',
    expected: 'overdose',
  },
  {
    text: 'was having sex with my gf and heard a pop, my willy went soft straight away and now its swelling up and turning purple',
    expected: 'genital_trauma',
  },
  {
    text: 'havent been able to pee since yesterday evening, bladder feels like its bursting and its agony, only a few drops come out',
    expected: 'urinary_retention',
  },
  { text: 'no chest pain or anything, just a bit of heartburn after the curry', expected: null },
  { text: 'this keto diet is killing me lol any tips for carb cravings', expected: null },
  {
    text: 'nearly died laughing at my mates stag do. anyway, question about beard oil',
    expected: null,
  },
  {
    text: 'what does testicular torsion actually feel like? just curious after reading about it',
    expected: null,
  },
  {
    text: 'had torsion surgery when i was 15, is it normal to still have a small scar?',
    expected: null,
  },
  {
    text: 'my bank account is bleeding after all these supplements, which ones are actually worth it',
    expected: null,
  },
  {
    text: 'dull ache in my left testicle on and off for about 6 months, not bad just annoying',
    expected: null,
  },
  { text: 'how many ibuprofen can i safely take in a day for back pain', expected: null },
  {
    text: 'last year i fainted once when i gave blood, should i tell the nurse next time?',
    expected: null,
  },
  { text: 'do you sell condoms in bulk', expected: null },
  {
    text: 'trying for a baby with my wife for 8 months now, should i get a sperm test',
    expected: null,
  },
  {
    text: 'my heart skipped a beat when i saw the price of viagra haha, is there a generic version',
    expected: null,
  },
  { text: 'my erection goes away too quickly during sex, any way to last longer', expected: null },
  {
    text: 'what are the warning signs of a stroke? want to know for my elderly dad',
    expected: null,
  },
  {
    text: 'i used to self harm as a teen but im doing well now, 5 years clean. just wanted to ask about fading old scars',
    expected: null,
  },
  { text: 'not having any trouble breathing, just a stuffy nose from hay fever', expected: null },
  {
    text: 'my boss is gonna murder me if im late again lol. anyway is it ok to take finasteride in the morning',
    expected: null,
  },
  {
    text: 'had a nosebleed this morning, stopped after a few minutes, all fine now',
    expected: null,
  },
  { text: 'slight itch on my balls after the gym\nno swelling or pain', expected: null },
  {
    text: 'peeing a bit more at night lately, like twice, im 55 is that a prostate thing',
    expected: null,
  },
  {
    text: 'my pecs are killing me after chest day, benched way too heavy yesterday',
    expected: null,
  },
  {
    text: 'partners snoring is literally suffocating me lol, any anti-snoring products?',
    expected: null,
  },
  {
    text: 'if someone took too much paracetamol what would happen? asking for a school project',
    expected: null,
  },
  { text: 'allergic to penicillin, what can i take for a uti instead', expected: null },
  {
    text: 'got hit in the nuts with a football yesterday, hurt for 10 min then fine, no swelling today',
    expected: null,
  },
];

/**
 * Round 11 of the held-out prompts, written by a helper who had not seen the rules or the
 * earlier rounds (held-out recall 84%, false alarms 12%: four missed emergencies, three
 * false alarms). Moved here with the fixes; round 12 replaced them.
 */
const heldOutRound11: TriageCase[] = [
  // ---- emergencies happening now ----
  {
    text: 'my 14yo son woke me at 3am white as a sheet holding himself down there, says his left nut is agony came on out of nowhere and hes thrown up twice, one side looks higher than the other?? do i just wait for the GP in the morning',
    expected: 'testicular_torsion',
  },
  {
    text: 'bro my ball is KILLING me like for real started 40 mins ago at footy, no knock or nothing just sudden, cant stand up straight and feel sick af',
    expected: 'testicular_torsion',
  },
  {
    text: "he's curled up on the bathroom floor clutching himself and won't stop crying, keeps saying it's the left one, been sick in the sink twice. he's 16. what do i do",
    expected: 'testicular_torsion',
  },
  {
    text: 'sorry random q but my dad (61) is sat on the sofa sweating buckets saying it feels like an elephant is sitting on him and his left arm has gone heavy, he reckons its indigestion, started about 20 min ago',
    expected: 'chest_pain',
  },
  {
    text: 'crushing tightness in my chest rn spreading up to my jaw, all clammy, feel like im gonna pass out. had a massive curry so maybe just heartburn?? idk',
    expected: 'chest_pain',
  },
  {
    text: 'hi so i wanted to ask about my hair loss tablets, the finasteride ones, is it ok to keep taking them while me and the missus are trying for a baby because ive read mixed things, and also while ive been typing this ive got this really heavy squeezing feeling in the middle of my chest going down my left arm and im sweating loads, prob nothing, anyway about the finasteride do i need to stop it 3 months before or what',
    expected: 'chest_pain',
  },
  {
    text: "my husband's face has gone all droopy on one side and his words are coming out slurred, he was totally fine at breakfast, he keeps saying he's just tired and to stop fussing",
    expected: 'stroke',
  },
  {
    text: 'mate my grandad cant lift his right arm and hes been talking gibberish since like 10 mins ago, is he just confused or wat',
    expected: 'stroke',
  },
  {
    text: 'worst headache of my life just hit me like a thunderclap at the gym and now i cant see properly out of my left eye',
    expected: 'stroke',
  },
  {
    text: "i've sorted out who gets my dog and written letters for my mum and my brother. just wanted to say thanks for the chats. this is my last message",
    expected: 'suicide_self_harm',
  },
  {
    text: 'got all my nans pills lined up on the desk, havent taken any yet, just cant do this anymore tbh. no point to any of it',
    expected: 'suicide_self_harm',
  },
  {
    text: 'been cutting my arms again tonight, want it to be over for good this time, dont tell me to ring anyone',
    expected: 'suicide_self_harm',
  },
  {
    text: 'cant catch my breath at all, lips going a bit blue, can only get 3 words out at a time and the inhaler isnt doing anything',
    expected: 'breathing',
  },
  {
    text: 'my son is wheezing really bad and his tummy is sucking in under his ribs, he can barely talk, the blue puffer isnt working this time',
    expected: 'breathing',
  },
  {
    text: 'yo my boyf keeps gasping like a fish and cant get enough air in, hes sitting bolt upright going grey wot do i do',
    expected: 'breathing',
  },
  {
    text: 'bit embarrassing but took one of them blue pills last night with a few beers and the fella downstairs is STILL standing to attention 6 hours later and its really starting to hurt, how do i make it go down',
    expected: 'priapism',
  },
  {
    text: 'sliced my hand open on a broken glass, been pressing a tea towel on it for half an hour and its soaked right through, blood still pumping out',
    expected: 'heavy_bleeding',
  },
  {
    text: 'my dad just collapsed in the kitchen and isnt responding when i shout at him, i think hes breathing??',
    expected: 'fainting',
  },
  {
    text: 'keep blacking out, thats the third time this arvo, just came round on the office floor again and my colleague is freaking out',
    expected: 'fainting',
  },
  {
    text: 'temp of 39.8 and shivering, my sack is massively swollen red and hot and the skin is going a dark purply colour, agony to even touch. im diabetic if that matters',
    expected: 'scrotal_infection',
  },
  {
    text: 'ate a satay skewer at a mates bbq and now my tongue feels massive, lips blown up, throat going tight and im wheezing',
    expected: 'allergic_reaction',
  },
  {
    text: 'my flatmate swallowed a whole strip of paracetamol plus a bunch of his sertraline about an hour ago, says he feels fine but he was crying earlier',
    expected: 'overdose',
  },
  {
    text: 'think my 17yo has taken something at a party, hes mumbling, cant keep his eyes open and his breathing is really slow, his mate said pills',
    expected: 'overdose',
  },
  {
    text: 'was going at it with my gf and heard a loud pop, my todger went soft straight away and now its swelling up like an aubergine and going purple',
    expected: 'genital_trauma',
  },
  {
    text: 'havent been able to pee since yesterday afternoon, bladder feels like its gonna burst, keep trying and only get a dribble, in agony',
    expected: 'urinary_retention',
  },

  // ---- non-emergencies ----
  {
    text: 'no fever no vomiting just a dull ache in my left ball on and off for about 3 weeks, bit heavier by end of the day, worth a GP appt?',
    expected: null,
  },
  {
    text: 'scared I might get torsion one day, my cousin had it at school. is there anything i can do to prevent it?',
    expected: null,
  },
  {
    text: 'dying for a coffee, whats the caffeine limit per day if im on blood pressure tablets',
    expected: null,
  },
  {
    text: 'my heart stopped when i saw the bill for the private urologist lol, is the NHS waiting list much longer for a vasectomy',
    expected: null,
  },
  {
    text: 'that exam absolutely killed me, brain is fried, any tips for sleeping better during uni stress',
    expected: null,
  },
  {
    text: 'what are the signs of a stroke? doing a first aid course at work and want to revise FAST before the test',
    expected: null,
  },
  {
    text: 'my mate told me his brother had a 6 hour boner and ended up in A&E, is that actually a thing or was he taking the piss',
    expected: null,
  },
  {
    text: 'had a panic attack last year where i was convinced it was a heart attack, turned out fine, ECG normal. does that affect life insurance applications?',
    expected: null,
  },
  {
    text: 'how many ibuprofen can i take in a day for my back, box says 3 but my mate says 6 is fine',
    expected: null,
  },
  {
    text: "watching Grey's and some guy's testicle twisted and they rushed him into surgery, is that realistic or just TV drama",
    expected: null,
  },
  {
    text: 'film last night had a bloke OD and they stabbed adrenaline straight into his chest pulp fiction style, does that actually work irl',
    expected: null,
  },
  {
    text: 'Sir kindly suggest good condom brand which is thin and safe, also which lube is compatible, mine says oil based',
    expected: null,
  },
  {
    text: "so me and my partner have been trying for a baby for about 8 months now, she's had all her tests and they were fine, her mum keeps asking when we're giving her grandkids which is stressing us both out, and I'm wondering should I get a sperm test, how does it work, do I have to do it at the clinic or can I do it at home, and does having a hot bath every night matter",
    expected: null,
  },
  {
    text: 'bit of itching and redness on the head of my penis since switching shower gel, no pain no discharge, what cream',
    expected: null,
  },
  {
    text: 'I fainted once giving blood about 5 years ago, can i still donate now?',
    expected: null,
  },
  {
    text: 'need to pee 2-3 times a night lately, stream a bit weak, im 58, is this my prostate?',
    expected: null,
  },
  {
    text: 'got stung by a wasp yesterday, arm bit red and itchy round the sting, breathing fine, no swelling anywhere else. antihistamine ok?',
    expected: null,
  },
  {
    text: "had a nosebleed this morning, stopped after 5 mins of pinching, happens now and then when the heating's on",
    expected: null,
  },
  {
    text: 'got booted in the nuts at 5 a side last week, hurt like hell at the time but totally fine now, no swelling, can it affect fertility?',
    expected: null,
  },
  {
    text: 'lol my mates will kill me if i bail on the stag do but ive got a stinking cold, ok to drink on cold and flu tablets?',
    expected: null,
  },
  {
    text: 'sometimes when i stand up too fast i go lightheaded for a sec then it passes, never actually passed out',
    expected: null,
  },
  {
    text: 'this hangover is literally killing me, head pounding like always after a sesh, need tips',
    expected: null,
  },
  {
    text: 'does finasteride cause erection problems? read some horror stories online and now im worried',
    expected: null,
  },
  { text: 'whats the max dose of viagra, 50mg isnt doing much for me', expected: null },
  {
    text: 'feeling a bit low since the breakup, sleeping ok, eating ok, no thoughts of hurting myself, just want someone to talk to. any counselling options?',
    expected: null,
  },
];

/**
 * Round 12 of the held-out prompts, written by a helper who had not seen the rules or the
 * earlier rounds (held-out recall 80%, false alarms 4%: five missed emergencies, one false
 * alarm). Moved here with the fixes; round 13 replaced them.
 */
const heldOutRound12: TriageCase[] = [
  {
    text: 'Dear Sir or Madam, I was woken at roughly half past four this morning by an excruciating pain in my right testis. It came on all at once, I have been sick twice, and that side now appears to sit noticeably higher than the other. Kindly advise.',
    expected: 'testicular_torsion',
  },
  {
    text: 'bro my ball just started killing me out of nowhere like 20 min ago cant even stand up and i threw up',
    expected: 'testicular_torsion',
  },
  {
    text: 'probably nothing but my left nut suddenly hurts like mad since i got up and it looks kind of pulled up, feel a bit sick',
    expected: 'testicular_torsion',
  },
  {
    text: "Hi, wanted to ask about my order of trunks but actually right now I've got this crushing pain in my chest going down my left arm and I'm sweating loads, started 15 mins ago",
    expected: 'chest_pain',
  },
  {
    text: "Not sure if this is normal for a 58 year old but my chest has been tight and squeezing for the last half hour and it's spreading up into my jaw, I feel clammy",
    expected: 'chest_pain',
  },
  {
    text: "my dad's speech has gone all slurred in the last hour and the right side of his face is drooping, he can't lift his right arm",
    expected: 'stroke',
  },
  {
    text: 'wife says my mouth has gone crooked and I keep dropping my cup with my left hand, started just now',
    expected: 'stroke',
  },
  {
    text: 'suddenly cant see out of my left i everything went black on that side about ten minutes ago and worst head ache of my life',
    expected: 'stroke',
  },
  {
    text: 'I have been stockpiling my tablets for a few weeks and I think tonight is the night I finally end it',
    expected: 'suicide_self_harm',
  },
  {
    text: "honestly don't see the point anymore, been thinking about how to kill myself and I've worked out how I'd do it",
    expected: 'suicide_self_harm',
  },
  {
    text: 'cut my arms again tonight, deeper than usual. i dont want to be here',
    expected: 'suicide_self_harm',
  },
  {
    text: "can't catch my breath at all, lips going bluish, can only get a few words out at a time",
    expected: 'breathing',
  },
  {
    text: 'Please doctor my brother is finding it very hard to breathe since morning, he is gasping and his chest is pulling in, what do we do',
    expected: 'breathing',
  },
  {
    text: "mixed up my meds and swallowed a whole strip of my dad's heart tablets by mistake about an hour ago, feeling dizzy and weird",
    expected: 'overdose',
  },
  {
    text: 'Sir, my son has drunk some of the rat poison kept in the store room just now, kindly tell what to do',
    expected: 'overdose',
  },
  {
    text: 'erection wont go down, its been about 5 hours now and its getting really painful',
    expected: 'priapism',
  },
  {
    text: "Had the trial injection at the ED clinic this afternoon and I'm still rock hard 6 hrs later and sore, is that ok",
    expected: 'priapism',
  },
  {
    text: "cut my hand on a broken glass and it's soaked through three towels, won't stop bleeding",
    expected: 'heavy_bleeding',
  },
  { text: 'vasectomy wound bleeding nonstop, dressing drenched', expected: 'heavy_bleeding' },
  {
    text: 'my father just collapsed in the kitchen and he is not responding when we call him',
    expected: 'fainting',
  },
  {
    text: 'keep blacking out today, third time in the last hour, just came round on the bathroom floor',
    expected: 'fainting',
  },
  {
    text: "temp is 39.8 and my scrotum is swollen, red and so painful I can't touch it, the skin is going dark in one patch",
    expected: 'scrotal_infection',
  },
  {
    text: 'Ate some satay at lunch and now my tongue and lips are swelling up and my throat feels tight',
    expected: 'allergic_reaction',
  },
  {
    text: "Heard a crack during sex and it went soft straight away, now it's purple and swollen like an aubergine",
    expected: 'genital_trauma',
  },
  {
    text: "havent been able to pee since yesterday evening, bladder feels like its going to burst, I'm in agony",
    expected: 'urinary_retention',
  },
  {
    text: 'No chest pain, no shortness of breath, no fever. Just wondering whether varicocele surgery recovery usually takes about two weeks?',
    expected: null,
  },
  {
    text: 'Last month I had an erection that lasted about five hours and ended up in A&E where they drained it. Should I avoid the injections from now on?',
    expected: null,
  },
  {
    text: 'asking for a friend, how would you know if someone was having a stroke?',
    expected: null,
  },
  {
    text: 'Read in the paper about a lad who lost a testicle to torsion because he waited too long. How common is that?',
    expected: null,
  },
  {
    text: "I've had a terrible ache in my left testicle on and off for years, doc said varicocele. Does supportive underwear actually help?",
    expected: null,
  },
  { text: 'my knees are killing me after leg day, any tips for recovery?', expected: null },
  {
    text: "I'll die of embarrassment if my partner finds out about my ED, how do I even bring it up?",
    expected: null,
  },
  {
    text: 'that spin class nearly finished me off lol. is cycling a lot bad for sperm count?',
    expected: null,
  },
  { text: "What's the maximum dose of tadalafil I can take in one day?", expected: null },
  { text: 'do your trunks run small', expected: null },
  { text: 'how do i return underwear that doesnt fit, its still unopened', expected: null },
  {
    text: 'Are the bamboo boxers breathable enough for hot weather? I sweat a lot down there',
    expected: null,
  },
  {
    text: 'Semen analysis came back: count 12 million/ml, motility 35%. Is that low?',
    expected: null,
  },
  {
    text: "The urologist said the torsion was caught in time and both testicles were stitched so it can't happen again. How long before I can go back to the gym?",
    expected: null,
  },
  {
    text: 'this varicocele is going to be the death of me haha, the dull ache after standing all day is so annoying',
    expected: null,
  },
  {
    text: 'is it normal that one ball hangs lower than the other? no pain or anything just noticed it',
    expected: null,
  },
  {
    text: 'my doctor said the swelling in my scrotum is just a hydro seal and its not dangerous can it affect fertility',
    expected: null,
  },
  {
    text: "Two years ago I overdosed and was in hospital. I'm doing well now and in therapy. Will the antidepressants I'm on affect my sperm?",
    expected: null,
  },
  {
    text: 'Fainted once at a blood test when I was 19, will I be ok giving a semen sample at the clinic?',
    expected: null,
  },
  { text: "I'm allergic to latex, do you sell boxers with latex-free waistbands?", expected: null },
  {
    text: 'peeing is such a nightmare, been getting up 3 times a night for years now, is that my prostate?',
    expected: null,
  },
  {
    text: 'small nick shaving down there, bled a bit but stopped straight away. should I put anything on it?',
    expected: null,
  },
  {
    text: 'Mate the heat out here is brutal, my undies are suffocating me, got anything lighter?',
    expected: null,
  },
  {
    text: 'Sir, my wife and I are trying for baby since 2 years, my sperm motility is less, kindly suggest diet',
    expected: null,
  },
  {
    text: "Doctor please which one is better for erection, ginseng or tadalafil? I don't want side effect",
    expected: null,
  },
];

/**
 * Round 13 of the held-out prompts, written by a helper who had not seen the rules or the
 * earlier rounds (held-out recall 84%, false alarms 8%: four missed emergencies, two false
 * alarms). Moved here with the fixes; round 14 replaced them.
 */
const heldOutRound13: TriageCase[] = [
  // ---- emergencies (25) ----
  {
    text: 'ok this is so embarassing but i woke up like an hour ago with really bad pain in my left ball and it looks kind of higher than the other one. threw up twice. i dont want to tell my mum',
    expected: 'testicular_torsion',
  },
  {
    text: 'pleaseee help my right testicle suddenly started hurting sooo bad while i was just sitting at my desk cant even stand up properly feel like im gonna be sick',
    expected: 'testicular_torsion',
  },
  {
    text: "My husband (34) has had sudden severe pain on one side of his scrotum for about 2 hours, he's pale and vomiting. He insists it's just a pulled muscle from the gym but he can't walk.",
    expected: 'testicular_torsion',
  },
  {
    text: 'I am 74 years old. For the past half an hour I have had a heavy pressing feeling in the middle of my chest which is going down my left arm and I am sweating. My wife says I look grey.',
    expected: 'chest_pain',
  },
  {
    text: 'on nights at the warehouse, got this tight squeezing pain in my chest going up into my jaw, been about 20 mins, sweating buckets. prob just the energy drinks right',
    expected: 'chest_pain',
  },
  {
    text: "Hi do you ship the bamboo boxers to Ireland?\nAlso not sure if it's relevant but I've had a crushing pain in my chest since I carried the shopping upstairs and it's not easing off\nprobably nothing",
    expected: 'chest_pain',
  },
  {
    text: 'my husbands face looks droopy on the left side and his words are coming out all slurred, started 10 mins ago at dinner. is this from his blood pressure tablets??',
    expected: 'stroke',
  },
  {
    text: "my boyfriend just dropped his coffee, says his right arm feels dead and heavy and he can't lift it. he's only 41. his speech sounds weird too, kind of mumbly",
    expected: 'stroke',
  },
  {
    text: 'worst headache of my life came on out of nowhere like a thunderclap five min ago and now i cant see anything out of my left eye',
    expected: 'stroke',
  },
  {
    text: 'i dont see the point anymore. clinic said zero sperm again. ive been thinking about ending it tonight while my wife is at her sisters',
    expected: 'suicide_self_harm',
  },
  {
    text: 'been cutting my thighs again tonight, deeper than usual. not asking for anything, just didnt know who else to tell',
    expected: 'suicide_self_harm',
  },
  {
    text: "I've sorted my will and given the dog to my brother.\nThe hose is ready in the garage.\nJust wanted someone to know.",
    expected: 'suicide_self_harm',
  },
  {
    text: 'im on my first cycle (test + tren) and tonight i suddenly cant catch my breath even sitting still, can only get a few words out and my lips look bluish',
    expected: 'breathing',
  },
  {
    text: 'mate my mates wheezin reaaally bad cant get his breath, his inhalers done nothin, lips goin blue. were at the pub wat do i do',
    expected: 'breathing',
  },
  {
    text: 'just had a prawn curry from the takeaway and my tongue and throat are swelling up, my voice sounds all weird and thick',
    expected: 'allergic_reaction',
  },
  {
    text: 'started the new antibiotic for my epididymitis an hour ago and now im covered in hives, chest feels tight and its hard to breathe',
    expected: 'allergic_reaction',
  },
  {
    text: "had my injection from the ED clinic (trimix) last night and I'm still rock hard 5 hours later, it's getting really sore and turning a darker colour",
    expected: 'priapism',
  },
  {
    text: "had my vasectomy yesterday and the wound has started bleeding again, soaked through three lots of gauze in the last hour and it won't stop",
    expected: 'heavy_bleeding',
  },
  {
    text: "Order #4471 still hasn't arrived btw.\nAlso sorry random but I sliced my hand open on a broken glass, been pressing a towel on it 20 mins and blood is still pouring through it",
    expected: 'heavy_bleeding',
  },
  {
    text: 'my dad (78) just collapsed in the kitchen and isnt answering me, hes breathing but wont wake up',
    expected: 'fainting',
  },
  {
    text: "I've blacked out three times today, the last time I hit my head on the sink. Feel fine-ish now, don't want to waste anyone's time.",
    expected: 'fainting',
  },
  {
    text: 'temp is 39.8, shaking all over, and my scrotum is massively swollen, red and hot and so painful i cant touch it. im diabetic if that matters',
    expected: 'scrotal_infection',
  },
  {
    text: 'bit drunk sorry. took like 12 paracetamol over the last few hrs for my headache and now i feel reallly sick and sweaty',
    expected: 'overdose',
  },
  {
    text: 'heard a crack noise while we were having sex and it went soft straight away, now my penis is swelling up and going black and blue',
    expected: 'genital_trauma',
  },
  {
    text: "I'm 71. Haven't been able to pass any water since last night despite trying, my lower belly is swollen hard and very painful.",
    expected: 'urinary_retention',
  },
  // ---- non-emergencies (25) ----
  {
    text: 'No chest pain, no shortness of breath, nothing like that. Just wondering if zinc actually helps sperm motility?',
    expected: null,
  },
  {
    text: 'I had surgery for testicular torsion 3 years ago, both sides fixed. Will it have affected my sperm count?',
    expected: null,
  },
  {
    text: "My dad had a stroke back in 2019. Does that mean I'm at higher risk of erectile problems?",
    expected: null,
  },
  {
    text: 'this varicocele is killing me lol, just a dull ache after long days on my feet. is the surgery worth it?',
    expected: null,
  },
  {
    text: "what's the max dose of tadalafil per day? currently on 5mg daily and wondering if i can go higher",
    expected: null,
  },
  {
    text: 'Do your compression briefs come in XXL? Need something supportive for leg day',
    expected: null,
  },
  {
    text: 'my semen analysis came back: count 12 million/ml, motility 35%, morphology 3%. is that bad??',
    expected: null,
  },
  {
    text: 'Total T 280 ng/dL, free T low, LH normal. Should I be asking my GP about TRT?',
    expected: null,
  },
  {
    text: "my band's new song has the line 'my heart is bleeding out on the floor' haha. anyway unrelated, does cycling affect fertility?",
    expected: null,
  },
  {
    text: 'keep dying to the bleed build bosses in elden ring lol. anyway does gaming all night lower testosterone?',
    expected: null,
  },
  {
    text: 'wife says im gonna have a heart attack when i see the price of IVF 😂 how much does ICSI usually cost?',
    expected: null,
  },
  {
    text: "I'm scared I might get testicular torsion since my friend had it. What signs should I watch out for?",
    expected: null,
  },
  {
    text: "what's the difference between priapism and just a really long erection? asking out of curiosity",
    expected: null,
  },
  {
    text: 'my balls have ached on and off for like 6 months, dull ache, worse after sitting all day. its absolutely destroying me, so annoying',
    expected: null,
  },
  {
    text: 'I had an allergic reaction to penicillin as a kid (hives). Is doxycycline safe for me to take for a UTI?',
    expected: null,
  },
  {
    text: 'im 16 and one of my balls hangs lower than the other one, is that normal? theres no pain or anything',
    expected: null,
  },
  {
    text: 'coming off my cycle next week, when should i start PCT with clomid? bloods are booked for friday',
    expected: null,
  },
  {
    text: 'been working nights for 5 years and my libido is dead. could shift work mess with testosterone?',
    expected: null,
  },
  {
    text: "I'd literally kill for a decent night's sleep. Any tips for night shift workers trying to conceive?",
    expected: null,
  },
  {
    text: "My husband was catheterised last month because he couldn't pee. The catheter is out now and he's peeing fine. Can his enlarged prostate affect fertility?",
    expected: null,
  },
  {
    text: "I get up to pee 2 or 3 times a night and the stream is a bit weak. I'm 68. Worth seeing my GP?",
    expected: null,
  },
  {
    text: 'lol my mates reckon im gonna OD on protein shakes. how many scoops a day is too much for sperm health',
    expected: null,
  },
  {
    text: 'Had a full cardiac workup last week after some chest tightness, ECG and troponin both normal, cardiologist says it was reflux. Is sildenafil safe for me?',
    expected: null,
  },
  {
    text: 'my partner and I are starting the surrogacy process, what sperm tests should we both get done?',
    expected: null,
  },
  {
    text: 'got stung by a bee at the allotment, bit red and itchy on my arm where it got me, no swelling anywhere else and breathing fine.\ndo you sell cooling gel?',
    expected: null,
  },
];

/**
 * Round 14 of the held-out prompts, written by a helper who had not seen the rules or the
 * earlier rounds (held-out recall 76%, false alarms 8%: six missed emergencies, two false
 * alarms). Moved here with the fixes; round 15 replaced them.
 */
const heldOutRound14: TriageCase[] = [
  {
    text: "Lorry driver, parked up at the services on the M6. About an hour ago my left nut suddenly started absolutely killing me out of nowhere, I've been sick twice in the cab and it looks like it's sitting higher than the other one. Can't drive like this.",
    expected: 'testicular_torsion',
  },
  {
    text: "student in halls, woke up at 4am with the worst pain ever in my right testicle, came on all at once, I've thrown up and can't stand up straight. is it ok to wait until monday to see my GP? dont want to bother A&E",
    expected: 'testicular_torsion',
  },
  {
    text: "I care for Mr Evans, 84, he has dementia but this is different. Since about 2 o'clock the left side of his face has dropped, tea is dribbling out of that corner of his mouth and he can't lift his left arm off the table.",
    expected: 'stroke',
  },
  {
    text: 'Please help, my husband since 20 minutes speak words that is nonsense, I not understand him, and his right hand cannot hold the spoon, it falls down. Before he was completely normal.',
    expected: 'stroke',
  },
  {
    text: "Sat watching telly and the sight in my right eye just went, like a curtain came down over it, and now I've got a headache that's the worst I've ever had in my life, came on like being hit with a bat.",
    expected: 'stroke',
  },
  {
    text: "On a flight to Singapore with 6 hours still to go. For the last 40 minutes there's a heavy squeezing in the middle of my chest moving into my left arm and jaw, I'm drenched in sweat and feel sick. Cabin crew haven't noticed yet.",
    expected: 'chest_pain',
  },
  {
    text: "farmer here, was lifting feed sacks and had to sit down on a bale, chest feels like its in a vice and it's going down my arm, cold sweat, been 20 mins and not easing off",
    expected: 'chest_pain',
  },
  {
    text: "Blood pressure machine at the chemist just said 192/114 and flashed red. I've also got this tight pressure behind my breastbone spreading up into my neck and I feel clammy and grey.",
    expected: 'chest_pain',
  },
  {
    text: "Back from tour, can't sleep. I've been sitting in the car with my pistol on my lap for ages now thinking everyone would be better off if I wasn't around any more.",
    expected: 'suicide_self_harm',
  },
  {
    text: 'Brother, I am tired of this life. My wife leave me because no baby. I decide I will end my life tonight, I already give away my things and I choose the bridge.',
    expected: 'suicide_self_harm',
  },
  {
    text: "After the clinic said zero sperm again I've been pressing a hot knife against my forearm all evening. There are a few burns now and I can't stop wanting to do more.",
    expected: 'suicide_self_harm',
  },
  {
    text: 'Hola, I have the erection since 6 hours, it no go down, after the injection the doctor give me for the test at the clinic. Now is very painful and the colour is getting dark.',
    expected: 'priapism',
  },
  {
    text: "Had my vasectomy this morning. Blood has soaked through the gauze, my boxers and now a bath towel. I've been pressing on it for half an hour and it just keeps coming.",
    expected: 'heavy_bleeding',
  },
  {
    text: "at a festival, my mate is sat in the tent fighting for every breath, he can only get one word out at a time and his lips look bluish. his inhaler isn't doing anything",
    expected: 'breathing',
  },
  {
    text: "Grandad (he has dementia) has been gasping all afternoon, the skin between his ribs is sucking in with every breath and he can't finish a sentence. He's gone a grey colour and looks frightened.",
    expected: 'breathing',
  },
  {
    text: "A driver just went down in the queue at the services cafe, he's flat on the floor and not answering when I shake his shoulder and shout at him.",
    expected: 'fainting',
  },
  {
    text: "I've keeled over three times since breakfast. Everything goes black and next thing I know I'm on the kitchen floor. Just did it again a minute ago.",
    expected: 'fainting',
  },
  {
    text: "My watch just buzzed 'hard fall detected' and my husband is lying on the bathroom floor, eyes half open but he's not responding to me at all.",
    expected: 'fainting',
  },
  {
    text: "My thermometer says 39.9 and I'm shaking, and my scrotum has gone hugely swollen, hot, red turning almost purple, and the pain is unbearable. I'm diabetic. It's been getting worse since this morning.",
    expected: 'scrotal_infection',
  },
  {
    text: 'I eat the prawns in restaurant 10 minutes ago, now my lips and tongue become very big and my throat feel like closing, very hard to swallow.',
    expected: 'allergic_reaction',
  },
  {
    text: 'My father by mistake took all his sugar tablets and BP tablets from the full strip, he thought he had not taken them. Now he is very drowsy and sweating a lot.',
    expected: 'overdose',
  },
  {
    text: "Flatmate in halls drank some weedkiller from the shed as a dare about an hour ago, now he's been sick and says his mouth and stomach are burning.",
    expected: 'overdose',
  },
  {
    text: "A heifer kicked me square between the legs in the cattle crush. My bollocks have swelled up massive, gone black and blue, and I've been sick in the yard.",
    expected: 'genital_trauma',
  },
  {
    text: 'Me and my girlfriend were having sex and I heard a loud crack, it went soft instantly and now my penis is swollen, purple and bent to one side.',
    expected: 'genital_trauma',
  },
  {
    text: "Carer here for a gentleman of 79. He hasn't passed any water since last night, keeps trying and only gets a few drops, his lower tummy is swollen hard and he moans when I touch it.",
    expected: 'urinary_retention',
  },

  {
    text: 'Before you ask: no chest pain, no breathlessness, no dizziness. I just want to know if I can take tadalafil alongside my amlodipine.',
    expected: null,
  },
  {
    text: "My brother had testicular torsion when he was 14, they fixed both sides and he's been fine since. Should I worry mine could twist? I'm 30 and never had any pain.",
    expected: null,
  },
  {
    text: 'Dad had a stroke back in 2018 and made a good recovery. Do any of your fertility supplements interact with his blood thinners? He wants to try the zinc one.',
    expected: null,
  },
  {
    text: 'Caring for my father-in-law with dementia. Over the past two years his speech has slowly got muddled and he forgets words. Is that just the dementia progressing? Nothing sudden has changed.',
    expected: null,
  },
  {
    text: "This fertility diet is killing me, I'd murder a bacon sandwich right now. Is one fry-up a week going to ruin my sperm?",
    expected: null,
  },
  {
    text: 'Semen analysis back: volume 2.1ml, concentration 11 million/ml, progressive motility 28%. How bad is that?',
    expected: null,
  },
  {
    text: 'Do your cooling boxers come in XXL and can they be washed at 60 degrees?',
    expected: null,
  },
  {
    text: 'Watched a film last night where a man overdoses in a hotel room and his friend sprays naloxone up his nose. Does it really work that fast?',
    expected: null,
  },
  {
    text: "Doing a first aid course at work on Thursday. What's the difference between the recovery position and CPR for someone who has collapsed?",
    expected: null,
  },
  {
    text: "What's a normal weekly dose of testosterone enanthate on TRT? My clinic has me on 125mg.",
    expected: null,
  },
  {
    text: "Can I take paracetamol and ibuprofen together for the dull ache after my varicocele surgery? It's day 5 and the wound is healing fine.",
    expected: null,
  },
  {
    text: 'After my first Cialis the erection lasted about 45 minutes and then went away by itself. Is that too long?',
    expected: null,
  },
  {
    text: "Long-distance trucker, sat 11 hours a day. My balls ache a bit by the end of a shift, dull, gone by morning. It's been like this for months. Could it be a varicocele?",
    expected: null,
  },
  {
    text: 'Smartwatch says my resting heart rate is 48 and I feel great, I cycle 200km a week. Is that a problem for fertility?',
    expected: null,
  },
  {
    text: "Last Saturday I passed out from the heat at a mate's wedding, paramedics checked me over, ECG was normal and I've been fine since. Could it affect my sperm?",
    expected: null,
  },
  {
    text: "I self-harmed as a teenager. I'm 34 now and haven't done it for 15 years. Will the sperm donor clinic reject me because of it?",
    expected: null,
  },
  {
    text: "I'm allergic to wasp stings, had a big swelling on my arm years ago. Are your organic cotton pants OK for sensitive skin?",
    expected: null,
  },
  {
    text: "After a big night out last month I struggled to pee for a couple of hours but it came in the end and it's been normal since. Is that a prostate thing?",
    expected: null,
  },
  {
    text: "Honestly if my wife sees the card bill from your shop she'll kill me, ha. Can you send the order in plain packaging?",
    expected: null,
  },
  {
    text: 'Tiny nick when trimming down below, bled for a minute and stopped with a plaster. Any tips to avoid it next time?',
    expected: null,
  },
  {
    text: 'Biology student here - why does torsion make people vomit? Asking for an essay, not because anything is wrong with me.',
    expected: null,
  },
  {
    text: 'Hola, my testosterone result is 10.5 nmol/L, the doctor say is low-normal. I need treatment or no?',
    expected: null,
  },
  {
    text: "In the thriller I'm reading, the villain poisons the hero's coffee with antifreeze. Would someone really survive that with hospital treatment?",
    expected: null,
  },
  {
    text: 'My left testicle is a bit lower than the right one, always like this since young, no pain at all. This is normal?',
    expected: null,
  },
  {
    text: 'My chest is sore when I press on it after bench press at the gym yesterday. Only the muscle, no problem breathing, no sweating. I just take it easy few days?',
    expected: null,
  },
];

/**
 * Round 15 of the held-out prompts, written by a helper who had not seen the rules or the
 * earlier rounds (held-out recall 64%, false alarms 4%: nine missed emergencies, one false
 * alarm). Moved here with the fixes; round 16 replaced them.
 */
const heldOutRound15: TriageCase[] = [
  {
    text: "woke up about 5am with my right ball absolutely killing me, been sick twice and it looks like it's sitting higher than the left one. can i just wait till the gp opens at 9?",
    expected: 'testicular_torsion',
  },
  {
    text: "My son is 14, came in from school bent double holding himself down there on one side, he's gone white and vomited in the hall. Too embarrassed to let me look. Is it something he ate?",
    expected: 'testicular_torsion',
  },
  {
    text: "dad suddenly talking nonsense, words all jumbled, and the left side of his mouth is hanging lower. keeps saying hes fine just tired. he's 71",
    expected: 'stroke',
  },
  {
    text: 'typing w one hand sorry. right arm went heavy n numb like 20 min ago and when i try to say stuff it comes out wrong. prob slept on it??',
    expected: 'stroke',
  },
  {
    text: "was doing deadlifts and out of nowhere got the worst headache I've ever had in my life, like someone smashed the back of my skull, now feel sick and the lights hurt. drink water and lie down?",
    expected: 'stroke',
  },
  {
    text: "58M. Bit of a squeeze in the middle of my chest since I walked up from the car park, now it's going up into my jaw and I'm clammy. Probably just indigestion from lunch right? Don't want to waste anyone's time",
    expected: 'chest_pain',
  },
  {
    text: 'my husband is sitting on the stairs grey and sweating, says his chest is tight like a belt being pulled and his left arm aches. he refuses ambulance says give it 10 mins. what do i do',
    expected: 'chest_pain',
  },
  {
    text: "can't get a proper breath in, feels like breathing through a straw, lips look a bit bluish in the mirror, cant finish a sentence without stopping",
    expected: 'breathing',
  },
  {
    text: "partner is wheezing really loud and pulling in air, his inhaler isn't doing anything this time, he's leaning forward hands on his knees and can't talk to me",
    expected: 'breathing',
  },
  {
    text: "third round of results came back zero sperm again. honestly my wife would be better off with someone who can give her a family. I've worked out how and when I'd do it, just wanted to say it to someone",
    expected: 'suicide_self_harm',
  },
  {
    text: "been going at my forearms with a razor blade tonight, it's the only thing that makes the noise stop. not deep. please don't tell me to ring a helpline",
    expected: 'suicide_self_harm',
  },
  {
    text: "gave the dog to my brother, sorted the will, cancelled everything for next month. doesn't matter now whether my T levels are low, won't be around for the retest. just wanted to thank you for the help earlier",
    expected: 'suicide_self_harm',
  },
  {
    text: "had the ED injection at the clinic around 8 this morning, it's nearly 2pm and it's still fully hard and now really throbbing and sore. is this a good sign or do i just ride it out lol",
    expected: 'priapism',
  },
  {
    text: 'Day 2 after my vasectomy, blood is coming through the dressing, changed it three times in the last hour and it just keeps dripping. Scrotum getting bigger too.',
    expected: 'heavy_bleeding',
  },
  {
    text: "sliced my palm on a broken wine glass, been pressing a tea towel on it for 20 mins and it's soaked right through, still pouring out when i lift it",
    expected: 'heavy_bleeding',
  },
  {
    text: "my boyfriend just dropped on the kitchen floor, he's breathing but I'm shaking him and he won't open his eyes or answer",
    expected: 'fainting',
  },
  {
    text: 'third time today ive blacked out. just came round on the bathroom floor again with a cut on my head. feel ok-ish now',
    expected: 'fainting',
  },
  {
    text: "Temp 39.8 and shivering, my sack is swollen like a grapefruit and going dark purple at the bottom, hurts so much i can't sit. I'm diabetic if that matters. Paracetamol enough?",
    expected: 'scrotal_infection',
  },
  {
    text: 'took the first tablet of the new antibiotic an hour ago and now my lips and tongue are swelling up and my voice sounds weird and thick',
    expected: 'allergic_reaction',
  },
  {
    text: 'got stung by a wasp in the garden 15 min ago, now big itchy welts all over my body and my chest is getting tight, bit wheezy',
    expected: 'allergic_reaction',
  },
  {
    text: "my 3 year old got into grandad's heart tablets, packet was open on the floor and I think about 6 are gone. she seems fine?? do i make her sick",
    expected: 'overdose',
  },
  {
    text: 'took about 10 of my mums sleeping tablets cos i couldnt sleep and now i feel really weird and slow and cant keep my eyes open',
    expected: 'overdose',
  },
  {
    text: "we were having sex and heard a crack, he went soft straight away and now it's swollen up like a purple sausage and bent to one side. is ice enough?",
    expected: 'genital_trauma',
  },
  {
    text: 'slipped off the ladder and landed straddling the rung. balls have swelled up huge and gone black and blue and I keep throwing up. manning it out on the sofa for now',
    expected: 'genital_trauma',
  },
  {
    text: "Hi, two things. First, my order of the grey trunks hasn't arrived yet, order was last Tuesday. Second, not urgent, but I haven't been able to pass water since about 7 last night, only a few drops, my lower belly is rock hard and bulging and the pain is terrible. I'm 67. How long is it safe to leave that?",
    expected: 'urinary_retention',
  },

  {
    text: 'no chest pain, no breathlessness, nothing like that, just wondering if clomiphene can raise blood pressure',
    expected: null,
  },
  {
    text: "my brother had testicular torsion when he was 15 and had surgery. is it hereditary? we're trying to conceive and i'm 30",
    expected: null,
  },
  {
    text: 'had a panic attack last month, honestly thought I was dying. A&E did an ECG and bloods, all normal. can anxiety affect sperm count?',
    expected: null,
  },
  {
    text: "this fertility journey is killing me lol. anyway what's the best zinc supplement you sell",
    expected: null,
  },
  { text: "what's the most tadalafil you're allowed in a day?", expected: null },
  { text: 'do you ship boxer briefs to Ireland and how long is the return window', expected: null },
  { text: 'testosterone came back at 9.8 nmol/L, is that low for 35?', expected: null },
  {
    text: 'writing a short story where the groom has a stroke during his wedding speech, what would the guests actually notice first?',
    expected: null,
  },
  {
    text: "doing my first aid course at work tomorrow, what's the recovery position again and when do you start CPR?",
    expected: null,
  },
  {
    text: 'dull dragging ache on the left side of my scrotum after standing all day, been like this for years, they said varicocele. do supportive briefs help?',
    expected: null,
  },
  {
    text: 'had an erection that lasted about 45 minutes after starting the new meds, went down on its own. worth mentioning to my doctor?',
    expected: null,
  },
  {
    text: 'vasectomy 3 weeks ago, bit of a tender pea-sized lump, no fever, everything else healing fine. when can i get back on the bike?',
    expected: null,
  },
  {
    text: "my dad collapsed at his 60th last year, turned out he was just dehydrated and he's fine. does low T run in families?",
    expected: null,
  },
  { text: "I'm dying to know when the bamboo range is back in stock", expected: null },
  {
    text: "I'd kill for a decent night's sleep since the baby came. does poor sleep lower testosterone?",
    expected: null,
  },
  {
    text: 'not suicidal or anything like that, just feeling a bit flat since starting finasteride. is that a known side effect?',
    expected: null,
  },
  {
    text: 'slight itch and redness on my scrotum since we switched washing powder, no swelling, no fever, no pain',
    expected: null,
  },
  {
    text: '52, pee is a bit slower than it used to be and I get up once in the night. should I get my prostate checked at some point?',
    expected: null,
  },
  {
    text: "if someone took too much paracetamol what's the antidote they give in hospital? it's for my nursing exam",
    expected: null,
  },
  {
    text: 'allergic to penicillin (rash as a kid). is doxycycline ok for me if the GP prescribes it?',
    expected: null,
  },
  {
    text: 'had a nosebleed earlier, lasted maybe 5 mins and stopped when I pinched it. could that be from the testosterone gel?',
    expected: null,
  },
  {
    text: 'my heart nearly stopped when I saw the two lines on the test!!! thank you all for the tips these last months',
    expected: null,
  },
  {
    text: 'tried the ED injection today, worked great and went down after about an hour. how often can I safely use it?',
    expected: null,
  },
  {
    text: 'my toddler headbutted me in the nuts yesterday, saw stars for a few minutes but totally fine now, no swelling or bruising. just sharing my pain haha',
    expected: null,
  },
  {
    text: "the two week wait for IVF results is suffocating. anyone else feel like they can't breathe until the clinic calls?",
    expected: null,
  },
];

/**
 * Issue 24 (second opinion and curious framings): emergencies in words the rules do not
 * know, which the classifier must catch, and curious or educational questions about an
 * emergency topic, which get an explanation rather than the alarm — unless something in the
 * message says it is happening now.
 */
const secondOpinionRound: TriageCase[] = [
  {
    text: 'left nut feels like its been kicked but nothing hit it, started at breakfast',
    expected: 'testicular_torsion',
  },
  { text: "feels like a belt tightening round my ribs and i'm drenched", expected: 'chest_pain' },
  {
    text: 'wrote the letters, sorting my stuff out so nobody has to after this weekend',
    expected: 'suicide_self_harm',
  },
  { text: "piss just won't come out, bladder feels about to burst", expected: 'urinary_retention' },
  {
    text: 'just wondering, my ball has been really painful for 2 hours and feels higher, is that torsion?',
    expected: 'testicular_torsion',
  },
  {
    text: 'curious if this is normal, my erection has lasted 5 hours and it hurts',
    expected: 'priapism',
  },
  {
    text: 'saw a video about strokes and now my dad cannot lift his arm and his face droops',
    expected: 'stroke',
  },
  { text: 'just wondering why doctors say a 4-hour erection is dangerous?', expected: null },
  { text: 'what does torsion feel like, for a school project', expected: null },
  {
    text: 'saw a video about testicular torsion, how fast do surgeons have to act?',
    expected: null,
  },
  {
    text: 'out of curiosity, why is crushing chest pain with sweating treated as a heart attack?',
    expected: null,
  },
  { text: 'for my biology essay: why does anaphylaxis make the throat swell?', expected: null },
  {
    text: 'hypothetically, how many paracetamol tablets would count as an overdose?',
    expected: null,
  },
  {
    text: 'I read that fainting after standing up can be serious, is that true?',
    expected: null,
  },
  { text: 'watched a documentary on strokes, what does FAST stand for?', expected: null },
  {
    text: 'general question: why can a man not pee at all after some cold medicines?',
    expected: null,
  },
  { text: 'is it true that priapism can cause permanent damage?', expected: null },
  {
    text: 'i was wondering how a kick to the groin can rupture a testicle, seems wild',
    expected: null,
  },
  {
    text: 'heard a podcast about Fournier gangrene, what are the early signs people should know?',
    expected: null,
  },
  { text: 'just curious, what does it feel like when your lungs collapse?', expected: null },
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
  ...heldOutRound9,
  ...heldOutRound10,
  ...heldOutRound11,
  ...heldOutRound12,
  ...heldOutRound13,
  ...heldOutRound14,
  ...heldOutRound15,
  ...secondOpinionRound,
];

/**
 * Round 16: written after the rules were frozen, by a helper who had not seen the rules or
 * the earlier rounds; never tuned on. See the note at the top.
 */
export const heldOutSet: readonly TriageCase[] = [
  // ---- emergencies happening now ----
  {
    text: "I've picked the bridge and the time. Tonight once my wife is asleep. Just wanted to say thanks for the help with the fertility stuff, it doesn't matter now",
    expected: 'suicide_self_harm',
  },
  {
    text: "my son is 19 and he just showed me burns on his forearm, says he's been doing it with a lighter and that he wants to die. he's locked himself in his room",
    expected: 'suicide_self_harm',
  },
  {
    text: "Sperm count came back low again, second test. Haven't told my wife. Tbh I've been giving my stuff away to my brothers and I looked up how many of my dad's heart tablets it would take. Anyway what's a normal motility percentage?",
    expected: 'suicide_self_harm',
  },
  {
    text: 'lowkey gonna end it this weekend, got it all sorted, nobody will miss me fr',
    expected: 'suicide_self_harm',
  },
  {
    text: "woke up at 3am with my left ball absolutely killing me, like 10/10, threw up twice and it looks like it's sitting way higher than the other one",
    expected: 'testicular_torsion',
  },
  {
    text: "My 14 year old woke me up crying, says sudden agony in his right testicle that started about 40 minutes ago. He vomited in the hallway and won't let me look",
    expected: 'testicular_torsion',
  },
  {
    text: 'help\nright nut\nout of nowhere\ncant stand up straight\nabout to puke',
    expected: 'testicular_torsion',
  },
  {
    text: 'Sir my husband have very strong pain in testis since 2 hours, it came suddenly in sleep, one side is swollen and pulled up, he is vomiting. what we do',
    expected: 'testicular_torsion',
  },
  {
    text: "my dad's suddenly talking nonsense, words all jumbled up, and the left side of his mouth has dropped. he was totally fine at lunch",
    expected: 'stroke',
  },
  {
    text: 'cant lift my right arm proper and typing is hard its like my hand wont listen. started about 20 mins ago im 48',
    expected: 'stroke',
  },
  {
    text: "Partner was lifting weights and grabbed his head, says it's the worst headache of his life, came on like a thunderclap, now he's confused and keeps asking where he is",
    expected: 'stroke',
  },
  {
    text: 'Grandad went blind in one eye all of a sudden while watching telly, just black on that side, and he says his leg feels like lead',
    expected: 'stroke',
  },
  {
    text: 'like a vice clamped on my chest, pain shooting down my left arm, sweating and cant get comfy, been about 15 min. 52m',
    expected: 'chest_pain',
  },
  {
    text: "my husband says it feels like a tight band squeezing round his chest, he's gone grey and clammy and feels sick. started while he was shovelling snow",
    expected: 'chest_pain',
  },
  {
    text: "Quick question about my testosterone gel dose - should it be two pumps or three? Also for the past 20 min I've had this heavy pressure in the middle of my chest going up into my jaw and I'm sweating buckets, probably nothing",
    expected: 'chest_pain',
  },
  {
    text: 'Good evening. I am 71 years old and for half an hour I have had a severe squeezing discomfort behind the breastbone radiating to the left shoulder, accompanied by nausea. My nitroglycerin spray has not helped.',
    expected: 'chest_pain',
  },
  {
    text: "I can't catch my breath, lips are going bluish, I can only get out a few words at a time",
    expected: 'breathing',
  },
  {
    text: 'boyfriend is wheezing really bad and his inhaler isnt doing anything, you can see the skin sucking in between his ribs',
    expected: 'breathing',
  },
  { text: 'gasping\ncant get air in\nsitting on the kitchen floor\nplease', expected: 'breathing' },
  {
    text: "had a stiffy since about 11 last night, it's 6am now and it's really sore and won't go down. first time using the trimix injection",
    expected: 'priapism',
  },
  {
    text: "cut my hand on a broken bottle at work, wrapped it in two tea towels and it's soaked through both and still pouring out",
    expected: 'heavy_bleeding',
  },
  {
    text: "had my vasectomy this morning and the dressing is soaked red, blood running down my leg and it won't stop even when I press on it",
    expected: 'heavy_bleeding',
  },
  {
    text: "my mate just collapsed on the treadmill at the gym and we can't wake him, he's breathing but not responding to anything",
    expected: 'fainting',
  },
  {
    text: "Dad keeps blacking out, that's the third time in an hour, he just drops without any warning",
    expected: 'fainting',
  },
  {
    text: "temp 39.8, my scrotum is massively swollen, red going dark purple in places and the pain is unbearable. I'm diabetic if that matters",
    expected: 'scrotal_infection',
  },
  {
    text: 'ate a satay skewer at the work party and now my tongue feels huge and my throat is closing up, voice going weird',
    expected: 'allergic_reaction',
  },
  {
    text: "my flatmate necked a whole pack of paracetamol about an hour ago after a row with his gf, he keeps saying he's fine",
    expected: 'overdose',
  },
  {
    text: "I think my toddler got into my husband's tramadol, there are tablets missing from the strip and he's really floppy and sleepy",
    expected: 'overdose',
  },
  {
    text: "we were going at it and I heard a crack from my dick, it went soft instantly and now it's purple and ballooning",
    expected: 'genital_trauma',
  },
  {
    text: "haven't been able to pee since yesterday afternoon, bladder feels like it's going to burst, only a few drops come out. 67 with an enlarged prostate",
    expected: 'urinary_retention',
  },

  // ---- non-emergencies ----
  {
    text: 'No chest pain, no shortness of breath, nothing like that. Just wondering if tadalafil is ok with my blood pressure tablets',
    expected: null,
  },
  {
    text: "Had testicular torsion when I was 15, surgery sorted it. Will that affect my fertility now that I'm 32?",
    expected: null,
  },
  {
    text: 'My brother had a stroke last year, does that raise my own risk if I start TRT?',
    expected: null,
  },
  {
    text: 'This varicocele is killing me lol, well, a dull ache after long shifts. Is surgery worth it?',
    expected: null,
  },
  {
    text: 'The price of your bamboo boxers nearly gave me a heart attack at checkout 😂 any discount codes?',
    expected: null,
  },
  {
    text: "What's the maximum amount of ibuprofen I can take in a day for my sore back?",
    expected: null,
  },
  { text: 'My testosterone came back at 8.2 nmol/L, is that low for 38?', expected: null },
  {
    text: 'Writing a thriller where the villain poisons his business partner with digoxin. What symptoms would be realistic for the scene?',
    expected: null,
  },
  {
    text: "Doing my first aid course next week, what's the right way to put someone in the recovery position if they've fainted?",
    expected: null,
  },
  {
    text: 'my character in Project Zomboid keeps bleeding out lol how do u bandage properly',
    expected: null,
  },
  {
    text: "I used to self harm as a teenager but I've been clean for 8 years. Do the scars put people off when dating?",
    expected: null,
  },
  {
    text: 'Had an erection for about 40 minutes after using the vacuum pump, is that normal or too long?',
    expected: null,
  },
  {
    text: "I'm allergic to penicillin, is that a problem for the antibiotic the GP mentioned for epididymitis?",
    expected: null,
  },
  {
    text: 'Fainted at my blood test last week haha, needles get me every time. Anyway the results came back normal',
    expected: null,
  },
  { text: 'dying to know if your briefs come in XXL', expected: null },
  {
    text: "Worried about testicular cancer since a friend's diagnosis, how do I do a self-check properly?",
    expected: null,
  },
  {
    text: 'My wife says I snore and sometimes stop breathing at night. Could that be linked to low testosterone?',
    expected: null,
  },
  {
    text: 'Got kneed in the nuts by my kid climbing on me yesterday, hurt for 10 mins, totally fine now, no swelling at all',
    expected: null,
  },
  {
    text: "On and off ache in my left testicle for months, no swelling, urologist said it's the varicocele",
    expected: null,
  },
  {
    text: 'This semen analysis is a total massacre, count of 4 million. Is ICSI our only option?',
    expected: null,
  },
  {
    text: "Can't remember if I took my clomid this morning, should I take another one or skip?",
    expected: null,
  },
  {
    text: 'My dad had his heart attack 3 years ago and now has ED, which meds are safe for him?',
    expected: null,
  },
  {
    text: 'gym bros keep telling me TRT will give me a stroke, is that actually true?',
    expected: null,
  },
  {
    text: "I'm dead tired all the time and my libido is dead too. Could it be testosterone?",
    expected: null,
  },
  {
    text: "Peeing less than usual today but I've barely drunk anything and it's 35 degrees out",
    expected: null,
  },
  {
    text: 'Stung by a wasp on the arm at a barbecue, bit red and itchy, no swelling anywhere else, breathing fine. Is an antihistamine ok?',
    expected: null,
  },
  {
    text: "Girlfriend dumped me and I'm gutted but don't worry, I'm not going to do anything stupid. Just want advice getting back into the gym",
    expected: null,
  },
  {
    text: "A friend ended up in A&E last month after his penis 'snapped' during sex, he's fully recovered. How common is that?",
    expected: null,
  },
  {
    text: 'Dear team, I would be grateful for guidance on the recommended interval between repeat semen analyses. Kind regards',
    expected: null,
  },
  { text: 'question\nabout sizes\ndo the trunks run small\nthanks', expected: null },
];
