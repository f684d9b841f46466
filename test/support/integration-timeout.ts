import { jest } from '@jest/globals';

// Integration suites boot the whole product; on a loaded 2-core machine 5 s is not enough. 60 s
// rather than 30: the first suite of a run that needs a seeded database (ownPreparedDatabase: the
// catalogue's 31,000 rows) seeds it in its beforeAll, which took over 30 s with the suite's other
// workers beside it at load 17 (seen once). What a flow waits for names its own bound (waitFor);
// this one is the last resort.
jest.setTimeout(60_000);
