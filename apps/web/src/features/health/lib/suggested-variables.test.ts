import { describe, expect, it } from 'vitest';
import type { AnalyticsEntry } from '@mhp/contract/schemas/health';
import { suggestedVariables } from './suggested-variables';
import { analyticsEntry } from './analytics-entry.fixture';

const fact = (parts: Partial<AnalyticsEntry>) =>
  analyticsEntry({ main_content: 'I smoke', frequency: null, room_slug: 'room', ...parts });
const smoking = (frequency: AnalyticsEntry['frequency'], created_at = '2026-11-20T10:00:00.000Z') =>
  fact({ frequency, created_at });
const allergy = (name: string, created_at = '2026-11-20T10:00:00.000Z') =>
  fact({ type: 'allergy', term: name.toLowerCase(), name, created_at });
const ttc = fact({
  type: 'personal',
  term: 'trying_to_conceive',
  name: 'Trying to conceive',
  duration: '14 months',
  duration_days: 420,
});

describe('suggestedVariables', () => {
  it('reads the example chat: daily smoking, trying to conceive, a penicillin allergy', () => {
    const age = fact({
      type: 'personal',
      term: 'age',
      name: 'Age',
      value: 34,
      unit: 'years',
    });
    expect(suggestedVariables([smoking('daily'), ttc, age, allergy('Penicillin')])).toEqual({
      smoking: { value: 'daily', label: 'Every day' },
      trying_to_conceive: { value: 'yes', label: 'Yes' },
      medication_allergies: { value: 'Penicillin', label: 'Penicillin' },
    });
  });

  it.each([
    ['daily', 'daily', 'Every day'],
    ['weekly', 'occasional', 'Now and then'],
    ['occasional', 'occasional', 'Now and then'],
    ['former', 'former', 'Used to smoke'],
  ] as const)('maps a %s smoking habit to %s', (frequency, value, label) => {
    expect(suggestedVariables([smoking(frequency)]).smoking).toEqual({ value, label });
  });

  it('suggests nothing for smoking said without how often', () => {
    expect(suggestedVariables([smoking(null)])).toEqual({});
  });

  it('takes the newest smoking fact when they disagree, whatever the order given', () => {
    const older = smoking('daily', '2026-01-01T10:00:00.000Z');
    const newer = smoking('former', '2026-06-01T10:00:00.000Z');
    expect(suggestedVariables([older, newer]).smoking?.value).toBe('former');
    expect(suggestedVariables([newer, older]).smoking?.value).toBe('former');
  });

  it('does not suggest "used to" when a newer fact says the user smokes', () => {
    const quit = smoking('former', '2026-01-01T10:00:00.000Z');
    const again = smoking(null, '2026-06-01T10:00:00.000Z');
    expect(suggestedVariables([again, quit]).smoking).toBeUndefined();
  });

  it('keeps the newest frequency when a newer fact says nothing about how often', () => {
    const daily = smoking('daily', '2026-01-01T10:00:00.000Z');
    const unsaid = smoking(null, '2026-06-01T10:00:00.000Z');
    expect(suggestedVariables([unsaid, daily]).smoking?.value).toBe('daily');
  });

  it('does not read cannabis or other habits as smoking, nor alcohol or exercise at all', () => {
    expect(
      suggestedVariables([
        fact({ term: 'cannabis', name: 'Cannabis', frequency: 'daily' }),
        fact({ term: 'alcohol', name: 'Alcohol', frequency: 'daily' }),
        fact({ term: 'exercise', name: 'Exercise', frequency: 'weekly' }),
        fact({ term: 'diet', name: 'Diet' }),
      ]),
    ).toEqual({});
  });

  it('lists medicine allergies once each, newest first, and leaves out foods and latex', () => {
    expect(
      suggestedVariables([
        allergy('Penicillin', '2026-01-01T10:00:00.000Z'),
        allergy('Nuts', '2026-02-01T10:00:00.000Z'),
        allergy('Latex', '2026-03-01T10:00:00.000Z'),
        allergy('Ibuprofen', '2026-04-01T10:00:00.000Z'),
        allergy('penicillin', '2026-05-01T10:00:00.000Z'),
      ]).medication_allergies,
    ).toEqual({ value: 'penicillin, Ibuprofen', label: 'penicillin, Ibuprofen' });
    expect(suggestedVariables([allergy('Shellfish'), allergy('Bee stings')])).toEqual({});
  });

  it('keeps the allergy list within the field’s 300 characters', () => {
    const many = Array.from({ length: 40 }, (_, index) => allergy(`X${'x'.repeat(index)}mycin`));
    const value = suggestedVariables(many).medication_allergies?.value ?? '';
    expect(value.length).toBeLessThanOrEqual(300);
    expect(value.startsWith('Xmycin, Xxmycin, Xxxmycin')).toBe(true);
  });

  it('suggests nothing without facts', () => {
    expect(suggestedVariables([])).toEqual({});
  });
});
