/**
 * Public contract of the careers context. A leaf file (rule contract-is-a-leaf): commands, queries,
 * integration events and plain types only. Nothing is offered yet: the context reads the others and
 * serves strangers; its applications reach recruiting through recruiting's contract.
 */
export type { CareersLang } from './pages/lang.js';
