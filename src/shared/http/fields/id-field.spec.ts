import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { NO_ID, parseId, requestId, type Id } from '../../domain/id.js';
import { collectFieldErrors } from '../validation.js';
import { IdField, IsId, OptionalIdField, ParseIdPipe } from './id-field.js';

class Required {
  @IdField() company_id!: Id;
}
class Optional {
  @OptionalIdField() vacancy_id?: Id;
}
class Strict {
  @IsId({ message: 'validation.invalid' }) submission_id!: Id;
}

const ID = 'c0b0c1d2-3f40-4a5b-8c6d-7e8f90a1b2c3';

/** What the global validation pipe hands the controller, or the fields it refuses. */
function piped<T extends object>(dto: new () => T, body: object): { value: T; fields: Record<string, string> } {
  const value = plainToInstance(dto, body);
  return { value, fields: collectFieldErrors(validateSync(value, { whitelist: true })) };
}

describe('ids parsed at the edge', () => {
  it('parses a UUID of any version and either case, and nothing else', () => {
    expect(parseId(ID)).toBe(ID);
    expect(parseId(ID.toUpperCase())).toBe(ID.toUpperCase());
    for (const value of ['', 'abc', `${ID}x`, ` ${ID}`, 42, null, undefined, {}]) expect(parseId(value)).toBeNull();
    expect(requestId('abc')).toBe(NO_ID);
    expect(requestId(ID)).toBe(ID);
  });

  it('answers an id field as it always did: required text of at most 64 characters', () => {
    expect(piped(Required, {}).fields).toEqual({ company_id: 'validation.required' });
    expect(piped(Required, { company_id: '  ' }).fields).toEqual({ company_id: 'validation.required' });
    expect(piped(Required, { company_id: 5 }).fields).toEqual({ company_id: 'validation.format' });
    expect(piped(Required, { company_id: 'x'.repeat(65) }).fields).toEqual({ company_id: 'validation.format' });
  });

  it('hands on the id, trimmed, and text that is no id as the id that names nothing (an unknown one: 404 where it is looked up)', () => {
    expect(piped(Required, { company_id: ` ${ID} ` })).toEqual({ value: { company_id: ID }, fields: {} });
    expect(piped(Required, { company_id: 'not-an-id' })).toEqual({ value: { company_id: NO_ID }, fields: {} });
  });

  it('reads an optional id left out, null or empty as none', () => {
    for (const vacancy_id of [undefined, null, '', ' ']) expect(piped(Optional, { vacancy_id })).toEqual({ value: {}, fields: {} });
    expect(piped(Optional, { vacancy_id: ID }).value.vacancy_id).toBe(ID);
    expect(piped(Optional, { vacancy_id: 'nope' }).value.vacancy_id).toBe(NO_ID);
    expect(piped(Optional, { vacancy_id: [] }).fields).toEqual({ vacancy_id: 'validation.format' });
  });

  it('refuses text that is no id where that is the caller’s mistake, and parses a path’s id', () => {
    expect(piped(Strict, { submission_id: ID }).fields).toEqual({});
    expect(piped(Strict, { submission_id: 'nope' }).fields).toEqual({ submission_id: 'validation.invalid' });
    expect(new ParseIdPipe().transform(ID)).toBe(ID);
    expect(new ParseIdPipe().transform('../etc')).toBe(NO_ID);
  });
});
