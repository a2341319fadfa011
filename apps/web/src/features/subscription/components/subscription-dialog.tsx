import { useEffect, useRef, useState } from 'react';
import type { BrandId } from '@mhp/contract/brands';
import { SUBSCRIBE_BUTTON_RESTORE_MS } from '@mhp/contract/constants';
import type { SpecificContent } from '@mhp/contract/schemas/ab-test';
import DOMPurify from 'dompurify';
import { HttpError } from '../../../shared/api/http-client';
import { storage } from '../../../shared/lib/storage';
import { FormAlert } from '../../../shared/ui/form/fields';
import { Modal } from '../../../shared/ui/modal';
import { popupTemplate, subscribe } from '../api/subscription-api';

/** The template's first heading becomes the dialog's title (its accessible name). */
function splitTemplate(html: string): { title: string; body: string } {
  const template = document.createElement('template');
  template.innerHTML = DOMPurify.sanitize(html, { FORBID_ATTR: ['style', 'action', 'formaction'] });
  const heading = template.content.querySelector('h1, h2, h3');
  const title = heading?.textContent?.trim() || 'Subscribe';
  heading?.remove();
  return { title, body: template.innerHTML };
}

/**
 * The popup itself: the sanitised subscription_popup template in an accessible dialog (focus
 * kept inside, Escape and the close button close it). The template's form posts through
 * `subscribe`: its button shows 'Loading...' and is disabled, restored after 6 s; on success
 * the subscription_popup_success template replaces it and `subscribed` is stored.
 */
export default function SubscriptionDialog({
  brand,
  template,
  onClosed,
}: {
  brand: BrandId;
  template: SpecificContent;
  onClosed: () => void;
}) {
  const [content, setContent] = useState(() => splitTemplate(template.content));
  const [succeeded, setSucceeded] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const bodyRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const form = bodyRef.current?.querySelector('form');
    if (!form || succeeded) return;
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      const input = form.querySelector<HTMLInputElement>(
        'input[type="email"], input[name="email"]',
      );
      const button = form.querySelector<HTMLButtonElement>(
        'button[type="submit"], button:not([type])',
      );
      if (!input || !button || button.disabled) return;
      if (!input.reportValidity()) return;
      const label = button.textContent;
      button.textContent = 'Loading...';
      button.disabled = true;
      window.setTimeout(() => {
        button.textContent = label;
        button.disabled = false;
      }, SUBSCRIBE_BUTTON_RESTORE_MS);
      setError(null);
      subscribe(input.value, brand)
        .then(async () => {
          storage.set('subscribed', true);
          const success = await popupTemplate(brand, 'subscription_popup_success').catch(
            () => null,
          );
          setContent(
            success
              ? splitTemplate(success.content)
              : { title: 'You’re subscribed', body: '<p>Check your inbox to confirm.</p>' },
          );
          setSucceeded(true);
        })
        .catch((caught: unknown) => {
          const fields = caught instanceof HttpError ? caught.body.fields : undefined;
          setError(
            fields?.email?.[0] ??
              (caught instanceof HttpError
                ? caught.body.message
                : 'Could not subscribe. Check your connection and try again.'),
          );
        });
    };
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, [brand, succeeded, content]);

  const close = () => {
    // Closing without subscribing keeps the popup away for a while (popup-rules.ts).
    if (!succeeded) storage.set('subscribePopupDismissedAt', new Date().toISOString());
    onClosed();
  };

  return (
    <Modal open onClose={close} title={content.title} size="sm">
      <div
        ref={bodyRef}
        className="space-y-3 text-text-muted [&_button]:mt-3 [&_button]:min-h-11 [&_button]:w-full [&_button]:rounded-lg [&_button]:bg-brand [&_button]:px-4 [&_button]:font-semibold [&_button]:text-brand-contrast [&_button:disabled]:opacity-70 [&_input]:mt-1.5 [&_input]:block [&_input]:min-h-11 [&_input]:w-full [&_input]:rounded-lg [&_input]:border [&_input]:border-text-muted/50 [&_input]:px-3.5 [&_label]:block [&_label]:font-semibold [&_label]:text-text [&_a]:underline"
        // Sanitised by DOMPurify in splitTemplate (and by the API when serving it).
        dangerouslySetInnerHTML={{ __html: content.body }}
      />
      {error ? (
        <div className="mt-3">
          <FormAlert>{error}</FormAlert>
        </div>
      ) : null}
    </Modal>
  );
}
