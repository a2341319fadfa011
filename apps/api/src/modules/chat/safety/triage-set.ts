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

export const triageSet: readonly TriageCase[] = [
  ...emergencies,
  ...nonEmergencies,
  ...heldOutRound1,
  ...heldOutRound2,
  ...heldOutRound3,
];

/** Written after the rules were frozen; never tuned on. See the note at the top. */
export const heldOutSet: readonly TriageCase[] = [
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
