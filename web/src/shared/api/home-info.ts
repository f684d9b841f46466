// The home page's info blocks and birthdays (src/profiling/queries/home-info.query.ts).
import { post, type RequestBody, type ResponseBody } from './contract';

export interface HomeInfo {
  colleagues: number;
  departments: number;
  vacancies: { draft: number; approval: number; returned: number; published: number };
  /** Day and month only: MM-DD. */
  birthdays: Array<{ userId: string; name: string; date: string }>;
}

// Request types: the server's DTOs as the OpenAPI document describes them (openapi.d.ts).
export type HomeInfoRequest = RequestBody<'/profiling/home_info'>;

export const HOME_CALLS = {
  info: post<HomeInfoRequest>('/profiling/home_info', { company_id: true }),
} as const;

// The answer as the OpenAPI document describes it (openapi.d.ts).
export type HomeInfoAnswer = ResponseBody<'/profiling/home_info'>;

export function readHomeInfo(answer: HomeInfoAnswer): HomeInfo {
  const { info } = answer;
  return {
    colleagues: info.colleagues,
    departments: info.departments,
    vacancies: info.vacancies,
    birthdays: info.birthdays.map((item) => ({ userId: item.user_id, name: item.name, date: item.date })),
  };
}
