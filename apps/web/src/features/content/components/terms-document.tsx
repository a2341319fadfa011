import { useEffect, useEffectEvent, useRef } from 'react';
import type { BrandId } from '@mhp/contract/brands';
import { isFromServer, useApiQuery } from '../../../shared/api/use-api-query';
import { nestHeadings, setSanitizedHtml } from '../../../shared/lib/safe-html';
import { Button } from '../../../shared/ui/button';
import { Spinner } from '../../../shared/ui/spinner';
import { termsQuery } from '../api/content-api';
import type { TermsType } from '../api/content-api';

const names: Record<TermsType, string> = {
  terms_of_service: 'Terms of Service',
  privacy_policy: 'Privacy Policy',
};

/**
 * One legal document from GET /api/landing/terms-condition/, its HTML sanitised before it is
 * shown. The section heading is there at once, so /terms#privacy-policy can scroll to it.
 */
interface TermsDocumentProps {
  type: TermsType;
  brand: BrandId;
  /** The section's id, for links such as /terms#privacy-policy. */
  id: string;
  /** Called once the document, or the message that it failed, is shown. */
  onSettled?: () => void;
}

export function TermsDocument({ type, brand, id, onSettled }: TermsDocumentProps) {
  const query = termsQuery(type, brand);
  const doc = useApiQuery(query);
  // The server renders the document into the page (the API sanitised it); the browser shows
  // that answer as it came, so hydration matches and nothing moves when it starts (ADR 020).
  const served = typeof document === 'undefined' || isFromServer(query.key);
  const headingId = `${id}-heading`;
  const failed = doc.status === 'error';
  const settle = useEffectEvent(() => onSettled?.());
  useEffect(() => {
    if (failed) settle();
  }, [failed]);
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-24">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {doc.status === 'success' ? doc.data.title : names[type]}
      </h2>
      {doc.status === 'pending' && (
        <div className="mt-6">
          <Spinner label={`Loading the ${names[type]}`} />
        </div>
      )}
      {doc.status === 'error' && (
        <div role="alert" className="mt-6 rounded-xl border border-border bg-surface-muted p-5">
          <p className="font-semibold">We couldn&apos;t load the {names[type]} right now.</p>
          <p className="mt-1 text-text-muted">Please try again in a moment.</p>
          <Button variant="secondary" size="sm" className="mt-4" onClick={doc.refetch}>
            Try again
          </Button>
        </div>
      )}
      {doc.status === 'success' && (
        <DocumentHtml
          html={doc.data.content}
          served={served}
          onRendered={onSettled}
          className="mt-6 max-w-3xl space-y-4 text-text [&_a]:text-brand [&_a]:underline [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h4]:mt-6 [&_h4]:text-lg [&_h4]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_p]:leading-relaxed [&_ul]:list-disc"
        />
      )}
    </section>
  );
}

/**
 * The document's HTML (from the content store) under this page's own headings: a leading h1
 * repeats the title shown above it and is dropped, and the other headings move one level down
 * so they sit below the section's h2. An answer the page was served with is shown as it is;
 * one the browser fetched is sanitised here first.
 */
function DocumentHtml({
  html,
  served,
  className,
  onRendered,
}: {
  html: string;
  served: boolean;
  className: string;
  onRendered?: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const rendered = useEffectEvent(() => onRendered?.());
  useEffect(() => {
    const element = ref.current;
    if (served) {
      rendered();
      return;
    }
    if (!element) return;
    let current = true;
    void setSanitizedHtml(element, nestHeadings(html)).then(() => {
      if (current) rendered();
    });
    return () => {
      current = false;
    };
  }, [html, served]);
  if (served) {
    return <div className={className} dangerouslySetInnerHTML={{ __html: nestHeadings(html) }} />;
  }
  return <div ref={ref} className={className} />;
}
