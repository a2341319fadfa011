import { z } from 'zod';

/** Ids are opaque strings (UUIDs on the server); clients never parse them. */
export const entityId = z.string().min(1).max(100);

/** A decimal amount in major units (dollars, not cents) with its ISO 4217 currency. */
export const money = z
  .object({
    amount: z.number().nonnegative().describe('Decimal amount in major units, e.g. 24.5 = $24.50'),
    currency: z.string().length(3).describe('ISO 4217 code, e.g. USD'),
  })
  .describe('Money');
export type Money = z.infer<typeof money>;

/** The answer of calls that only confirm an action. */
export const messageResponse = z.object({
  message: z.string().describe('Human-readable confirmation safe to show to the user'),
});
export type MessageResponse = z.infer<typeof messageResponse>;

/** Slug: lower-case words joined by hyphens, as used in product links /shop/{slug}. */
export const slug = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
