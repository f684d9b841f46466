// The home page's info blocks and birthdays (src/profiling/queries/home-info.query.ts).
import { answer, type ApiClient } from './client';
import type { ResponseBody, Routes } from './contract';

export const HOME_CALLS = {
  info: '/profiling/home_info',
} as const satisfies Routes;

/** Colleagues, departments, vacancies by status and the colleagues' birthdays (day and month only: MM-DD), as the server sends them. */
export type HomeInfo = ResponseBody<typeof HOME_CALLS.info>['info'];

type Options = { signal?: AbortSignal };

export function createHomeApi(client: ApiClient) {
  return {
    info: async (companyId: string, options?: Options): Promise<HomeInfo> =>
      (await answer(client.POST(HOME_CALLS.info, { body: { company_id: companyId }, ...options }))).info,
  };
}
