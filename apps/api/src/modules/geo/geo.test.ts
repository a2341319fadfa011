import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { seedCheckoutReference } from '../../test/test-checkout';

describe('countries and subdivisions', async () => {
  const { app, database } = await createTestApp();
  await seedCheckoutReference(database.db);
  const get = (url: string) => app.inject({ method: 'GET', url });

  it('lists the whole world as code and country, the four default countries first', async () => {
    const res = await get('/api/ecom/countries-list/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const list = res.json();
    expect(list).toHaveLength(249);
    expect(list.slice(0, 4).map((c: { code: string }) => c.code)).toEqual(['US', 'CA', 'GB', 'DE']);
    expect(list[0]).toEqual({ code: 'US', country: 'United States' });
    for (const entry of list) expect(Object.keys(entry).sort()).toEqual(['code', 'country']);
    const rest = list.slice(4).map((c: { country: string }) => c.country);
    expect(rest).toEqual([...rest].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('answers subdivisions as single-key objects, code to name', async () => {
    const res = await get('/api/ecom/sub-division/us/');
    expect(res.statusCode).toBe(200);
    const list: Record<string, string>[] = res.json();
    expect(list).toContainEqual({ CA: 'California' });
    expect(list).toContainEqual({ NY: 'New York' });
    for (const entry of list) expect(Object.keys(entry)).toHaveLength(1);
  });

  it('answers [] for a country without listed subdivisions and 400 for an unknown one', async () => {
    expect((await get('/api/ecom/sub-division/MC/')).json()).toEqual([]);
    const unknown = await get('/api/ecom/sub-division/ZZ/');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({
      'params.id': ['There is no country with this code.'],
    });
    expect((await get('/api/ecom/sub-division/USA/')).statusCode).toBe(400);
  });
});
