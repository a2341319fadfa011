import { useLoaderData } from 'react-router';
import { ButtonLink } from '../../shared/ui/button';
import { hasRoute, sitePath, useBrandSite } from '../brand-site';
import { PageIntro, PageSection } from '../components/page-intro';
import type { GuardData } from '../guards';

export function Component() {
  const site = useBrandSite();
  const { user } = useLoaderData<GuardData>();
  const details = user?.user_data;
  const name = [details?.first_name, details?.last_name].filter(Boolean).join(' ');
  const links = [
    { path: '/order-history', label: 'Order history' },
    { path: '/change-password', label: 'Change password' },
  ].filter((link) => hasRoute(site.brand, link.path));

  return (
    <>
      <PageIntro eyebrow="Your account" title={name ? `Hello, ${name}` : 'Your profile'}>
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
              <ButtonLink key={link.path} to={sitePath(site, link.path)} variant="secondary">
                {link.label}
              </ButtonLink>
            ))}
          </div>
        )}
      </PageSection>
    </>
  );
}
