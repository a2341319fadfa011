import { Link } from '../../../shared/ui/link';
import { SHIPPING_CLAIMS, sizeChartSizes } from '@mhp/contract/constants';
import { ButtonLink } from '../../../shared/ui/button';
import { ChevronRightIcon, ExternalLinkIcon } from '../../../shared/ui/icons';
import type { ReactNode } from 'react';
import { useSitePath } from '../../../shared/ui/site-frame';
import type { SiteLink } from './site-link';

const { usCanada, worldwide } = SHIPPING_CLAIMS;

const banners = {
  default: `Free shipping in the US and Canada: delivered in ${usCanada.minBusinessDays}–${usCanada.maxBusinessDays} business days.`,
  a: 'New: the Classic 3-pack in all black, all white and mixed colours.',
  b: `Free US and Canada shipping, and worldwide delivery in ${worldwide.minBusinessDays}–${worldwide.maxBusinessDays} business days.`,
};

const features = [
  {
    title: 'Support where it counts',
    text: 'A three-panel pouch lifts and supports rather than flattening, so you stay comfortable from the morning commute to the last set at the gym.',
  },
  {
    title: 'Fabric that breathes',
    text: 'A soft modal-and-cotton knit lets heat out instead of trapping it, and keeps its shape wash after wash.',
  },
  {
    title: 'A waistband that stays put',
    text: 'Flat under a belt, with soft leg bindings that do not dig in and no scratchy label.',
  },
];

const sizeRange = `${sizeChartSizes[0]}–${sizeChartSizes[sizeChartSizes.length - 1]}`;

const briefPath = 'M28 56H292L284 104C250 118 214 150 196 206H124C106 150 70 118 36 104Z';

/** A pair of briefs, drawn for the hero. */
function BriefsArt() {
  return (
    <svg viewBox="0 0 360 300" className="h-auto w-full max-w-md" aria-hidden="true">
      <circle cx="190" cy="150" r="140" fill="#1e1e1e" />
      <g transform="translate(40 40) rotate(-10 160 130)" opacity="0.55">
        <rect
          x="20"
          y="20"
          width="280"
          height="36"
          rx="8"
          fill="none"
          stroke="#f4f4f0"
          strokeWidth="3"
        />
        <path d={briefPath} fill="none" stroke="#f4f4f0" strokeWidth="3" strokeLinejoin="round" />
      </g>
      <g transform="translate(30 54) rotate(5 160 130)">
        <path d={briefPath} fill="#d4ff3a" />
        <path
          d="M160 60C146 110 146 160 160 204"
          fill="none"
          stroke="#111"
          strokeOpacity="0.25"
          strokeWidth="3"
        />
        <rect x="20" y="20" width="280" height="36" rx="8" fill="#111" />
        <text
          x="160"
          y="45"
          textAnchor="middle"
          fill="#d4ff3a"
          fontSize="17"
          fontWeight="900"
          letterSpacing="8"
          fontFamily="Inter Variable, system-ui, sans-serif"
        >
          STUD
        </text>
      </g>
    </svg>
  );
}

/** Puts an A/B-tested element in place: its name and its default content. */
export type AbSlotRender = (element: string, fallback: ReactNode, className: string) => ReactNode;

const plainSlot: AbSlotRender = (_element, fallback, className) => (
  <div className={className}>{fallback}</div>
);

/** The hero's text styles, shared by the default copy and the A/B variants' HTML. */
const heroTextClass =
  '[&_h1]:mt-5 [&_h1]:text-5xl [&_h1]:leading-[0.95] [&_h1]:font-black [&_h1]:tracking-tight [&_h1]:uppercase sm:[&_h1]:text-6xl lg:[&_h1]:text-7xl [&_p]:mt-6 [&_p]:max-w-lg [&_p]:text-lg [&_p]:text-pretty [&_p]:text-white/80';

/**
 * stud's home page. The route composes it: `variant` is the page's A/B path variant,
 * `varicocele` the link to the sister brand, `featured` the best sellers (a catalogue slider),
 * `slot` the A/B layer that may replace the banner and the hero's copy (ADR 019).
 */
