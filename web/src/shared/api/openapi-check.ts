// Checks the calls a context module declares (contract.ts) against an OpenAPI document: the path
// and method exist, every field the web sends is one the server documents, and every field the
// server requires is one the web can send. Used offline by api-contract.spec.ts (the committed
// snapshot) and by test/integration/web/api-contract.test.ts (the running app's document).
import type { CallSpec } from './contract';

type Json = Record<string, unknown>;

const API_PREFIX = '/api/v2';

const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function resolve(document: Json, schema: unknown): Json {
  if (!isJson(schema)) return {};
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  const target = ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (isJson(node) ? node[key] : undefined), document);
  return resolve(document, target);
}

/** The request body's schema of an operation (JSON, form or multipart, whichever it names first). */
function requestSchema(document: Json, operation: Json): Json | null {
  const content = isJson(operation.requestBody) ? resolve(document, operation.requestBody).content : undefined;
  if (!isJson(content)) return null;
  const media = Object.values(content).find(isJson);
  return media ? resolve(document, media.schema) : null;
}

/** Every problem of one call against the document, as readable lines (none when it matches). */
export function callProblems(document: Json, name: string, spec: CallSpec): string[] {
  const paths = isJson(document.paths) ? document.paths : {};
  const path = `${API_PREFIX}${spec.path}`;
  const item = paths[path];
  const operation = isJson(item) ? item[spec.method] : undefined;
  if (!isJson(operation)) return [`${name}: ${spec.method.toUpperCase()} ${path} is not in the document`];
  const sent = Object.keys(spec.fields).sort();
  const schema = requestSchema(document, operation);
  if (!schema) return sent.length === 0 ? [] : [`${name}: ${path} documents no request body, the web sends ${sent.join(', ')}`];
  const documented = Object.keys(isJson(schema.properties) ? schema.properties : {});
  const required = Array.isArray(schema.required) ? schema.required.filter((field): field is string => typeof field === 'string') : [];
  return [
    ...sent.filter((field) => !documented.includes(field)).map((field) => `${name}: ${path} has no field "${field}"`),
    ...required.filter((field) => !sent.includes(field)).map((field) => `${name}: ${path} requires "${field}", which the web never sends`),
  ];
}

export function contractProblems(document: Json, calls: Record<string, Record<string, CallSpec>>): string[] {
  return Object.entries(calls).flatMap(([context, specs]) => Object.entries(specs).flatMap(([name, spec]) => callProblems(document, `${context}.${name}`, spec)));
}

/**
 * The document cut down to what the given calls depend on: their path items and every component
 * they reach, still a valid OpenAPI document. This is the committed snapshot, so routes other
 * contexts add do not touch it, while any change to a route the web calls does.
 */
export function usedParts(document: Json, calls: Record<string, Record<string, CallSpec>>): Json {
  const paths = isJson(document.paths) ? document.paths : {};
  const used: Json = {};
  for (const specs of Object.values(calls)) for (const spec of Object.values(specs)) used[`${API_PREFIX}${spec.path}`] = contractOf(paths[`${API_PREFIX}${spec.path}`]);
  const components: Record<string, Json> = {};
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isJson(node)) return;
    const ref = node.$ref;
    if (typeof ref === 'string' && ref.startsWith('#/components/')) {
      const [kind, name] = ref.slice('#/components/'.length).split('/') as [string, string];
      const bucket = (components[kind] ??= {});
      if (!(name in bucket)) {
        bucket[name] = resolve(document, { $ref: ref });
        visit(bucket[name]);
      }
    }
    Object.values(node).forEach(visit);
  };
  visit(used);
  return {
    openapi: document.openapi,
    info: document.info,
    paths: sortKeys(used),
    components: sortKeys(Object.fromEntries(Object.entries(components).map(([kind, bucket]) => [kind, sortKeys(bucket)]))),
  };
}

/** What a path item promises a caller; operation ids, tags and prose follow the server's code, not the contract. */
const CONTRACT_KEYS = ['parameters', 'requestBody', 'responses', 'security'];

function contractOf(item: unknown): Json | null {
  if (!isJson(item)) return null;
  return Object.fromEntries(
    Object.entries(item).map(([method, operation]) => [method, isJson(operation) ? Object.fromEntries(CONTRACT_KEYS.filter((key) => key in operation).map((key) => [key, operation[key]])) : operation]),
  );
}

function sortKeys(value: Json): Json {
  return Object.fromEntries(Object.keys(value).sort().map((key) => [key, value[key]]));
}
