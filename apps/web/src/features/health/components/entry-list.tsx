import { useState } from 'react';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { Link } from '../../../shared/ui/link';
import { useToast } from '../../../shared/ui/toast';
import { healthApi, refreshHealth } from '../api/health-api';
import { FactEditor } from './fact-editor';
import {
  analyticsEntryTypeLabels,
  analyticsEntryTypes,
  factFrequencyLabels,
  type AnalyticsEntryType,
} from '@mhp/contract/health-constants';
import type { AnalyticsEntry } from '@mhp/contract/schemas/health';

const when = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * The structured parts of an entry, as a short line ("12 million/mL", "Every day · 3 years",
 * "3 months · mild"): how often is worded as a frequency, so it never reads as a duration.
 */
function details(entry: AnalyticsEntry): string {
  return [
    entry.value !== null ? `${entry.value}${entry.unit ? ` ${entry.unit}` : ''}` : null,
    entry.frequency ? factFrequencyLabels[entry.frequency] : null,
    entry.duration,
    entry.severity,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * What the user told the chat, by type and newest first, each with what they said, a link
 * to the conversation it came from, and a way to correct or delete that one fact (issue 24).
 */
export function EntryList({
  entries,
  chatPath,
}: {
  entries: Partial<Record<AnalyticsEntryType, AnalyticsEntry[]>>;
  chatPath: (slug: string) => string;
}) {
  const types = analyticsEntryTypes.filter((type) => (entries[type]?.length ?? 0) > 0);
  const toast = useToast();
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AnalyticsEntry | null>(null);

  async function confirmDelete() {
    const entry = deleting;
    setDeleting(null);
    if (!entry) return;
    try {
      await healthApi.deleteEntry(entry.id);
      toast.show(`“${entry.name}” was deleted from your health data.`);
    } catch {
      toast.show(`“${entry.name}” could not be deleted. Please try again.`, { tone: 'error' });
    }
    refreshHealth();
  }

  return (
    <div className="grid gap-8 md:grid-cols-2">
      {types.map((type) => (
        <section key={type} aria-labelledby={`entries-${type}`}>
          <h3 id={`entries-${type}`} className="text-lg font-semibold">
            {analyticsEntryTypeLabels[type]}
          </h3>
          <ul className="mt-3 grid gap-3">
            {entries[type]!.map((entry) => (
              <li key={entry.id} className="rounded-xl border border-border bg-surface p-4">
                {editing === entry.id ? (
                  <FactEditor entry={entry} onDone={() => setEditing(null)} />
                ) : (
                  <>
                    <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                      <p className="font-semibold">{entry.name}</p>
                      <p className="text-sm text-text-muted">{when(entry.created_at)}</p>
                    </div>
                    {details(entry) && <p className="mt-1 text-brand">{details(entry)}</p>}
                    <blockquote className="mt-2 border-l-2 border-border pl-3 text-text-muted">
                      “{entry.main_content}”
                    </blockquote>
                    {entry.room_slug ? (
                      <Link
                        to={chatPath(entry.room_slug)}
                        className="mt-2 inline-block text-sm font-semibold text-brand underline"
                      >
                        Open the chat<span className="sr-only"> where you said this</span>
                      </Link>
                    ) : (
                      <p className="mt-2 text-sm text-text-muted">The chat was deleted.</p>
                    )}
                    <div className="mt-3 flex gap-2">
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={`Correct ${entry.name}`}
                        onClick={() => setEditing(entry.id)}
                      >
                        Correct
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Delete ${entry.name}`}
                        onClick={() => setDeleting(entry)}
                      >
                        Delete
                      </Button>
                    </div>
                  </>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete “${deleting?.name ?? 'this fact'}”?`}
        message="Only this fact is deleted; the assistant no longer takes it into account. Your chats and your other facts stay."
        confirmLabel="Delete fact"
        cancelLabel="Keep it"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
