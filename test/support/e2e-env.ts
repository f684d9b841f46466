// Browser journeys use the run's database itself, which the tier's shared product serves
// (e2e-global-setup.mjs), even in a jest run whose workers have databases of their own
// (run-env.ts). The change stays in this suite's copy of the environment.
delete process.env.KADRY_TEST_PER_WORKER;
