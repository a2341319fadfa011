import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LabChart } from './lab-chart';

const series = (ats: [string, string]) => ({
  key: 'sperm_concentration:million/mL',
  name: 'Sperm concentration',
  unit: 'million/mL',
  points: [
    { at: ats[0], value: 9, id: 'a' },
    { at: ats[1], value: 12, id: 'b' },
  ],
});

describe('a lab result chart', () => {
  it('marks its axis in round numbers and writes a shared date once', () => {
    const { container } = render(
      <LabChart series={series(['2026-12-06T09:00:00Z', '2026-12-06T15:00:00Z'])} />,
    );
    const labels = [...container.querySelectorAll('text')].map((t) => t.textContent);
    expect(labels.slice(0, 4)).toEqual(['0', '5', '10', '15']);
    expect(labels.slice(4)).toHaveLength(1);
    expect(screen.getByRole('img')).toHaveAccessibleName(/9 million\/mL on .*12 million\/mL on/);
  });

  it('writes the first and the last date when they differ', () => {
    const { container } = render(
      <LabChart series={series(['2026-11-01T09:00:00Z', '2026-12-06T09:00:00Z'])} />,
    );
    expect([...container.querySelectorAll('text')].slice(4)).toHaveLength(2);
  });
});
