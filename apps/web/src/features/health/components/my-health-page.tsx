import { Link } from '../../../shared/ui/link';
import { errorMessage } from '../../../shared/api/http-client';
import { useApiQuery } from '../../../shared/api/use-api-query';
import { Button, ButtonLink } from '../../../shared/ui/button';
import { PageIntro } from '../../../shared/ui/page-intro';
import { analyticsQuery } from '../api/health-api';
import { labSeries } from '../lib/lab-series';
import { AiSummary } from './ai-summary';
import { DataActions } from './data-actions';
import { DiseaseList } from './disease-list';
import { EntryList } from './entry-list';
import { LabChart } from './lab-chart';
import { VariablesForm } from './variables-form';

export interface MyHealthPaths {
  /** The health chat (/app). */
  app: string;
  /** One conversation (/app/{slug}). */
  room: (slug: string) => string;
}

function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="border-b border-border py-10 last:border-b-0"
    >
      <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      <div className="mt-5">{children}</div>
    </section>
  );
}

/**
 * "My health" (issue 11): what the user told the chat, by type, with a chart for repeated lab
 * results; their conditions and the facts the assistant uses; AI summaries; and their data
 * (download, delete).
 */
export function MyHealthPage({
  paths,
  onAccountDeleted,
  reportsLink,
}: {
  paths: MyHealthPaths;
  onAccountDeleted: () => void;
  /** The self-assessment reports (the varicocele site's /data/reports), next to the chat. */
  reportsLink?: React.ReactNode;
}) {
  const analytics = useApiQuery(analyticsQuery());

  let body: React.ReactNode;
  if (analytics.status === 'pending') {
    body = <p className="py-16 text-center text-text-muted">Loading your health data…</p>;
  } else if (analytics.status === 'error') {
    body = (
      <div className="py-16 text-center">
        <p role="alert">{errorMessage(analytics.error)}</p>
        <Button className="mt-4" variant="secondary" onClick={analytics.refetch}>
          Try again
        </Button>
      </div>
    );
  } else {
    const {
      entries,
      count,
      my_diseases: diseases,
      user_processor_variables: variables,
    } = analytics.data;
    const allEntries = Object.values(entries).flat();
    const charts = labSeries(allEntries);
    const newestDisease = diseases.at(-1);
    body = (
      <>
        <Section id="summary" title="This week">
          <div className="grid gap-4 md:grid-cols-2">
            <AiSummary component="weekly_summary" title="Your week in short" />
            {newestDisease && (
              <AiSummary
                component="disease_tip"
                diseaseId={newestDisease.id}
                title={`A tip about ${newestDisease.name}`}
              />
            )}
          </div>
        </Section>

        <Section id="entries" title="What you told the assistant">
          {count === 0 ? (
            <div className="rounded-2xl border border-dashed border-border bg-surface-muted p-6">
              <p>
                Nothing here yet. When you mention a symptom (and how long or how bad), a medicine
                or supplement, a test result such as a sperm count or testosterone level, a
                procedure or a habit in the health chat, it is collected here, with a link back to
                the conversation.
              </p>
              <Link to={paths.app} className="mt-3 inline-block font-semibold text-brand underline">
                Start a chat
              </Link>
            </div>
          ) : (
            <div className="grid gap-8">
              {charts.length > 0 && (
                <div className="grid gap-4 sm:grid-cols-2">
                  {charts.map((series) => (
                    <LabChart key={series.key} series={series} />
                  ))}
                </div>
              )}
              <EntryList entries={entries} chatPath={paths.room} />
            </div>
          )}
        </Section>

        <Section id="conditions" title="My conditions">
          <DiseaseList diseases={diseases} />
        </Section>

        <Section id="assistant-knows" title="What the assistant knows about you">
          <p className="mb-5 text-text-muted">
            The assistant uses these, with your age from your profile, to tie its answers to you.
            Only you can see them.
          </p>
          <VariablesForm variables={variables} entries={allEntries} />
        </Section>

        <Section id="your-data" title="Your data">
          <DataActions onAccountDeleted={onAccountDeleted} />
        </Section>
      </>
    );
  }

  return (
    <>
      <PageIntro
        eyebrow="Private to you"
        title="My health"
        actions={
          <>
            <ButtonLink to={paths.app} variant="primary">
              Open the health chat
            </ButtonLink>
            {reportsLink}
          </>
        }
      >
        <p>
          What you tell the health chat about yourself, the conditions you track and what the
          assistant takes into account. This is a record for you and your doctor, not a diagnosis.
        </p>
      </PageIntro>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">{body}</div>
    </>
  );
}
