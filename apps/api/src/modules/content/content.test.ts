import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentBlocks } from '../../db/schema';
import { seed } from '../../db/seed';
import { createTestApp } from '../../test/test-app';

describe('site content', async () => {
  const { app, database } = await createTestApp();
  beforeAll(async () => {
    await seed(database.db);
  });
  const get = (url: string) => app.inject({ method: 'GET', url });

  it('gives each brand its contact details', async () => {
    const res = await get('/api/landing/contact-info/?contact_type=varicocele');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      contact_type: 'varicocele',
      email: expect.stringContaining('@'),
      social_links: expect.any(Array),
    });
  });

  it('rejects an unknown brand as contact type', async () => {
    const res = await get('/api/landing/contact-info/?contact_type=acme');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(['query.contact_type']);
  });

  it('serves terms of service and privacy policy per brand', async () => {
    const terms = await get(
      '/api/landing/terms-condition/?type=terms_of_service&project_type=stud',
    );
    expect(terms.statusCode).toBe(200);
    expect(terms.json()).toMatchObject({ type: 'terms_of_service', title: 'Terms of Service' });
    expect(terms.json().content).toMatch(/<h2|<p/);
    const privacy = await get('/api/landing/terms-condition/?type=privacy_policy');
    expect(privacy.json().title).toBe('Privacy Policy');
  });

  it('serves a document edited by hand without anything that could run', async () => {
    // Server-rendered /terms puts the document into the page as served (ADR 020).
    await database.db
      .update(contentBlocks)
      .set({ content: '<h2 onclick="steal()">Terms</h2><script>steal()</script><p>Kept</p>' })
      .where(
        and(
          eq(contentBlocks.projectType, 'varicoceleorg'),
          eq(contentBlocks.contentType, 'terms'),
          sql`${contentBlocks.data} ->> 'type' = 'privacy_policy'`,
        ),
      );
    const res = await get(
      '/api/landing/terms-condition/?type=privacy_policy&project_type=varicoceleorg',
    );
    expect(res.json().content).toBe('<h2>Terms</h2><p>Kept</p>');
  });

  it('finds the subscription popup template by name and its pages', async () => {
    const popup = await get(
      '/api/customer-interactions/template/?template_name=subscription_popup',
    );
    expect(popup.statusCode).toBe(200);
    expect(popup.json().content).toContain('<form');
    const urls = await get('/api/stud/url-subscribe-popup/');
    expect(urls.json().urls).toContain('/shop');
    const studUrls = await get('/api/stud/url-subscribe-popup/?project_type=stud');
    expect(studUrls.json().urls).toContain('/shop');
  });

  it('lists no popup paths for a brand with no popup, so it never asks for a template', async () => {
    for (const brand of ['careapp', 'varicocele', 'varicoceleorg']) {
      const urls = await get(`/api/stud/url-subscribe-popup/?project_type=${brand}`);
      expect(urls.statusCode).toBe(200);
      expect(urls.json()).toEqual({ urls: [] });
    }
    const bad = await get('/api/stud/url-subscribe-popup/?project_type=nope');
    expect(bad.statusCode).toBe(400);
  });

  it('answers 404 for a template that does not exist', async () => {
    const res = await get('/api/customer-interactions/template/?template_name=nope');
    expect(res.statusCode).toBe(404);
  });

  it('matches the subscriber’s email provider, with a default for others', async () => {
    const gmail = await get('/api/stud/email-domains-template/?email_domains=gmail.com');
    expect(gmail.json().inbox_url).toMatch(/^https:\/\//);
    const other = await get('/api/stud/email-domains-template/?email_domains=example.org');
    expect(other.statusCode).toBe(200);
    expect(other.json().inbox_url).toBeNull();
  });
});
