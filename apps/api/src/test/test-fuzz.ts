import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiRoutes } from '@mhp/contract/api-routes';
import { buildPath, type RouteDef } from '@mhp/contract/route';

/**
 * Requests for every contract route, generated from the route's own zod schemas (through
 * their JSON Schema, `z.toJSONSchema`): valid values, boundaries, and hostile ones (huge
 * strings, NUL, odd unicode, wrong types, deep nesting, `__proto__`). Used by the seeded
 * fuzz test in the normal run and by `npm run fuzz` (scripts/fuzz.mjs) for a long run.
 * New routes in `apiRoutes` are covered without changing anything here.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  additionalProperties?: JsonSchema | boolean;
}

/** JSON text placed into a body as it is (deep nesting that JSON.stringify could not make). */
class RawJson {
  constructor(readonly text: string) {}
}

const deepNesting = fc
  .integer({ min: 500, max: 20_000 })
  .chain((depth) =>
    fc.constantFrom(
      new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`),
      new RawJson(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
    ),
  );

/** Strings no form would send, each a classic way to break a server. */
const hostileStrings = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\u202e\u0301\u{1F600}\uFEFF',
    '\ud800',
    '__proto__',
    'constructor',
    "' OR 1=1 --",
    '"; DROP TABLE users; --',
    '<script>alert(1)</script>',
    '../../../../etc/passwd',
    '%00%ff%',
    '${jndi:ldap://x}',
    '@'.repeat(64_000),
    'a@'.repeat(20_000),
    'x'.repeat(100_000),
    ' '.repeat(10_000),
  ),
  fc.string({ unit: 'binary', maxLength: 64 }),
  fc.integer({ min: 1000, max: 200_000 }).map((n) => 'é'.repeat(n)),
);

const wrongTypes = fc.oneof(
  fc.constantFrom(null, true, 0, -1, 1e308, 1.5, '', [], {}, [null], { __proto__: null }),
  fc.string({ maxLength: 20 }),
  deepNesting,
);

function numberArbitrary(
  schema: JsonSchema,
  integer: boolean,
  hostile: boolean,
): fc.Arbitrary<unknown> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1_000_000;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? 1_000_000;
  const inRange = integer
    ? fc.integer({
        min: Math.ceil(Math.max(min, -(2 ** 31))),
        max: Math.floor(Math.min(max, 2 ** 31 - 1)),
      })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  const boundaries = fc.constantFrom(min, max, min - 1, max + 1, 0, -0, 0.5, 2 ** 53, -(2 ** 63));
  if (!hostile) return inRange;
  return fc.oneof({ weight: 3, arbitrary: inRange }, { weight: 2, arbitrary: boundaries });
}

function stringArbitrary(schema: JsonSchema, hostile: boolean): fc.Arbitrary<unknown> {
  const maxLength = Math.min(schema.maxLength ?? 200, 200);
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  const byFormat: Record<string, fc.Arbitrary<string>> = {
    email: fc.emailAddress(),
    uuid: fc.uuid(),
    'date-time': fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
    uri: fc.webUrl(),
  };
  const valid =
    (schema.format && byFormat[schema.format]) ||
    (schema.pattern ? patternString(schema.pattern, minLength, maxLength) : null) ||
    fc.string({ minLength, maxLength });
  if (!hostile) return valid;
  const boundaries = fc.constantFrom(
    'a'.repeat(schema.maxLength ?? 254),
    'a'.repeat((schema.maxLength ?? 254) + 1),
    'a'.repeat(Math.max(0, (schema.minLength ?? 1) - 1)),
  );
  return fc.oneof(
    { weight: 4, arbitrary: valid },
    { weight: 1, arbitrary: boundaries },
    { weight: 3, arbitrary: hostileStrings },
  );
}

/** Strings matching the schema's pattern, when fast-check can build them within the length. */
function patternString(pattern: string, minLength: number, maxLength: number) {
  try {
    return fc
      .stringMatching(new RegExp(pattern))
      .filter((value) => value.length >= minLength && value.length <= Math.max(maxLength, 1));
  } catch {
    return null;
  }
}

function objectArbitrary(schema: JsonSchema, depth: number, hostile = true): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const shape = Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [
      key,
      valueArbitrary(value, depth + 1, hostile),
    ]),
  );
  const record = fc.record(shape, { requiredKeys: schema.required ?? [] });
  if (!hostile) return record;
  // Sometimes a required field goes missing, sometimes keys no schema names come along.
  const extras = fc.option(
    fc.constantFrom<[string, unknown]>(
      ['__proto__', { isAdmin: true, is_verified: true }],
      ['constructor', { prototype: { polluted: true } }],
      ['extra_field', 'x'.repeat(1000)],
    ),
    { freq: 4 },
  );
  return fc
    .tuple(
      fc.oneof(
        { weight: 5, arbitrary: record },
        { weight: 1, arbitrary: fc.record(shape, { requiredKeys: [] }) },
      ),
      extras,
    )
    .map(([value, extra]) => {
      const result = { ...(value as object) };
      // defineProperty: a plain assignment to "__proto__" would set the prototype instead.
      if (extra) Object.defineProperty(result, extra[0], { value: extra[1], enumerable: true });
      return result;
    });
}

function valueArbitrary(schema: JsonSchema, depth = 0, hostile = true): fc.Arbitrary<unknown> {
  if (!hostile) return validShaped(schema, depth, false);
  return fc.oneof(
    { weight: 9, arbitrary: validShaped(schema, depth) },
    { weight: 1, arbitrary: wrongTypes },
  );
}

function validShaped(schema: JsonSchema, depth: number, hostile = true): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) {
    return fc.oneof(...alternatives.map((s) => validShaped(s, depth, hostile)));
  }
  if (schema.allOf?.length) return validShaped(schema.allOf[0]!, depth, hostile);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringArbitrary(schema, hostile);
    case 'integer':
      return numberArbitrary(schema, true, hostile);
    case 'number':
      return numberArbitrary(schema, false, hostile);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      if (schema.prefixItems) {
        return fc.tuple(...schema.prefixItems.map((s) => valueArbitrary(s, depth + 1, hostile)));
      }
      if (!hostile) {
        return fc.array(valueArbitrary(schema.items ?? {}, depth + 1, false), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
        });
      }
      return fc.oneof(
        fc.array(valueArbitrary(schema.items ?? {}, depth + 1), { maxLength: 5 }),
        fc.constant(Array.from({ length: 5000 }, () => 'x')),
      );
    case 'object':
      return objectArbitrary(schema, depth, hostile);
    default:
      // Anything at all (z.unknown, records of unknown): JSON of every shape, deep too.
      if (!hostile) return fc.jsonValue({ maxDepth: 2 });
      return fc.oneof(
        { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
        { weight: 1, arbitrary: deepNesting },
      );
  }
}

function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** JSON text of a generated value: RawJson is inserted as it is. */
export function toJson(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .map((key) => `${JSON.stringify(key)}:${toJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Query values are text: objects and arrays go as JSON, arrays also as repeated keys. */
function toQueryString(value: unknown): string {
  if (!value || typeof value !== 'object' || value instanceof RawJson) return '';
  const search = new URLSearchParams();
  for (const key of Object.keys(value)) {
    const item = (value as Record<string, unknown>)[key];
    if (Array.isArray(item)) for (const part of item) search.append(key, textOf(part));
    else search.append(key, textOf(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

const textOf = (value: unknown) =>
  value instanceof RawJson ? value.text : typeof value === 'string' ? value : toJson(value);

export type Caller = 'anonymous' | 'user' | 'forged';

export interface FuzzRequest {
  route: string;
  method: RouteDef['method'];
  url: string;
  payload?: string;
  caller: Caller;
}

/** One route's requests: path, query and body each from its schema, each caller. */
export function requestArbitrary(name: string, route: RouteDef): fc.Arbitrary<FuzzRequest> {
  const parts = (hostile: boolean) => {
    const part = (schema: z.ZodType | undefined) =>
      schema ? valueArbitrary(jsonSchemaOf(schema), 0, hostile) : fc.constant(undefined);
    return fc.record({
      params: route.params
        ? objectArbitrary(jsonSchemaOf(route.params), 0, hostile)
        : fc.constant(undefined),
      query: part(route.query),
      body: part(route.body),
    });
  };
  const fields = stringFields(route);
  // Valid requests with one field made hostile reach the handlers and the database, where
  // requests hostile everywhere stop at validation; plain valid ones check the happy path.
  const oneHostileField =
    fields.length === 0
      ? parts(false)
      : fc
          .tuple(parts(false), fc.constantFrom(...fields), fc.oneof(hostileStrings, wrongTypes))
          .map(([request, field, value]) => {
            const copy = structuredCloneSafe(request) as Record<string, unknown>;
            if (field.path.length === 0) copy[field.part] = value;
            else {
              if (!copy[field.part] || typeof copy[field.part] !== 'object') copy[field.part] = {};
              setAt(copy[field.part] as Record<string, unknown>, field.path, value);
            }
            return copy as { params: unknown; query: unknown; body: unknown };
          });
  return fc
    .tuple(
      fc.oneof(
        { weight: 1, arbitrary: parts(false) },
        { weight: 3, arbitrary: oneHostileField },
        { weight: 2, arbitrary: parts(true) },
      ),
      fc.constantFrom<Caller>('anonymous', 'user', 'forged'),
    )
    .map(([{ params, query, body }, caller]) => {
      const values = Object.fromEntries(
        Object.entries((params ?? {}) as Record<string, unknown>).map(([key, value]) => [
          key,
          textOf(value) || 'x',
        ]),
      );
      return {
        route: name,
        method: route.method,
        url: safeBuildPath(route.path, values) + toQueryString(query),
        ...(route.body && route.method !== 'GET' ? { payload: toJson(body) } : {}),
        caller,
      };
    });
}

function safeBuildPath(path: string, values: Record<string, string>): string {
  const filled = { ...values };
  for (const [, name] of path.matchAll(/\{(\w+)\}/g)) filled[name!] ??= 'x';
  return buildPath(path, filled);
}

/** What no answer may contain: a stack trace, SQL or a database's own message. */
const LEAKS: [string, RegExp][] = [
  ['stack trace', /\n\s+at .+[:(]\d+:\d+|node_modules|\.ts:\d+/],
  ['SQL', /\bselect\s+(?:\*|distinct\b|"\w+")|\binsert\s+into\s+"|\bupdate\s+"\w+"\s+set\b/i],
  [
    'database message',
    /Failed query|syntax error at or near|violates .* constraint|relation ".*" does not exist|invalid byte sequence/i,
  ],
];

export interface FuzzProblem {
  request: FuzzRequest;
  status: number;
  problem: string;
  body: string;
}

export interface FuzzReport {
  requests: number;
  byStatus: Record<string, number>;
  /** 5xx answers other than the deliberate 501 not_implemented and 503 not_configured. */
  serverErrors: number;
  problems: FuzzProblem[];
  /** Milliseconds per request, in order. */
  durations: number[];
}

export interface FuzzOptions {
  app: FastifyInstance;
  /** A valid access token of a real user, for the requests sent as `user`. */
  userToken: string;
  runsPerRoute: number;
  seed: number;
  routes?: Record<string, RouteDef>;
  /** Client addresses rotate so the per-IP throttles do not stop everything early. */
  clientAddresses?: number;
}

/** Sends every generated request (in-process, app.inject) and checks each answer. */
export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const routes = options.routes ?? (apiRoutes as Record<string, RouteDef>);
  const report: FuzzReport = {
    requests: 0,
    byStatus: {},
    serverErrors: 0,
    problems: [],
    durations: [],
  };
  let routeIndex = 0;
  for (const [name, route] of Object.entries(routes)) {
    routeIndex += 1;
    const samples = fc.sample(requestArbitrary(name, route), {
      numRuns: options.runsPerRoute,
      seed: options.seed + routeIndex,
    });
    for (const request of samples) {
      const headers: Record<string, string> = {};
      if (request.caller === 'user') headers.authorization = `Bearer ${options.userToken}`;
      if (request.caller === 'forged') headers.authorization = `Bearer ${forgedToken}`;
      if (request.payload !== undefined) headers['content-type'] = 'application/json';
      const started = performance.now();
      const res = await options.app.inject({
        method: request.method,
        url: request.url,
        headers,
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
        remoteAddress: `10.9.${report.requests % (options.clientAddresses ?? 1)}.1`,
      });
      report.durations.push(performance.now() - started);
      report.requests += 1;
      report.byStatus[res.statusCode] = (report.byStatus[res.statusCode] ?? 0) + 1;
      const deliberate = res.statusCode >= 500 && isDeliberate(res.statusCode, res.body);
      const problem =
        res.statusCode >= 500 && !deliberate
          ? `answered ${res.statusCode}`
          : LEAKS.find(([, pattern]) => pattern.test(res.body))?.[0];
      if (res.statusCode >= 500 && !deliberate) report.serverErrors += 1;
      if (problem) {
        report.problems.push({
          request: { ...request, payload: request.payload?.slice(0, 300) },
          status: res.statusCode,
          problem,
          body: res.body.slice(0, 300),
        });
      }
    }
  }
  return report;
}

/**
 * The two 5xx answers the contract means: a route other branches have not built yet (501
 * not_implemented) and a feature this server is not configured for (503 not_configured, e.g.
 * X sign-in without keys). Every other 5xx is a failure.
 */
function isDeliberate(status: number, body: string): boolean {
  const code = /"error":"(\w+)"/.exec(body)?.[1];
  return (
    (status === 501 && code === 'not_implemented') || (status === 503 && code === 'not_configured')
  );
}

/** Signed with a key the server never had. */
const forgedToken =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJhZG1pbiIsInNpZCI6IngifQ.c2lnbmF0dXJl';

/** Signs up the user whose token the fuzz uses. */
export async function fuzzUser(app: FastifyInstance): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/users/sign-up/',
    payload: {
      email: 'fuzz-user@example.com',
      password: 'a long fuzzing passphrase 42',
      first_name: 'Fuzz',
    },
  });
  if (res.statusCode !== 201)
    throw new Error(`fuzz sign-up answered ${res.statusCode}: ${res.body}`);
  return res.json().access as string;
}

/** Where a string goes in a request: its part and the path of keys inside it. */
export interface StringField {
  part: 'params' | 'query' | 'body';
  path: (string | number)[];
}

/** Every string-typed field of a route's params, query and body (nested ones too). */
export function stringFields(route: RouteDef): StringField[] {
  const fields = new Map<string, StringField>();
  const walk = (schema: JsonSchema, part: StringField['part'], path: (string | number)[]) => {
    if (path.length > 5) return;
    for (const alternative of [
      ...(schema.anyOf ?? []),
      ...(schema.oneOf ?? []),
      ...(schema.allOf ?? []),
    ]) {
      walk(alternative, part, path);
    }
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (types.includes('string')) fields.set(`${part}:${path.join('.')}`, { part, path });
    for (const [key, value] of Object.entries(schema.properties ?? {}))
      walk(value, part, [...path, key]);
    if (schema.items) walk(schema.items, part, [...path, 0]);
  };
  for (const part of ['params', 'query', 'body'] as const) {
    const schema = route[part];
    if (schema) walk(jsonSchemaOf(schema), part, []);
  }
  return [...fields.values()];
}

/**
 * A request for `route` with `value` at `field` and schema-shaped values elsewhere (the same
 * ones for every value, given the seed), for comparing a huge string with a short one.
 */
export function requestWithField(
  route: RouteDef,
  field: StringField,
  value: string,
  seed: number,
): { method: RouteDef['method']; url: string; payload?: string } {
  const sample = (schema: z.ZodType | undefined, part: StringField['part']) => {
    if (!schema) return part === 'body' ? undefined : {};
    const [base] = fc.sample(validShaped(jsonSchemaOf(schema), 0, false), { numRuns: 1, seed });
    return structuredCloneSafe(base);
  };
  const parts = {
    params: sample(route.params, 'params') ?? {},
    query: sample(route.query, 'query') ?? {},
    body: sample(route.body, 'body'),
  };
  if (field.path.length === 0) parts[field.part] = value;
  else {
    if (!parts[field.part] || typeof parts[field.part] !== 'object') parts[field.part] = {};
    setAt(parts[field.part] as Record<string, unknown>, field.path, value);
  }
  const values = Object.fromEntries(
    Object.entries(parts.params as Record<string, unknown>).map(([key, item]) => [
      key,
      textOf(item) || 'x',
    ]),
  );
  return {
    method: route.method,
    url: safeBuildPath(route.path, values) + toQueryString(parts.query),
    ...(route.body && route.method !== 'GET' ? { payload: toJson(parts.body) } : {}),
  };
}

function structuredCloneSafe(value: unknown): unknown {
  if (value instanceof RawJson) return value;
  if (Array.isArray(value)) return value.map(structuredCloneSafe);
  if (value && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      Object.defineProperty(copy, key, {
        value: structuredCloneSafe((value as Record<string, unknown>)[key]),
        enumerable: true,
        writable: true,
      });
    }
    return copy;
  }
  return value;
}

function setAt(target: Record<string, unknown>, path: (string | number)[], value: unknown): void {
  let node: Record<string | number, unknown> = target;
  path.forEach((key, index) => {
    if (index === path.length - 1) {
      Object.defineProperty(node, key, { value, enumerable: true, writable: true });
      return;
    }
    const next = path[index + 1];
    if (!node[key] || typeof node[key] !== 'object' || node[key] instanceof RawJson) {
      Object.defineProperty(node, key, {
        value: typeof next === 'number' ? [] : {},
        enumerable: true,
        writable: true,
      });
    }
    node = node[key] as Record<string | number, unknown>;
  });
}
