import { useEffect, useRef } from 'react';

export interface ConsultEmbedConfig {
  provider: 'cal' | 'calendly';
  /** The booking link, e.g. https://cal.com/clinic/consult */
  url: string;
  scriptUrl: string;
}

/** How long the provider may take before the page falls back to our booking. */
const LOAD_TIMEOUT_MS = 5000;

interface ProviderGlobals {
  Cal?: (...args: unknown[]) => void;
  Calendly?: { initInlineWidget(options: { url: string; parentElement: HTMLElement }): void };
}

/**
 * The third-party scheduling widget (CONSULT_EMBED_URL): loads the provider's script and
 * starts its inline widget. A script that fails, times out or does not define the provider's
 * global calls `onFail`, and the page shows our own booking instead.
 */
export function ConsultEmbed({
  config,
  onFail,
}: {
  config: ConsultEmbedConfig;
  onFail: () => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const failed = useRef(onFail);
  useEffect(() => {
    failed.current = onFail;
  });

  useEffect(() => {
    let settled = false;
    const fail = () => {
      if (settled) return;
      settled = true;
      failed.current();
    };
    const timer = setTimeout(fail, LOAD_TIMEOUT_MS);
    const script = document.createElement('script');
    script.src = config.scriptUrl;
    script.async = true;
    script.onerror = fail;
    script.onload = () => {
      const w = window as unknown as ProviderGlobals;
      try {
        if (config.provider === 'calendly' && w.Calendly && box.current) {
          w.Calendly.initInlineWidget({ url: config.url, parentElement: box.current });
        } else if (config.provider === 'cal' && w.Cal && box.current) {
          const link = new URL(config.url);
          w.Cal('init', { origin: link.origin });
          w.Cal('inline', { elementOrSelector: box.current, calLink: link.pathname.slice(1) });
        } else return fail();
        settled = true;
        clearTimeout(timer);
      } catch {
        fail();
      }
    };
    document.head.append(script);
    return () => {
      clearTimeout(timer);
      script.remove();
    };
  }, [config]);

  return (
    <div>
      <p className="mb-3 text-sm text-text-muted">
        Booking is provided by our scheduling partner. Times are shown in your own time zone.
      </p>
      <div
        ref={box}
        data-testid="consult-embed"
        className="min-h-[600px] rounded-2xl border border-border"
      />
    </div>
  );
}
