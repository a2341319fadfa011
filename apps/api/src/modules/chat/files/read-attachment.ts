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
  const reading = await readPdfText(check.bytes);
  if (!reading.ok) return { ok: false, message: PDF_MESSAGES[reading.reason] };
  return {
    ok: true,
    file,
    text: { name, text: reading.text, pages: reading.pages, pagesRead: reading.pagesRead },
  };
}
