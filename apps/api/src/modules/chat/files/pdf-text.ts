import { getDocumentProxy } from 'unpdf';

/**
 * The text of a PDF the user attached, read on the server with PDF.js (through unpdf's
 * serverless build: no worker, no canvas, no native code; ADR 030). The file is data only:
 * nothing in it runs (PDF.js never executes a PDF's JavaScript outside its viewer's sandbox,
 * and eval, XFA forms and font loading are off here), and nothing is fetched (no URL, no
 * font or CMap files). Limits bound what one file may cost: pages, characters and time.
 */
export const PDF_LIMITS = {
  /** Pages read; a longer file is read up to here and the reply says so. */
  pages: 20,
  /** Characters kept (a lab report is a page or two; this bounds storage and prompts). */
  chars: 20_000,
  /** Most time for opening and reading; past it the file is refused, not half-read. */
  timeMs: 3_000,
} as const;

export type PdfReading =
  | { ok: true; text: string; pages: number; pagesRead: number }
  | { ok: false; reason: 'encrypted' | 'unreadable' | 'too_slow' };

export const PDF_MESSAGES = {
  encrypted:
    'This PDF is protected with a password, so it can’t be read. Save a copy without the ' +
    'password (or type the values) and send it again.',
  unreadable:
    'This PDF could not be read: it seems damaged or is not really a PDF. Export it again ' +
    'from the lab’s portal, or type the values.',
  too_slow:
    'This PDF took too long to read. Send the pages with your results only, or type the values.',
} as const;

class TimedOut extends Error {}

/** Reads up to PDF_LIMITS.pages pages of `bytes`; never throws. */
export async function readPdfText(
  bytes: Uint8Array,
  limits: { pages: number; chars: number; timeMs: number } = PDF_LIMITS,
): Promise<PdfReading> {
  const deadline = Date.now() + limits.timeMs;
  /** `work`, or TimedOut once the budget is spent (checked after each step too). */
  const inTime = async <T>(work: Promise<T>): Promise<T> => {
    let timer: NodeJS.Timeout | undefined;
    const result = await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new TimedOut()), Math.max(0, deadline - Date.now()));
      }),
    ]).finally(() => clearTimeout(timer));
    if (Date.now() >= deadline) throw new TimedOut();
    return result;
  };
  let document: Awaited<ReturnType<typeof getDocumentProxy>> | undefined;
  try {
    // PDF.js takes the buffer over (transfers it): give it a copy, the caller keeps its bytes.
    document = await inTime(
      getDocumentProxy(new Uint8Array(bytes), {
        isEvalSupported: false,
        enableXfa: false,
        disableFontFace: true,
        useSystemFonts: false,
        disableAutoFetch: true,
        disableStream: true,
        verbosity: 0,
      }),
    );
    const pagesRead = Math.min(document.numPages, limits.pages);
    const pageTexts: string[] = [];
    let length = 0;
    for (let number = 1; number <= pagesRead && length < limits.chars; number += 1) {
      const page = await inTime(document.getPage(number));
      const content = await inTime(page.getTextContent());
      const text = content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
        .join('');
      pageTexts.push(text);
      length += text.length;
    }
    const text = pageTexts
      .join('\n')
      .replace(/[ \t\u00a0]+/g, ' ')
      .replace(/ ?\n ?/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .slice(0, limits.chars)
      .trim();
    return { ok: true, text, pages: document.numPages, pagesRead };
  } catch (error) {
    if (error instanceof TimedOut) return { ok: false, reason: 'too_slow' };
    if ((error as { name?: string }).name === 'PasswordException') {
      return { ok: false, reason: 'encrypted' };
    }
    return { ok: false, reason: 'unreadable' };
  } finally {
    // Frees the parsed document (and stops any work still running past the deadline).
    void document?.destroy().catch(() => undefined);
  }
}
