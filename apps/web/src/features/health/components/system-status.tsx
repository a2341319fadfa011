import { errorMessage } from '../../../shared/api/http-client';
import { useRestCheckQuery } from '../api/health-api';

type Tone = 'pending' | 'ok' | 'warning' | 'danger';

const dotClass: Record<Tone, string> = {
  pending: 'bg-text-muted motion-safe:animate-pulse',
  ok: 'bg-success',
  warning: 'bg-warning',
  danger: 'bg-danger',
};

/** Live status of the API and its database, read from the health check. */
export function SystemStatus() {
  const { data, error, isError, isFetching, refetch } = useRestCheckQuery();

  let tone: Tone = 'pending';
  let body = <p>Checking…</p>;
  if (isError && !isFetching) {
    tone = 'danger';
    body = (
      <>
        <p>{errorMessage(error)}</p>
        <button
          type="button"
          onClick={() => void refetch()}
          className="mt-3 rounded-md bg-brand px-4 py-2 text-sm font-semibold text-brand-contrast hover:bg-brand/90"
        >
          Retry
        </button>
      </>
    );
  } else if (data && !isError) {
    tone = data.status === 'ok' && data.database === 'up' ? 'ok' : 'warning';
    body = (
      <>
        <p className="font-medium">
          API: {data.status} · Database: {data.database}
        </p>
        <p className="mt-1 text-sm text-text-muted">Version {data.version}</p>
      </>
    );
  }

  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-xl border border-border bg-surface p-5 shadow-sm"
    >
      <span
        aria-hidden="true"
        className={`mt-1.5 size-2.5 shrink-0 rounded-full ${dotClass[tone]}`}
      />
      <div>{body}</div>
    </div>
  );
}
