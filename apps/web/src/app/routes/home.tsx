import { SystemStatus } from '../../features/health/components/system-status';

const brands = [
  {
    name: 'careapp',
    kind: 'AI health chat',
    description:
      'A private chat with an AI health assistant that answers questions in plain words, keeps track of conditions over time and says when it is time to see a doctor.',
  },
  {
    name: 'stud',
    kind: 'Briefs shop',
    description:
      'Supportive everyday briefs for men, with a size guide, a quick checkout and order history in one account.',
  },
  {
    name: 'varicocele',
    kind: 'Treatment shop',
    description:
      'Treatment products, self-assessments and consultations with specialists for men living with a varicocele.',
  },
  {
    name: 'varicoceleorg',
    kind: 'Information site',
    description:
      'Clear information on what a varicocele is, how it can affect fertility and which treatments exist.',
  },
] as const;

export function HomePage() {
  return (
    <div className="mx-auto max-w-5xl px-6 py-16 sm:py-24">
      <title>Men&apos;s health platform</title>
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-brand uppercase">Welcome</p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          Men&apos;s health platform
        </h1>
        <p className="mt-5 text-lg text-pretty text-text-muted">
          One home for four services that help men look after their health: a conversation when a
          question comes up, products that support treatment and recovery, and information to make
          decisions with confidence.
        </p>
      </header>

      <section aria-labelledby="brands-heading" className="mt-14">
        <h2 id="brands-heading" className="text-xl font-semibold">
          Our services
        </h2>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2">
          {brands.map((brand) => (
            <li
              key={brand.name}
              className="flex flex-col rounded-xl border border-border bg-surface p-6 shadow-sm"
            >
              {/* The name comes first for screen readers; the kind is shown above it. */}
              <h3 className="text-lg font-semibold">{brand.name}</h3>
              <p className="order-first mb-1 text-sm font-medium text-brand">{brand.kind}</p>
              <p className="mt-2 text-text-muted">{brand.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="status-heading" className="mt-14 max-w-md">
        <h2 id="status-heading" className="text-xl font-semibold">
          System status
        </h2>
        <div className="mt-5">
          <SystemStatus />
        </div>
      </section>
    </div>
  );
}
