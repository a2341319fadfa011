import type { Attachment } from './attachment';

export interface FirstMessage {
  text: string;
  attachment: Attachment | null;
}

/**
 * The message typed on /app before its room existed: the page creates the room, leaves it
 * here and opens /app/{slug}, whose conversation sends it once connected. Kept in memory (an
 * attachment can be megabytes, too big for history state); a reload drops it with the page.
 */
const waiting = new Map<string, FirstMessage>();

export function leaveFirstMessage(slug: string, message: FirstMessage) {
  waiting.set(slug, message);
}

/** True while the room's first message waits to be sent: the room was just opened for it. */
export function hasFirstMessage(slug: string): boolean {
  return waiting.has(slug);
}

export function takeFirstMessage(slug: string): FirstMessage | null {
  const message = waiting.get(slug) ?? null;
  waiting.delete(slug);
  return message;
}
