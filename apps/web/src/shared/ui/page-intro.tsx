import type { ReactNode } from 'react';

interface PageIntroProps {
  eyebrow?: string;
  title: string;
  /** One or two sentences under the heading. */
  children: ReactNode;
  /** Buttons or links under the intro. */
  actions?: ReactNode;
}

/** The top of a content page: a short label, the page's one h1, an intro and actions. */
export function PageIntro({ eyebrow, title, children, actions }: PageIntroProps) {
  return (
    <section className="border-b border-border bg-brand-soft">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:py-20">
        {eyebrow && (
          <p className="text-sm font-semibold tracking-[0.12em] text-text-muted uppercase">
            {eyebrow}
          </p>
        )}
        <h1 className="mt-2 max-w-3xl text-3xl font-bold tracking-tight text-text sm:text-4xl lg:text-5xl">
          {title}
        </h1>
        <div className="mt-4 max-w-2xl text-lg text-pretty text-text-muted">{children}</div>
        {actions && <div className="mt-8 flex flex-wrap gap-3">{actions}</div>}
      </div>
    </section>
  );
}

interface PageSectionProps {
  title?: string;
  id?: string;
  children: ReactNode;
  /** A quiet background to set the section apart. */
  muted?: boolean;
}

/** A band of page content with an optional h2. */
export function PageSection({ title, id, children, muted = false }: PageSectionProps) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={muted ? 'bg-surface-muted' : undefined}
    >
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        {title && (
          <h2 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
            {title}
          </h2>
        )}
        <div className={title ? 'mt-6' : undefined}>{children}</div>
      </div>
    </section>
  );
}

/** A card in a grid of features or next steps. */
export function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-border bg-surface p-6 shadow-sm">
      <h3 className="text-lg font-semibold">{title}</h3>
      <div className="mt-2 text-text-muted">{children}</div>
    </div>
  );
}
