import { CONTRACT_FORMATS, FINITE_KEYWORD } from '@portal/contract';

interface ValidatorSetup {
  addFormat(name: string, format: { type: 'string'; validate: (value: string) => boolean }): unknown;
  addKeyword(definition: {
    keyword: string;
    schemaType: 'boolean';
    errors: false;
    validate: (schema: boolean, data: unknown) => boolean;
  }): unknown;
}

/**
 * Teaches the route validator (Fastify's Ajv) what the shared contract's schemas name: its string
 * formats, and `finite`. Ajv coerces the query value "Infinity" to a number and then skips
 * `minimum`/`maximum` for non-finite numbers, so bounds alone let it through to the database.
 */
export function extendAjv<T extends ValidatorSetup>(ajv: T): T {
  for (const [name, check] of Object.entries(CONTRACT_FORMATS))
    ajv.addFormat(name, { type: 'string', validate: check });
  // Not limited to `type: 'number'`: Ajv runs number keywords only on finite numbers.
  ajv.addKeyword({
    keyword: FINITE_KEYWORD,
    schemaType: 'boolean',
    errors: false,
    validate: (on, data) => !on || typeof data !== 'number' || Number.isFinite(data),
  });
  return ajv;
}
