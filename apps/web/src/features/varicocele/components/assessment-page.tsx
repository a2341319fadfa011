import type { AssessmentDefinition } from '@mhp/contract/varicocele-assessment-kit';
import { AssessmentWizard } from './assessment-wizard';

/** One self-assessment page: the intro with the cited scales, then the questions. */
export function AssessmentPage({
  definition,
  base,
}: {
  definition: AssessmentDefinition;
  base: string;
}) {
  return (
    <>
      <section className="border-b border-border bg-brand-soft print:hidden">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
          <p className="text-sm font-semibold tracking-[0.12em] text-text-muted uppercase">
            Self-assessment
          </p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{definition.title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-text-muted">{definition.intro}</p>
          <p className="mt-3 max-w-2xl text-sm text-text-muted">
            If you have sudden, severe pain or swelling, do not use this check: get urgent medical
            care now.
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <AssessmentWizard definition={definition} base={base} />
        <details className="mx-auto mt-12 max-w-2xl text-sm text-text-muted print:hidden">
          <summary className="cursor-pointer font-semibold text-text">Scales and sources</summary>
          <ul className="mt-2 list-disc pl-5">
            {definition.sources.map((source) => (
              <li key={source.title}>
                <cite className="not-italic font-medium">{source.title}</cite>. {source.citation}
              </li>
            ))}
          </ul>
        </details>
      </div>
    </>
  );
}
