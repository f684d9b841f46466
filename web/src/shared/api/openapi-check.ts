// Checks the routes the context modules declare (contract.ts) against an OpenAPI document: each
// path is there. Used offline by api-contract.spec.ts (the committed snapshot) and by
// test/integration/web/api-contract.test.ts (the running app's document), which also cuts the
// snapshot from the document by these routes (usedParts).

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

/** A module's route tables by context (calls.ts): each route's path under /api/v2. */
export type RouteTables = Record<string, Record<string, string>>;

const OPERATIONS = ['get', 'post', 'put', 'patch', 'delete'];

/**
 * The problem of one route against the document, as a readable line (none when it is there). Its
 * fields need no check here: the typed client takes them from the types generated from this
 * document, so a drifted field fails the type-check.
 */
export function callProblems(document: Json, name: string, route: string): string[] {
  const paths = isJson(document.paths) ? document.paths : {};
  const path = `${API_PREFIX}${route}`;
  const item = paths[path];
  return isJson(item) && OPERATIONS.some((method) => isJson(item[method])) ? [] : [`${name}: ${path} is not in the document`];
}

export function contractProblems(document: Json, calls: RouteTables): string[] {
  return Object.entries(calls).flatMap(([context, routes]) =>
    Object.entries(routes).flatMap(([name, route]) => callProblems(document, `${context}.${name}`, route)),
  );
}

/**
 * The document cut down to what the given calls depend on: their path items and every component
 * they reach, still a valid OpenAPI document. This is the committed snapshot, so routes other
 * contexts add do not touch it, while any change to a route the web calls does.
 */
export function usedParts(document: Json, calls: RouteTables): Json {
  const paths = isJson(document.paths) ? document.paths : {};
  const used: Json = {};
  for (const routes of Object.values(calls))
    for (const route of Object.values(routes)) used[`${API_PREFIX}${route}`] = contractOf(paths[`${API_PREFIX}${route}`]);
  const components: Record<string, Json> = {};
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const each of node) visit(each);
      return;
    }
    if (!isJson(node)) return;
    const ref = node.$ref;
    if (typeof ref === 'string' && ref.startsWith('#/components/')) {
      const [kind, name] = ref.slice('#/components/'.length).split('/') as [string, string];
      components[kind] ??= {};
      const bucket = components[kind];
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
    Object.entries(item).map(([method, operation]) => [
      method,
      isJson(operation)
        ? Object.fromEntries(CONTRACT_KEYS.filter((key) => key in operation).map((key) => [key, operation[key]]))
        : operation,
    ]),
  );
}

function sortKeys(value: Json): Json {
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, value[key]]),
  );
}
