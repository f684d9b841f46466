// Openings of published vacancies (docs/careers.md): a vacancy takes applications until a day,
// listed on the public /jobs or not, and its public page; closing tells the open applicants.
import { answer, api, type ApiClient } from './client';
import type { RequestBody, ResponseBody, Routes } from './contract';

export const OPENING_CALLS = {
  get: '/recruiting/get_opening',
  open: '/recruiting/open_vacancy',
  close: '/recruiting/close_vacancy',
} as const satisfies Routes;

/** An opening as the server answers it (`url`: the public page's path). */
export type OpeningView = ResponseBody<typeof OPENING_CALLS.open>['opening'];
export type OpenVacancyBody = RequestBody<typeof OPENING_CALLS.open>;
export type CloseOpeningBody = RequestBody<typeof OPENING_CALLS.close>;

type Options = { signal?: AbortSignal };

export function createOpeningsApi(client: ApiClient) {
  return {
    /** Null: the vacancy was never opened. */
    get: async (companyId: string, vacancyId: string, options?: Options): Promise<OpeningView | null> =>
      (await answer(client.POST(OPENING_CALLS.get, { body: { company_id: companyId, vacancy_id: vacancyId }, ...options }))).opening,
    open: async (body: OpenVacancyBody, options?: Options): Promise<OpeningView> =>
      (await answer(client.POST(OPENING_CALLS.open, { body, ...options }))).opening,
    close: async (body: CloseOpeningBody, options?: Options): Promise<OpeningView> =>
      (await answer(client.POST(OPENING_CALLS.close, { body, ...options }))).opening,
  };
}

export const openingsApi = createOpeningsApi(api);
