/**
 * The layers of the web app (docs/architecture.md, "Layout of the web app"), checked on every test run
 * (test/architecture/boundaries.test.ts): imports run one way, shared → features → app. `app/` is
 * the shell and reaches features only through the route table (router.tsx), which imports each
 * area's public face (features/<area>/index.ts) and nothing inside it; a feature never imports
 * another feature (what two share lives in shared/). main.tsx is the entry and assembles.
 * The server's src/ is out of reach but for src/shared/contract/, the constants and shapes both
 * sides share, which itself imports nothing outside its folder.
 * Run from the repository root: `depcruise web/src --config web/.dependency-cruiser.cjs`.
 */
module.exports = {
  forbidden: [
    {
      name: 'web-shared-depends-on-no-feature-or-app',
      comment: 'shared/ is the bottom layer: it imports neither features/ nor app/',
      severity: 'error',
      from: { path: '^web/src/shared/' },
      to: { path: '^web/src/(features|app)/' },
    },
    {
      name: 'web-features-do-not-reach-the-app',
      comment: 'A feature sees the app actor only as shared/session; app/ assembles features, not the reverse',
      severity: 'error',
      from: { path: '^web/src/features/' },
      to: { path: '^web/src/(app/|main\\.tsx$)' },
    },
    {
      name: 'web-no-feature-imports-another',
      comment: 'What two features share moves to shared/',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'web-app-reaches-features-through-the-route-table',
      comment: 'Only app/router.tsx (the route table) names feature modules',
      severity: 'error',
      from: { path: '^web/src/app/', pathNot: '^web/src/app/router\\.tsx$' },
      to: { path: '^web/src/features/' },
    },
    {
      name: 'web-features-only-through-their-index',
      comment:
        'Outside an area, only its public face features/<area>/index.ts(x) is imported (the route table too): what an area offers is named in one door',
      severity: 'error',
      from: { pathNot: '^web/src/features/' },
      to: { path: '^web/src/features/[^/]+/', pathNot: '^web/src/features/[^/]+/index\\.tsx?$' },
    },
    {
      name: 'web-reaches-the-server-only-through-the-shared-contract',
      comment: "Of the server's code the web imports only src/shared/contract/ (dependency-free, built by both)",
      severity: 'error',
      from: { path: '^web/src/' },
      to: { path: '^src/', pathNot: '^src/shared/contract/' },
    },
    {
      name: 'web-shared-contract-imports-nothing',
      comment: 'src/shared/contract/ is compiled by the API build and the web build: it imports only itself',
      severity: 'error',
      from: { path: '^src/shared/contract/' },
      to: { pathNot: '^src/shared/contract/' },
    },
    {
      name: 'web-no-circular',
      severity: 'error',
      from: { path: '^web/src/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'web/tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
    exclude: { path: '\\.spec\\.tsx?$' },
  },
};
