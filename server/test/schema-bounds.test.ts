import { ChatClientPayloads, FINITE_KEYWORD, NO_NUL_PATTERN, routes as table } from '@portal/contract';
import { MODELS } from '../src/modules/catalog/model-registry';
import { schemaOf } from '../src/register-route';

/**
 * Every input schema (each route's query, params, headers and body, each socket event's
 * payload, each generic model's write schema): numbers are finite and bounded on both sides, strings
 * have a maximum length and cannot hold NUL, and no id may be 0 read as null.
 */

type Schema = Record<string, unknown> & {
  type?: string | string[];
  anyOf?: Schema[];
  allOf?: Schema[];
  oneOf?: Schema[];
  properties?: Record<string, Schema>;
  patternProperties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema | Schema[];
  pattern?: string;
  minimum?: number;
  maximum?: number;
};

/** Values checked after validation by the generic model calls (their models' schemas are walked below). */
const CHECKED_LATER = [
  /^POST \/api\/model\/[^ ]+ body\.(data(\.\*)?|conditions\.\d+|conditions\.\d+\.value)$/,
];

const isNumeric = (s: Schema) => [s.type].flat().some((t) => t === 'integer' || t === 'number');

/** Whether a pattern can match a string holding NUL: a negated class without it, `.`, `\S`, `\W`, `\D`. */
export function patternAllowsNul(pattern: string): boolean {
  if (pattern === NO_NUL_PATTERN) return false;
  let rest = pattern;
  for (const [whole, negated, body] of pattern.matchAll(/\[(\^?)((?:\\.|[^\]\\])*)\]/g)) {
    if (negated && !/\\u0000|\\x00|\\0/.test(body)) return true;
    if (!negated && /\\[SWD]/.test(body)) return true;
    rest = rest.replace(whole, '');
  }
  return /\\[SWD]/.test(rest) || /(^|[^\\])\./.test(rest);
}

export function problemsOf(schema: Schema | undefined, path: string, out: string[] = []): string[] {
  if (!schema || typeof schema !== 'object') return out;
  if (Object.keys(schema).length === 0 && !CHECKED_LATER.some((p) => p.test(path)))
    out.push(`${path}: accepts any value`);
  if (isNumeric(schema)) {
    if (schema[FINITE_KEYWORD] !== true) out.push(`${path}: number not marked finite`);
    const { minimum, maximum } = schema;
    if (typeof minimum !== 'number' || minimum < Number.MIN_SAFE_INTEGER)
      out.push(`${path}: number without a safe minimum`);
    if (typeof maximum !== 'number' || maximum > Number.MAX_SAFE_INTEGER)
      out.push(`${path}: number without a safe maximum`);
  }
  if ([schema.type].flat().includes('string') && schema.enum === undefined && schema.const === undefined) {
    if (typeof schema.maxLength !== 'number') out.push(`${path}: string without maxLength`);
    if (typeof schema.pattern !== 'string' || patternAllowsNul(schema.pattern))
      out.push(`${path}: string may hold NUL`);
  }
  // Ajv's coercion turns 0 (and "" and false) into null for a `{type: 'null'}` branch.
  const branches = schema.anyOf ?? schema.oneOf ?? [];
  if (
    branches.some((b) => b.type === 'null') &&
    branches.some((b) => isNumeric(b) && Number(b.minimum) > 0)
  ) {
    out.push(`${path}: 0 would be taken as null (use Nullable)`);
  }
  for (const part of [...(schema.anyOf ?? []), ...(schema.allOf ?? []), ...(schema.oneOf ?? [])])
    problemsOf(part, path, out);
  for (const [name, inner] of Object.entries(schema.properties ?? {}))
    problemsOf(inner, `${path}.${name}`, out);
  for (const inner of Object.values(schema.patternProperties ?? {})) problemsOf(inner, `${path}.*`, out);
  if (typeof schema.additionalProperties === 'object')
    problemsOf(schema.additionalProperties, `${path}.*`, out);
  for (const [i, inner] of [schema.items ?? []].flat().entries()) problemsOf(inner, `${path}.${i}`, out);
  return out;
}

describe('input schemas are bounded', () => {
  // The table is what the server registers (openapi.test.ts and authorization-walk.test.ts prove it).
  const routes = Object.values(table).flatMap((entry) => {
    const schema = schemaOf(entry) as Record<string, Schema | undefined>;
    return (['querystring', 'params', 'headers', 'body'] as const).map((part) => ({
      where: `${entry.method} ${entry.url} ${part === 'querystring' ? 'query' : part}`,
      schema: schema[part],
    }));
  });

  it('finds the NUL a pattern lets through', () => {
    expect(
      ['^\\S+$', '^(https?://|/)\\S+$', '^[^<>]*$', '^.*$', '^[\\S]+$'].filter(patternAllowsNul),
    ).toHaveLength(5);
    expect(
      [NO_NUL_PATTERN, '^\\d{2,6}$', '^[A-Za-z0-9.+_-]*$', '^[^\\u0000<]*$', '^a\\.b$'].filter(
        patternAllowsNul,
      ),
    ).toEqual([]);
  });

  it('flags an unbounded number, a string without bounds and an id read as null', () => {
    const loose = {
      type: 'object',
      properties: {
        n: { type: 'integer' },
        s: { type: 'string' },
        id: { anyOf: [{ type: 'integer', minimum: 1 }, { type: 'null' }] },
      },
    };
    expect(problemsOf(loose, 'body')).toEqual([
      'body.n: number not marked finite',
      'body.n: number without a safe minimum',
      'body.n: number without a safe maximum',
      'body.s: string without maxLength',
      'body.s: string may hold NUL',
      'body.id: 0 would be taken as null (use Nullable)',
      'body.id: number not marked finite',
      'body.id: number without a safe maximum',
    ]);
  });

  it('every route', () => {
    expect(routes.length).toBeGreaterThan(400);
    expect(routes.flatMap(({ where, schema }) => problemsOf(schema, where))).toEqual([]);
  });

  it('every socket event', () => {
    expect(Object.keys(ChatClientPayloads).sort()).toEqual(['message:read', 'message:send', 'sync']);
    expect(
      Object.entries(ChatClientPayloads).flatMap(([event, schema]) =>
        problemsOf(schema as unknown as Schema, event),
      ),
    ).toEqual([]);
  });

  it('every generic model write', () => {
    expect(Object.values(MODELS).filter((model) => model.write?.createSchema).length).toBeGreaterThan(2);
    const problems = Object.entries(MODELS).flatMap(([name, model]) => [
      ...problemsOf(model.write?.createSchema as Schema | undefined, `${name} create`),
      ...problemsOf(model.write?.updateSchema as Schema | undefined, `${name} update`),
    ]);
    expect(problems).toEqual([]);
  });
});
