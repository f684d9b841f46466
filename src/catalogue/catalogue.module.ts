import { Module } from '@nestjs/common';
import { PreparedSql } from '../shared/database/prepared-sql.js';
import { AddListItemHandler } from './commands/add-list-item.js';
import { AddCompetencyItemHandler } from './commands/add-competency-item.js';
import { AddPositionHandler } from './commands/add-position.js';
import { PromoteItemHandler } from './commands/promote-item.js';
import { RemoveCatalogueItemHandler } from './commands/remove-catalogue-item.js';
import { RenameItemHandler } from './commands/rename-item.js';
import { AddStreetHandler } from './commands/streets.js';
import { CatalogueAdminController } from './http/admin.controller.js';
import { CompetencyController } from './http/competency.controller.js';
import { ListsController } from './http/lists.controller.js';
import { PlacesController } from './http/places.controller.js';
import { SelectListController } from './http/select-list.controller.js';
import { ActiveCompany } from './queries/active-company.js';
import { CityAnswers } from './queries/city-answers.js';
import { ListAllPositionsHandler } from './queries/list-all-positions.query.js';
import { ListCategoryPositionsHandler } from './queries/list-category-positions.query.js';
import { ListFamilyItemsHandler } from './queries/list-family-items.query.js';
import { GetCatalogueNamesHandler } from './queries/get-names.js';
import { GetOptionListsHandler } from './queries/get-option-lists.js';
import { CheckPositionItemsHandler } from './queries/position-items.js';
import { GlobalOptions } from './queries/global-options.js';
import { ListAnswers } from './queries/list-answers.js';
import { CityIndex } from './queries/city-index.js';
import { GetCityHandler } from './queries/get-city.query.js';
import { GetStreetHandler } from './queries/get-street.query.js';
import { ListUniversitiesHandler } from './queries/list-universities.query.js';
import { SearchCitiesHandler } from './queries/search-cities.query.js';
import { SearchStreetsHandler } from './queries/search-streets.query.js';

/**
 * The catalogue bounded context (docs/architecture.md, "Bounded contexts"). Other contexts reach it only through
 * catalogue.contract.ts; its entities, handlers and controllers stay private to this folder.
 */
@Module({
  controllers: [SelectListController, ListsController, CompetencyController, PlacesController, CatalogueAdminController],
  providers: [
    ActiveCompany,
    PreparedSql,
    GlobalOptions,
    ListAnswers,
    CityIndex,
    CityAnswers,
    GetOptionListsHandler,
    GetCatalogueNamesHandler,
    GetCityHandler,
    GetStreetHandler,
    SearchCitiesHandler,
    SearchStreetsHandler,
    ListUniversitiesHandler,
    ListFamilyItemsHandler,
    ListCategoryPositionsHandler,
    ListAllPositionsHandler,
    CheckPositionItemsHandler,
    AddListItemHandler,
    AddCompetencyItemHandler,
    AddPositionHandler,
    RemoveCatalogueItemHandler,
    AddStreetHandler,
    PromoteItemHandler,
    RenameItemHandler,
  ],
})
export class CatalogueModule {}
