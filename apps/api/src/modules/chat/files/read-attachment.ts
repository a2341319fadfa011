import { checkFile, fileNameOf } from '../attachments';
import type { AttachedText } from '../engine/chat-engine';
import { PDF_MESSAGES, readPdfText } from './pdf-text';

export type AttachmentRead =
  | {
      ok: true;
      file: { contentType: string; name: string; bytes: Buffer };
      /** A PDF's text for the reply (null for an image: the engines do not see images). */
      text: AttachedText | null;
    }
  | { ok: false; message: string };

/**
 * PDFs read at once on this instance. Reading is CPU work on the main thread (up to
 * PDF_LIMITS.timeMs each), so a burst of files from many users is refused, not queued behind
 * everyone's replies.
 */
export const MAX_PARALLEL_READS = 2;
export const READER_BUSY =
  'Several files are being read just now. Send yours again in a moment; your message is kept.';
let reading = 0;

/**
 * A file from the socket, checked and read before anything is stored: a file that is not
 * what it says, or a PDF that cannot be opened (password, damage, too slow), is refused with
 * a message the user can act on, and the page keeps their text and file. A PDF that opens
 * but holds no text (a scan) is kept, and the reply says it found no text.
 */
export async function readAttachment(dataUrl: string, givenName?: string): Promise<AttachmentRead> {
  const check = checkFile(dataUrl, givenName);
  if (!check.ok) return check;
  const name = fileNameOf(givenName, check.contentType);
  const file = { contentType: check.contentType, name, bytes: check.bytes };
  if (check.contentType !== 'application/pdf') return { ok: true, file, text: null };
  const text = await readPdf(check.bytes, name);
  return text.ok ? { ok: true, file, text: text.text } : text;
}

/**
 * A PDF's text, within MAX_PARALLEL_READS. Also used for a stored file read again, when an
 * edited question or a regenerated reply has to see it.
 */
export async function readPdf(
  bytes: Buffer,
  name: string,
): Promise<{ ok: true; text: AttachedText } | { ok: false; message: string }> {
  if (reading >= MAX_PARALLEL_READS) return { ok: false, message: READER_BUSY };
  reading += 1;
  try {
    const pdf = await readPdfText(bytes);
    if (!pdf.ok) return { ok: false, message: PDF_MESSAGES[pdf.reason] };
    return { ok: true, text: { name, text: pdf.text, pages: pdf.pages, pagesRead: pdf.pagesRead } };
  } finally {
    reading -= 1;
  }
}
