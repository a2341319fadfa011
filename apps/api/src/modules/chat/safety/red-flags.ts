import { type ArticleSource, SOURCES } from '../../../db/seed-data/health-articles/sources';
import type { Concept } from './concepts';
import type { RedFlagKind } from './triage';

/** True when any of the concepts is present (as happening now) in the window. */
export type Has = (...concepts: Concept[]) => boolean;

export interface RedFlagRule {
  kind: RedFlagKind;
  /** Does this window of one or two sentences describe the emergency? */
  matches(has: Has): boolean;
  /** The opening line of the reply: what to do, now. */
  instruction: string;
  /** One or two sentences on why it cannot wait. */
  reason: string;
}

const EMERGENCY_NUMBER =
  'your local emergency number (911 in the US and Canada, 112 in the EU, 999 in the UK)';

/**
 * A long-standing, recurring or mild pattern ("for months", "comes and goes", "a bit")
 * turns a borderline match into "see a doctor soon" unless a sharper sign is present.
 */
const onlyChronic = (has: Has, ...sharpSigns: Concept[]) =>
  has('chronic', 'trigger') && !has(...sharpSigns);
/** Breathing trouble brought on by running is still an emergency; only long-standing is not. */
const onlyLongStanding = (has: Has, ...sharpSigns: Concept[]) =>
  has('chronic') && !has(...sharpSigns);

/**
 * The red-flag rules, most specific and most time-critical first: when a message matches
 * several (chest pain and trouble breathing), the classifier names the likeliest of them
 * (triage.ts), and on a tie the first one does.
 */
