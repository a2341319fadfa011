import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createTestApp } from '../test/test-app';
import { captureLogs, scanLogs } from '../test/test-logs';
import { payByCard, paymentIdOf, seedCheckoutReference, shopper } from '../test/test-checkout';
import { buildBrief } from '../test/test-catalogue';
import { bearer, readCode, STRONG_PASSWORD } from '../test/test-accounts';

/**
 * A representative session (accounts, profile, checkout, contact, a failing query) on an app
 * that logs everything it can, then every log line goes through the scanner: no hashes,
 * tokens, addresses, codes or the user's personal data.
 */
describe('logs', async () => {
  const logs = captureLogs();
  const { app, database } = await createTestApp({
    config: { logLevel: 'trace' },
    logStream: logs.stream,
    extend: (app) => {
      // A query that fails with personal data in its parameters (a duplicate address).
      app.post('/test/failing-query', async () => {
        const row = { email: person.email, passwordHash: ARGON2_HASH, firstName: person.first };
        await database.db.insert(users).values(row);
        await database.db.insert(users).values(row);
        return {};
      });
    },
  });
  const ARGON2_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA';
  const person = {
    email: 'quentin.abernathy@example.org',
    first: 'Quentin',
    last: 'Abernathyvale',
    phone: '+1 512 555 0199',
    street: '77 Juniper Hollow Rd',
    city: 'Walla Walla',
  };
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload, headers });

  it('hold no hashes, tokens, emails or personal data after a whole session', async () => {
    const secrets: Record<string, string> = { ...person, password: STRONG_PASSWORD };

    const signUp = await post('/api/users/sign-up/', {
      email: person.email,
      password: STRONG_PASSWORD,
      first_name: person.first,
      last_name: person.last,
    });
    expect(signUp.statusCode, signUp.body).toBe(201);
    const { access } = signUp.json();
    const otp = await readCode(app, person.email, /verification code/);
    secrets.otp = otp;
    expect((await post('/api/users/verify-otp/', { otp }, bearer(access))).statusCode).toBe(200);
    await post('/api/users/login/', { email: person.email, password: 'wrong password here' });
    const login = await post('/api/users/login/', {
      email: person.email,
      password: STRONG_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
    secrets.refresh = login.json().refresh;
    const refreshed = await post('/api/users/refresh-token/', { refresh: login.json().refresh });
    secrets.rotatedRefresh = refreshed.json().refresh;

    const profile = await post(
      '/api/users/update-profile',
      { age: 47, height: 181, height_measurement: 'cm', weight: 93, weight_measurement: 'kg' },
      bearer(access),
    );
    expect(profile.statusCode, profile.body).toBe(200);
    const saved = await post(
      '/api/users/save-info/',
      {
        first_name: person.first,
        last_name: person.last,
        phone_number: person.phone,
        address_line_1: person.street,
        address_line_2: '',
        country: 'US',
        city: person.city,
        province: 'WA',
        postal_code: '99362',
      },
      bearer(access),
    );
    expect(saved.statusCode, saved.body).toBe(200);

    // The code a minute ago counts: this one is refused (429), which is logged too.
    await post('/api/users/send-reset-password-otp/', { email: person.email });
    await post('/api/users/verify-reset-password-otp/', { email: person.email, otp: '123456' });

    // Credentials that arrive in URLs: sign-in returns, emailed links, the dev outbox.
    const urlSecrets = {
      oauth_token: 'oauthtok-8c1f2e',
      oauth_verifier: 'verifier-77aa31',
      access_token: 'acctok-55d0e1',
      id_token: 'idtok-3b9f20',
      reset_token: 'resettok-a8e4c2',
      i_hash: 'ihash-0f9e8d',
      sig: 'signature-5e5e5e',
    };
    Object.assign(secrets, urlSecrets);
    await app.inject({ url: `/login?${new URLSearchParams(urlSecrets)}` });
    await app.inject({ url: `/api/stud/manage-communications/?i_hash=${urlSecrets.i_hash}` });

    // Checkout with an address, paid in the sandbox.
    await seedCheckoutReference(database.db);
    const { variants } = await buildBrief(database.db, { price: '19.00' });
    const buyer = shopper(app, access);
    const checkoutId = await buyer.readyCart(
      [{ variantId: variants['M/Black']!.id, quantity: 1 }],
      {
        address: {
          email: person.email,
          first_name: person.first,
          last_name: person.last,
          phone: person.phone,
          street_address_1: person.street,
          city: person.city,
          country_area: 'WA',
          postal_code: '99362',
        },
      },
    );
    secrets.checkoutId = checkoutId;
    const payment = await buyer.createPayment(checkoutId, 'stripe');
    const paid = await payByCard(app, payment.approvalUrl);
    const verify = await buyer.verify(checkoutId, 'stripe', paymentIdOf(paid.headers.location));
    expect(verify.statusCode, verify.body).toBe(200);

    const contact = await post('/api/contactus-form/', {
      form_type: 'contact',
      project_type: 'stud',
      first_name: person.first,
      last_name: person.last,
      email: person.email,
      phone_number: person.phone,
      message: 'My order for Walla Walla has not arrived.',
    });
    expect(contact.statusCode, contact.body).toBe(201);

    const failing = await post('/test/failing-query', {});
    expect(failing.statusCode).toBe(500);
    secrets.hashBody = ARGON2_HASH.split('$').pop()!;

    expect(logs.lines.length).toBeGreaterThan(20);
    expect(scanLogs(logs.lines, secrets)).toEqual([]);
    // What is logged instead of the failed query: its name and Postgres error code.
    expect(logs.lines.join('\n')).toMatch(/"query":"insert users","code":"23505"/);
  });
});
