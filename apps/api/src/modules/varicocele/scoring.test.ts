import { describe, expect, it } from 'vitest';
import { emergencyAnswers, type AssessmentAnswers } from '@mhp/contract/varicocele-assessments';
import { URGENT_GUIDANCE, scoreAssessment } from './scoring';

const calm = { red_flags: ['none'] };

describe('pain: 0–10 numeric rating scale, mild 0–3 / moderate 4–6 / severe 7–10', () => {
  const typical = {
    ...calm,
    onset: 'gradual',
    character: 'dull_ache',
    timing: 'after_standing',
    relief_lying_down: 'yes',
  };
  it.each([
    [0, 'mild', 'treatment'],
    [3, 'mild', 'treatment'],
    [4, 'moderate', 'consult'],
    [6, 'moderate', 'consult'],
    [7, 'severe', 'doctor'],
    [10, 'severe', 'doctor'],
  ])('scores %i as %s with next step %s', (pain, band, step) => {
    const result = scoreAssessment('pain', { ...typical, pain_score: pain });
    expect(result.score).toBe(pain);
    expect(result.max_score).toBe(10);
    expect(result.band.id).toBe(band);
    expect(result.next_step.kind).toBe(step);
    expect(result.urgent).toBe(false);
    expect(result.urgent_guidance).toBeNull();
  });

  it('says when mild pain does not follow the varicocele pattern, and sends to a doctor', () => {
    const result = scoreAssessment('pain', {
      ...typical,
      character: 'sharp',
      timing: 'constant',
      relief_lying_down: 'no',
      pain_score: 2,
    });
    expect(result.notes[0]).toMatch(/does not follow the pattern/);
    expect(result.next_step.kind).toBe('doctor');
  });

  it('treats sudden severe pain as an emergency even without a red flag ticked', () => {
    const result = scoreAssessment('pain', { ...typical, onset: 'sudden', pain_score: 8 });
    expect(result.urgent).toBe(true);
    expect(result.next_step.kind).toBe('urgent_care');
  });
});

describe('varicocele questionnaire: few 0–2 / some 3–5 / several 6–10 signs', () => {
  const base = {
    ...calm,
    veins: 'no',
    side: 'not_sure',
    empties_lying_down: 'not_sure',
    heaviness: 'never',
    size_difference: 'no',
    fertility: 'not_trying',
  };
  it.each<[AssessmentAnswers, number, string, string]>([
    [{}, 0, 'few_signs', 'self_care'],
    [{ veins: 'felt_only' }, 2, 'few_signs', 'self_care'],
    [{ veins: 'visible' }, 3, 'some_signs', 'consult'],
    [
      { veins: 'visible', side: 'left', empties_lying_down: 'yes', heaviness: 'sometimes' },
      5,
      'some_signs',
      'consult',
    ],
    [
      { veins: 'visible', side: 'left', empties_lying_down: 'yes', heaviness: 'often' },
      6,
      'several_signs',
      'consult',
    ],
    [
      {
        veins: 'visible',
        side: 'both',
        empties_lying_down: 'yes',
        heaviness: 'often',
        size_difference: 'clearly',
        fertility: 'over_12_months',
      },
      10,
      'several_signs',
      'consult',
    ],
  ])('scores %j as %i (%s, %s)', (answers, score, band, step) => {
    const result = scoreAssessment('varicocele', { ...base, ...answers });
    expect(result.score).toBe(score);
    expect(result.band.id).toBe(band);
    expect(result.next_step.kind).toBe(step);
    expect(result.disclaimer).toMatch(/not a diagnosis/);
    expect(result.notes).toEqual([]);
  });

  it.each([
    ['right-sided only', { side: 'right', empties_lying_down: 'yes' }],
    ['not emptying when lying down', { side: 'left', empties_lying_down: 'no' }],
  ])('sends a %s varicocele to a doctor for imaging', (_, answers) => {
    const result = scoreAssessment('varicocele', { ...base, veins: 'visible', ...answers });
    expect(result.next_step.kind).toBe('doctor');
    expect(result.notes.join(' ')).toMatch(/ultrasound scan/);
  });
});

