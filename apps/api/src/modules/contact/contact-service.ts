import type { z } from 'zod';
import type { apiRoutes } from '@mhp/contract/api-routes';
import type { Database } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { createContactRepo } from './contact-repo';

type Submission = z.infer<(typeof apiRoutes)['contactUsForm']['body']>;

const FALLBACK_SUPPORT = 'support@localhost';

/**
 * Stores a contact or consult request, tells support, and confirms to the sender. The row is
 * written first: if mail fails the request is still there for support to answer.
 */
export function createContactService(deps: { db: Database; mailer: Mailer }) {
  const repo = createContactRepo(deps.db);
  return {
    async submit(form: Submission) {
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
        text:
          `Hello ${form.first_name},\n\nThank you for writing to us. A member of our team will ` +
          `reply within one business day.\n\nIf you have sudden, severe pain or swelling in the ` +
          `scrotum, or a fever with pain, do not wait for our reply: seek urgent medical care.\n`,
      });
      return {
        id: row.id,
        message: `Thank you, ${form.first_name}. We will reply within one business day.`,
      };
    },
  };
}
