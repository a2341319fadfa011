import type { BrandId } from '@mhp/contract/brands';
import { useApiQuery } from '../../../shared/api/use-api-query';
import { Button } from '../../../shared/ui/button';
import { Spinner } from '../../../shared/ui/spinner';
import { contactInfoQuery } from '../api/content-api';

const linkClass =
  'font-semibold text-brand underline underline-offset-4 break-all hover:no-underline';

/** The brand's contact details from GET /api/landing/contact-info/. */
export function ContactDetails({ brand }: { brand: BrandId }) {
  const info = useApiQuery(contactInfoQuery(brand));

  if (info.status === 'pending') return <Spinner label="Loading contact details" />;
  if (info.status === 'error') {
    return (
      <div role="alert" className="rounded-xl border border-border bg-surface p-5">
        <p className="font-semibold">We couldn&apos;t load our contact details right now.</p>
        <p className="mt-1 text-text-muted">
          You can still send us a message with the form; we read every one.
        </p>
        <Button variant="secondary" size="sm" className="mt-4" onClick={info.refetch}>
          Try again
        </Button>
      </div>
    );
  }

  const { email, phone, address, opening_hours: hours, social_links: social } = info.data;
  return (
    <dl className="grid gap-5">
      <div>
        <dt className="text-sm font-semibold tracking-wide text-text-muted uppercase">Email</dt>
        <dd className="mt-1">
          <a href={`mailto:${email}`} className={linkClass}>
            {email}
          </a>
        </dd>
      </div>
      {phone && (
        <div>
          <dt className="text-sm font-semibold tracking-wide text-text-muted uppercase">Phone</dt>
          <dd className="mt-1">
            <a href={`tel:${phone.replace(/[^+\d]/g, '')}`} className={linkClass}>
              {phone}
            </a>
          </dd>
        </div>
      )}
      {hours && (
        <div>
          <dt className="text-sm font-semibold tracking-wide text-text-muted uppercase">Hours</dt>
          <dd className="mt-1">{hours}</dd>
        </div>
      )}
      {address && (
        <div>
          <dt className="text-sm font-semibold tracking-wide text-text-muted uppercase">Address</dt>
          <dd className="mt-1 whitespace-pre-line">{address}</dd>
        </div>
      )}
      {social.length > 0 && (
        <div>
          <dt className="text-sm font-semibold tracking-wide text-text-muted uppercase">Social</dt>
          <dd className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {social.map((link) => (
              <a key={link.url} href={link.url} className={linkClass} rel="noopener noreferrer">
                {link.name}
              </a>
            ))}
          </dd>
        </div>
      )}
    </dl>
  );
}
