/** Public contract of the catalogue context: option lists and competency catalogues. */
export { CatalogueModule } from './catalogue.module.js';
