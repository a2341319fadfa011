import { describe, expect, it } from 'vitest';
import { testUsers } from '../../test/test-users';
import { createTestApp } from '../../test/test-app';

const painAnswers = {
  red_flags: ['none'],
  pain_score: 5,
  onset: 'gradual',
  character: 'dull_ache',
  timing: 'after_standing',
  relief_lying_down: 'yes',
};

describe('self-assessments and reports', async () => {
  // "user-…" tokens sign in as real accounts (results belong to a user: a foreign key).
  const users = testUsers();
  const { app, database } = await createTestApp({ verifyAccessToken: users.verify });
  users.use(database.db);
  const submit = (body: object, token?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/varicocele/submit-assess/',
      payload: body,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const as = (token: string, url: string, method: 'GET' | 'POST' = 'GET', payload?: object) =>
    app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

  it('scores a guest assessment on the server and hands out a claim token', async () => {
    const res = await submit({ assessment_type: 'pain', answers: painAnswers });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      assessment_type: 'pain',
      score: 5,
      max_score: 10,
      band: { id: 'moderate' },
      urgent: false,
      next_step: { kind: 'consult', path: '/consult' },
      claim_token: expect.any(String),
      sources: expect.arrayContaining([
        expect.objectContaining({ title: expect.stringMatching(/Numeric Rating Scale/) }),
      ]),
    });
  });

  it('answers 400 naming answers.<question id> for a missing or out-of-range answer', async () => {
    const res = await submit({
      assessment_type: 'sperm_count',
      answers: { red_flags: ['none'], has_result: 'yes', volume_ml: 2, concentration: 900 },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual([
      'answers.concentration',
      'answers.normal_forms',
      'answers.progressive_motility',
      'answers.total_motility',
    ]);
    expect(res.json().fields['answers.concentration']).toEqual(['Enter a value from 0 to 500.']);
  });

  it('ends at a red flag: the first screen alone gives urgent-care guidance, kept in reports', async () => {
    const res = await submit(
      { assessment_type: 'pain', answers: { red_flags: ['sudden_severe_pain'] } },
      'user-red-flag',
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      urgent: true,
      urgent_guidance: expect.stringMatching(/emergency/),
      next_step: { kind: 'urgent_care' },
      band: { id: 'stopped_urgent' },
      findings: [
        { label: 'Do you have any of these right now?', value: expect.stringMatching(/Sudden/) },
      ],
    });
    const reports = (await as('user-red-flag', '/api/varicocele/assessments/')).json().results;
    expect(reports).toMatchObject([{ id: res.json().id, urgent: true }]);
  });

  it('refuses answers to the questions a red flag skipped', async () => {
    const res = await submit({
      assessment_type: 'pain',
      answers: { ...painAnswers, red_flags: ['fever_swollen_scrotum'] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields['answers.pain_score']).toEqual(['This question is not asked.']);
  });

  it("keeps a guest's result in the account that claims it, once", async () => {
    const guest = (await submit({ assessment_type: 'pain', answers: painAnswers })).json();
    const claim = await as('user-claimer', '/api/varicocele/claim-assess/', 'POST', {
      claim_token: guest.claim_token,
    });
    expect(claim.statusCode).toBe(200);
    expect(claim.json().id).toBe(guest.id);
    const again = await as('user-thief', '/api/varicocele/claim-assess/', 'POST', {
      claim_token: guest.claim_token,
    });
    expect(again.statusCode).toBe(404);
    const reports = (await as('user-claimer', '/api/varicocele/assessments/')).json();
    expect(reports.results.map((r: { id: string }) => r.id)).toEqual([guest.id]);
  });

  it('lists only the owner’s results, newest first, and answers 404 to anyone else', async () => {
    const first = (
      await submit({ assessment_type: 'pain', answers: painAnswers }, 'user-owner')
    ).json();
    const second = (
      await submit(
        { assessment_type: 'pain', answers: { ...painAnswers, pain_score: 2 } },
        'user-owner',
      )
    ).json();
    expect(first.claim_token).toBeNull();
    const list = (await as('user-owner', '/api/varicocele/assessments/')).json().results;
    expect(list.map((r: { id: string }) => r.id)).toEqual([second.id, first.id]);

    const own = await as('user-owner', `/api/varicocele/assessments/${first.id}/`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: first.id, score: 5 });

    const other = await as('user-someone-else', `/api/varicocele/assessments/${first.id}/`);
    expect(other.statusCode).toBe(404);
    expect((await as('user-someone-else', '/api/varicocele/assessments/')).json().results).toEqual(
      [],
    );
    expect((await as('user-owner', '/api/varicocele/assessments/not-a-uuid/')).statusCode).toBe(
      404,
    );
    expect((await app.inject({ url: `/api/varicocele/assessments/${first.id}/` })).statusCode).toBe(
      401,
    );
  });
});
