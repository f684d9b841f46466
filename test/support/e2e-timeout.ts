import { jest } from '@jest/globals';

// A browser journey drives many pages; the deadline stretches on a loaded machine.
jest.setTimeout(90_000);
