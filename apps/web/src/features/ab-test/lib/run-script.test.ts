import { afterEach, describe, expect, it, vi } from 'vitest';
import { runAbScript, syntaxError } from './run-script';

afterEach(() => document.querySelectorAll('script[data-ab-script-for]').forEach((s) => s.remove()));

describe('runAbScript', () => {
  it('logs a script that does not parse with its identifier and loads nothing', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await runAbScript('stud-home-banner-a', 'window.ran = true; function (')).toBe(false);
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('A/B script of "stud-home-banner-a" does not parse'),
    );
    expect(document.querySelector('script[data-ab-script-for]')).toBeNull();
  });

  it('loads a script that parses from our own origin, versioned by its text', async () => {
    expect(await runAbScript('stud-home-banner-b', 'document.title = "x";')).toBe(true);
    const script = document.querySelector<HTMLScriptElement>(
      'script[data-ab-script-for="stud-home-banner-b"]',
    )!;
    expect(script.getAttribute('src')).toMatch(
      /^\/api\/ab_test\/script\/stud-home-banner-b\/\?v=[0-9a-z]+&page=%2F$/,
    );
  });

  it('loads nothing on a page that holds personal or health data (ADR 024)', async () => {
    window.history.pushState(null, '', '/app/some-room');
    try {
      expect(await runAbScript('stud-home-banner-b', 'document.title = "x";')).toBe(false);
      expect(document.querySelector('script[data-ab-script-for]')).toBeNull();
    } finally {
      window.history.pushState(null, '', '/');
    }
  });

  it('loads nothing for a signed-in browser, which the API refuses scripts to (ADR 024)', async () => {
    localStorage.setItem('access', 'a.b.c');
    try {
      expect(await runAbScript('stud-home-banner-b', 'document.title = "x";')).toBe(false);
      expect(document.querySelector('script[data-ab-script-for]')).toBeNull();
    } finally {
      localStorage.removeItem('access');
    }
  });

  it('names the syntax error', async () => {
    expect(await syntaxError('let = ;')).toMatch(/Unexpected token/);
    expect(await syntaxError('const a = 1;')).toBeNull();
  });
});
