import { Link } from '../../../shared/ui/link';
import { errorMessage } from '../../../shared/api/http-client';
import { useVaricoceleQuery } from '../lib/use-varicocele-query';
import { buttonClassName } from '../../../shared/ui/button';
import { varicoceleApi } from '../api/varicocele-api';
import { claimPendingResults } from '../lib/claim-pending';
import { AssessmentResultView, assessmentTitle, scored } from './assessment-result-view';
import { ScoreHistoryChart } from './score-history-chart';

async function loadReports(signal: AbortSignal) {
  await claimPendingResults();
  return (await varicoceleApi.reports(signal)).results;
}

/** /data/reports: the latest result in detail, then every result over time. */
export function ReportsView({ base }: { base: string }) {
  const state = useVaricoceleQuery(loadReports, 'reports');
  if (state.status === 'pending') return <p className="py-10 text-center">Loading...</p>;
  if (state.status === 'error')
    return (
      <p role="alert" className="py-10 text-center">
        {errorMessage(state.error)}
      </p>
    );
  const results = state.data;
  if (results.length === 0) {
    return (
      <div className="mx-auto max-w-2xl py-10 text-center">
        <p>No results yet. Take a self-assessment and it will appear here.</p>
        <Link to={`${base}/assess-varicocele`} className={buttonClassName({ className: 'mt-4' })}>
          Start the varicocele self-check
        </Link>
      </div>
    );
  }
  const [latest] = results;
  return (
    <div className="grid gap-10">
      <section aria-labelledby="history-heading" className="print:hidden">
        <h2 id="history-heading" className="text-2xl font-bold">
          Your scores over time
        </h2>
        <div className="mt-4">
          <ScoreHistoryChart results={results} />
        </div>
        <table className="mt-6 w-full text-left text-sm">
          <caption className="sr-only">Every result, newest first</caption>
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="py-2">
                Date
              </th>
              <th scope="col">Assessment</th>
              <th scope="col">Result</th>
              <th scope="col">Report</th>
            </tr>
          </thead>
          <tbody>
            {results.map((r) => (
              <tr key={r.id} className="border-b border-border">
                <td className="py-2">{new Date(r.created_at).toLocaleDateString()}</td>
                <td>{assessmentTitle(r.assessment_type)}</td>
                <td>{scored(r) ? `${r.band.label} (${r.score}/${r.max_score})` : r.band.label}</td>
                <td>
                  <Link
                    className="font-semibold text-brand underline"
                    to={`${base}/data/assessment?id=${r.id}`}
                  >
                    Open
                    <span className="sr-only">
                      {' '}
                      the {assessmentTitle(r.assessment_type)} report
                    </span>
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="latest-heading">
        <div className="flex items-center justify-between gap-4 print:hidden">
          <h2 id="latest-heading" className="text-2xl font-bold">
            Latest result
          </h2>
          <button
            type="button"
            className={buttonClassName({ variant: 'secondary' })}
            onClick={() => window.print()}
          >
            Print report
          </button>
        </div>
        <div className="mt-4">
          <AssessmentResultView result={latest!} base={base} />
        </div>
      </section>
    </div>
  );
}

/** /data/assessment?id=: one result, printable as a one-page report. */
export function ReportView({ id, base }: { id: string | null; base: string }) {
  const state = useVaricoceleQuery(async (signal) => {
    await claimPendingResults();
    return id
      ? varicoceleApi.report(id, signal)
      : ((await varicoceleApi.reports(signal)).results[0] ?? null);
  }, id ?? 'latest');
  if (state.status === 'pending') return <p className="py-10 text-center">Loading...</p>;
  if (state.status === 'error' || !state.data)
    return (
      <div className="py-10 text-center">
        <p role="alert">
          {state.status === 'error' ? errorMessage(state.error) : 'No results yet.'}
        </p>
        <Link
          to={`${base}/data/reports`}
          className="mt-4 inline-block font-semibold text-brand underline"
        >
          All your reports
        </Link>
      </div>
    );
  return (
    <>
      <div className="mx-auto mb-6 flex max-w-3xl justify-end gap-3 print:hidden">
        <Link to={`${base}/data/reports`} className={buttonClassName({ variant: 'ghost' })}>
          All reports
        </Link>
        <button
          type="button"
          className={buttonClassName({ variant: 'secondary' })}
          onClick={() => window.print()}
        >
          Print report
        </button>
      </div>
      <AssessmentResultView result={state.data} base={base} />
    </>
  );
}
