import { checkSync } from 'recheck';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiRoutes } from './api-routes';
import type { RouteDef } from './route';
import { socketClientMessage } from './socket';

/**
 * Every pattern the API runs on caller input must match in linear time: a backtracking
 * pattern (e.g. `^\S+@\S+\.\S+$`, which held the whole server for 15 s on a 128 KB email)
 * lets one request freeze every brand. recheck analyses each pattern the way V8 runs it and
 * reports its worst-case complexity; anything but "safe, linear" fails here, so a new
 * super-linear pattern (nested or overlapping quantifiers) is caught before it ships.
 */
function patternsIn(json: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(json)) json.forEach((item) => patternsIn(item, found));
  else if (json && typeof json === 'object') {
    for (const [key, value] of Object.entries(json)) {
      if (key === 'pattern' && typeof value === 'string') found.add(value);
      else patternsIn(value, found);
    }
  }
  return found;
}

const inputParts = ['params', 'query', 'body'] as const;
const inputSchemas = [
  ...Object.values(apiRoutes as Record<string, RouteDef>).flatMap((route) =>
    inputParts.flatMap((part) => (route[part] ? [route[part]] : [])),
  ),
  socketClientMessage,
];
const patterns = [
  ...inputSchemas.reduce(
    (found, schema) => patternsIn(z.toJSONSchema(schema, { io: 'input' }), found),
    new Set<string>(),
  ),
];

describe('input patterns', () => {
  it('finds the patterns of the routes (the email rule among them)', () => {
    expect(patterns.length).toBeGreaterThan(5);
    expect(patterns.some((source) => source.includes('@'))).toBe(true);
  });

  it.each(patterns)('%s matches in linear time', (source) => {
    const result = checkSync(source, '');
    const complexity = result.status === 'unknown' ? undefined : result.complexity.type;
    expect({ source, status: result.status, complexity }).toEqual({
      source,
      status: 'safe',
      complexity: expect.stringMatching(/^(safe|constant|linear)$/),
    });
  });

  it('flags the pattern that froze the server', () => {
    expect(checkSync(String.raw`^\S+@\S+\.\S+$`, '').status).toBe('vulnerable');
  });
});
