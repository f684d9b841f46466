/**
 * Public contract of the catalogue context: option lists and competency catalogues.
 * Other contexts read option lists with `GetOptionListsQuery` on the QueryBus; the CLI seeds them.
 */
export { CatalogueModule } from './catalogue.module.js';
export { GetOptionListsQuery, type OptionLists, type OptionView } from './get-option-lists.query.js';
export { OPTION_LIST_NAMES, isOptionListName, type OptionListName } from './option-lists.data.js';
export { seedOptionLists } from './seed-option-lists.js';
