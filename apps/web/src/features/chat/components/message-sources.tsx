import type { ChatMessage } from '@mhp/contract/schemas/chat';
import { ExternalLinkIcon } from '../../../shared/ui/icons';

/** The articles or videos a reply drew on, as cards linking to them (new tab). */
export function MessageSources({
  sources,
}: {
  sources: ChatMessage['chat_source_recommendations'];
}) {
  if (sources.length === 0) return null;
  return (
    <section aria-label="Sources" className="mt-3">
      <h3 className="text-xs font-semibold tracking-wide text-text-muted uppercase">Sources</h3>
      <ul className="mt-1.5 grid gap-2 sm:grid-cols-2">
        {sources.map((source) => (
          <li key={source.url}>
            <a
              href={source.url}
              target="_blank"
              rel="noopener noreferrer"
              className="flex min-h-11 items-center gap-3 rounded-lg border border-border bg-surface p-2 text-sm font-medium text-brand no-underline hover:border-brand hover:bg-surface-muted"
            >
              {source.thumbnail_url && (
                <img
                  src={source.thumbnail_url}
                  alt=""
                  loading="lazy"
                  className="size-10 shrink-0 rounded object-cover"
                />
              )}
              <span className="line-clamp-2 flex-1">{source.title}</span>
              <ExternalLinkIcon className="size-4 shrink-0" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
