/*
 * What the server (src/) and the web app (web/src) both need, defined once: the vacancy wizard's
 * steps, limits and field shapes (emptyVacancyValues), the verifier's list tabs, the rejection
 * reasons and their names (ru, en, uk), the company status ids, the notification kinds. The API
 * build compiles this folder with the rest of src/; the web reaches it through web/src/shared/api
 * with relative imports, so Vite, `tsc -p web/tsconfig.json` and the unit specs resolve it without
 * an alias.
 *
 * Rules (both dependency-cruiser configs check the first): nothing here imports from outside this
 * folder (no Nest, MikroORM, React, Node built-ins), only constants, types and pure functions;
 * imports inside it end in `.js` (the backend's Node resolution) and types go through `import type`
 * (the web's verbatimModuleSyntax).
 */
export * from './company.js';
export * from './company-rights.js';
export * from './edrpou.js';
export * from './external-sign-in.js';
export * from './notices.js';
export * from './recruiting.js';
export * from './vacancy.js';
export * from './verification.js';
