import { triage, type RedFlagKind } from './triage';
import type { TriageCase } from './triage-set';

/** One prompt the triage got wrong: a missed emergency, a false alarm, or the wrong kind. */
export interface TriageMiss {
  text: string;
  expected: RedFlagKind | null;
  got: RedFlagKind | null;
}

export interface KindFigures {
  total: number;
  /** Flagged urgent (any kind). */
  flagged: number;
  /** Flagged with this kind. */
  rightKind: number;
}

export interface TriageFigures {
  emergencies: number;
  nonEmergencies: number;
  /** Emergencies flagged urgent / emergencies. */
  recall: number;
  /** Non-emergencies flagged urgent / non-emergencies. */
  falseAlarmRate: number;
  /** Emergencies flagged with the expected kind / emergencies. */
  kindAccuracy: number;
  perKind: Partial<Record<RedFlagKind, KindFigures>>;
  missedEmergencies: TriageMiss[];
  falseAlarms: TriageMiss[];
  wrongKinds: TriageMiss[];
}

const ratio = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);

/** Runs the triage over labelled prompts and sums up recall and false alarms. */
export function evaluateTriage(cases: readonly TriageCase[]): TriageFigures {
  const perKind: Partial<Record<RedFlagKind, KindFigures>> = {};
  const missedEmergencies: TriageMiss[] = [];
  const falseAlarms: TriageMiss[] = [];
  const wrongKinds: TriageMiss[] = [];
  let emergencies = 0;
  let flagged = 0;
  let rightKind = 0;
  for (const { text, expected } of cases) {
    const got = triage(text).kind;
    if (expected === null) {
      if (got !== null) falseAlarms.push({ text, expected, got });
      continue;
    }
    emergencies++;
    const figures = (perKind[expected] ??= { total: 0, flagged: 0, rightKind: 0 });
    figures.total++;
    if (got === null) {
      missedEmergencies.push({ text, expected, got });
      continue;
    }
    flagged++;
    figures.flagged++;
    if (got === expected) {
      rightKind++;
      figures.rightKind++;
    } else wrongKinds.push({ text, expected, got });
  }
  const nonEmergencies = cases.length - emergencies;
  return {
    emergencies,
    nonEmergencies,
    recall: ratio(flagged, emergencies),
    falseAlarmRate: nonEmergencies === 0 ? 0 : falseAlarms.length / nonEmergencies,
    kindAccuracy: ratio(rightKind, emergencies),
    perKind,
    missedEmergencies,
    falseAlarms,
    wrongKinds,
  };
}
