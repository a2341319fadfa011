import type { AiComponent } from '@mhp/contract/health-constants';
import { errorMessage } from '../../../shared/api/http-client';
import { useApiQuery } from '../../../shared/api/use-api-query';
import { componentQuery } from '../api/health-api';
import { SummaryText } from './summary-text';

/** One AI-written card of the page (weekly summary, a tip for a condition). */
export function AiSummary({
  component,
  title,
  diseaseId,
}: {
  component: AiComponent;
  title: string;
  diseaseId?: string;
}) {
  const message = useApiQuery(componentQuery(component, diseaseId));
  return (
    <article
      className="rounded-2xl border border-border bg-surface p-5 shadow-sm"
      aria-busy={message.status === 'pending'}
    >
      <h3 className="text-lg font-semibold">{title}</h3>
      <div className="mt-3 text-text">
        {message.status === 'pending' && <p className="text-text-muted">Writing your summary…</p>}
        {message.status === 'error' && (
          <p role="alert" className="text-danger">
            {errorMessage(message.error)}
          </p>
        )}
        {message.status === 'success' && <SummaryText text={message.data.chat_response} />}
      </div>
    </article>
  );
}
