/** Public contract of the profiling context: company profile, departments, offices and positions. */
export { ProfilingModule } from './profiling.module.js';
