import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

const validContact = {
  form_type: 'contact',
  project_type: 'stud',
  first_name: 'Sam',
  last_name: 'Rivera',
  email: 'sam.rivera@example.com',
  message: 'Do the briefs run true to size?',
};

describe('POST /api/contactus-form/', async () => {
  const { app } = await createTestApp();
  const post = (payload: unknown) =>
    app.inject({ method: 'POST', url: '/api/contactus-form/', payload: payload as object });

  it('stores the message, tells support and confirms to the sender', async () => {
    const res = await post(validContact);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(String), message: expect.stringContaining('Sam') });

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
});