describe('sperm count with a result: WHO 2021 lower reference limits', () => {
  const normal = {
    ...calm,
    has_result: 'yes',
    volume_ml: 2.5,
    concentration: 40,
    total_motility: 55,
    progressive_motility: 40,
    normal_forms: 6,
  };
  it('finds every value within the reference at the limits themselves', () => {
    const result = scoreAssessment('sperm_count', {
      ...normal,
      volume_ml: 1.4,
      concentration: 28,
      total_motility: 42,
      progressive_motility: 30,
      normal_forms: 4,
    });
    expect(result.band.id).toBe('within_reference');
    expect(result.score).toBe(0);
    expect(result.findings.filter((f) => f.below_reference === false)).toHaveLength(6);
    expect(result.next_step.kind).toBe('self_care');
  });

  it.each<[AssessmentAnswers, string[], string]>([
    [{ volume_ml: 1.3 }, ['Semen volume'], 'some_below'],
    [
      { volume_ml: 2, concentration: 15.9 },
      ['Sperm concentration', 'Total sperm number'],
      'some_below',
    ],
    [
      { total_motility: 41, progressive_motility: 29, normal_forms: 3 },
      ['Total motility', 'Progressive motility', 'Normal forms'],
      'several_below',
    ],
    [{ volume_ml: 2, concentration: 18 }, ['Total sperm number'], 'some_below'],
  ])('with %j flags %j as below (%s)', (answers, below, band) => {
    const result = scoreAssessment('sperm_count', { ...normal, ...answers });
    expect(result.findings.filter((f) => f.below_reference).map((f) => f.label)).toEqual(below);
    expect(result.band.id).toBe(band);
    expect(result.score).toBe(below.length);
    expect(result.next_step.kind).toBe('consult');
  });

  it('sends a result with no sperm counted to a doctor', () => {
    const result = scoreAssessment('sperm_count', { ...normal, concentration: 0 });
    expect(result.notes[0]).toMatch(/No sperm were counted/);
    expect(result.next_step.kind).toBe('doctor');
  });
});

describe('sperm count without a result: risk factors low 0–1 / some 2–4 / several 5+', () => {
  const none = {
    ...calm,
    has_result: 'no',
    trying_duration: 'not_trying',
    varicocele: 'no',
    history: ['none'],
    smoking: 'no',
    heat: 'rarely',
  };
  it.each<[AssessmentAnswers, number, string, string]>([
    [{}, 0, 'low_risk', 'self_care'],
    [{ smoking: 'yes' }, 1, 'low_risk', 'self_care'],
    [{ varicocele: 'diagnosed' }, 2, 'some_risk', 'consult'],
    [
      { trying_duration: 'over_12_months', varicocele: 'suspected', smoking: 'yes' },
      4,
      'some_risk',
      'consult',
    ],
    [
      { history: ['mumps_orchitis', 'testosterone_or_steroids'], heat: 'weekly' },
      5,
      'several_risk',
      'consult',
    ],
  ])('scores %j as %i (%s)', (answers, score, band, step) => {
    const result = scoreAssessment('sperm_count', { ...none, ...answers });
    expect(result.score).toBe(score);
    expect(result.band.id).toBe(band);
    expect(result.next_step.kind).toBe(step);
  });
});

describe('red flags', () => {
  it.each(emergencyAnswers)('%s ends every assessment with urgent-care guidance', (flag) => {
    for (const type of ['varicocele', 'pain', 'sperm_count'] as const) {
      const result = scoreAssessment(type, { red_flags: [flag, 'painless_lump'] });
      expect(result.urgent).toBe(true);
      expect(result.urgent_guidance).toBe(URGENT_GUIDANCE);
      expect(result.next_step.kind).toBe('urgent_care');
      expect(result.band.id).toBe('stopped_urgent');
      expect(result.findings).toHaveLength(1);
      // A lump ticked with it still gets its own advice.
      expect(result.notes.join(' ')).toMatch(/within two weeks/);
    }
  });

  it('sends a painless lump to a doctor within two weeks, without the emergency text', () => {
    const result = scoreAssessment('pain', {
      red_flags: ['painless_lump'],
      pain_score: 1,
      onset: 'gradual',
      character: 'dull_ache',
      timing: 'after_standing',
      relief_lying_down: 'yes',
    });
    expect(result.urgent).toBe(false);
    expect(result.next_step.kind).toBe('doctor');
    expect(result.notes[0]).toMatch(/within two weeks/);
  });
});
