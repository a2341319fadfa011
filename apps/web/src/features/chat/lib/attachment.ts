import type { ChatFileInfo } from '@mhp/contract/schemas/chat';
import {
  SOCKET_FILE_EMPTY,
  SOCKET_FILE_MAX_BYTES,
  socketFileTypes,
} from '@mhp/contract/socket-constants';

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
  if (file.size === 0) return SOCKET_FILE_EMPTY;
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

/** What the page shows of a chosen file before the server has stored it. */
export function fileInfoOf(attachment: Attachment | null | undefined): ChatFileInfo | null {
  return attachment
    ? { name: attachment.name, size: attachment.size, content_type: attachment.type }
    : null;
}

/** The file of a message the server refused (still a data URL), to put back in the composer. */
export function attachmentOf(message: {
  file: string | null;
  file_info: ChatFileInfo | null;
}): Attachment | null {
  if (!message.file?.startsWith('data:') || !message.file_info) return null;
  const { name, size, content_type } = message.file_info;
  return { name, size, type: content_type, dataUrl: message.file };
}

/** "1.2 MB", "84 KB", "512 bytes": a file's size as people read it. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

export const isPdf = (info: Pick<ChatFileInfo, 'content_type'> | null) =>
  info?.content_type === 'application/pdf';
