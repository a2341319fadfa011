import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { redactUrl } from './logger';

describe('redactUrl', () => {
  it('hides credentials carried in query parameters', () => {
    expect(redactUrl('/ws/chat/room-1/?key=eyJhbGciOi.secret&limit=1')).toBe(
      '/ws/chat/room-1/?key=[REDACTED]&limit=1',
    );
    expect(redactUrl('/api/stud/manage-communications/?i_hash=abc123')).toBe(
      '/api/stud/manage-communications/?i_hash=[REDACTED]',
    );
    expect(redactUrl('/api/ecom/products-list?category=briefs&page=2')).toBe(
      '/api/ecom/products-list?category=briefs&page=2',
    );
  });

  it('logs only allow-listed parameters: sign-in returns and new names are redacted', () => {
    expect(redactUrl('/login?oauth_token=t1&oauth_verifier=v1&next=%2Fshop')).toBe(
      '/login?oauth_token=[REDACTED]&oauth_verifier=[REDACTED]&next=[REDACTED]',
    );
    expect(redactUrl('/cb?id_token=a&access_token=b&reset_token=c&otp=1&code=2&sig=3#x')).toBe(
      '/cb?id_token=[REDACTED]&access_token=[REDACTED]&reset_token=[REDACTED]&otp=[REDACTED]&code=[REDACTED]&sig=[REDACTED]',
    );
  });
});

describe('request logging', async () => {
  const lines: Record<string, unknown>[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const { app } = await createTestApp({ config: { logLevel: 'info' }, logStream });

  it('writes one line per request without tokens', async () => {
    lines.length = 0;
    const res = await app.inject({
      method: 'GET',
      url: '/api/rest/rest-check/?key=super-secret-token',
      headers: { authorization: 'Bearer super-secret-access' },
    });
    const forRequest = lines.filter((line) => line.reqId === res.headers['x-request-id']);
    expect(forRequest).toHaveLength(1);
    expect(forRequest[0]).toMatchObject({
      msg: 'request',
      method: 'GET',
      statusCode: 200,
      url: '/api/rest/rest-check/?key=[REDACTED]',
    });
    expect(JSON.stringify(lines)).not.toContain('super-secret');
  });
});
