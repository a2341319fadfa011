import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.corsOrigins).toEqual([]);
    expect(config.brandHosts).toEqual({
      'stud.localhost': 'stud',
      'varicocele.localhost': 'varicocele',
      'varicoceleorg.localhost': 'varicoceleorg',
    });
  });

  it('names each bad variable', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      MAIL_URL: 'not a url',
    });
    expect(problems.join('\n')).toMatch(/PORT/);
    expect(problems.join('\n')).toMatch(/DATABASE_URL/);
    expect(problems.join('\n')).toMatch(/MAIL_URL/);
  });

  it('requires both JWT secrets from the environment in production', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems.some((p) => p.startsWith('JWT_ACCESS_SECRET'))).toBe(true);
    expect(problems.some((p) => p.startsWith('JWT_REFRESH_SECRET'))).toBe(true);
  });

  it('starts in production with real secrets', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_ACCESS_SECRET: 'a'.repeat(40),
      JWT_REFRESH_SECRET: 'b'.repeat(40),
    });
    expect(config.env).toBe('production');
  });

  it('parses the brand host map and rejects a bad entry by name', () => {
    expect(loadConfig({ BRAND_HOSTS: 'shop.example.com=stud' }).brandHosts).toMatchObject({
      'shop.example.com': 'stud',
      'stud.localhost': 'stud',
    });
    expect(problemsOf({ BRAND_HOSTS: 'shop.example.com=unknownbrand' }).join('\n')).toMatch(
      /BRAND_HOSTS/,
    );
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).port).toBe(8080);
  });
});
