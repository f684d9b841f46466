import { DomainError } from '../../shared/domain/domain-error.js';

/** The catalogue's refusals, with stable codes. */
export const CatalogueErrors = {
  /** Spec §5's 'Эта назва уже существует в базе данных', spelled in Russian. */
  duplicate: () => DomainError.conflict('CATALOGUE_DUPLICATE', 'catalogue.duplicate', { name: 'catalogue.duplicate' }),
  unknownList: () => DomainError.badRequest('CATALOGUE_UNKNOWN_LIST', 'catalogue.unknownList', { list: 'catalogue.unknownList' }),
  itemNotFound: () => DomainError.notFound('CATALOGUE_ITEM_NOT_FOUND', 'catalogue.itemNotFound'),
  positionNotFound: () => DomainError.notFound('CATALOGUE_POSITION_NOT_FOUND', 'catalogue.positionNotFound'),
  categoryNotFound: () => DomainError.notFound('CATALOGUE_CATEGORY_NOT_FOUND', 'catalogue.categoryNotFound'),
  cityNotFound: () => DomainError.notFound('CATALOGUE_CITY_NOT_FOUND', 'catalogue.cityNotFound'),
  notAuthor: () => DomainError.forbidden('CATALOGUE_NOT_AUTHOR', 'catalogue.notAuthor'),
  globalItem: () => DomainError.forbidden('CATALOGUE_GLOBAL_ITEM', 'catalogue.globalItem'),
};
