// One runner for the whole repository: unit specs beside the code (backend and web machines),
// integration suites against the real PostgreSQL/Redis/SMTP, and browser journeys.
const swc = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2024',
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false, react: { runtime: 'automatic' } },
      keepClassNames: true,
    },
    module: { type: 'es6' },
  },
];
const common = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testEnvironment: 'node',
};
export default {
  // Longest files first, group files weighed by their flows (a global option: jest ignores it per project).
  testSequencer: '<rootDir>/test/support/group-sequencer.mjs',
  projects: [
    {
      ...common,
      displayName: 'unit',
      setupFilesAfterEnv: ['<rootDir>/test/support/temp-cleanup.ts'],
      testMatch: [
        '<rootDir>/src/**/*.spec.ts',
        '<rootDir>/web/src/**/*.spec.ts',
        '<rootDir>/web/src/**/*.spec.tsx',
        '<rootDir>/test/architecture/**/*.test.ts',
      ],
    },
    {
      ...common,
      displayName: 'integration',
      // `npm test` runs the group files (test/support/flow-groups.ts); a flow file runs alone when named.
      testMatch: ['<rootDir>/test/integration/**/*.test.ts', '<rootDir>/test/integration/*.group.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/support/integration-timeout.ts', '<rootDir>/test/support/temp-cleanup.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.mjs',
      globalTeardown: '<rootDir>/test/support/global-teardown.mjs',
    },
    {
      ...common,
      displayName: 'e2e',
      // Node's, plus whether the running test failed (screenshots of failing screens, e2e.ts).
      testEnvironment: '<rootDir>/test/support/e2e-environment.mjs',
      testMatch: ['<rootDir>/test/e2e/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/support/e2e-timeout.ts', '<rootDir>/test/support/temp-cleanup.ts'],
      // One product for every suite of the tier (useE2e uses it).
      globalSetup: '<rootDir>/test/support/e2e-global-setup.mjs',
      globalTeardown: '<rootDir>/test/support/e2e-global-teardown.mjs',
    },
  ],
};
