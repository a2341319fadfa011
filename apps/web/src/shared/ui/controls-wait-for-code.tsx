import type { ReactNode } from 'react';
import { useHydrated } from '../hooks/use-hydrated';

/**
 * Every form control of a server-rendered page is disabled until the page's code has run and
 * hydrated it (ADR 020): a press before then would do nothing, a form would be sent natively
 * (its fields in the URL) and a typed value could be lost. One disabled fieldset around the
 * app does it for every button, input, select and textarea, those of features written later
 * included (a link clicked meanwhile is kept for the app: app/early-link.ts). Once hydrated
 * it is a plain wrapper: no box (`display: contents`, and no border or padding where a
 * browser ignores that), no group in the accessibility tree (`role="none"`). Controls keep their usual look while they wait: the
 * app's `disabled:` styles match a control's own `disabled` attribute only (styles.css).
 */
export function ControlsWaitForCode({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} role="none" className="contents m-0 min-w-0 border-0 p-0">
      {children}
    </fieldset>
  );
}
