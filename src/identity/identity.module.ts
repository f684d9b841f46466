import { Module } from '@nestjs/common';

/**
 * The identity bounded context (see ARCHITECTURE.md). Other contexts reach it only through
 * identity.contract.ts; its entities, handlers and controllers stay private to this folder.
 */
@Module({
  imports: [],
  controllers: [],
  providers: [],
  exports: [],
})
export class IdentityModule {}
