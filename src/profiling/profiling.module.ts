import { Module } from '@nestjs/common';

/**
 * The profiling bounded context (see ARCHITECTURE.md). Other contexts reach it only through
 * profiling.contract.ts; its entities, handlers and controllers stay private to this folder.
 */
@Module({
  imports: [],
  controllers: [],
  providers: [],
  exports: [],
})
export class ProfilingModule {}
