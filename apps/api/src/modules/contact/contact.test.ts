import { describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema';
import { clientIp, uniqueEmail } from '../../test/test-accounts';
import { createTestApp } from '../../test/test-app';
import { DEFAULT_CONTACT_LIMITS } from './contact-service';

const validContact = {
  form_type: 'contact',
  project_type: 'stud',
  first_name: 'Sam',
  last_name: 'Rivera',
  email: 'sam.rivera@example.com',
  message: 'Do the briefs run true to size?',
};

describe('POST /api/contactus-form/', async () => {
  // Behind a proxy as in production, so each test can post from its own address.
  const { app, database } = await createTestApp({ config: { trustProxy: true } });
  const post = (payload: unknown, headers: Record<string, string> = clientIp()) =>
    app.inject({
      method: 'POST',
      url: '/api/contactus-form/',
      payload: payload as object,
      headers,
    });
  const outboxTo = async (to: string) =>
    (await app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json().messages as {
      subject: string;
      text: string;
    }[];

  it('stores the message, tells support and confirms to the sender', async () => {
    const res = await post(validContact);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(String), message: expect.stringMatching(/reply/) });

    const outbox = await app.inject({ url: '/api/dev/outbox?to=sam.rivera@example.com' });
    const [confirmation] = outbox.json().messages;
    expect(confirmation.subject).toBe('We received your message');
    expect(confirmation.text).toMatch(/urgent medical care/);
  });

  it('accepts a consult request with grade and symptoms', async () => {
    const res = await post({
      ...validContact,
      form_type: 'consult',
      project_type: 'varicocele',
      email: 'consult@example.com',
      varicocele_grade: 'grade_2',
      symptoms: ['varicocele_pain', 'male_infertility'],
    });
    expect(res.statusCode).toBe(201);
  });

  it('names each missing or invalid field', async () => {
    const res = await post({ form_type: 'contact', project_type: 'stud', email: 'nope' });
    expect(res.statusCode).toBe(400);
    const { fields } = res.json();
    expect(Object.keys(fields).sort()).toEqual(['email', 'first_name', 'last_name', 'message']);
    expect(fields.first_name).toEqual(['First name is required.']);
  });

  it('requires the consult fields on a consult request', async () => {
    const res = await post({ ...validContact, form_type: 'consult', project_type: 'varicocele' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['symptoms', 'varicocele_grade']);
  });

  it('rejects a body of the wrong type', async () => {
    const res = await post([1, 2, 3]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('validation_error');
  });

  it('confirms without echoing anything the sender wrote', async () => {
    const victim = uniqueEmail('victim');
    const res = await post({
      ...validContact,
      email: victim,
      first_name: 'Claim your prize at spam.example',
      last_name: 'Now',
      message: 'Cheap pills at spam.example/offer',
    });
    expect(res.statusCode).toBe(201);
    expect(JSON.stringify(res.json())).not.toContain('spam.example');
    const [confirmation] = await outboxTo(victim);
    expect(confirmation!.text).toMatch(/urgent medical care/);
    expect(`${confirmation!.subject} ${confirmation!.text}`).not.toContain('spam.example');
  });

  it('throttles one IP across addresses', async () => {
    const ip = clientIp();
    const answers: number[] = [];
    for (let i = 0; i <= DEFAULT_CONTACT_LIMITS.perIp.max; i += 1) {
      answers.push((await post({ ...validContact, email: uniqueEmail('relay') }, ip)).statusCode);
    }
    expect(answers).toEqual([...Array(DEFAULT_CONTACT_LIMITS.perIp.max).fill(201), 429]);
  });

  it('throttles one address across IPs, so no inbox gets more than a few confirmations', async () => {
    const target = uniqueEmail('target');
    const answers: number[] = [];
    for (let i = 0; i <= DEFAULT_CONTACT_LIMITS.perAddress.max; i += 1) {
      answers.push((await post({ ...validContact, email: target })).statusCode);
    }
    expect(answers).toEqual([...Array(DEFAULT_CONTACT_LIMITS.perAddress.max).fill(201), 429]);
    expect(await outboxTo(target)).toHaveLength(DEFAULT_CONTACT_LIMITS.perAddress.max);
  });

  it('answers a filled honeypot as usual but stores and sends nothing', async () => {
    const bot = uniqueEmail('bot');
    const before = (await database.db.select().from(contactMessages)).length;
    const res = await post({ ...validContact, email: bot, website: 'https://spam.example' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toMatch(/Thank you/);
    expect(await outboxTo(bot)).toEqual([]);
    expect(await database.db.select().from(contactMessages)).toHaveLength(before);
  });
});
