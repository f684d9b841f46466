import { afterAll } from '@jest/globals';
import { removeTempDirs } from './temp-dir.js';

// A root-level hook: it runs after every describe block's own afterAll, so apps are closed first.
afterAll(removeTempDirs);
