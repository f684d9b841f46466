/**
 * The boundaries of docs/architecture.md ("Rules the tests enforce"), checked on every test run (test/architecture/boundaries.test.ts):
 * a bounded context reaches another only through that context's `<context>.contract.ts`, and the
 * shared kernel depends on no context. Files directly under src/ are the composition root.
 * src/shared/contract/ is what the server and the web app share (the web builds it too): anyone
 * may import it, it imports nothing outside itself (no Nest, no MikroORM, no Node built-ins).
 */
const CONTEXTS = '(identity|company|verification|profiling|catalogue|notices|recruiting|notifications)';
/** The domain's contexts; notifications is a technical module whose door is its queue service. */
const BOUNDED_CONTEXTS = '(identity|company|verification|profiling|catalogue|notices|recruiting)';

/**
 * What a contract may re-export from its own context: leaf files of four kinds, so that importing
 * a contract never drags in the context's module, entities, controllers or services.
 * - commands: `commands/<use-case>.ts` (or a `*.command.ts` file): the command class;
 * - queries: `queries/<read>.ts` (or a `*.query.ts` file): the query class and its answer's types;
 * - integration events: `domain/<context>.events.ts` (or any `*.events.ts`);
 * - plain types and constants: `*.types.ts` (e.g. `identity.types.ts`: roles, the signed-in user).
 * A command or query file also holds its handler; the contract exports only the message class.
 */
const CONTRACT_LEAVES = ['^src/$1/(commands|queries)/[^/]+\\.ts$', '^src/$1/[^.]+\\.(command|query|events|types)\\.ts$'];

module.exports = {
  forbidden: [
    {
      name: 'context-through-contract-only',
      comment: 'Import another context only through its <context>.contract.ts',
      severity: 'error',
      from: { path: `^src/${CONTEXTS}/` },
      to: {
        path: `^src/${CONTEXTS}/`,
        pathNot: ['^src/$1/', `^src/${CONTEXTS}/[^/]+\\.contract\\.ts$`],
      },
    },
    {
      name: 'contract-is-a-leaf',
      comment: 'A <context>.contract.ts re-exports only commands, queries, integration events and plain types of its context',
      severity: 'error',
      from: { path: `^src/${BOUNDED_CONTEXTS}/[^/]+\\.contract\\.ts$` },
      to: { path: '^src/$1/', pathNot: CONTRACT_LEAVES },
    },
    {
      name: 'shared-kernel-depends-on-no-context',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: `^src/${CONTEXTS}/` },
    },
    {
      name: 'shared-contract-imports-nothing',
      comment:
        'src/shared/contract/ is compiled by the web build too: plain constants, types and pure functions, importing only each other',
      severity: 'error',
      from: { path: '^src/shared/contract/' },
      to: { pathNot: '^src/shared/contract/' },
    },
    {
      name: 'contexts-do-not-reach-the-composition-root',
      comment: 'Only the root files (main, worker, cli, bootstrap, app.*) assemble contexts; contexts never import them',
      severity: 'error',
      from: { path: '^src/[^/]+/' },
      to: { path: '^src/(app\\.[a-z-]+|bootstrap|main|worker|cli)\\.ts$' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.js'],
    },
    exclude: { path: '\\.spec\\.ts$' },
  },
};
