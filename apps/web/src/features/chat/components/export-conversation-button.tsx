import { useState } from 'react';
import type { ChatMessage } from '@mhp/contract/schemas/chat';
import { errorMessage } from '../../../shared/api/http-client';
import { fetchMessages } from '../api/chat-api';
import { conversationMarkdown, exportFileName } from '../lib/conversation-export';

/** Reads every page of the room (offset 0 is the newest), oldest message first. */
async function allMessages(slug: string): Promise<ChatMessage[]> {
  const pages: ChatMessage[][] = [];
  let offset = 0;
  for (;;) {
    const page = await fetchMessages(slug, offset);
    pages.unshift(page.results);
    offset += page.results.length;
    if (page.results.length === 0 || offset >= page.count) break;
  }
  return pages.flat();
}

/**
 * Downloads the whole conversation as Markdown, named from its title. Built in the browser
 * from the same paged call the page uses, so the file holds exactly what the user can see.
 */
export function ExportConversationButton({ slug, title }: { slug: string; title: string }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setProblem(null);
    try {
      const markdown = conversationMarkdown(title, await allMessages(slug));
      const url = URL.createObjectURL(
        new Blob([markdown], { type: 'text/markdown;charset=utf-8' }),
      );
      const link = document.createElement('a');
      link.href = url;
      link.download = exportFileName(title);
      document.body.append(link);
      link.click();
      link.remove();
      // Revoked on the next turn: the click has handed the file to the browser by then.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={() => void download()}
        disabled={busy}
        aria-label="Export this conversation as Markdown"
        className="inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-text-muted hover:bg-surface-muted hover:text-brand disabled:opacity-60"
      >
        {busy ? 'Exporting…' : 'Export'}
      </button>
      {problem && (
        <span role="alert" className="text-sm text-danger">
          {problem}
        </span>
      )}
    </>
  );
}
