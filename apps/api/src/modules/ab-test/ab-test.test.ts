import { randomUUID } from 'node:crypto';
import { assignVariant, bucketOf } from '@mhp/contract/ab-assignment';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testConfig } from '../../config';
import { contentBlocks } from '../../db/schema';
import { seed } from '../../db/seed';
import { DEMO_EDITOR } from '../../db/seed-data/ab-test';
import { createTestApp } from '../../test/test-app';
import { createAbService } from './ab-service';
import { grantEditor } from './editor-roles';
import { createVisitorIds } from './visitor-ids';
import { bearer, clientIp, verifiedUser, waitForEmail } from '../../test/test-accounts';

const visitor = () => randomUUID().replaceAll('-', '');
// The app's own signer: the test config's secret is the process's (config.ts).
const visitorIds = createVisitorIds(testConfig().jwt.refreshSecret);
/** A visitor id as the server issues it (signed), the only kind whose events count. */
const signedVisitor = () => visitorIds.issue();

describe('A/B assignment', () => {
  it('splits 10,000 simulated visitors within 2% of the weights', () => {
    for (const weights of [
      [0.5, 0.5],
      [0.8, 0.2],
      [0.2, 0.3, 0.5],
    ]) {
      const counts = weights.map(() => 0);
      for (let i = 0; i < 10_000; i += 1)
        counts[assignVariant('stud-home-hero', visitor(), weights)]! += 1;
      counts.forEach((n, index) =>
        expect(Math.abs(n / 10_000 - weights[index]!)).toBeLessThan(0.02),
      );
    }
  });

  it('is sticky and independent between experiments', () => {
    const id = visitor();
    const first = assignVariant('stud-home-hero', id, [0.5, 0.5]);
    for (let i = 0; i < 20; i += 1)
      expect(assignVariant('stud-home-hero', id, [0.5, 0.5])).toBe(first);
    // GrowthBook's v2 hash: pinned test vectors keep browser and server in step.
    expect(bucketOf('exp', 'visitor-1')).toBe(bucketOf('exp', 'visitor-1'));
    expect(bucketOf('a', 'b')).not.toBe(bucketOf('b', 'a'));
  });
});

