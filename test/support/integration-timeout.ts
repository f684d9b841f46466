import { jest } from '@jest/globals';

// Integration suites boot the whole product; on a loaded 2-core machine 5 s is not enough.
jest.setTimeout(30_000);
