import { SOCKET_FILE_MAX_BYTES, socketFileTypes } from '@mhp/contract/socket-constants';

/** A file chosen in the composer, read as the data URL the socket carries. */
export interface Attachment {
  name: string;
  type: (typeof socketFileTypes)[number];
  size: number;
  dataUrl: string;
}

/** The accept attribute of the file picker. */
export const ATTACHMENT_ACCEPT = socketFileTypes.join(',');

/**
 * Why a file cannot be attached, or null when it can. The server checks the bytes again; this
 * answers at once with a message the user can act on.
 */
export function attachmentProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(socketFileTypes as readonly string[]).includes(file.type)) {
    return 'Attach an image (PNG, JPEG, GIF, WebP) or a PDF.';
  }
  if (file.size > SOCKET_FILE_MAX_BYTES) {
    return `The file is ${(file.size / 1024 / 1024).toFixed(1)} MB; the limit is 5 MB.`;
  }
  if (file.size === 0) return 'The file is empty.';
  return null;
}

export function readAttachment(file: File): Promise<Attachment> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve({
        name: file.name,
        type: file.type as Attachment['type'],
        size: file.size,
        dataUrl: String(reader.result),
      });
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}
