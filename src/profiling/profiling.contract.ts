/**
 * Public contract of the profiling context: company profile, departments, offices and positions.
 * A leaf file (rule contract-is-a-leaf): commands, queries, integration events and plain types only.
 */
export {};
