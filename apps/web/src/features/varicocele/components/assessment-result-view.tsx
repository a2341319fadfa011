import { Link } from '../../../shared/ui/link';
import { buttonClassName } from '../../../shared/ui/button';
import { STOPPED_URGENT_BAND } from '@mhp/contract/varicocele-assessment-kit';
import type { AssessmentReport } from '../api/varicocele-api';

const TITLES: Record<AssessmentReport['assessment_type'], string> = {
  varicocele: 'Varicocele self-check',
  pain: 'Scrotal pain check',
  sperm_count: 'Sperm count check',
};
export const assessmentTitle = (type: AssessmentReport['assessment_type']) => TITLES[type];

/** False for a result that stopped at a red flag: it has a band but no score on the scale. */
export const scored = (result: Pick<AssessmentReport, 'band'>) =>
  result.band.id !== STOPPED_URGENT_BAND.id;

const scoreText = (result: AssessmentReport) =>
  scored(result)
    ? `${result.band.label} · score ${result.score} of ${result.max_score}`
    : result.band.label;

/**
 * A scored result: urgent-care guidance first when an emergency answer was given, then the
 * plain-language result, what it means, the next step, the answers and the sources. Printable
 * as one page (print: classes hide the rest of the layout).
 */
export function AssessmentResultView({
  result,
  base,
  guest = false,
  onRestart,
}: {
  result: AssessmentReport;
  base: string;
  /** A guest sees how to keep the result by signing in or up. */
  guest?: boolean;
  onRestart?: () => void;
}) {
  const nextPath = result.next_step.path ? `${base}${result.next_step.path}` : null;
  return (
    <article
      className="assessment-report mx-auto grid max-w-3xl gap-6"
      aria-label="Assessment result"
    >
      {result.urgent && (
        <section
          role="alert"
          className="rounded-2xl border-2 border-danger bg-danger/10 p-6 text-text"
          aria-labelledby="urgent-heading"
        >
          <h2 id="urgent-heading" className="text-2xl font-bold text-danger">
            Get urgent medical care now
          </h2>
          <p className="mt-2 text-lg">{result.urgent_guidance}</p>
        </section>
      )}
      <header>
        <p className="text-sm font-semibold tracking-[0.12em] text-text-muted uppercase">
          {TITLES[result.assessment_type]} ·{' '}
          {new Date(result.created_at).toLocaleDateString(undefined, { dateStyle: 'long' })}
        </p>
        <p className="mt-2 text-2xl font-bold">{result.headline}</p>
        <p className="mt-3 inline-flex rounded-full bg-brand-soft px-3 py-1 text-sm font-semibold">
          {scoreText(result)}
        </p>
        <p className="mt-1 text-sm text-text-muted">{result.score_label}</p>
      </header>
      <section aria-labelledby="meaning-heading">
        <h2 id="meaning-heading" className="text-xl font-bold">
          What it means
        </h2>
        <p className="mt-2">{result.meaning}</p>
        {result.notes.map((note) => (
          <p key={note} className="mt-2 rounded-lg border border-border bg-surface p-3">
            {note}
          </p>
        ))}
      </section>
      <section aria-labelledby="next-heading" className="rounded-2xl bg-brand-soft p-5">
        <h2 id="next-heading" className="text-xl font-bold">
          Your next step
        </h2>
        <p className="mt-2">{result.next_step.text}</p>
        {nextPath && !result.urgent && (
          <Link to={nextPath} className={buttonClassName({ className: 'mt-4 print:hidden' })}>
            {result.next_step.path === '/consult' ? 'Book a consultation' : 'See treatments'}
          </Link>
        )}
        {onRestart && (
          // A fresh result (the wizard's): every result leads on to the reports page, where it
          // is kept (a guest signs in on the way, and comes back to it).
          <p className="mt-4 print:hidden">
            <Link to={`${base}/data/reports`} className="font-semibold text-brand underline">
              {guest ? 'Sign in to see all your reports' : 'See all your reports'}
            </Link>
          </p>
        )}
      </section>
      {guest && (
        <section
          aria-labelledby="keep-heading"
          className="rounded-2xl border border-border p-5 print:hidden"
        >
          <h2 id="keep-heading" className="text-xl font-bold">
            Keep this result
          </h2>
          <p className="mt-2">
            Sign in or create a free account and this result is saved to your reports, so you can
            follow changes over time.
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link to={`${base}/register`} className={buttonClassName({})}>
              Create an account
            </Link>
            <Link to={`${base}/login`} className={buttonClassName({ variant: 'secondary' })}>
              Sign in
            </Link>
          </div>
        </section>
      )}
      <section aria-labelledby="answers-heading">
        <h2 id="answers-heading" className="text-xl font-bold">
          Your answers
        </h2>
        <dl className="mt-3 grid gap-2">
          {result.findings.map((finding) => (
            <div
              key={finding.label}
              className="grid gap-1 border-b border-border pb-2 sm:grid-cols-2"
            >
              <dt className="text-text-muted">{finding.label}</dt>
              <dd>
                {finding.value}
                {finding.reference && (
                  <span
                    className={
                      finding.below_reference ? 'font-semibold text-danger' : 'text-text-muted'
                    }
                  >
                    {' '}
                    ({finding.below_reference ? 'below' : 'within'} reference: {finding.reference})
                  </span>
                )}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <footer className="text-sm text-text-muted">
        <p>{result.disclaimer}</p>
        <h2 className="mt-3 font-semibold text-text">Sources</h2>
        <ul className="mt-1 list-disc pl-5">
          {result.sources.map((source) => (
            <li key={source.title}>
              <cite className="not-italic font-medium">{source.title}</cite>. {source.citation}
            </li>
          ))}
        </ul>
      </footer>
      {onRestart && (
        <div className="print:hidden">
          <button
            type="button"
            className={buttonClassName({ variant: 'ghost' })}
            onClick={onRestart}
          >
            Take it again
          </button>
        </div>
      )}
    </article>
  );
}
