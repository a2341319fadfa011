import { describe, expect, it } from 'vitest';
import { commonPasswordCount, passwordProblem } from './password-policy';

describe('password policy', () => {
  it('ships a list of about a thousand common passwords', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(1000);
  });

  it('refuses common passwords in any letter case, and the address itself', () => {
    expect(passwordProblem('password123')).toMatch(/too common/);
    expect(passwordProblem('QWERTY123')).toMatch(/too common/);
    expect(passwordProblem('iloveyou1')).toMatch(/too common/);
    expect(passwordProblem('jordan.lee@example.com', 'Jordan.Lee@example.com')).toMatch(/email/);
    expect(passwordProblem('jordanlee', 'jordanlee@example.com')).toMatch(/email/);
  });

  it('enforces 8 to 128 characters and nothing else', () => {
    expect(passwordProblem('a'.repeat(7))).toMatch(/at least 8/);
    expect(passwordProblem('a'.repeat(129))).toMatch(/at most 128/);
    expect(passwordProblem('plain lowercase words')).toBeNull();
    expect(passwordProblem('x'.repeat(128))).toBeNull();
  });
});
