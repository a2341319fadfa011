import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { apiRoutes } from '@mhp/contract/api-routes';
import type { Database } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { tooManyRequests, type Limit } from '../users/auth-throttle';
import type { CounterStore } from '../users/rate-limiter';
import { createContactRepo } from './contact-repo';

type Submission = z.infer<(typeof apiRoutes)['contactUsForm']['body']>;

const FALLBACK_SUPPORT = 'support@localhost';
const HOUR = 60 * 60_000;

/**
 * The form emails its sender, so unthrottled it relays mail to any address: a person writes
 * a few times a day at most, a spammer hundreds of times.
 */
export const DEFAULT_CONTACT_LIMITS = {
  perIp: { max: 5, windowMs: HOUR },
  perAddress: { max: 3, windowMs: HOUR },
} satisfies Record<string, Limit>;
export type ContactLimits = typeof DEFAULT_CONTACT_LIMITS;

const THANK_YOU = 'Thank you. We will reply within one business day.';

/**
 * Stores a contact or consult request, tells support, and confirms to the sender. The row is
 * written first: if mail fails the request is still there for support to answer.
 */
export function createContactService(deps: {
  db: Database;
  mailer: Mailer;
  counters: CounterStore;
  limits?: ContactLimits;
}) {
  const repo = createContactRepo(deps.db);
  const limits = deps.limits ?? DEFAULT_CONTACT_LIMITS;

  async function takeSubmission(ip: string, email: string) {
    const [byIp, byAddress] = await Promise.all([
      deps.counters.hit(`contact:ip:${ip}`, limits.perIp.windowMs),
      deps.counters.hit(`contact:address:${email.toLowerCase()}`, limits.perAddress.windowMs),
    ]);
    const spent = [
      byIp.count > limits.perIp.max ? byIp : null,
      byAddress.count > limits.perAddress.max ? byAddress : null,
    ].filter((counter) => counter !== null);
    if (spent.length > 0) {
      throw tooManyRequests(Math.max(...spent.map((counter) => counter.resetInMs)), 'messages');
    }
  }

  return {
    async submit(form: Submission, ip: string) {
      await takeSubmission(ip, form.email);
      // The honeypot: hidden from people, filled in by form-filling bots. They get the same
      // answer as anyone (so they learn nothing) and nothing is stored or sent.
      if (form.website) {
        return { id: randomUUID(), message: THANK_YOU };
      }
      const row = await repo.insert({
        projectType: form.project_type,
        formType: form.form_type,
        firstName: form.first_name,
        lastName: form.last_name,
        email: form.email,
        phoneNumber: form.phone_number ?? null,
        message: form.message,
        varicoceleGrade: form.form_type === 'consult' ? form.varicocele_grade : null,
        symptoms: form.form_type === 'consult' ? form.symptoms : null,
      });
      const support = (await repo.supportEmail(form.project_type)) ?? FALLBACK_SUPPORT;
      const kind = form.form_type === 'consult' ? 'consultation request' : 'message';
      await deps.mailer.send({
        to: support,
        subject: `New ${kind} from ${form.first_name} ${form.last_name}`,
        text: [
          `From: ${form.first_name} ${form.last_name} <${form.email}>`,
          form.phone_number ? `Phone: ${form.phone_number}` : undefined,
          form.form_type === 'consult' ? `Varicocele grade: ${form.varicocele_grade}` : undefined,
          form.form_type === 'consult' ? `Symptoms: ${form.symptoms.join(', ')}` : undefined,
          '',
          form.message,
        ]
          .filter((line) => line !== undefined)
          .join('\n'),
      });
      await deps.mailer.send({
        to: form.email,
        subject: `We received your ${kind}`,
        // Nothing the sender wrote (not even the name) goes into this email: the form must
        // not be a way to send one's own text to someone else's address.
        text:
          `Hello,\n\nThank you for writing to us. A member of our team will ` +
          `reply within one business day.\n\nIf you have sudden, severe pain or swelling in the ` +
          `scrotum, or a fever with pain, do not wait for our reply: seek urgent medical care.\n\n` +
          `If you did not write to us, you can ignore this email.\n`,
      });
      return { id: row.id, message: THANK_YOU };
    },
  };
}
