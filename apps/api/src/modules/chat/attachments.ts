import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SOCKET_FILE_EMPTY, SOCKET_FILE_MAX_BYTES } from '@mhp/contract/socket';
import { notFound } from '../../lib/http-error';
import type { MessagesRepo } from './messages-repo';

export type FileCheck =
  { ok: true; contentType: string; bytes: Buffer } | { ok: false; message: string };

/** Magic numbers of the types we accept; the data URL's declared type is not trusted. */
const SIGNATURES: { type: string; matches: (b: Buffer) => boolean }[] = [
  {
    type: 'image/png',
    matches: (b) =>
      b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { type: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: 'image/gif',
    matches: (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')),
  },
  {
    type: 'image/webp',
    matches: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  { type: 'application/pdf', matches: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
];

export const BAD_FILE_TYPE = 'Attach an image (PNG, JPEG, GIF, WebP) or a PDF.';
export const FILE_TOO_LARGE = 'The file is larger than 5 MB.';
export const FILE_EMPTY = SOCKET_FILE_EMPTY;
export const NOT_A_PDF =
  'This file is named .pdf but is not a PDF. Export it again as a PDF, or attach an image.';

const NAME_MAX = 120;
/** Default names by type, for a file sent without one (an old client, a pasted image). */
const DEFAULT_NAMES: Record<string, string> = {
  'application/pdf': 'document.pdf',
  'image/png': 'image.png',
  'image/jpeg': 'image.jpg',
  'image/gif': 'image.gif',
  'image/webp': 'image.webp',
};

/**
 * The name shown with a file: the user's own, without any folder, control characters or
 * leading dots, at most NAME_MAX characters (the extension kept); a type's default when
 * nothing is left. It is only ever shown as text and sent in Content-Disposition, encoded.
 */
export function fileNameOf(given: string | undefined, contentType: string): string {
  const base = (given ?? '')
    .split(/[\\/]/)
    .at(-1)!
    .replace(/\p{Cc}|"/gu, '')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+/, '')
    .trim();
  if (!base) return DEFAULT_NAMES[contentType] ?? 'file';
  if (base.length <= NAME_MAX) return base;
  const dot = base.lastIndexOf('.');
  const ext = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : '';
  return `${base.slice(0, NAME_MAX - ext.length).trimEnd()}${ext}`;
}

/** `inline` or `attachment` with the name, ASCII fallback plus RFC 8187 UTF-8 form. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Decodes a data URL and names its type from its first bytes. `name` is only used to explain
 * a refusal better (a ".pdf" that is not one).
 */
export function checkFile(dataUrl: string, name?: string): FileCheck {
  const comma = dataUrl.indexOf(',');
  if (
    !dataUrl.startsWith('data:') ||
    comma === -1 ||
    !dataUrl.slice(0, comma).endsWith(';base64')
  ) {
    return { ok: false, message: BAD_FILE_TYPE };
  }
  const bytes = Buffer.from(dataUrl.slice(comma + 1), 'base64');
  if (bytes.length === 0) return { ok: false, message: FILE_EMPTY };
  if (bytes.length > SOCKET_FILE_MAX_BYTES) return { ok: false, message: FILE_TOO_LARGE };
  const signature = SIGNATURES.find((candidate) => candidate.matches(bytes));
  if (signature) return { ok: true, contentType: signature.type, bytes };
  const claimsPdf = /\.pdf$/i.test(name ?? '') || dataUrl.startsWith('data:application/pdf');
  return { ok: false, message: claimsPdf ? NOT_A_PDF : BAD_FILE_TYPE };
}

const FILE_PATH = '/api/chat-file/';
/** Links last a week and change once a day, so a page's image URLs stay cacheable. */
const LINK_DAYS = 7;
const DAY_S = 86_400;

/**
 * Attachment links: `/api/chat-file/{id}/?exp=…&sig=…`, an HMAC over the file id, its owner
 * and the expiry. An <img> cannot send the Authorization header, so the link itself is the
 * owner's credential: it is only ever given to the owner (in their own messages), expires,
 * and any change to it answers 404 like a file that does not exist.
 */
export function fileLinks(serverSecret: string, now: () => number = Date.now) {
  const key = createHmac('sha256', serverSecret).update('chat-file-links').digest();
  const sign = (id: string, userId: string, exp: number) =>
    createHmac('sha256', key).update(`${id}.${userId}.${exp}`).digest('base64url');

  return {
    urlOf(attachmentId: string, ownerId: string): string {
      const today = Math.floor(now() / 1000 / DAY_S) * DAY_S;
      const exp = today + LINK_DAYS * DAY_S;
      return `${FILE_PATH}${attachmentId}/?exp=${exp}&sig=${sign(attachmentId, ownerId, exp)}`;
    },
    verify(attachmentId: string, ownerId: string, exp: number, sig: string): boolean {
      if (!Number.isInteger(exp) || exp * 1000 < now()) return false;
      const expected = Buffer.from(sign(attachmentId, ownerId, exp));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type FileLinks = ReturnType<typeof fileLinks>;

/**
 * Serves an attachment to whoever holds its signed link: `?download=1` as a download, else
 * to open in the browser, under its name either way. The answer is private (no shared
 * caches) and never sniffed, so its type is the one found from its bytes. An image is
 * sandboxed; a PDF is not, because Chrome's PDF viewer refuses to load in a sandboxed
 * document (crbug 413851) and shows a blank page: `nosniff` with application/pdf already
 * keeps a PDF from being read as a page of our origin, and browsers run a PDF's own script
 * (if at all) inside their viewer, never on the page's origin.
 */
export function fileRoute(
  app: FastifyInstance,
  deps: { messages: MessagesRepo; links: FileLinks },
) {
  app.get<{
    Params: { id: string };
    Querystring: { exp?: string; sig?: string; download?: string };
  }>(`${FILE_PATH}:id/`, { schema: { hide: true } }, async (request, reply) => {
    const { exp, sig, download } = request.query;
    const file = await deps.messages.attachment(request.params.id);
    if (!file || !sig || !deps.links.verify(file.id, file.userId, Number(exp), sig)) {
      throw notFound('This file does not exist or its link has expired.');
    }
    const name = file.name ?? fileNameOf(undefined, file.contentType);
    const isPdf = file.contentType === 'application/pdf';
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', contentDisposition(download ? 'attachment' : 'inline', name))
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .header(
        'content-security-policy',
        isPdf
          ? "default-src 'none'; frame-ancestors 'self'"
          : "sandbox; default-src 'none'; img-src 'self'",
      )
      .send(file.bytes);
  });
}
