import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AbExperimentResults } from '@mhp/contract/schemas/ab-test';
import { Results } from './ab-results';

const variant = (
  overrides: Partial<AbExperimentResults['variants'][number]>,
): AbExperimentResults['variants'][number] => ({
  identifier: 'stud-home-hero-a',
  name: 'Hero A',
  weight: 0.5,
  visitors: 0,
  conversions: 0,
  conversion_rate: 0,
  credible_interval: [0, 1],
  chance_to_beat_control: null,
  chance_withheld: null,
  ...overrides,
});

const results = (variants: AbExperimentResults['variants']): AbExperimentResults => ({
  experiment_id: 'stud-home-hero',
  name: 'Home hero',
  status: 'running',
  goal: 'checkout_completed',
  variants,
  srm: { p_value: null, warning: false },
});

const chanceCell = (row: string) =>
  within(screen.getByRole('row', { name: new RegExp(row) }))
    .getAllByRole('cell')
    .at(-1)!;

describe('A/B results', () => {
  it('says why there is no chance yet instead of a percentage from one visitor', () => {
    const reason =
      'Not enough data yet: the control and this variant need 100 visitors each (the smaller has 0).';
    render(
      <Results
        results={results([
          variant({}),
          variant({
            identifier: 'stud-home-hero-b',
            name: 'Hero B',
            visitors: 1,
            conversions: 1,
            chance_withheld: reason,
          }),
        ])}
      />,
    );
    expect(chanceCell('Hero B')).toHaveTextContent(reason);
    expect(chanceCell('Hero B')).not.toHaveTextContent('%');
    expect(chanceCell('Hero A')).toHaveTextContent('—');
  });

  it('shows the chance once the sample is big enough', () => {
    render(
      <Results
        results={results([
          variant({ visitors: 400, conversions: 20 }),
          variant({
            identifier: 'stud-home-hero-b',
            name: 'Hero B',
            visitors: 400,
            conversions: 40,
            chance_to_beat_control: 0.9978,
          }),
        ])}
      />,
    );
    expect(chanceCell('Hero B')).toHaveTextContent('99.8%');
  });
});
