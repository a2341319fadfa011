import { describe, expect, it } from 'vitest';
import { fieldErrors } from './errors';
import { buildIcs } from './ics';
import { assessmentSubmission } from './schemas/varicocele';
import {
  assessmentDefinitions,
  emergencyAnswers,
  progressAt,
  questionsFor,
  type AssessmentAnswers,
} from './varicocele-assessments';

const fieldsOf = (body: unknown) => {
  const result = assessmentSubmission.safeParse(body);
  return result.success ? null : fieldErrors(result.error.issues);
};

describe('assessment definitions', () => {
  it('ask the red-flag screen first in every assessment, with every emergency answer', () => {
    for (const definition of Object.values(assessmentDefinitions)) {
      const first = definition.questions[0]!;
      expect(first.id).toBe('red_flags');
      expect(first.kind === 'multi' && first.options.map((o) => o.value)).toEqual(
        expect.arrayContaining([...emergencyAnswers]),
      );
    }
  });

  it('ask the semen values only with a result and the risk factors only without', () => {
    const definition = assessmentDefinitions.sperm_count;
    const withResult = questionsFor(definition, { has_result: 'yes' }).map((q) => q.id);
    const without = questionsFor(definition, { has_result: 'no' }).map((q) => q.id);
    expect(withResult).toContain('concentration');
    expect(withResult).not.toContain('smoking');
    expect(without).toContain('smoking');
    expect(without).not.toContain('concentration');
  });
});

describe('a red flag', () => {
  it('ends every assessment at the first screen; a painless lump alone does not', () => {
    for (const definition of Object.values(assessmentDefinitions)) {
      const stopped = questionsFor(definition, { red_flags: ['sudden_severe_pain'] });
      expect(stopped.map((q) => q.id)).toEqual(['red_flags']);
      expect(questionsFor(definition, { red_flags: ['painless_lump'] }).length).toBeGreaterThan(1);
    }
    expect(
      fieldsOf({ assessment_type: 'varicocele', answers: { red_flags: ['pain_with_vomiting'] } }),
    ).toBeNull();
  });
});

describe('progressAt', () => {
  it('never goes back while answering or moving on, whatever the answers add', () => {
    for (const [definition, hasResult] of Object.values(assessmentDefinitions).flatMap((d) => [
      [d, 'yes'] as const,
      [d, 'no'] as const,
    ])) {
      const answers: AssessmentAnswers = {};
      let last = -1;
      for (let step = 0; step < questionsFor(definition, answers).length; step++) {
        const question = questionsFor(definition, answers)[step]!;
        const before = progressAt(definition, answers, step);
        answers[question.id] =
          question.kind === 'single' && question.options.some((o) => o.value === hasResult)
            ? hasResult
            : question.kind === 'number'
              ? question.min
              : question.kind === 'multi'
                ? [question.options.at(-1)!.value]
                : question.options[0]!.value;
        // Answering this question changes nothing on the bar; the next one is further on.
        expect(progressAt(definition, answers, step)).toBe(before);
        expect(before).toBeGreaterThan(last);
        last = before;
      }
    }
  });
});

describe('assessmentSubmission', () => {
  it('names each missing or out-of-range answer as answers.<question id>', () => {
    expect(
      fieldsOf({ assessment_type: 'pain', answers: { red_flags: ['none'], pain_score: 11 } }),
    ).toEqual({
      'answers.pain_score': ['Enter a value from 0 to 10.'],
      'answers.onset': ['Please answer this question.'],
      'answers.character': ['Please answer this question.'],
      'answers.timing': ['Please answer this question.'],
      'answers.relief_lying_down': ['Please answer this question.'],
    });
  });

  it('refuses "None of these" combined with a red flag, and unknown questions', () => {
    const fields = fieldsOf({
      assessment_type: 'sperm_count',
      answers: { red_flags: ['none', 'sudden_severe_pain'], has_result: 'no', volume_ml: 2 },
    });
    expect(fields?.['answers.red_flags']).toEqual(['This answer cannot be combined with others.']);
    expect(fields?.['answers.volume_ml']).toEqual(['This question is not asked.']);
  });

  it('names an unknown assessment type', () => {
    expect(Object.keys(fieldsOf({ assessment_type: 'mood', answers: {} }) ?? {})).toEqual([
      'assessment_type',
    ]);
  });
});

describe('buildIcs', () => {
  it('writes one UTC event with escaped text and CRLF lines', () => {
    const ics = buildIcs({
      uid: 'b1@mhp',
      startsAt: '2030-01-02T09:00:00.000Z',
      endsAt: '2030-01-02T09:30:00.000Z',
      title: 'Consultation, varicocele',
      description: 'Line one\nLine; two',
      stamp: '2030-01-01T00:00:00.000Z',
    });
    expect(ics).toContain('DTSTART:20300102T090000Z\r\n');
    expect(ics).toContain('SUMMARY:Consultation\\, varicocele\r\n');
    expect(ics).toContain('DESCRIPTION:Line one\\nLine\\; two\r\n');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  });
});
