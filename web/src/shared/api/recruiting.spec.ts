import { describe, expect, it } from '@jest/globals';
import { ApiError } from './client';
import { dispositionName, staleApplication } from './recruiting';

describe('the recruiting API module', () => {
  it('reads the application a stale refusal carries, and nothing from any other failure', () => {
    const application = { id: 'a1', version: 3, days_in_stage: 2, stage: { id: 's2', name: 'Звонок' }, status: 'open' };
    expect(staleApplication(new ApiError(409, 'STALE_VERSION', 'stale', {}, null, { application }))).toEqual({
      id: 'a1',
      version: 3,
      days_in_stage: 2,
      stage: { id: 's2', name: 'Звонок' },
    });
    expect(staleApplication(new ApiError(409, 'STALE_VERSION', 'stale'))).toBeNull();
    expect(staleApplication(new ApiError(409, 'STALE_VERSION', 'stale', {}, null, { application: { id: 'a1', version: '3' } }))).toBeNull();
    expect(staleApplication(new ApiError(409, 'APPLICATION_CLOSED', 'closed', {}, null, { application }))).toBeNull();
    expect(staleApplication(new Error('offline'))).toBeNull();
  });

  it("takes a download's name from Content-Disposition, the encoded one first", () => {
    expect(dispositionName(`attachment; filename="candidate.zip"; filename*=UTF-8''%D0%9E%D0%BB%D0%B5%D0%BD%D0%B0.zip`)).toBe('Олена.zip');
    expect(dispositionName('attachment; filename="candidate.zip"')).toBe('candidate.zip');
    expect(dispositionName(`attachment; filename*=UTF-8''%E0%A4%A.zip; filename=plain.zip`)).toBe('plain.zip');
    expect(dispositionName(null)).toBeNull();
    expect(dispositionName('attachment')).toBeNull();
  });
});
