import { describe, expect, it } from 'vitest';
import { apiRoutes } from '@mhp/contract/api-routes';
import { toFastifyPath } from '@mhp/contract/route';
import { createTestApp } from '../test/test-app';

/** `/api/chat-room/:slug/` (Fastify) → `/api/chat-room/{slug}/` (OpenAPI), as swagger writes it. */
const openApiPath = (path: string) => toFastifyPath(path).replace(/:(\w+)/g, '{$1}');

describe('OpenAPI document', async () => {
  const { app } = await createTestApp();
  const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  const doc = res.json();

  it('is served as OpenAPI 3', () => {
    expect(res.statusCode).toBe(200);
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe("Men's Health Platform API");
  });

  it('documents every call of the contract with its method', () => {
    const missing = Object.values(apiRoutes).filter(
      (route) => !doc.paths[openApiPath(route.path)]?.[route.method.toLowerCase()],
    );
    expect(missing.map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it('describes request bodies and error bodies from the contract schemas', () => {
    const outbox = doc.paths['/api/dev/outbox'].get;
    expect(outbox.parameters.map((p: { name: string }) => p.name)).toContain('to');
    expect(outbox.responses['4XX'].content['application/json'].schema.properties).toHaveProperty(
      'fields',
    );
  });

  it('has a browsable docs page', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('API_DOCS=false', async () => {
  const { app } = await createTestApp({ config: { apiDocs: false } });

  it('hides the API reference and its document', async () => {
    for (const url of ['/api/docs', '/api/docs/', '/api/openapi.json']) {
      expect((await app.inject({ url })).statusCode, url).toBe(404);
    }
    expect((await app.inject({ url: '/api/rest/rest-check/' })).statusCode).toBe(200);
  });
});
