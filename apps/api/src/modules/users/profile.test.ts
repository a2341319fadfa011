import { describe, expect, it } from 'vitest';
import { bearer, createAccountsTestApp, signUp } from '../../test/test-accounts';

describe('profile and onboarding', async () => {
  const { app } = await createAccountsTestApp();
  const user = await signUp(app, { first_name: 'Jordan' });
  const post = (url: string, payload: object, access: string | null = user.access) =>
    app.inject({ method: 'POST', url, headers: access ? bearer(access) : {}, payload });

  it('me answers the stored user with nulls for what was never given', async () => {
    const res = await app.inject({ url: '/api/users/me/', headers: bearer(user.access) });
    expect(res.statusCode).toBe(200);
    expect(res.json().user_data).toMatchObject({
      email: user.email,
      first_name: 'Jordan',
      city: null,
      on_boarding_step: null,
      next_step: 'age',
    });
  });

  it('update-profile changes only the fields sent', async () => {
    const res = await post('/api/users/update-profile', {
      last_name: 'Lee',
      country: 'us',
      age: 34,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user_data).toMatchObject({
      first_name: 'Jordan',
      last_name: 'Lee',
      country: 'US',
      age: 34,
      on_boarding_step: 'age',
      next_step: 'height',
    });
    const invalid = await post('/api/users/update-profile', { age: 7, height_measurement: 'ft' });
    expect(invalid.statusCode).toBe(400);
    // Field messages are sentences for people, not zod's wording (issue 26, ADR 026).
    expect(invalid.json().fields).toEqual({
      age: ['Enter a number no lower than 13.'],
      height_measurement: ['Choose one of the options.'],
    });
    const tooOld = await post('/api/users/update-profile', { age: 121, city: 'x'.repeat(101) });
    expect(tooOld.json().fields).toEqual({
      age: ['Enter a number no higher than 120.'],
      city: ['Use at most 100 characters.'],
    });
  });

  it('save-info stores the checkout address', async () => {
    const address = {
      first_name: 'Jordan',
      last_name: 'Lee',
      phone_number: '+1 512 555 0100',
      address_line_1: '1 Main St',
      address_line_2: 'Apt 2',
      country: 'US',
      city: 'Austin',
      province: 'TX',
      postal_code: '78701',
    };
    const res = await post('/api/users/save-info/', address);
    expect(res.statusCode).toBe(200);
    expect(res.json().user_data).toMatchObject(address);
    const partial = await post('/api/users/save-info/', { first_name: 'Jordan' });
    expect(partial.statusCode).toBe(400);
  });

  it('complete-user-profile needs first and last name', async () => {
    const missing = await post('/api/complete-user-profile/', { city: 'Austin' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields).sort()).toEqual(['first_name', 'last_name']);
    const res = await post('/api/complete-user-profile/', {
      first_name: 'Jo',
      last_name: 'Lee',
      biological_sex: 'male',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user_data).toMatchObject({ first_name: 'Jo', biological_sex: 'male' });
  });

  it('onboarding moves step by step and is complete only when every answer is in', async () => {
    const fresh = await signUp(app);
    const answer = (payload: object) =>
      post('/api/user-onboarding-questions/', payload, fresh.access);

    let res = await answer({ age: 41 });
    expect(res.json().user_data).toMatchObject({ on_boarding_step: 'age', next_step: 'height' });
    res = await answer({ height: 180, height_measurement: 'cm' });
    expect(res.json().user_data).toMatchObject({ on_boarding_step: 'height', next_step: 'weight' });
    res = await answer({ weight: 82.5, weight_measurement: 'kg', biological_sex: 'male' });
    expect(res.json().user_data).toMatchObject({
      on_boarding_step: 'biological_sex',
      next_step: 'location',
      weight: 82.5,
    });
    res = await answer({ location: 'Austin, US' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user_data).toMatchObject({ on_boarding_step: 'completed', next_step: null });

    const invalid = await answer({ biological_sex: 'robot' });
    expect(invalid.statusCode).toBe(400);
  });

  it('needs a signed-in caller for every profile call', async () => {
    const address = {
      first_name: 'A',
      last_name: 'B',
      phone_number: '1',
      address_line_1: 'x',
      address_line_2: '',
      country: 'US',
      city: 'x',
      province: 'x',
      postal_code: '1',
    };
    for (const [url, body] of [
      ['/api/users/update-profile', { age: 30 }],
      ['/api/users/save-info/', address],
      ['/api/complete-user-profile/', { first_name: 'A', last_name: 'B' }],
      ['/api/user-onboarding-questions/', { age: 30 }],
    ] as const) {
      expect((await post(url, body, null)).statusCode).toBe(401);
    }
    expect((await app.inject({ url: '/api/users/me/' })).statusCode).toBe(401);
  });
});
