// Checks a real answer against the schema the OpenAPI document gives it, for suites that hold the
// document to what the handlers send. Covers what @nestjs/swagger writes (OpenAPI 3.0: $ref,
// allOf around a nullable $ref, oneOf, nullable, enum, objects, arrays, scalars) and is stricter than JSON Schema in one way: an
// object property the schema does not name is a problem too, so an undocumented field shows.

type Schema = {
  $ref?: string;
  allOf?: Schema[];
  oneOf?: Schema[];
  type?: string;
  nullable?: boolean;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: Schema | boolean;
  items?: Schema;
};

interface Document {
  paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: Schema }> }> }>>;
  components: { schemas: Record<string, Schema> };
}

/** The schema with its $ref followed and its allOf parts merged into one (properties, required). */
function resolved(document: Document, schema: Schema): Schema {
  if (schema.$ref) {
    const target = document.components.schemas[schema.$ref.replace('#/components/schemas/', '')];
    if (!target) throw new Error(`unknown schema ${schema.$ref}`);
    return resolved(document, target);
  }
  if (!schema.allOf) return schema;
  const { allOf, ...own } = schema;
  let merged: Schema = own;
  for (const part of allOf.map((each) => resolved(document, each))) {
    merged = {
      ...part,
      ...merged,
      properties: { ...part.properties, ...merged.properties },
      required: [...(part.required ?? []), ...(merged.required ?? [])],
    };
  }
  return merged;
}

function problems(document: Document, given: Schema, value: unknown, at: string): string[] {
  const schema = resolved(document, given);
  if (value === null) return schema.nullable || (schema.oneOf === undefined && schema.type === undefined) ? [] : [`${at}: null`];
  if (schema.oneOf)
    return schema.oneOf.some((option) => problems(document, option, value, at).length === 0) ? [] : [`${at}: matches none of oneOf`];
  if (schema.enum && !schema.enum.includes(value)) return [`${at}: ${JSON.stringify(value)} not in ${JSON.stringify(schema.enum)}`];
  switch (schema.type) {
    case 'object': {
      if (typeof value !== 'object' || Array.isArray(value)) return [`${at}: not an object`];
      const record = value as Record<string, unknown>;
      const properties = schema.properties ?? {};
      const found = (schema.required ?? []).filter((name) => !(name in record)).map((name) => `${at}.${name}: missing`);
      for (const [name, item] of Object.entries(record)) {
        const property = properties[name] ?? (typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined);
        if (property) found.push(...problems(document, property, item, `${at}.${name}`));
        else if (schema.additionalProperties !== true) found.push(`${at}.${name}: not documented`);
      }
      return found;
    }
    case 'array':
      if (!Array.isArray(value)) return [`${at}: not an array`];
      return value.flatMap((item, index) => (schema.items ? problems(document, schema.items, item, `${at}[${index}]`) : []));
    case 'string':
      return typeof value === 'string' ? [] : [`${at}: not a string`];
    case 'number':
      return typeof value === 'number' ? [] : [`${at}: not a number`];
    case 'integer':
      return Number.isInteger(value) ? [] : [`${at}: not an integer`];
    case 'boolean':
      return typeof value === 'boolean' ? [] : [`${at}: not a boolean`];
    default:
      return [];
  }
}

/** What in `body` departs from the JSON answer the document gives `method path` for `status` (none: []). */
export function answerProblems(document: Document, method: 'get' | 'post', path: string, body: unknown, status = '200'): string[] {
  const schema = document.paths[`/api/v2${path}`]?.[method]?.responses?.[status]?.content?.['application/json']?.schema;
  if (!schema) return [`${method.toUpperCase()} ${path}: no documented ${status} JSON answer`];
  return problems(document, schema, body, 'answer');
}
