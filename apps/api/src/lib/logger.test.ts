import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { redactUrl } from './logger';

describe('redactUrl', () => {
  it('hides credentials carried in query parameters', () => {
    expect(redactUrl('/ws/chat/room-1/?key=eyJhbGciOi.secret&x=1')).toBe(
      '/ws/chat/room-1/?key=[REDACTED]&x=1',
    );
    expect(redactUrl('/api/stud/manage-communications/?i_hash=abc123')).toBe(
      '/api/stud/manage-communications/?i_hash=[REDACTED]',
    );
    expect(redactUrl('/api/ecom/products-list?keyword=briefs')).toBe(
      '/api/ecom/products-list?keyword=briefs',
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
