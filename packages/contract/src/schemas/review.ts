import { z } from 'zod';
import { entityId } from './common';

export const review = z.object({
  id: entityId,
  full_name: z.string(),
  is_verified: z.boolean().describe('The reviewer bought the product'),
  review_stars: z.number().int().min(1).max(5),
  title: z.string().optional(),
  content: z.string().describe('Full text; the web app truncates it to 500 characters'),
  created_at: z.iso.datetime(),
});
export type Review = z.infer<typeof review>;
