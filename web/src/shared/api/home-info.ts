// The home page's info blocks and birthdays (src/profiling/queries/home-info.query.ts).
import { AnswerShapeError, isRecord, post, type RequestBody } from './contract';

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

const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

export function readHomeInfo(answer: unknown): HomeInfo {
  const info = isRecord(answer) ? answer.info : undefined;
  if (!isRecord(info)) throw new AnswerShapeError('home_info: info missing');
  const vacancies = isRecord(info.vacancies) ? info.vacancies : {};
  return {
    colleagues: num(info.colleagues),
    departments: num(info.departments),
    vacancies: { draft: num(vacancies.draft), approval: num(vacancies.approval), returned: num(vacancies.returned), published: num(vacancies.published) },
    birthdays: (Array.isArray(info.birthdays) ? info.birthdays : [])
      .filter(isRecord)
      .filter((item) => typeof item.date === 'string' && /^\d{2}-\d{2}$/.test(item.date))
      .map((item) => ({ userId: String(item.user_id ?? ''), name: String(item.name ?? ''), date: String(item.date) })),
  };
}
