import { SIZE_CHART } from '@mhp/contract/constants';
import { useState } from 'react';

type Unit = 'in' | 'cm';

/** The waist chart, XXS to XXXL, in inches or centimetres. */
export function SizeGuide() {
  const [unit, setUnit] = useState<Unit>('in');
  return (
    <section
      aria-labelledby="size-guide-heading"
      className="rounded-2xl border border-border p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="size-guide-heading" className="text-xl font-bold">
          Size guide
        </h2>
        <div
          role="group"
          aria-label="Units"
          className="inline-flex rounded-full border-2 border-brand p-0.5"
        >
          {(['in', 'cm'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={unit === option}
              onClick={() => setUnit(option)}
              className={`min-h-9 min-w-14 rounded-full px-3 text-sm font-bold uppercase ${
                unit === option
                  ? 'bg-brand text-brand-contrast'
                  : 'text-brand hover:bg-surface-muted'
              }`}
            >
              {option}
            </button>
          ))}
        </div>
      </div>
      <p className="mt-2 text-sm text-text-muted">
        Measure around your natural waist, where you wear your briefs. Between sizes? Size up for a
        looser fit.
      </p>
      <table className="mt-4 w-full text-left text-sm" data-testid="size-chart">
        <caption className="sr-only">{`Waist by size, in ${unit === 'in' ? 'inches' : 'centimetres'}`}</caption>
        <thead>
          <tr className="border-b-2 border-border">
            <th scope="col" className="py-2 pr-4 font-semibold">
              Size
            </th>
            <th scope="col" className="py-2 font-semibold">
              Waist ({unit})
            </th>
          </tr>
        </thead>
        <tbody>
          {SIZE_CHART.map((row) => {
            const [min, max] = unit === 'in' ? row.waistIn : row.waistCm;
            return (
              <tr key={row.size} className="border-b border-border last:border-0">
                <th scope="row" className="py-2 pr-4 font-semibold">
                  {row.size}
                </th>
                <td className="py-2 tabular-nums">{`${min}-${max} ${unit}`}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
