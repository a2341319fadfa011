import { describe, expect, it } from 'vitest';
import { createAccountsTestApp, verifiedUser, waitForEmail } from '../../test/test-accounts';

describe('manage-communications', async () => {
  const { app } = await createAccountsTestApp();
  const user = await verifiedUser(app);
  const welcome = await waitForEmail(app, user.email, /Welcome/);
  const link = new URL(/(http\S+manage-communications\S+)/.exec(welcome.text)![1]!);
  const iHash = link.searchParams.get('i_hash')!;

  it('puts the link on the host of the brand that has the page, with an i_hash that is not the address', () => {
    // stud has the page; the test config gives it the default host stud.localhost.
    expect(link.origin + link.pathname).toBe('http://stud.localhost:8080/manage-communications');
    expect(iHash).toMatch(/^[\w-]{40,}$/);
    expect(iHash).not.toContain(user.email.split('@')[0]);
  });

  it('falls back to the brand prefix on the generic host when the brand has no host', async () => {
    const { brandSiteUrl } = await import('../../lib/brand-site-url');
    expect(brandSiteUrl({ publicUrl: 'https://app.example', brandHosts: {} }, 'stud')).toBe(
      'https://app.example/stud',
    );
    expect(
      brandSiteUrl(
        { publicUrl: 'https://app.example', brandHosts: { 'stud.example': 'stud' } },
        'stud',
      ),
    ).toBe('https://stud.example');
  });

  it('GET shows the preferences of a valid link with the address masked', async () => {
    const res = await app.inject({
      url: `/api/stud/manage-communications/?i_hash=${encodeURIComponent(iHash)}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      i_hash: iHash,
      check: ['newsletter', 'promotions', 'product_updates', 'health_tips'],
      email: `${user.email[0]}•••@example.com`,
    });
  });

  it('POST saves the topics still wanted; an empty list unsubscribes from everything', async () => {
    const save = (check: string[]) =>
      app.inject({
        method: 'POST',
        url: '/api/stud/manage-communications/',
        payload: { i_hash: iHash, check },
      });
    const res = await save(['health_tips', 'newsletter']);
    expect(res.statusCode).toBe(200);
    expect(res.json().check).toEqual(['newsletter', 'health_tips']);
    const again = await app.inject({
      url: `/api/stud/manage-communications/?i_hash=${encodeURIComponent(iHash)}`,
    });
    expect(again.json().check).toEqual(['newsletter', 'health_tips']);

    expect((await save([])).json().check).toEqual([]);
    expect((await save(['spam'])).statusCode).toBe(400);
  });

  it('answers 404 for an invalid or forged i_hash, on GET and POST alike', async () => {
    const forged = `${iHash.slice(0, -1)}${iHash.endsWith('A') ? 'B' : 'A'}`;
    const get = await app.inject({ url: `/api/stud/manage-communications/?i_hash=${forged}` });
    expect(get.statusCode).toBe(404);
    const post = await app.inject({
      method: 'POST',
      url: '/api/stud/manage-communications/',
      payload: { i_hash: 'not-a-hash', check: ['newsletter'] },
    });
    expect(post.statusCode).toBe(404);
    expect(post.json().message).toBe(get.json().message);
    const missing = await app.inject({ url: '/api/stud/manage-communications/' });
    expect(missing.statusCode).toBe(400);
  });
});
