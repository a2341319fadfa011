import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

describe('dev outbox', async () => {
  const { app } = await createTestApp();

  it('stores every email and lists it by recipient', async () => {
    await app.mailer.send({
      to: 'Patient@Example.com',
      subject: 'Your code',
      text: 'Your code is 123456',
      html: '<p>Your code is <b>123456</b></p>',
    });
    await app.mailer.send({ to: 'someone-else@example.com', subject: 'Other', text: 'x' });

    const res = await app.inject({ method: 'GET', url: '/api/dev/outbox?to=patient@example.com' });
    expect(res.statusCode).toBe(200);
    const { messages } = res.json();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      to: 'patient@example.com',
      subject: 'Your code',
      text: 'Your code is 123456',
      html: '<p>Your code is <b>123456</b></p>',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('lists nothing for an address that got no mail', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/dev/outbox?to=nobody@example.com' });
    expect(res.json()).toEqual({ messages: [] });
  });

  it('answers only to this machine: from another address it is refused', async () => {
    await app.mailer.send({ to: 'far@example.com', subject: 'Your code', text: 'code 654321' });
    const remote = await app.inject({
      url: '/api/dev/outbox?to=far@example.com',
      remoteAddress: '203.0.113.9',
      // A forwarded header cannot make a remote caller local.
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(remote.statusCode).toBe(403);
    expect(remote.body).not.toContain('654321');
    const local = await app.inject({
      url: '/api/dev/outbox?to=far@example.com',
      remoteAddress: '::1',
    });
    expect(local.statusCode).toBe(200);
  });
});

describe('dev outbox in production', async () => {
  const { app } = await createTestApp({ config: { env: 'production' } });

  it('does not exist', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/dev/outbox?to=patient@example.com' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('not_found');
  });
});
