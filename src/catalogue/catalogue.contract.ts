/**
 * Public contract of the catalogue context: option lists and competency catalogues. A leaf file
 * (rule contract-is-a-leaf): queries and plain types only. Other contexts read option lists with
 * `GetOptionListsQuery` on the QueryBus; the CLI seeds them from seed-option-lists.ts directly.
 */
export { GetOptionListsQuery, type OptionLists, type OptionView } from './get-option-lists.query.js';
export { OPTION_LIST_NAMES, isOptionListName, type OptionListName } from './catalogue.types.js';