export const RED_FLAG_RULES: readonly RedFlagRule[] = [
  {
    kind: 'allergic_reaction',
    matches: (has) =>
      has('anaphylaxis', 'throat_closing', 'adrenaline_used') ||
      (has('allergy', 'hives') &&
        has('breath_strong', 'breath_weak', 'face_swelling', 'collapse', 'presyncope')) ||
      // "massive welts from the mozzies" is skin alone; a severe reaction to a trigger is not.
      (has('allergy') && has('severity')) ||
      (has('face_swelling') && has('breath_strong', 'breath_weak', 'presyncope', 'collapse')),
    instruction: `Call ${EMERGENCY_NUMBER} now. If you have an adrenaline auto-injector, use it.`,
    reason:
      'Swelling of the throat, tongue or face, or trouble breathing after a trigger, can be a severe allergic reaction (anaphylaxis), which can close the airway within minutes.',
  },
  {
    kind: 'chest_pain',
    matches: (has) =>
      (has('chest') &&
        has('pain', 'chest_pressure') &&
        !(
          has('chronic', 'trigger', 'muscular') &&
          !has('chest_pressure', 'severity', 'onset', 'radiation', 'cardiac_assoc', 'recent')
        ) &&
        // "my chest gets tight when I'm stressed at work": a known pattern brought on by stress.
        !(
          has('stress_trigger') &&
          !has('severity', 'onset', 'radiation', 'cardiac_radiation', 'cardiac_assoc', 'recent')
        ) &&
        // "chest feels a bit tight when I've got a cold and I'm coughing a lot"
        !(
          has('cold_context') &&
          !has(
            'severity',
            'onset',
            'radiation',
            'cardiac_radiation',
            'cardiac_assoc',
            'breath_strong',
          )
        )) ||
      (has('heart') && has('chest_pressure')) ||
      // "feels like an elephant sitting on him, sweating, left arm heavy": no chest named.
      (has('chest_pressure') && has('cardiac_assoc') && has('radiation', 'one_sided')) ||
      // "now it's more of a squeezing and my left arm is tingling"; "pale and clammy, the pain
      // going up into his jaw" (he calls it heartburn): where the pain spreads says heart.
      (has('chest_pressure') && has('cardiac_radiation')) ||
      // "crushing ache in the middle… out of puff and clammy, been going 25 minutes".
      (has('chest_pressure') && has('cardiac_assoc') && has('recent', 'onset', 'long_hours')) ||
      (has('pain') && has('cardiac_radiation') && has('cardiac_assoc')) ||
      (has('heart_attack') && has('suspect')),
    instruction: `Call ${EMERGENCY_NUMBER} now. Do not drive yourself to hospital.`,
    reason:
      'Chest pain, pressure or tightness, especially if it spreads to the arm, jaw or back or comes with sweating, sickness or breathlessness, can be a heart attack. Fast treatment saves heart muscle and lives.',
  },
  {
    kind: 'stroke',
    matches: (has) =>
      has('face_droop') ||
      // "the worst headache of ma life, and I only had the eight pints": a hangover.
      (has('worst_headache') && !has('hangover')) ||
      (has('speech') &&
        !has('breath_strong', 'breath_weak') &&
        !onlyChronic(has, 'onset', 'recent')) ||
      (has('limb_weak') &&
        has('onset', 'recent', 'one_sided', 'face_numb', 'confusion') &&
        !onlyChronic(has, 'onset', 'recent')) ||
      (has('face_numb') &&
        has('onset', 'recent', 'one_sided') &&
        !onlyChronic(has, 'onset', 'recent')) ||
      (has('confusion', 'vision_loss') && has('onset', 'recent')) ||
      (has('headache') && has('severity') && has('onset')) ||
      // "Could that be a mini stroke? Slowly getting worse over the last year": not sudden.
      (has('stroke_name') && has('suspect') && !has('chronic')),
    instruction: `Call ${EMERGENCY_NUMBER} now and say you think it is a stroke. Note the time the symptoms started.`,
    reason:
      'A drooping face, a weak or numb arm or leg, slurred or muddled speech, sudden confusion or a sudden very severe headache can be signs of a stroke. Treatment works best in the first hours, so every minute counts.',
  },
  {
    kind: 'breathing',
    matches: (has) =>
      (has('breath_strong') && !onlyLongStanding(has, 'severity', 'onset', 'recent', 'cyanosis')) ||
      (has('breath_weak') &&
        has('onset', 'recent', 'severity', 'chest', 'collapse') &&
        !onlyLongStanding(has, 'onset', 'recent')),
    instruction: `Call ${EMERGENCY_NUMBER} now.`,
    reason:
      'Struggling to breathe, gasping or lips turning blue means the body may not be getting enough oxygen, and that needs emergency help straight away.',
  },
  {
    kind: 'fainting',
    matches: (has) =>
      has('collapse') && !onlyChronic(has, 'onset', 'recent', 'severity', 'collapse_sharp'),
    instruction: `Call ${EMERGENCY_NUMBER} now if the person is unconscious, will not wake, is fitting, or fainted with chest pain, breathlessness or a head injury.`,
    reason:
      'Losing consciousness can come from a problem with the heart, the brain or blood loss. Someone who does not come round quickly needs emergency help, and a first faint should be checked the same day.',
  },
  {
    kind: 'priapism',
    matches: (has) =>
      (has('erection', 'erection_persisting') && has('long_hours')) ||
      (has('erection', 'erection_persisting', 'genital') &&
        has('wont_go_down') &&
        has('pain', 'severity', 'recent', 'long_hours')) ||
      (has('erection_persisting') && has('pain', 'severity') && has('recent')),
    instruction: 'Go to the emergency department now.',
    reason:
      'An erection that lasts more than four hours, or is painful and will not go down, is an emergency called priapism. Without treatment within hours, the blood trapped in the penis can damage it for good.',
  },
  {
    kind: 'overdose',
    matches: (has) =>
      // "rang poisons and the doctor on the line said two is completely harmless"
      (has('overdose') && !has('expert_clear')) ||
      // "took his morning tablets twice, including the digoxin, and now he's seeing yellow and
      // throwing up": a slip with a dose and its harm.
      (has('dose_slip') &&
        has('nausea', 'confusion', 'collapse', 'presyncope', 'bleed', 'bruise')) ||
      (has('narrow_drug') &&
        has('nausea', 'dose_slip') &&
        has('confusion', 'speech', 'limb_weak', 'collapse', 'ataxia')) ||
      // "took my nighttime meds twice, 2 x metoprolol 100… feeling kind of lightheaded"
      (has('dose_slip') && has('pressure_drug') && has('dizzy', 'presyncope', 'collapse')) ||
      // "mixed ket and G at a party, my mate is twitching": street drugs together, with harm.
      (has('drug_mix') &&
        has('drug_harm', 'confusion', 'speech', 'collapse', 'breath_strong', 'breath_weak')),
    instruction: `Call ${EMERGENCY_NUMBER} or your poison control centre now, even if you feel fine at the moment.`,
    reason:
      'Some medicines and chemicals cause harm hours after they are taken, when treatment is harder. Keep the packet or bottle to show the responders. If this was on purpose, please also reach out to a crisis line (988 in the US and Canada).',
  },
  {
    kind: 'suicide_self_harm',
    matches: (has) =>
      has('suicide', 'self_harm') ||
      (has('method_question') && has('means_ready')) ||
      (has('decided') && has('farewell')),
    instruction: `You do not have to face this alone. If you might act on these thoughts or have already hurt yourself, call ${EMERGENCY_NUMBER} now. To talk to someone right away, call or text a crisis line (988 in the US and Canada) or your local crisis service.`,
    reason:
      'Thoughts of ending your life or harming yourself are a sign that you need support now, not later. Crisis lines are free, confidential and open day and night, and if you can, tell someone near you how you feel and stay with them.',
  },
  {
    kind: 'heavy_bleeding',
    matches: (has) =>
      (has('bleed') && has('heavy')) ||
      has('vomit_blood') ||
      (has('blood_urine') && has('clots', 'unable_pee')),
    instruction: `Press firmly on the wound if you can see it, and call ${EMERGENCY_NUMBER} or go to the emergency department now.`,
    reason:
      'Bleeding that soaks through dressings, will not stop, comes with clots that block the urine, or is vomited or coughed up can lead to dangerous blood loss or a blocked bladder.',
  },
  {
    kind: 'genital_trauma',
    matches: (has) =>
      (has('trauma') &&
        has('testis', 'genital') &&
        has(
          'severity',
          'swelling',
          'bruise',
          'nausea',
          'bleed',
          'unable_pee',
          'pop_sound',
          'went_soft',
          'high_riding',
          'open_wound',
        )) ||
      (has('pop_sound') &&
        has('genital', 'erection') &&
        has('swelling', 'bruise', 'went_soft', 'pain')) ||
      // A snap during sex and a sudden loss of the erection: the penis need not be named.
      (has('pop_sound') && has('went_soft') && has('swelling', 'bruise', 'pain')) ||
      (has('pop_sound') && has('sex_context') && has('swelling', 'bruise', 'went_soft')),
    instruction: 'Go to the emergency department now.',
    reason:
      'A blow to the testicles or penis that leaves severe pain, swelling, bruising or sickness, or a snap or pop of the penis during sex, can mean a rupture that needs surgery within hours to save the organ.',
  },
  {
    kind: 'scrotal_infection',
    matches: (has) =>
      (has('fever') &&
        has('testis', 'genital') &&
        (has('swelling', 'redness', 'gangrene') || (has('pain') && has('severity')))) ||
      (has('gangrene') && has('testis', 'genital')) ||
      (has('fournier_name') && has('suspect')),
    instruction: `Go to the emergency department now, or call ${EMERGENCY_NUMBER} if you feel very unwell.`,
    reason:
      'A fever with a red, hot, swollen or very painful scrotum or groin can be a fast-spreading infection that needs antibiotics, and sometimes surgery, the same day.',
  },
  {
    kind: 'testicular_torsion',
    matches: (has) =>
      (has('testis') &&
        ((has('pain') && has('severity', 'onset', 'nausea', 'high_riding', 'recent')) ||
          // Distress without the word "pain": "crying about his balls and threw up".
          (has('severity') && has('onset', 'nausea', 'high_riding', 'recent')) ||
          (has('high_riding') && has('swelling', 'nausea')) ||
          // "had torsion as a kid… now the other one is doing the exact same thing, 40 min ago"
          (has('recurrence') && has('recent', 'onset', 'severity', 'nausea'))) &&
        !(
          has('chronic', 'trigger') &&
          !has('nausea', 'high_riding', 'recent') &&
          !(has('onset') && has('severity'))
        )) ||
      (has('torsion_name') && has('suspect', 'pain', 'recurrence')),
    instruction: `Go to the nearest emergency department now. If you cannot get there quickly, call ${EMERGENCY_NUMBER}. Do not wait to see if it settles.`,
    reason:
      'Sudden or severe pain in a testicle, especially with sickness or a testicle that sits higher than usual, can mean it has twisted on its cord (testicular torsion). Surgery within a few hours can usually save the testicle; the chance falls with every hour.',
  },
  {
    kind: 'urinary_retention',
    matches: (has) =>
      has('unable_pee') &&
      !has('shy_bladder') &&
      has('pain', 'severity', 'bladder_full', 'long_hours', 'recent', 'after_surgery') &&
      !onlyChronic(has, 'severity', 'bladder_full', 'long_hours', 'recent'),
    instruction: 'Go to the emergency department now.',
    reason:
      'Not being able to pass urine at all, with a painful or swollen lower belly, means the bladder is overfilling. A doctor can drain it quickly, and waiting can harm the bladder and kidneys.',
  },
];

