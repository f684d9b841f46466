import { readFileSync } from 'node:fs';
import { EDUCATION_CODES, EMPLOYMENT_TYPE_CODES, WORK_EXPERIENCE_CODES } from './catalogue-codes.js';

function codes(list: string): Record<number, string> {
  const items = JSON.parse(readFileSync(`data/catalogue/lists/${list}.json`, 'utf8')) as Array<{ id: number; code: string }>;
  return Object.fromEntries(items.map((item) => [item.id, item.code]));
}

describe('catalogue codes of the JSON-LD mapping', () => {
  it('are the seeded ones', () => {
    expect(EMPLOYMENT_TYPE_CODES).toEqual(codes('s_employment_type'));
    expect(WORK_EXPERIENCE_CODES).toEqual(codes('s_work_experience'));
    expect(EDUCATION_CODES).toEqual(codes('s_education'));
  });
});
