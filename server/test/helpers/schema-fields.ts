/** A JSON schema as the routes declare them (TypeBox output). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  default?: unknown;
}

export interface Field {
  path: string[];
  schema: JsonSchema;
}

/** The object's properties, through intersections and unions (first object branch). */
export function propertiesOf(schema: JsonSchema | undefined): {
  properties: Record<string, JsonSchema>;
  required: Set<string>;
} {
  const properties: Record<string, JsonSchema> = {};
  const required = new Set<string>();
  const visit = (s: JsonSchema | undefined) => {
    if (!s) return;
    Object.assign(properties, s.properties ?? {});
    for (const name of s.required ?? []) required.add(name);
    for (const part of s.allOf ?? []) visit(part);
    const object = s.anyOf?.find((branch) => branch.properties || branch.allOf);
    if (object) visit(object);
  };
  visit(schema);
  return { properties, required };
}

/** Every field of a schema, nested objects and first array items included (depth-limited). */
export function fieldsOf(schema: JsonSchema | undefined, prefix: string[] = [], depth = 0): Field[] {
  if (!schema || depth > 4) return [];
  const { properties } = propertiesOf(schema);
  const fields: Field[] = [];
  for (const [name, inner] of Object.entries(properties)) {
    const path = [...prefix, name];
    fields.push({ path, schema: inner });
    const concrete = concreteOf(inner);
    if (concrete.properties || concrete.allOf) fields.push(...fieldsOf(concrete, path, depth + 1));
    if (concrete.items) {
      fields.push({ path: [...path, '0'], schema: concrete.items });
      fields.push(...fieldsOf(concreteOf(concrete.items), [...path, '0'], depth + 1));
    }
  }
  return fields;
}

/** The first non-null branch of a union. */
export function concreteOf(schema: JsonSchema): JsonSchema {
  return schema.anyOf?.find((branch) => branch.type !== 'null') ?? schema;
}

/** A value of the right kind that names nothing real (ids far above the demo data), to carry a malformed one. */
export function plausible(schema: JsonSchema): unknown {
  const s = concreteOf(schema);
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  if (s.anyOf) return plausible(s.anyOf[0]);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.min(s.maximum ?? 2147480000, 2147480000);
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return objectOf(s);
    case 'string':
      if (s.format === 'portal-date') return '2024-01-01';
      if (s.format === 'portal-date-time') return '2024-01-01 08:00:00';
      return 'x'.repeat(Math.max(1, s.minLength ?? 1));
    default:
      return 'x';
  }
}

/** An object with every required property set to a plausible value. */
export function objectOf(schema: JsonSchema | undefined): Record<string, unknown> {
  const { properties, required } = propertiesOf(schema);
  const value: Record<string, unknown> = {};
  for (const name of required) if (properties[name]) value[name] = plausible(properties[name]);
  return value;
}

/** Sets `value` at `path` inside `target`, creating objects and arrays on the way. */
export function setPath(target: Record<string, unknown>, path: string[], value: unknown): void {
  let node: Record<string, unknown> = target;
  path.slice(0, -1).forEach((key, i) => {
    const nextIsIndex = /^\d+$/.test(path[i + 1]);
    if (node[key] === null || typeof node[key] !== 'object') node[key] = nextIsIndex ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
  node[path[path.length - 1]] = value;
}
