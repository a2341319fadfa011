import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CommunicationPreferences } from '@mhp/contract/schemas/content';
import { useApiQuery } from '../../../shared/api/use-api-query';
import { Button } from '../../../shared/ui/button';
import { Spinner } from '../../../shared/ui/spinner';
import { errorMessage } from '../../../shared/api/http-client';
import { saveCommunications } from '../api/account-api';
import { communicationsQuery, subscriptionConfirmationQuery } from '../api/account-queries';
import type { Communications } from '../api/account-api';
import { AccountForm } from '../../../shared/ui/form/account-form';
import { FormAlert } from '../../../shared/ui/form/fields';
import { useSubmit } from '../../../shared/ui/form/use-submit';
import { PageIntro, PageSection } from '../../../shared/ui/page-intro';

type Topic = CommunicationPreferences['check'][number];
const TOPICS: { id: Topic; label: string; hint: string }[] = [
  { id: 'newsletter', label: 'Newsletter', hint: 'News and stories, about once a month.' },
  { id: 'promotions', label: 'Offers and promotions', hint: 'Discounts and limited offers.' },
  { id: 'product_updates', label: 'Product updates', hint: 'New products and restocks.' },
  { id: 'health_tips', label: 'Health tips', hint: 'Practical advice for men’s health.' },
];

export function ManageCommunicationsPage() {
  const [params] = useSearchParams();
  const iHash = params.get('i_hash') ?? '';
  const confirmToken = params.get('confirm');
  return (
    <>
      <PageIntro eyebrow="Email preferences" title="Choose what we send you">
        <p>
          Keep the emails you find useful — news, offers, product updates or health tips — and stop
          the rest. No sign-in needed: the link in our email identifies you.
        </p>
      </PageIntro>
      <PageSection>
        <div className="grid max-w-xl gap-6">
          {confirmToken ? <SubscriptionConfirmation token={confirmToken} /> : null}
          {iHash ? (
            <Preferences iHash={iHash} />
          ) : (
            <FormAlert tone="info">
              Open this page from the link at the bottom of one of our emails to change what we send
              you.
            </FormAlert>
          )}
        </div>
      </PageSection>
    </>
  );
}

/** The newsletter's double opt-in: the confirmation email's link carries `confirm`. */
function SubscriptionConfirmation({ token }: { token: string }) {
  const confirmed = useApiQuery(subscriptionConfirmationQuery(token));
  if (confirmed.status === 'pending') {
    return (
      <div className="flex items-center gap-3">
        <Spinner label="Confirming your subscription" /> Confirming your subscription…
      </div>
    );
  }
  if (confirmed.status === 'error') return <FormAlert>{errorMessage(confirmed.error)}</FormAlert>;
  return (
    <FormAlert tone="success">
      Your subscription is confirmed. Choose below which emails you would like.
    </FormAlert>
  );
}

function Preferences({ iHash }: { iHash: string }) {
  const loaded = useApiQuery(communicationsQuery(iHash));
  if (loaded.status === 'pending') {
    return (
      <div className="flex items-center gap-3">
        <Spinner label="Loading your preferences" /> Loading your preferences…
      </div>
    );
  }
  if (loaded.status === 'error') {
    return (
      <div className="grid gap-4">
        <FormAlert>{errorMessage(loaded.error)}</FormAlert>
        <div>
          <Button variant="secondary" onClick={loaded.refetch}>
            Try again
          </Button>
        </div>
      </div>
    );
  }
  return <PreferencesForm initial={loaded.data} />;
}

function PreferencesForm({ initial }: { initial: Communications }) {
  const [checked, setChecked] = useState<Topic[]>(initial.check);
  const { busy, message, run } = useSubmit([] as const);
  const [saved, setSaved] = useState<string | null>(null);

  function submit(next: Topic[] = checked) {
    setSaved(null);
    return run(async () => {
      const answer = await saveCommunications({ i_hash: initial.i_hash, check: next });
      setChecked(answer.check);
      setSaved(
        answer.check.length === 0
          ? 'You are unsubscribed from all marketing email.'
          : 'Your email preferences have been saved.',
      );
    });
  }

  function toggle(topic: Topic, on: boolean) {
    setChecked((current) => (on ? [...current, topic] : current.filter((t) => t !== topic)));
  }

  return (
    <>
      <p className="text-text-muted">
        Preferences for <strong className="text-text">{initial.email}</strong>
      </p>
      <AccountForm onSubmit={() => submit()} label="Email preferences">
        <fieldset className="grid gap-3">
          <legend className="mb-2 font-semibold">Emails you receive</legend>
          {TOPICS.map((topic) => (
            <label
              key={topic.id}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-border bg-surface p-3.5 has-checked:border-brand"
            >
              <input
                type="checkbox"
                name="check"
                value={topic.id}
                checked={checked.includes(topic.id)}
                onChange={(event) => toggle(topic.id, event.target.checked)}
                className="mt-1 size-4 accent-brand"
              />
              <span className="font-semibold">
                {topic.label}
                <span className="block text-sm font-normal text-text-muted">{topic.hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <FormAlert tone="success">{saved}</FormAlert>
        <FormAlert>{message}</FormAlert>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={busy}>
            Save preferences
          </Button>
          <Button variant="ghost" disabled={busy} onClick={() => void submit([])}>
            Unsubscribe from all
          </Button>
        </div>
      </AccountForm>
    </>
  );
}