export function StudLanding({
  variant,
  varicocele,
  featured,
  slot = plainSlot,
}: {
  variant: 'default' | 'a' | 'b';
  varicocele: SiteLink;
  featured: ReactNode;
  slot?: AbSlotRender;
}) {
  const sitePath = useSitePath();
  const shop = sitePath('/shop');

  return (
    <>
      {slot(
        'banner',
        <p>{banners[variant]}</p>,
        'bg-accent px-4 py-2.5 text-center text-sm font-semibold text-accent-contrast',
      )}

      <section className="bg-brand text-brand-contrast">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-2 lg:py-28">
          <div>
            <p className="text-sm font-bold tracking-[0.25em] text-accent uppercase">
              Everyday support
            </p>
            {slot(
              'hero',
              <>
                <h1>Support that keeps up.</h1>
                <p>
                  Breathable, supportive briefs cut for all-day comfort: at your desk, at the gym
                  and everywhere in between.
                </p>
              </>,
              heroTextClass,
            )}
            <div className="mt-9 flex flex-wrap gap-3">
              <Link
                to={shop}
                className="inline-flex min-h-12 items-center gap-2 rounded-full bg-accent px-8 text-lg font-bold text-accent-contrast hover:bg-accent/90"
              >
                Shop briefs
                <ChevronRightIcon className="size-5" />
              </Link>
              <Link
                to={sitePath('/about')}
                className="inline-flex min-h-12 items-center rounded-full border-2 border-white/70 px-7 text-lg font-semibold text-white hover:border-white hover:bg-white/10"
              >
                Our story
              </Link>
            </div>
          </div>
          <div className="hidden justify-center sm:flex lg:justify-end">
            <BriefsArt />
          </div>
        </div>
      </section>

      <section aria-label="Why shop with us" className="border-b border-border bg-surface-muted">
        <ul className="mx-auto grid max-w-6xl gap-4 px-4 py-6 text-sm font-semibold sm:grid-cols-3 sm:px-6">
          <li>
            Free US &amp; Canada shipping · {usCanada.minBusinessDays}–{usCanada.maxBusinessDays}{' '}
            business days
          </li>
          <li>
            Worldwide delivery · {worldwide.minBusinessDays}–{worldwide.maxBusinessDays} business
            days
          </li>
          <li>Sizes {sizeRange}, with a size guide on every product</li>
        </ul>
      </section>

      <section id="best-sellers" aria-labelledby="best-sellers-heading">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <h2
                id="best-sellers-heading"
                className="text-3xl font-black tracking-tight uppercase sm:text-4xl"
              >
                Best sellers
              </h2>
              <p className="mt-2 max-w-xl text-text-muted">
                The briefs our customers reorder most. Mix colours, keep the fit.
              </p>
            </div>
            <ButtonLink to={shop} variant="secondary" className="rounded-full!">
              Shop all briefs
            </ButtonLink>
          </div>
          {featured}
        </div>
      </section>

      <section aria-labelledby="support-heading" className="below-fold bg-surface-muted">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
          <h2
            id="support-heading"
            className="text-3xl font-black tracking-tight uppercase sm:text-4xl"
          >
            Built for support
          </h2>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {features.map((feature, index) => (
              <li key={feature.title} className="rounded-2xl bg-surface p-7 shadow-sm">
                <span aria-hidden="true" className="text-4xl font-black text-text-muted">
                  0{index + 1}
                </span>
                <h3 className="mt-3 text-xl font-bold">{feature.title}</h3>
                <p className="mt-2 text-text-muted">{feature.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="varicocele-heading" className="below-fold">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <div className="flex flex-col gap-6 rounded-3xl border-2 border-brand p-8 sm:p-10 md:flex-row md:items-center md:justify-between">
            <div>
              <h2 id="varicocele-heading" className="text-2xl font-bold">
                Living with a varicocele?
              </h2>
              <p className="mt-2 max-w-xl text-text-muted">
                Our sister site offers self-assessments, specialist consultations and a treatment
                kit that pairs with supportive briefs.
              </p>
            </div>
            {varicocele.internal ? (
              <ButtonLink to={varicocele.href} className="rounded-full!">
                Visit Varicocele Care
              </ButtonLink>
            ) : (
              <a
                href={varicocele.href}
                className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand px-5 font-semibold text-brand-contrast hover:bg-brand/90"
              >
                Visit Varicocele Care
                <ExternalLinkIcon className="size-4" />
              </a>
            )}
          </div>
        </div>
      </section>
    </>
  );
}
