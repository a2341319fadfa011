import type { AbExperimentResults } from '@mhp/contract/schemas/ab-test';
import { FormAlert } from '../../../shared/ui/form/fields';

const percent = (n: number) => `${(n * 100).toFixed(1)}%`;

/**
 * An experiment's results. Below the minimum sample the API withholds the chance to beat the
 * control and says why (1 visitor against 0 would read "66.7%"): the reason is shown instead.
 */
export function Results({ results }: { results: AbExperimentResults }) {
  return (
    <section aria-labelledby="ab-results-heading" className="mt-12">
      <h2 id="ab-results-heading" className="text-xl font-bold">
        Results: {results.name}
      </h2>
      <p className="mt-1 text-sm text-text-muted">
        Goal: {results.goal.replaceAll('_', ' ')} · status {results.status}. Chance to beat control
        is Bayesian (Beta-Binomial, uniform prior); the interval is 95% credible.
      </p>
      {results.srm.warning ? (
        <div className="mt-3">
          <FormAlert>
            Sample ratio mismatch (p = {results.srm.p_value?.toPrecision(2)}): the visitors are not
            split as the weights say. Check the set-up before trusting these results.
          </FormAlert>
        </div>
      ) : null}
      <div className="mt-4 overflow-x-auto">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <thead className="border-b border-border text-text-muted">
            <tr>
              <th scope="col" className="py-2 pr-3">
                Variant
              </th>
              <th scope="col" className="py-2 pr-3">
                Weight
              </th>
              <th scope="col" className="py-2 pr-3">
                Visitors
              </th>
              <th scope="col" className="py-2 pr-3">
                Conversions
              </th>
              <th scope="col" className="py-2 pr-3">
                Rate (95% interval)
              </th>
              <th scope="col" className="py-2">
                Chance to beat control
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {results.variants.map((v, index) => (
              <tr key={v.identifier}>
                <th scope="row" className="py-2 pr-3 font-semibold">
                  {v.name}
                  {index === 0 ? ' (control)' : ''}
                </th>
                <td className="py-2 pr-3">{percent(v.weight)}</td>
                <td className="py-2 pr-3">{v.visitors}</td>
                <td className="py-2 pr-3">{v.conversions}</td>
                <td className="py-2 pr-3">
                  {percent(v.conversion_rate)} ({percent(v.credible_interval[0])}–
                  {percent(v.credible_interval[1])})
                </td>
                <td className="max-w-[18rem] py-2">
                  {v.chance_withheld ? (
                    <span className="text-text-muted">{v.chance_withheld}</span>
                  ) : v.chance_to_beat_control === null ? (
                    '—'
                  ) : (
                    percent(v.chance_to_beat_control)
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
