import { Link } from '../../../shared/ui/link';
import { SHIPPING_CLAIMS } from '@mhp/contract/constants';
import { ButtonLink } from '../../../shared/ui/button';
import { CheckIcon, ChevronRightIcon, StethoscopeIcon } from '../../../shared/ui/icons';
import type { ReactNode } from 'react';
import { useSitePath } from '../../../shared/ui/site-frame';

const { usCanada } = SHIPPING_CLAIMS;

const facts = [
  'About 15 in 100 men have a varicocele, most often on the left side.',
  'Many cause no symptoms; some cause a dull ache or heaviness.',
  'It is one of the most common treatable causes of reduced sperm quality.',
];

const assessments = [
  {
    path: '/assess-varicocele',
    title: 'Could it be a varicocele?',
    text: 'Ten questions about what you notice and feel.',
  },
  {
    path: '/assess-pain',
    title: 'Understand your pain',
    text: 'When it starts, how long it lasts and what eases it.',
  },
  {
    path: '/assess-sperm-count',
    title: 'Check in on fertility',
    text: 'Whether a semen analysis is worth discussing.',
  },
];

/** varicocele's home page; `featured` is the treatments slider the route composes in. */
export function VaricoceleLanding({ featured }: { featured: ReactNode }) {
  const to = useSitePath();
  return (
    <>
      <section className="bg-brand-soft">
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1.15fr_1fr] lg:py-24">
          <div>
            <p className="text-sm font-semibold tracking-[0.14em] text-accent uppercase">
              Specialist-led varicocele care
            </p>
            <h1 className="mt-4 text-4xl font-semibold tracking-tight text-text sm:text-5xl lg:text-[3.5rem] lg:leading-[1.08]">
              Understand your varicocele. Treat it with confidence.
            </h1>
            <p className="mt-6 max-w-xl text-lg text-pretty text-text-muted">
              Check your symptoms in two minutes, talk them through with a specialist and choose the
              treatment that fits your goals, from comfort to fertility.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink to={to('/assess-varicocele')} size="lg">
                Take the self-assessment
              </ButtonLink>
              <ButtonLink to={to('/consult')} size="lg" variant="secondary">
                Book a consultation
              </ButtonLink>
            </div>
            <ul className="mt-8 grid gap-2 text-sm text-text-muted sm:grid-cols-2">
              {[
                'Guidance reviewed by urologists',
                'Discreet, plain packaging',
                `Free US & Canada shipping in ${usCanada.minBusinessDays}–${usCanada.maxBusinessDays} days`,
                'Private video consultations',
              ].map((item) => (
                <li key={item} className="flex items-center gap-2">
                  <CheckIcon className="size-4 shrink-0 text-accent" />
                  {item}
                </li>
              ))}
            </ul>
          </div>

          <aside
            aria-labelledby="facts-heading"
            className="rounded-2xl border border-border bg-surface p-7 shadow-lg shadow-brand/5"
          >
            <h2 id="facts-heading" className="text-2xl font-semibold">
              What is a varicocele?
            </h2>
            <p className="mt-3 text-text-muted">
              A widening of the veins that drain the testicle, much like a varicose vein in the leg.
            </p>
            <ul className="mt-5 space-y-3">
              {facts.map((fact) => (
                <li key={fact} className="flex gap-3">
                  <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-brand" />
                  <span>{fact}</span>
                </li>
              ))}
            </ul>
            <Link
              to={to('/our-specialist')}
              className="mt-6 inline-flex min-h-11 items-center gap-1 font-semibold text-brand underline underline-offset-4 hover:no-underline"
            >
              Meet our specialist
              <ChevronRightIcon className="size-4" />
            </Link>
          </aside>
        </div>
      </section>

      <section aria-labelledby="assess-heading">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
          <h2 id="assess-heading" className="text-3xl font-semibold tracking-tight">
            Free self-assessments
          </h2>
          <p className="mt-2 max-w-2xl text-text-muted">
            A few minutes each, with a plain-language result and a suggested next step. A result is
            a guide, not a diagnosis.
          </p>
          <ul className="mt-8 grid gap-5 md:grid-cols-3">
            {assessments.map((item) => (
              <li key={item.path}>
                <Link
                  to={to(item.path)}
                  className="group flex h-full flex-col rounded-2xl border border-border bg-surface p-6 shadow-sm transition-shadow hover:border-brand hover:shadow-md"
                >
                  <span className="text-lg font-semibold text-text">{item.title}</span>
                  <span className="mt-2 flex-1 text-text-muted">{item.text}</span>
                  <span className="mt-5 inline-flex items-center gap-1 font-semibold text-brand">
                    Start
                    <ChevronRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="treatments" aria-labelledby="treatments-heading" className="bg-surface-muted">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <h2 id="treatments-heading" className="text-3xl font-semibold tracking-tight">
                Treatment options
              </h2>
              <p className="mt-2 max-w-xl text-text-muted">
                A guide, a supplement kit and a specialist consultation, each explained in plain
                words.
              </p>
            </div>
            <ButtonLink to={to('/treatments')} variant="secondary">
              See all treatments
            </ButtonLink>
          </div>
          {featured}
        </div>
      </section>

      <section aria-labelledby="specialist-heading" className="bg-brand text-brand-contrast">
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-14 sm:px-6 md:flex-row md:items-center md:justify-between">
          <div className="flex gap-5">
            <span className="hidden size-14 shrink-0 items-center justify-center rounded-full bg-white/15 sm:inline-flex">
              <StethoscopeIcon className="size-7" />
            </span>
            <div>
              <h2 id="specialist-heading" className="text-3xl font-semibold">
                Talk it through with a specialist
              </h2>
              <p className="mt-2 max-w-xl text-white/85">
                A private video consultation to review your symptoms, results and options. For
                sudden, severe pain, seek urgent care instead.
              </p>
            </div>
          </div>
          <ButtonLink to={to('/consult')} size="lg" variant="secondary">
            Book a consultation
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
