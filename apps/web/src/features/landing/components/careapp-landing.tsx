import { CTA_TEXT } from '@mhp/contract/constants';
import { ButtonLink } from '../../../shared/ui/button';
import { CheckIcon, ChatIcon, LockIcon, StethoscopeIcon } from '../../../shared/ui/icons';
import { useSitePath } from '../../../shared/ui/site-frame';
import { useSignedIn } from '../../../shared/hooks/use-signed-in';

const steps = [
  {
    title: 'Ask in your own words',
    text: 'Describe what you notice, however small. There are no silly questions and no waiting room.',
  },
  {
    title: 'Get a clear answer',
    text: 'Your assistant explains what it could mean, what usually helps and which questions to ask a doctor.',
  },
  {
    title: 'Keep track over time',
    text: 'Conditions, facts and past conversations stay in your account, so every answer builds on the last.',
  },
];

const features = [
  {
    Icon: ChatIcon,
    title: 'Plain-language answers',
    text: 'No jargon: straightforward explanations you can act on.',
  },
  {
    Icon: StethoscopeIcon,
    title: 'Knows when to escalate',
    text: 'Warning signs are flagged, with a clear push to see a doctor or seek urgent care.',
  },
  {
    Icon: LockIcon,
    title: 'Private by design',
    text: 'Your chats are yours. Export or delete them whenever you like.',
  },
];

/** CareApp's home page; `logoMark` is the brand's mark. */
export function CareappLanding({ logoMark }: { logoMark: string }) {
  const sitePath = useSitePath();
  // Signed in, Start Now! opens the chat itself rather than bouncing through /login.
  const start = sitePath(useSignedIn() ? '/app' : '/login');
  return (
    <>
      <section className="relative overflow-hidden bg-brand-soft">
        {/* A soft glow drawn as a gradient: a blur filter over this size held the first paint
            back on a phone (Lighthouse's render delay of the hero text up to 1.2 s). */}
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-56 -right-56 size-[44rem] rounded-full bg-radial from-surface/60 from-25% to-transparent to-70%"
        />
        <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1.1fr_1fr] lg:py-24">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full border border-border bg-surface px-3 py-1 text-sm font-semibold text-brand">
              <span aria-hidden="true" className="size-2 rounded-full bg-brand" />
              Private AI health assistant
            </p>
            <h1 className="mt-6 text-4xl font-bold tracking-tight text-text sm:text-5xl lg:text-6xl">
              Health questions, answered calmly.
            </h1>
            <p className="mt-6 max-w-xl text-lg text-pretty text-text-muted">
              CareApp is a private chat with an AI health assistant for men. It explains symptoms in
              plain words, keeps track of what matters to you and tells you when it is time to see a
              doctor.
            </p>
            <div className="mt-8 flex flex-wrap items-center gap-3">
              <ButtonLink to={start} size="lg" className="rounded-full! px-8!">
                {CTA_TEXT}
              </ButtonLink>
              <a
                href="#how-it-works"
                className="inline-flex min-h-12 items-center rounded-full px-5 font-semibold text-brand hover:bg-surface"
              >
                How it works
              </a>
            </div>
            <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-text-muted">
              {['Free to start', 'Available day and night', 'No appointment needed'].map((item) => (
                <li key={item} className="inline-flex items-center gap-1.5">
                  <CheckIcon className="size-4 text-brand" />
                  {item}
                </li>
              ))}
            </ul>
          </div>

          <figure className="rounded-3xl border border-border bg-surface p-5 shadow-xl shadow-brand/10 sm:p-6">
            <figcaption className="flex items-center gap-3 border-b border-border pb-4">
              <img src={logoMark} alt="" width={36} height={36} className="size-9" />
              <span>
                <span className="block font-semibold text-text">CareApp assistant</span>
                <span className="block text-sm text-text-muted">An example conversation</span>
              </span>
            </figcaption>
            <div className="mt-5 space-y-4 text-[0.95rem] leading-relaxed">
              <p className="ml-auto max-w-[85%] rounded-2xl rounded-br-md bg-brand px-4 py-3 text-brand-contrast">
                I get a dull ache on one side down below after standing all day. Should I be
                worried?
              </p>
              <p className="max-w-[90%] rounded-2xl rounded-bl-md bg-surface-muted px-4 py-3 text-text">
                A dull, dragging ache that eases when you lie down is often caused by a varicocele:
                widened veins in the scrotum. It is common and rarely dangerous, but it is worth
                having a doctor take a look.
              </p>
              <p className="max-w-[90%] rounded-2xl rounded-bl-md bg-surface-muted px-4 py-3 text-text">
                If the pain comes on suddenly or is severe, don&apos;t wait: seek urgent care.
              </p>
            </div>
          </figure>
        </div>
      </section>

      <section id="how-it-works" aria-labelledby="how-heading" className="bg-surface">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
          <h2 id="how-heading" className="text-3xl font-bold tracking-tight">
            How it works
          </h2>
          <ol className="mt-10 grid gap-6 md:grid-cols-3">
            {steps.map((step, index) => (
              <li key={step.title} className="rounded-2xl border border-border bg-surface p-6">
                <span
                  aria-hidden="true"
                  className="inline-flex size-10 items-center justify-center rounded-full bg-brand-soft text-lg font-bold text-brand"
                >
                  {index + 1}
                </span>
                <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
                <p className="mt-2 text-text-muted">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="why-heading" className="bg-surface-muted">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
          <h2 id="why-heading" className="text-3xl font-bold tracking-tight">
            Care that fits around your life
          </h2>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {features.map(({ Icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand text-brand-contrast">
                  <Icon className="size-6" />
                </span>
                <div>
                  <h3 className="text-lg font-semibold">{title}</h3>
                  <p className="mt-1 text-text-muted">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="cta-heading" className="bg-brand text-brand-contrast">
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-14 sm:px-6 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="cta-heading" className="text-3xl font-bold tracking-tight">
              Your first question is a tap away.
            </h2>
            <p className="mt-2 max-w-xl opacity-90">
              CareApp gives information, not a diagnosis. In an emergency, call your local emergency
              number.
            </p>
          </div>
          <ButtonLink to={start} size="lg" variant="secondary" className="rounded-full! px-8!">
            {CTA_TEXT}
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
