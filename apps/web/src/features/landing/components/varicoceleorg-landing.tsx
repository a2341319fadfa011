import { Link } from '../../../shared/ui/link';
import { ChevronRightIcon } from '../../../shared/ui/icons';
import { useSitePath } from '../../../shared/ui/site-frame';
import type { SiteLink } from './site-link';

const articles = [
  {
    id: 'what',
    title: 'What is a varicocele?',
    text: 'A varicocele is a widening of the veins inside the scrotum that drain blood from the testicle, much like a varicose vein in the leg. It usually develops during puberty, affects roughly 15 in 100 men and appears on the left side in most cases.',
  },
  {
    id: 'symptoms',
    title: 'How does it feel?',
    text: 'Many men never notice it. Others feel a dull ache or heaviness that grows after standing or exercise and eases when lying down. Some find a soft swelling often described as feeling like a bag of worms.',
  },
  {
    id: 'fertility',
    title: 'Does it affect fertility?',
    text: 'It can. Varicoceles are found in about a third of men being assessed for infertility, probably because the pooled blood warms the testicle. Many men with one still father children without any treatment.',
  },
  {
    id: 'treatment',
    title: 'How is it treated?',
    text: 'Most need no treatment. When pain, a shrinking testicle or fertility problems are involved, a urologist may suggest microsurgical repair or embolisation, a procedure that closes the vein from inside.',
  },
];

/** varicocele.org's home page; `consult` links to the consultation on the treatment brand. */
export function VaricoceleorgLanding({ consult }: { consult: SiteLink }) {
  const sitePath = useSitePath();
  const consultClass =
    'inline-flex min-h-11 items-center gap-1 rounded-md bg-brand px-5 font-semibold text-brand-contrast hover:bg-brand/90';
  return (
    <>
      <section className="border-b border-border">
        <div className="mx-auto grid max-w-6xl gap-12 px-4 pt-16 pb-14 sm:px-6 sm:pt-24 lg:grid-cols-[1fr_16rem] lg:items-end">
          <div>
            <p className="text-sm font-semibold tracking-[0.16em] text-accent uppercase">
              A plain-language guide
            </p>
            <h1 className="mt-5 max-w-4xl text-5xl leading-[1.02] font-medium tracking-tight text-text sm:text-6xl lg:text-7xl">
              Varicocele, explained <em className="text-brand">clearly</em>.
            </h1>
            <p className="mt-8 max-w-2xl text-xl leading-relaxed text-pretty text-text-muted">
              Independent information on what a varicocele is, how it can affect comfort and
              fertility, and which treatments exist, so you can have a better conversation with your
              doctor.
            </p>
            <nav aria-label="On this page" className="mt-10">
              <ul className="flex flex-wrap gap-2">
                {articles.map((article) => (
                  <li key={article.id}>
                    <a
                      href={`#${article.id}`}
                      className="inline-flex min-h-10 items-center rounded-full border border-border bg-surface px-4 text-sm font-medium text-text hover:border-brand"
                    >
                      {article.title}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
          <figure className="border-l-2 border-accent pl-6">
            <p className="font-display text-6xl leading-none font-medium text-accent">
              15<span className="text-3xl"> in 100</span>
            </p>
            <figcaption className="mt-3 text-text-muted">
              men have a varicocele. Most never need treatment.
            </figcaption>
          </figure>
        </div>
      </section>

      <div className="mx-auto grid max-w-6xl gap-x-16 gap-y-12 px-4 py-16 sm:px-6 md:grid-cols-2">
        {articles.map((article, index) => (
          <article key={article.id} id={article.id} aria-labelledby={`${article.id}-heading`}>
            <p aria-hidden="true" className="font-display text-lg text-accent italic">
              {String(index + 1).padStart(2, '0')}
            </p>
            <h2 id={`${article.id}-heading`} className="mt-1 text-3xl font-medium tracking-tight">
              {article.title}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-text-muted">{article.text}</p>
          </article>
        ))}
      </div>

      <section aria-labelledby="next-heading" className="bg-surface-muted">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-16 sm:px-6 md:grid-cols-[2fr_1fr] md:items-center">
          <div>
            <h2 id="next-heading" className="text-3xl font-medium tracking-tight">
              Still have questions?
            </h2>
            <p className="mt-3 max-w-2xl text-lg text-text-muted">
              This site offers general information, not medical advice. A sudden, severe pain in a
              testicle needs urgent care: go to an emergency department straight away.
            </p>
          </div>
          <div className="flex flex-wrap gap-3 md:justify-end">
            {consult.internal ? (
              <Link to={consult.href} className={consultClass}>
                Talk to a specialist
                <ChevronRightIcon className="size-4" />
              </Link>
            ) : (
              <a href={consult.href} className={consultClass}>
                Talk to a specialist
                <ChevronRightIcon className="size-4" />
              </a>
            )}
            <Link
              to={sitePath('/contact')}
              className="inline-flex min-h-11 items-center rounded-md border-2 border-brand px-5 font-semibold text-brand hover:bg-surface"
            >
              Contact us
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
