import { describe, expect, it } from 'vitest';
import {
  defaultBrandHosts,
  normalizeHost,
  pageBrand,
  parseBrandHosts,
  resolveBrand,
} from './brands';

describe('pageBrand', () => {
  it('is the host’s own brand on a brand host, whatever the path', () => {
    expect(pageBrand('stud', '/')).toBe('stud');
    expect(pageBrand('stud', '/varicocele/shop')).toBe('stud');
  });

  it('is the nested brand on the generic host, with or without the /ab_test prefix', () => {
    expect(pageBrand('generic', '/stud')).toBe('stud');
    expect(pageBrand('generic', '/stud/shop/classic-brief')).toBe('stud');
    expect(pageBrand('generic', '/ab_test/varicoceleorg/about')).toBe('varicoceleorg');
    expect(pageBrand('generic', '/VARICOCELE/Shop')).toBe('varicocele');
  });

  it('is careapp for every other path of the generic host', () => {
    for (const path of [
      '/',
      '/login',
      '/ab_test',
      '/ab_test/login',
      '/studs',
      '/careapp',
      '/app/x',
    ]) {
      expect(pageBrand('generic', path)).toBe('careapp');
    }
  });
});

describe('resolveBrand', () => {
  it('maps the default development hosts', () => {
    expect(resolveBrand('stud.localhost')).toBe('stud');
    expect(resolveBrand('varicocele.localhost')).toBe('varicocele');
    expect(resolveBrand('varicoceleorg.localhost')).toBe('varicoceleorg');
  });

  it('ignores the port, letter case and a trailing dot', () => {
    expect(resolveBrand('stud.localhost:5173')).toBe('stud');
    expect(resolveBrand('STUD.Localhost')).toBe('stud');
    expect(resolveBrand('varicocele.localhost.:8080')).toBe('varicocele');
    expect(resolveBrand('  varicoceleorg.localhost  ')).toBe('varicoceleorg');
  });

  it('answers generic for unknown or empty hosts', () => {
    expect(resolveBrand('localhost:8080')).toBe('generic');
    expect(resolveBrand('example.com')).toBe('generic');
    expect(resolveBrand('')).toBe('generic');
    expect(resolveBrand('[::1]:8080')).toBe('generic');
    // A host that merely contains a brand host is not that host.
    expect(resolveBrand('evil-stud.localhost')).toBe('generic');
  });

  it('uses a custom map instead of the defaults', () => {
    const map = { 'shop.example.com': 'stud', 'app.example.com': 'careapp' } as const;
    expect(resolveBrand('shop.example.com:443', map)).toBe('stud');
    expect(resolveBrand('stud.localhost', map)).toBe('generic');
  });

  it('treats a host mapped to careapp as the generic host', () => {
    expect(resolveBrand('app.example.com', { 'app.example.com': 'careapp' })).toBe('generic');
  });

  it('matches map keys written with capitals or a port', () => {
    expect(resolveBrand('shop.example.com', { 'Shop.Example.com:8443': 'stud' })).toBe('stud');
  });

  it('keeps the default map unchanged', () => {
    expect(Object.keys(defaultBrandHosts)).toHaveLength(3);
  });
});

describe('normalizeHost', () => {
  it('keeps a bracketed IPv6 address whole', () => {
    expect(normalizeHost('[::1]:3000')).toBe('[::1]');
  });
});

describe('parseBrandHosts', () => {
  it('parses a list of host=brand entries', () => {
    expect(parseBrandHosts('shop.example.com=stud,varicocele.example.com=varicocele')).toEqual({
      'shop.example.com': 'stud',
      'varicocele.example.com': 'varicocele',
    });
  });

  it('tolerates spaces, capitals, a trailing comma and an empty value', () => {
    expect(parseBrandHosts(' Shop.Example.com = stud , app.example.com=careapp, ')).toEqual({
      'shop.example.com': 'stud',
      'app.example.com': 'careapp',
    });
    expect(parseBrandHosts('')).toEqual({});
  });

  it('throws naming the bad entry', () => {
    expect(() => parseBrandHosts('shop.example.com=stud,broken')).toThrow(/"broken"/);
    expect(() => parseBrandHosts('shop.example.com=shoes')).toThrow(
      /"shop.example.com=shoes".*unknown brand "shoes"/,
    );
    expect(() => parseBrandHosts('=stud')).toThrow(/"=stud"/);
    expect(() => parseBrandHosts('a.com=stud=x')).toThrow(/"a.com=stud=x"/);
    expect(() => parseBrandHosts('bad host.com=stud')).toThrow(/"bad host.com=stud"/);
    expect(() => parseBrandHosts('a.com=stud,A.com=varicocele')).toThrow(/repeats host "a.com"/);
  });
});
