import { useEffect, useState } from 'react';

/** How long "Copied" stays before the button reads "Copy" again. */
const COPIED_FOR_MS = 2000;

/**
 * Copies a reply's Markdown text to the clipboard. The result is said in a live status next to
 * the button ("Copied" or why it failed), so a screen-reader user hears it too.
 */
export function CopyReplyButton({ text }: { text: string }) {
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (status !== 'copied') return;
    const timer = setTimeout(() => setStatus('idle'), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [status]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setStatus('copied');
    } catch {
      // No clipboard permission (or an insecure page): say so rather than pretend.
      setStatus('failed');
    }
  }

  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        onClick={() => void copy()}
        className="inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-text-muted hover:bg-surface-muted hover:text-brand"
      >
        Copy
      </button>
      <span role="status" className="text-sm text-text-muted">
        {status === 'copied' && 'Copied'}
        {status === 'failed' && 'Could not copy: select the text instead.'}
      </span>
    </span>
  );
}
