import { Link } from '../../../shared/ui/link';
import { errorMessage } from '../../../shared/api/http-client';
import { useVaricoceleQuery } from '../lib/use-varicocele-query';
import { buttonClassName } from '../../../shared/ui/button';
import { varicoceleApi } from '../api/varicocele-api';

/** The specialists with photo, role, languages, focus and "Book with …". */
export function SpecialistList({ base }: { base: string }) {
  const state = useVaricoceleQuery((signal) => varicoceleApi.specialists(signal), 'specialists');
  if (state.status === 'pending') return <p>Loading...</p>;
  if (state.status === 'error') return <p role="alert">{errorMessage(state.error)}</p>;
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {state.data.specialists.map((s) => (
        <li
          key={s.id}
          className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-6 sm:flex-row"
        >
          <img
            src={s.photo_url}
            alt={`Portrait of ${s.name}`}
            width={120}
            height={120}
            className="size-28 shrink-0 rounded-full"
          />
          <div className="grid gap-2">
            <h2 className="text-xl font-bold">{s.name}</h2>
            <p className="font-medium text-text-muted">{s.role}</p>
            <p>{s.bio}</p>
            <p className="text-sm">
              <span className="font-semibold">Languages:</span> {s.languages.join(', ')}
            </p>
            <p className="text-sm">
              <span className="font-semibold">Focus:</span> {s.focus.join(', ')}
            </p>
            <Link
              to={`${base}/consult?specialist=${encodeURIComponent(s.id)}`}
              className={buttonClassName({ className: 'mt-2 self-start' })}
            >
              Book with {s.name}
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
