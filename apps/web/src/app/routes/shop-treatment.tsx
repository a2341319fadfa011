import { ButtonLink } from '../../shared/ui/button';
import { resolveLink, useBrandSite } from '../brand-site';
import { PageIntro } from '../components/page-intro';

export function Component() {
  const site = useBrandSite();
  const learn = resolveLink(site, { label: 'Learn more', brand: 'varicocele' });
  return (
    <PageIntro
      eyebrow="Treatment"
      title="Varicocele treatment kit"
      actions={
        learn.internal ? (
          <ButtonLink to={learn.href} variant="secondary">
            About varicocele care
          </ButtonLink>
        ) : (
          <a
            href={learn.href}
            className="inline-flex min-h-11 items-center rounded-md border-2 border-brand px-4 py-2 font-semibold text-brand hover:bg-surface-muted"
          >
            About varicocele care
          </a>
        )
      }
    >
      <p>
        The kit our specialists put together for men managing a varicocele: supportive briefs, a
        supplement plan and a plain-language guide.
      </p>
    </PageIntro>
  );
}
