import { Module } from '@nestjs/common';
import { GetOptionListsHandler } from './get-option-lists.query.js';
import { OptionsController } from './options.controller.js';

/**
 * The catalogue bounded context (see ARCHITECTURE.md). Other contexts reach it only through
 * catalogue.contract.ts; its entities, handlers and controllers stay private to this folder.
 */
@Module({
  imports: [],
  controllers: [OptionsController],
  providers: [GetOptionListsHandler],
  exports: [],
})
export class CatalogueModule {}
