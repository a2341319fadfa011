import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiRoutes } from './api-routes';
import type { RouteDef } from './route';
import { socketClientMessage, socketServerEvent } from './socket';

/**
 * The API turns every schema into JSON Schema for validation docs and OpenAPI. zod throws on
 * anything it cannot represent (transforms, dates, custom types), so converting each part
 * here in both directions and both targets guarantees the document can be generated.
 */
const parts = ['params', 'query', 'body', 'response'] as const;
const targets = ['draft-2020-12', 'openapi-3.0'] as const;

const cases = Object.entries(apiRoutes as Record<string, RouteDef>).flatMap(([name, route]) =>
  parts.flatMap((part) => {
    const schema = route[part];
    return schema ? [{ label: `${name}.${part}`, schema }] : [];
  }),
);

describe('JSON Schema conversion', () => {
  it.each(cases)('$label converts', ({ schema }) => {
    for (const target of targets) {
      for (const io of ['input', 'output'] as const) {
        expect(() => z.toJSONSchema(schema, { io, target })).not.toThrow();
      }
    }
  });

  it('converts the socket messages', () => {
    for (const io of ['input', 'output'] as const) {
      expect(() => z.toJSONSchema(socketClientMessage, { io })).not.toThrow();
      expect(() => z.toJSONSchema(socketServerEvent, { io })).not.toThrow();
    }
  });

  it('keeps query and params flat objects', () => {
    for (const route of Object.values(apiRoutes as Record<string, RouteDef>)) {
      for (const part of ['params', 'query'] as const) {
        const json = route[part] && z.toJSONSchema(route[part], { io: 'input' });
        if (json) expect(json.type).toBe('object');
      }
    }
  });
});
