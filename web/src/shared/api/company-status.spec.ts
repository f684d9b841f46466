import { describe, expect, it } from '@jest/globals';
import { COMPANY_STATUS as SERVER_COMPANY_STATUS } from '../../../../src/shared/contract/company';
import { COMPANY_STATUS } from './company-status';

describe('COMPANY_STATUS', () => {
  it("is the shared contract's status ids", () => {
    expect(COMPANY_STATUS).toEqual(SERVER_COMPANY_STATUS);
  });
});