/**
 * What an urgent reply cites: the public pages its guidance rests on, for each kind of
 * emergency. An urgent reply ends with its own guidance and these, never with what the
 * library search found for the words of the message (issue 24).
 */
export const EMERGENCY_SOURCES: Readonly<Record<RedFlagKind, readonly ArticleSource[]>> = {
  allergic_reaction: [SOURCES.nhsAnaphylaxis],
  chest_pain: [SOURCES.nhsHeartAttack],
  stroke: [SOURCES.nhsStroke],
  breathing: [SOURCES.nhsShortnessOfBreath, SOURCES.nhsWhenToGoToAe],
  fainting: [SOURCES.nhsFainting, SOURCES.nhsWhenToGoToAe],
  priapism: [SOURCES.nhsPriapism],
  overdose: [SOURCES.nhsPoisoning],
  suicide_self_harm: [SOURCES.lifeline988, SOURCES.nhsUrgentMentalHealth],
  heavy_bleeding: [SOURCES.nhsWhenToGoToAe],
  genital_trauma: [SOURCES.nhsTesticlePain, SOURCES.nhsWhenToGoToAe],
  scrotal_infection: [SOURCES.nhsSepsis, SOURCES.nhsEpididymitis],
  testicular_torsion: [SOURCES.nhsTesticlePain, SOURCES.mayoTesticularTorsion],
  urinary_retention: [SOURCES.nhsWhenToGoToAe],
};
