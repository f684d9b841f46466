/**
 * Public contract of the company context: companies, memberships, register-extract files and the
 * owner actions. Verifier decisions reach it as events or commands listed here, never via its tables.
 * A leaf file (rule contract-is-a-leaf): commands, queries, integration events and plain types only.
 */
export {};
