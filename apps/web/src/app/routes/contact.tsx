import { ContactDetails } from '../../features/content/components/contact-details';
import { ContactForm } from '../../features/content/components/contact-form';
import { useBrandSite } from '../brand-site';
import { PageIntro } from '../../shared/ui/page-intro';
import { usePageHandle } from '../layout/brand-layout';

export function Component() {
  const { brand } = useBrandSite();
  const title = usePageHandle()?.title ?? 'Contact us';
  return (
    <>
      <PageIntro eyebrow="Contact" title={title}>
        <p>
          Questions about an order, a product or your account? Write to us and a member of the{' '}
          {brand.name} team will reply within one business day.
        </p>
      </PageIntro>
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1fr_2fr]">
        <section aria-labelledby="details-heading">
          <h2 id="details-heading" className="text-xl font-bold tracking-tight">
            Reach us directly
          </h2>
          <div className="mt-5">
            <ContactDetails brand={brand.id} />
          </div>
        </section>
        <section
          aria-labelledby="form-heading"
          className="rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8"
        >
          <h2 id="form-heading" className="text-xl font-bold tracking-tight">
            Send us a message
          </h2>
          <p className="mt-1 text-sm text-text-muted">
            For sudden, severe pain or swelling, do not wait for our reply: seek urgent medical
            care.
          </p>
          <div className="mt-6">
            <ContactForm brand={brand.id} />
          </div>
        </section>
      </div>
    </>
  );
}
