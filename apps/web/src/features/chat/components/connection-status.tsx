import type { Connection } from '../hooks/use-chat-room';

const labels: Record<Connection['state'], string | null> = {
  connecting: 'Connecting…',
  open: null,
  reconnecting: 'Connection lost. Reconnecting…',
  offline: 'You are offline. We will reconnect when you are back online.',
  refused: null,
};

/**
 * The line to the server, when it is not simply connected (a polite status: it is announced
 * without interrupting). A refusal shows its reason as an alert elsewhere.
 */
export function ConnectionStatus({ connection }: { connection: Connection }) {
  const label = labels[connection.state];
  return (
    <p role="status" className="min-h-5 text-sm text-text-muted" data-connection={connection.state}>
      {label && (
        <span className="inline-flex items-center gap-2">
          <span
            aria-hidden="true"
            className={`size-2 rounded-full ${connection.state === 'connecting' ? 'bg-warning' : 'bg-danger'} motion-safe:animate-pulse`}
          />
          {label}
        </span>
      )}
    </p>
  );
}
