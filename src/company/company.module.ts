import { Module } from '@nestjs/common';

/**
 * The company bounded context (see ARCHITECTURE.md). Other contexts reach it only through
 * company.contract.ts; its entities, handlers and controllers stay private to this folder.
 */
@Module({
  imports: [],
  controllers: [],
  providers: [],
  exports: [],
})
export class CompanyModule {}
