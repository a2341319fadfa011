import { useState } from 'react';
import { errorMessage } from '../../../shared/api/http-client';
import { invalidateQuery } from '../../../shared/api/use-api-query';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { FormAlert } from '../../../shared/ui/form/fields';
import { healthApi, refreshHealth } from '../api/health-api';
import { DeleteAccountDialog } from './delete-account-dialog';

const HEALTH_DATA =
  'your chats and their messages, every entry on this page, your conditions, what the assistant ' +
  'knows about you and your self-assessment results';

/** Saves a JSON document as a file, the way a download link would. */
function saveJson(data: unknown, fileName: string) {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

type Asking = 'health' | 'account' | null;

/** Download my data, delete my health data, delete my account: each says what goes first. */
export function DataActions({ onAccountDeleted }: { onAccountDeleted: () => void }) {
  const [asking, setAsking] = useState<Asking>(null);
  const [busy, setBusy] = useState<'download' | 'health' | null>(null);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  async function run(kind: NonNullable<typeof busy>, work: () => Promise<void>) {
    setAsking(null);
    setBusy(kind);
    setMessage(null);
    try {
      await work();
    } catch (error) {
      setMessage({ tone: 'error', text: errorMessage(error) });
    } finally {
      setBusy(null);
    }
  }

  const download = () =>
    run('download', async () => {
      const data = await healthApi.exportData();
      saveJson(data, `my-data-${data.exported_at.slice(0, 10)}.json`);
      setMessage({ tone: 'success', text: 'Your data was downloaded as a JSON file.' });
    });

  const deleteHealth = () =>
    run('health', async () => {
      await healthApi.deleteHealthData();
      refreshHealth();
      // The chat's room list reads the rooms that are now gone.
      invalidateQuery('GET /api/chat-room');
      setMessage({ tone: 'success', text: 'Your health data was deleted.' });
    });

  return (
    <div className="grid gap-4">
      <p className="text-text-muted">
        Your data is yours. Download everything we hold about you as one file: your profile, chats
        with their messages, the entries on this page, conditions, settings, self-assessments and
        orders.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button variant="secondary" loading={busy === 'download'} onClick={() => void download()}>
          Download my data
        </Button>
        <Button variant="secondary" loading={busy === 'health'} onClick={() => setAsking('health')}>
          Delete my health data
        </Button>
        <Button variant="danger" onClick={() => setAsking('account')}>
          Delete my account
        </Button>
      </div>
      {message && <FormAlert tone={message.tone}>{message.text}</FormAlert>}
      <ConfirmDialog
        open={asking === 'health'}
        title="Delete your health data?"
        message={`This deletes ${HEALTH_DATA}. It cannot be undone. Your account and your orders stay (orders are kept for accounting).`}
        confirmLabel="Delete my health data"
        cancelLabel="Keep my data"
        onConfirm={() => void deleteHealth()}
        onCancel={() => setAsking(null)}
      />
      <DeleteAccountDialog
        open={asking === 'account'}
        warning={`This deletes your account and everything in it: your profile, ${HEALTH_DATA}, your saved cart and your sign-in. You will be signed out and cannot sign in again. Orders are kept for accounting, no longer linked to you. It cannot be undone. We email you when it is done.`}
        onCancel={() => setAsking(null)}
        onDeleted={onAccountDeleted}
      />
    </div>
  );
}
