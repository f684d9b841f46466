/**
 * Public contract of the verification context: review cases, decisions, comments and history.
 * A leaf file (rule contract-is-a-leaf): commands, queries, integration events and plain types only.
 */
export {};
