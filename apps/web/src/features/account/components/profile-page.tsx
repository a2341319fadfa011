import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { StoredUser, UserData } from '@mhp/contract/schemas/user';
import { Button, ButtonLink } from '../../../shared/ui/button';
import { useToast } from '../../../shared/ui/toast';
import { logout, updateProfile } from '../api/account-api';
import { AccountForm } from '../../../shared/ui/form/account-form';
import { FormAlert, TextField } from '../../../shared/ui/form/fields';
import { useSubmit } from '../../../shared/ui/form/use-submit';
import { useSitePath } from '../../../shared/ui/site-frame';
import { PageIntro, PageSection } from '../../../shared/ui/page-intro';

const FIELDS = [
  'first_name',
  'last_name',
  'phone_number',
  'address_line_1',
  'address_line_2',
  'city',
  'province',
  'postal_code',
  'country',
] as const satisfies readonly (keyof StoredUser)[];
type Field = (typeof FIELDS)[number];

const LABELS: Record<Field, { label: string; autoComplete: string; type?: string }> = {
  first_name: { label: 'First name', autoComplete: 'given-name' },
  last_name: { label: 'Last name', autoComplete: 'family-name' },
  phone_number: { label: 'Phone', autoComplete: 'tel', type: 'tel' },
  address_line_1: { label: 'Address', autoComplete: 'address-line1' },
  address_line_2: { label: 'Apartment, suite, etc.', autoComplete: 'address-line2' },
  city: { label: 'City', autoComplete: 'address-level2' },
  province: { label: 'State / province', autoComplete: 'address-level1' },
  postal_code: { label: 'Postal code', autoComplete: 'postal-code' },
  country: { label: 'Country code (e.g. US)', autoComplete: 'country' },
};

function valuesOf(user: UserData | null): Record<Field, string> {
  const details = user?.user_data;
  return Object.fromEntries(FIELDS.map((name) => [name, details?.[name] ?? ''])) as Record<
    Field,
    string
  >;
}

export function ProfilePage({
  user: loaded,
  hasPage,
}: {
  /** The signed-in user the guard loaded. */
  user: UserData | null;
  /** Whether the brand has a page at this path. */
  hasPage: (path: string) => boolean;
}) {
  const sitePath = useSitePath();
  const navigate = useNavigate();
  const toast = useToast();
  const [user, setUser] = useState(loaded);
  const [values, setValues] = useState(() => valuesOf(loaded));
  const { busy, errors, message, run } = useSubmit(FIELDS);
  const [signingOut, setSigningOut] = useState(false);
  const details = user?.user_data;
  const name = [details?.first_name, details?.last_name].filter(Boolean).join(' ');
  const links = [
    // The pages a signed-in user comes back for, first (issue 26).
    { path: '/app', label: 'Open the health chat' },
    { path: '/data/reports', label: 'Your reports' },
    { path: '/my-health', label: 'My health' },
    { path: '/order-history', label: 'Order history' },
    { path: '/change-password', label: 'Change password' },
    ...(details?.on_boarding_step === 'completed'
      ? []
      : [{ path: '/complete-profile', label: 'Complete your profile' }]),
  ].filter((link) => hasPage(link.path));

  function save() {
    // Only filled-in fields are sent; update-profile changes just those.
    const body = Object.fromEntries(
      FIELDS.map((field) => [field, values[field].trim()] as const)
        .filter(([, value]) => value !== '')
        .map(([field, value]) => [field, field === 'country' ? value.toUpperCase() : value]),
    );
    return run(async () => {
      const updated = await updateProfile(body);
      setUser(updated);
      setValues(valuesOf(updated));
      toast.show('Your details have been saved.', { tone: 'success' });
    });
  }

  async function signOut() {
    setSigningOut(true);
    try {
      await logout();
    } catch {
      // The session is cleared here either way; the refresh token simply expires.
    }
    await navigate(sitePath('/login'), { replace: true });
  }

  return (
    <>
      <PageIntro
        eyebrow="Your account"
        title={name ? `Hello, ${name}` : 'Your profile'}
        actions={
          <Button variant="secondary" loading={signingOut} onClick={() => void signOut()}>
            Log out
          </Button>
        }
      >
        <p>Your details, your orders and your sign-in settings in one place.</p>
      </PageIntro>
      <PageSection title="Account details" id="account">
        {details ? (
          <dl className="grid max-w-xl gap-4 sm:grid-cols-[10rem_1fr]">
            <dt className="font-semibold">Email</dt>
            <dd className="break-all text-text-muted">{details.email}</dd>
            <dt className="font-semibold">Status</dt>
            <dd className="text-text-muted">
              {user.is_verified ? 'Verified' : 'Email address not verified yet'}
            </dd>
          </dl>
        ) : (
          <p role="status" className="text-text-muted">
            We couldn&apos;t load your account details right now. Please try again in a moment.
          </p>
        )}
        {links.length > 0 && (
          <div className="mt-8 flex flex-wrap gap-3">
            {links.map((link) => (
              <ButtonLink key={link.path} to={sitePath(link.path)} variant="secondary">
                {link.label}
              </ButtonLink>
            ))}
          </div>
        )}
      </PageSection>
      {details && (
        <PageSection title="Your details" id="details" muted>
          <div className="max-w-2xl">
            <AccountForm onSubmit={save} label="Your details">
              <div className="grid gap-5 sm:grid-cols-2">
                {FIELDS.map((field) => (
                  <TextField
                    key={field}
                    name={field}
                    label={LABELS[field].label}
                    type={LABELS[field].type ?? 'text'}
                    autoComplete={LABELS[field].autoComplete}
                    maxLength={field === 'country' ? 2 : undefined}
                    value={values[field]}
                    onChange={(event) =>
                      setValues((current) => ({ ...current, [field]: event.target.value }))
                    }
                    error={errors[field]}
                  />
                ))}
              </div>
              <FormAlert>{message}</FormAlert>
              <div>
                <Button type="submit" loading={busy}>
                  Save details
                </Button>
              </div>
            </AccountForm>
          </div>
        </PageSection>
      )}
    </>
  );
}
