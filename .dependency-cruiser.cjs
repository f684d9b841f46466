/**
 * The boundaries of ARCHITECTURE.md, checked on every test run (test/architecture/boundaries.test.ts):
 * a bounded context reaches another only through that context's `<context>.contract.ts`, and the
 * shared kernel depends on no context. Files directly under src/ are the composition root.
 */
const CONTEXTS = '(identity|company|verification|profiling|catalogue|notifications)';

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
      name: 'shared-kernel-depends-on-no-context',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: `^src/${CONTEXTS}/` },
    },
    {
      name: 'contexts-do-not-reach-the-composition-root',
      comment: 'Only main.ts, worker.ts, cli.ts and bootstrap.ts assemble contexts; contexts never import them',
      severity: 'error',
      from: { path: '^src/[^/]+/' },
      to: { path: '^src/(app\\.module|app\\.entities|bootstrap|main|worker|cli)\\.ts$' },
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
