import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';

/** A real SMTP server on a free local port that keeps what it receives. */
async function startSmtpServer() {
  const received: { from: string; to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe('SMTP mailer (MAIL_URL set)', async () => {
  const smtp = await startSmtpServer();
  const { app } = await createTestApp({
    config: {
      mail: { url: `smtp://127.0.0.1:${smtp.port}`, from: 'Stud Support <support@stud.test>' },
    },
  });
  afterAll(() => smtp.close());

  it('delivers over SMTP instead of the outbox', async () => {
    expect(app.mailer.kind).toBe('smtp');
    await app.mailer.send({
      to: 'buyer@example.com',
      subject: 'Order confirmed',
      text: 'Thank you for your order.',
      html: '<p>Thank you for your order.</p>',
    });
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.from).toBe('support@stud.test');
    expect(mail?.to).toEqual(['buyer@example.com']);
    expect(mail?.raw).toContain('Subject: Order confirmed');
    expect(mail?.raw).toContain('Thank you for your order.');

    const outbox = await app.inject({ method: 'GET', url: '/api/dev/outbox?to=buyer@example.com' });
    expect(outbox.json().messages).toEqual([]);
  });
});
