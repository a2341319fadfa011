import { z } from 'zod';
import { defineRoute } from '../route';

export const outboxMessage = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  attachments: z
    .array(
      z.object({
        filename: z.string(),
        content_type: z.string().describe('MIME type, e.g. text/calendar'),
        content: z.string().describe('Text content (attachments are text files such as .ics)'),
      }),
    )
    .describe('Files sent with the message'),
  createdAt: z.iso.datetime(),
});

/** Development-only helpers; the server answers 404 for them in production. */
export const devRoutes = {
  devOutbox: defineRoute({
    method: 'GET',
    path: '/api/dev/outbox',
    summary: 'Emails stored by the dev outbox mailer (not available in production)',
    tag: 'Development',
    auth: 'public',
    query: z.object({ to: z.email().describe('Recipient address to list messages for') }),
    response: z.object({ messages: z.array(outboxMessage) }),
  }),
};
