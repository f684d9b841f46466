import { describe, expect, it } from '@jest/globals';
import { apiTypes, committedApiTypes } from '../../../../scripts/api-types.mjs';

// openapi.d.ts is generated from the committed snapshot (scripts/api-types.mjs); the integration
// test keeps the snapshot equal to the running API, this keeps the types equal to the snapshot.
describe('the generated API types', () => {
  it('are what scripts/api-types.mjs makes of the committed OpenAPI snapshot (run `npm run api:types` when not)', async () => {
    expect(committedApiTypes()).toEqual(await apiTypes());
  }, 30_000);
});