describe('A/B calls', async () => {
  const { app, database } = await createTestApp();
  beforeAll(async () => {
    await seed(database.db);
  });
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: `/api/ab_test/${url}/`,
      payload: payload as object,
      headers,
    });
  const page = (visitor_id: string, path: string, preview = false) =>
    post('fetch-page-content', { project_type: 'stud', page: path, visitor_id, preview });

  let editorToken = '';
  beforeAll(async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/users/login/',
      headers: clientIp(),
      payload: { email: DEMO_EDITOR.email, password: DEMO_EDITOR.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    editorToken = res.json().access;
  });

  it('serves the stud home banner and hero, the same variant on every call', async () => {
    const id = visitor();
    const first = (await page(id, '/')).json();
    expect(first.content_identifiers).toHaveLength(2);
    expect(first.content.map((c: { element: string }) => c.element)).toEqual(['banner', 'hero']);
    for (let i = 0; i < 5; i += 1) {
      expect((await page(id, '/')).json().content_identifiers).toEqual(first.content_identifiers);
    }
    // The server's pick is the shared hash's pick: the browser could compute it alone.
    const hero = first.content[1];
    expect(hero.identifier).toBe(
      ['stud-home-hero-a', 'stud-home-hero-b'][assignVariant('stud-home-hero', id, [0.5, 0.5])],
    );
    expect(hero.edit_url).toBeNull();
  });

  it('splits visitors through the API as the hash does, both variants served', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 40; i += 1) {
      const res = (await page(visitor(), '/shop/')).json();
      seen.add(res.content_identifiers[0]);
    }
    expect(seen).toEqual(new Set(['stud-shop-banner-a', 'stud-shop-banner-b']));
  });

  it('lets /a and /b force their variant and fills edit_url in preview', async () => {
    const a = (await page(visitor(), '/a', true)).json();
    expect(a.content_identifiers).toEqual(['stud-home-banner-a', 'stud-home-hero-a']);
    expect(a.content[0].edit_url).toBe('/ab-editor/stud-home-banner-a');
    expect(a.content[0].placement).toMatchObject({ variant_index: 0, variant_count: 2 });
    const b = (await page(visitor(), '/b')).json();
    expect(b.content_identifiers).toEqual(['stud-home-banner-b', 'stud-home-hero-b']);
    expect(b.content[0].script).toContain('data-ab-script');
  });

  it('serves a published script as a same-origin file, and none for an item without one', async () => {
    const script = await app.inject({ url: '/api/ab_test/script/stud-home-banner-b/?page=/b' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.headers['cache-control']).toBe('no-store');
    expect(script.body).toContain('data-ab-script');
    expect(
      (await app.inject({ url: '/api/ab_test/script/stud-home-banner-a/?page=/' })).statusCode,
    ).toBe(404);
  });

  // Issue 25, N2: an editor's script ran on /app/{slug} and read the visitor's token.
  it('refuses a script on health and account pages, on every host prefix, and when signed in', async () => {
    const script = (page: string, cookie?: string) =>
      app.inject({
        url: `/api/ab_test/script/stud-home-banner-b/?page=${encodeURIComponent(page)}`,
        headers: cookie ? { cookie } : {},
      });
    for (const page of [
      '/app',
      '/app/some-room',
      '/APP/x',
      '/my-health',
      '/data/reports',
      '/profile',
      '/checkout',
      '/checkout/a',
      '/order-history',
      '/login',
      '/stud/checkout',
      '/varicocele/data/assessment',
      '/ab_test/app',
      '/ab_test/stud/profile',
      '/shop/../app',
      '/%61pp',
    ]) {
      const res = await script(page);
      expect(res.statusCode, page).toBe(403);
      expect(res.json().message).toBe('A/B scripts do not run on this page.');
    }
    // No page at all is refused too: the browser always says where the script would run.
    expect((await app.inject({ url: '/api/ab_test/script/stud-home-banner-b/' })).statusCode).toBe(
      403,
    );
    for (const page of ['/', '/b', '/stud/b', '/ab_test/stud/shop/a', '/varicocele/treatments']) {
      expect((await script(page)).statusCode, page).toBe(200);
    }
    // A browser with a session keeps its token in local storage, readable by any script.
    const signedIn = await script('/b', 'signed_in=1');
    expect(signedIn.statusCode).toBe(403);
    expect(signedIn.json().message).toMatch(/signed in/);
  });

  it('hands out no script in the content of a health page or in global content', async () => {
    const planted = ['varicocele-global-notice', 'stud-checkout-trust-a', 'stud-checkout-trust-b'];
    const before = await database.db.select().from(contentBlocks);
    for (const identifier of planted) {
      await database.db
        .update(contentBlocks)
        .set({ script: 'window.stolen = localStorage.access;' })
        .where(eq(contentBlocks.identifier, identifier));
    }
    // A service of its own: the app's keeps what it served for 30 s.
    const ab = createAbService({ db: database.db, visitorIds });
    const ask = (page: string) =>
      ab.pageContent({ project_type: 'stud', page, visitor_id: visitor(), preview: false });
    const global = await ab.globalContent('varicocele', visitor(), false);
    expect(global.content.map((c) => c.script)).toEqual([null]);
    const checkout = await ask('/checkout');
    expect(checkout.content.length).toBeGreaterThan(0);
    expect(checkout.content.map((c) => c.script)).toEqual(checkout.content.map(() => null));
    // An allowed page still gets its script.
    expect((await ask('/b')).content[0]!.script).toContain('data-ab-script');
    for (const identifier of planted) {
      const row = before.find((r) => r.identifier === identifier)!;
      await database.db
        .update(contentBlocks)
        .set({ script: row.script })
        .where(eq(contentBlocks.identifier, identifier));
    }
  });

  it('keeps what it serves for 30 s at most: an edit made by another instance shows after that', async () => {
    let clock = 1_000_000;
    const ab = createAbService({ db: database.db, visitorIds, now: () => clock });
    const ask = () =>
      ab.pageContent({
        project_type: 'stud',
        page: '/shop',
        visitor_id: 'kept-1234',
        preview: false,
      });
    const [item] = (await ask()).content;
    // Written to the database directly, as another API instance's edit would be.
    await database.db
      .update(contentBlocks)
      .set({ content: '<p>Edited elsewhere</p>' })
      .where(eq(contentBlocks.identifier, item!.identifier));
    clock += 29_999;
    expect((await ask()).content[0]!.content).toBe(item!.content);
    clock += 1;
    expect((await ask()).content[0]!.content).toBe('<p>Edited elsewhere</p>');
  });

  it('rejects a bad visitor id and a page without a leading slash with field messages', async () => {
    const res = await post('fetch-page-content', {
      project_type: 'stud',
      page: 'shop',
      visitor_id: 'x',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(expect.arrayContaining(['page', 'visitor_id']));
  });

  it('serves global content, the consult content and the popup templates', async () => {
    const global = (
      await post('fetch-global-content', { project_type: 'varicocele', visitor_id: visitor() })
    ).json();
    expect(global.content[0]).toMatchObject({
      identifier: 'varicocele-global-notice',
      edit_url: null,
    });
    const preview = await post('fetch-global-content', {
      project_type: 'varicocele',
      visitor_id: visitor(),
      preview: true,
    });
    expect(preview.json().content[0].edit_url).toBe('/ab-editor/varicocele-global-notice');
    const consult = await post('fetch-specific-content', {
      project_type: 'varicocele',
      content_type: 'consult',
    });
    expect(consult.json()).toMatchObject({
      identifier: 'varicocele-consult',
      content_type: 'consult',
    });
    for (const type of ['subscription_popup', 'subscription_popup_success']) {
      const popup = await post('fetch-specific-content', {
        project_type: 'stud',
        content_type: type,
      });
      expect(popup.statusCode).toBe(200);
    }
    const popup = (
      await post('fetch-specific-content', {
        project_type: 'stud',
        content_type: 'subscription_popup',
      })
    ).json();
    expect(popup.content).toContain('<form');
  });

  it('refuses a view of an element that does not exist', async () => {
    const res = await post('set-event', {
      identifier: 'no-such-element',
      event_name: 'view',
      event_value: 1,
      visitor_id: visitor(),
    });
    expect(res.statusCode).toBe(404);
  });

  it('counts a view once per visitor, element and day, only for the assigned variant', async () => {
    const id = signedVisitor();
    const shown = (await page(id, '/checkout')).json().content[0].identifier;
    for (let i = 0; i < 3; i += 1) {
      const res = await post('set-event', {
        identifier: shown,
        event_name: 'view',
        event_value: 1,
        visitor_id: id,
      });
      expect(res.json()).toEqual({ success: true, content: null });
    }
    const other = shown.endsWith('-a') ? 'stud-checkout-trust-b' : 'stud-checkout-trust-a';
    await post('set-event', {
      identifier: other,
      event_name: 'view',
      event_value: 1,
      visitor_id: id,
    });
    await post('set-event', { event_name: 'goal', goal: 'checkout_completed', visitor_id: id });
    const results = (
      await post('results', { experiment_id: 'stud-checkout-trust' }, bearer(editorToken))
    ).json();
    const visitors = results.variants.map((v: { visitors: number }) => v.visitors);
    expect(visitors.reduce((a: number, b: number) => a + b, 0)).toBe(1);
    const mine = results.variants.find((v: { identifier: string }) => v.identifier === shown);
    expect(mine).toMatchObject({ visitors: 1, conversions: 1, conversion_rate: 1 });
  });

  // Issue 25, N7: 200 made-up visitors gave a variant 200/200 and 0.99995 to beat control.
  it('answers events of unsigned or forged visitor ids as usual but counts none of them', async () => {
    const results = async () =>
      (await post('results', { experiment_id: 'stud-shop-banner' }, bearer(editorToken))).json();
    const before = await results();
    const forged = (i: number) => (i % 2 === 0 ? visitor() : `${visitor()}_${'A'.repeat(22)}`); // unsigned, or a made-up tag
    for (let i = 0; i < 200; i += 1) {
      const id = forged(i);
      const shown = (await page(id, '/shop')).json().content[0].identifier;
      const view = await post('set-event', {
        identifier: shown,
        event_name: 'view',
        event_value: 1,
        visitor_id: id,
      });
      const goal = await post('set-event', {
        event_name: 'goal',
        goal: 'add_to_cart',
        visitor_id: id,
      });
      expect([view.json(), goal.json()]).toEqual([
        { success: true, content: null },
        { success: true, content: null },
      ]);
    }
    const after = await results();
    expect(after.variants.map((v: { visitors: number }) => v.visitors)).toEqual(
      before.variants.map((v: { visitors: number }) => v.visitors),
    );
    expect(after.variants[1].chance_to_beat_control).toBeNull();
    expect(after.variants[1].chance_withheld).toMatch(/^Not enough data yet/);
  });

  // Issue 26: "66.7% chance to beat control" with 1 visitor against 0.
  it('withholds the chance to beat control below the minimum sample, saying why', async () => {
    const id = signedVisitor();
    const shown = (await page(id, '/shop')).json().content[0].identifier;
    await post('set-event', {
      identifier: shown,
      event_name: 'view',
      event_value: 1,
      visitor_id: id,
    });
    await post('set-event', { event_name: 'goal', goal: 'add_to_cart', visitor_id: id });
    const res = (
      await post('results', { experiment_id: 'stud-shop-banner' }, bearer(editorToken))
    ).json();
    expect(res.variants.reduce((n: number, v: { visitors: number }) => n + v.visitors, 0)).toBe(1);
    expect(res.variants[0]).toMatchObject({ chance_to_beat_control: null, chance_withheld: null });
    expect(res.variants[1]).toMatchObject({
      chance_to_beat_control: null,
      chance_withheld: expect.stringMatching(/need 100 visitors each \(the smaller has 0\)/),
    });
  });

  it('steps through the variants in preview, clamped at the ends', async () => {
    const forward = (
      await post('set-event', { identifier: 'stud-home-hero-a', movement: 'forward' })
    ).json();
    expect(forward.content).toMatchObject({
      identifier: 'stud-home-hero-b',
      placement: { variant_index: 1 },
    });
    expect(forward.content.edit_url).toBe('/ab-editor/stud-home-hero-b');
    const past = (
      await post('set-event', { identifier: 'stud-home-hero-b', movement: 'forward' })
    ).json();
    expect(past.content.identifier).toBe('stud-home-hero-b');
    const back = (
      await post('set-event', { identifier: 'stud-home-hero-b', movement: 'backward' })
    ).json();
    expect(back.content.identifier).toBe('stud-home-hero-a');
  });

  describe('editing', () => {
    it('needs a signed-in editor', async () => {
      const body = {
        identifier: 'stud-shop-banner-b',
        content: '<p>x</p>',
        script: null,
        publish: true,
      };
      expect((await post('editor/save-content', body)).statusCode).toBe(401);
      const user = await verifiedUser(app);
      const asUser = await post('editor/save-content', body, bearer(user.access));
      expect(asUser.statusCode).toBe(403);
      expect(
        (await post('editor/fetch-item', { identifier: 'stud-shop-banner-b' }, bearer(user.access)))
          .statusCode,
      ).toBe(403);
      expect(
        (
          await post(
            'set-specific-content',
            { project_type: 'stud', content_type: 'consult', identifier: 'stud-shop-banner-b' },
            bearer(user.access),
          )
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await post(
            'replace-content-identifier',
            { identifier: 'stud-shop-banner-b' },
            bearer(user.access),
          )
        ).statusCode,
      ).toBe(403);
      expect(
        (await post('results', { experiment_id: 'stud-home-hero' }, bearer(user.access)))
          .statusCode,
      ).toBe(403);
    });

    it('sanitises HTML on save, keeps drafts off the page, and publishes', async () => {
      const draft = await post(
        'editor/save-content',
        {
          identifier: 'stud-shop-banner-b',
          content:
            '<p onclick="steal()">Draft copy <img src="x" onerror="alert(1)"></p><script>alert(1)</script>',
          script: null,
          publish: false,
        },
        bearer(editorToken),
      );
      expect(draft.statusCode, draft.body).toBe(200);
      const saved = draft.json().versions[0];
      expect(saved).toMatchObject({ version: 1, status: 'draft', author: DEMO_EDITOR.email });
      expect(saved.content).toBe('<p>Draft copy <img src="x" /></p>');
      const live = (await post('fetch-content', { identifier: 'stud-shop-banner-b' })).json();
      expect(live.content).not.toContain('Draft copy');
      // Served content is kept for a while (ab-service.ts): an edit must drop it at once.
      const before = (await page(visitor(), '/shop/b')).json().content[0];
      expect(before.content).not.toContain('Published copy');

      const published = await post(
        'editor/save-content',
        {
          identifier: 'stud-shop-banner-b',
          content: '<p>Published copy</p>',
          script: 'console.log(1)',
          publish: true,
        },
        bearer(editorToken),
      );
      expect(
        published
          .json()
          .versions.map((v: { version: number; status: string }) => [v.version, v.status]),
      ).toEqual([
        [2, 'published'],
        [1, 'draft'],
      ]);
      expect((await page(visitor(), '/shop/b')).json().content[0]).toMatchObject({
        content: '<p>Published copy</p>',
        script: 'console.log(1)',
      });
    });

    // Issue 25, N2: scripts are a permission of their own, granted by the command.
    it('refuses a script from an editor without the script permission, and saves nothing', async () => {
      const user = await verifiedUser(app);
      expect(await grantEditor(database.db, user.email, { scripts: false })).toMatchObject({
        ok: true,
        roles: ['editor'],
      });
      const save = (script: string | null) =>
        post(
          'editor/save-content',
          { identifier: 'stud-home-hero-b', content: '<p>Hero</p>', script, publish: true },
          bearer(user.access),
        );
      const refused = await save('document.title = "x"');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toMatch(/script-editor permission.*Nothing was saved/);
      const item = (
        await post('editor/fetch-item', { identifier: 'stud-home-hero-b' }, bearer(user.access))
      ).json();
      expect(item.versions).toEqual([]);
      // HTML alone is theirs to save.
      expect((await save(null)).statusCode).toBe(200);
      await grantEditor(database.db, user.email, { scripts: true });
      expect((await save('document.title = "x"')).statusCode).toBe(200);
      expect(await grantEditor(database.db, 'nobody@example.com', { scripts: false })).toEqual({
        ok: false,
        message: expect.stringMatching(/No account uses nobody@example.com/),
      });
    });

    it('refuses a script that does not parse and saves nothing', async () => {
      const res = await post(
        'editor/save-content',
        {
          identifier: 'stud-shop-banner-a',
          content: '<p>x</p>',
          script: 'function (',
          publish: true,
        },
        bearer(editorToken),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.script[0]).toMatch(/line 1/);
      const item = (
        await post('editor/fetch-item', { identifier: 'stud-shop-banner-a' }, bearer(editorToken))
      ).json();
      expect(item.versions).toEqual([]);
      expect(item.experiment).toMatchObject({
        experiment_id: 'stud-shop-banner',
        goal: 'add_to_cart',
      });
    });

    it('sanitises stored HTML again when serving it', async () => {
      await database.db.insert(contentBlocks).values({
        identifier: 'raw-insert',
        projectType: 'stud',
        contentType: 'ab_element',
        name: 'Written by hand',
        content: '<a href="javascript:alert(1)">x</a><iframe src="https://evil.example"></iframe>',
      });
      const res = (await post('fetch-content', { identifier: 'raw-insert' })).json();
      expect(res.content).toBe('<a>x</a>');
    });

    it('copies an element under a new identifier and puts the copy in its experiment', async () => {
      const res = await post(
        'replace-content-identifier',
        { identifier: 'stud-home-banner-b', new_identifier: 'stud-home-banner-b2' },
        bearer(editorToken),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        new_identifier: 'stud-home-banner-b2',
        name: 'Home banner B: worldwide delivery',
      });
      expect((await page(visitor(), '/b')).json().content_identifiers[0]).toBe(
        'stud-home-banner-b2',
      );
      const again = await post(
        'replace-content-identifier',
        { identifier: 'stud-home-banner-a', new_identifier: 'stud-home-banner-b2' },
        bearer(editorToken),
      );
      expect(again.statusCode).toBe(409);
    });

    it('chooses the content a brand uses for a content type', async () => {
      const res = await post(
        'set-specific-content',
        {
          project_type: 'varicocele',
          content_type: 'consult',
          identifier: 'varicocele-global-notice',
        },
        bearer(editorToken),
      );
      expect(res.json()).toMatchObject({
        identifier: 'varicocele-global-notice',
        content_type: 'consult',
      });
      const missing = await post(
        'set-specific-content',
        { project_type: 'varicocele', content_type: 'consult', identifier: 'nope' },
        bearer(editorToken),
      );
      expect(missing.statusCode).toBe(400);
    });
  });

  describe('subscription', () => {
    it('stores the subscriber, emails a confirmation link to the preferences page and counts the goal', async () => {
      const email = `sub-${visitor().slice(0, 8)}@example.com`;
      const id = visitor();
      const res = await app.inject({
        method: 'POST',
        url: '/api/stud/subscribe/',
        payload: { email, visitor_id: id },
      });
      expect(res.statusCode, res.body).toBe(200);
      const mail = await waitForEmail(app, email, /Confirm your Stud subscription/);
      const link = new URL(/(http\S+)/.exec(mail.text)![1]!);
      expect(link.origin + link.pathname).toBe('http://stud.localhost:8080/manage-communications');
      const token = link.searchParams.get('confirm')!;
      const prefs = await app.inject({
        url: `/api/stud/manage-communications/?i_hash=${link.searchParams.get('i_hash')}`,
      });
      expect(prefs.statusCode).toBe(200);
      const confirm = await app.inject({
        method: 'POST',
        url: '/api/stud/subscribe/confirm/',
        payload: { token },
      });
      expect(confirm.json()).toEqual({ confirmed: true });
      const bad = await app.inject({
        method: 'POST',
        url: '/api/stud/subscribe/confirm/',
        payload: { token: 'x'.repeat(32) },
      });
      expect(bad.statusCode).toBe(404);
    });

    it('limits how often one address can be subscribed (each attempt sends an email)', async () => {
      const email = `often-${visitor().slice(0, 8)}@example.com`;
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/stud/subscribe/',
          payload: { email },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    });

    it('rejects an invalid address with a field message', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/stud/subscribe/',
        payload: { email: 'nope' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.email).toBeDefined();
    });
  });
});
