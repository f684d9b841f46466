import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { collectFieldErrors } from '../../shared/http/validation.js';
import { MAX_APPROVERS, MAX_COMMENT } from '../domain/vacancy-approval.rules.js';
import { AnswerVacancyApprovalDto, SendVacancyDto } from './vacancy-approval.dto.js';

/** What the global validation pipe would answer in `fields` (message keys before translation). */
function fieldsOf<T extends object>(dto: new () => T, body: object): Record<string, string> {
  return collectFieldErrors(validateSync(plainToInstance(dto, body), { whitelist: true }));
}

const IDS = { company_id: 'c0b0c1d2-3f40-4a5b-8c6d-7e8f90a1b2c3', vacancy_id: 'v0b0c1d2-3f40-4a5b-8c6d-7e8f90a1b2c3' };
const A = '0b0c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3';

describe('sending and approval bodies', () => {
  it('take a list of approvers or none, at most MAX_APPROVERS', () => {
    expect(fieldsOf(SendVacancyDto, { ...IDS })).toEqual({});
    expect(fieldsOf(SendVacancyDto, { ...IDS, approvers: [A] })).toEqual({});
    expect(fieldsOf(SendVacancyDto, { ...IDS, approvers: 'x' })).toEqual({ approvers: 'validation.format' });
    expect(fieldsOf(SendVacancyDto, { ...IDS, approvers: Array.from({ length: MAX_APPROVERS + 1 }, () => A) })).toEqual({ approvers: 'validation.tooMany' });
  });

  it('take approve or decline, and a comment of text up to MAX_COMMENT characters', () => {
    expect(fieldsOf(AnswerVacancyApprovalDto, { ...IDS, decision: 'approve' })).toEqual({});
    expect(fieldsOf(AnswerVacancyApprovalDto, { ...IDS, decision: 'decline', comment: ' why ' })).toEqual({});
    expect(fieldsOf(AnswerVacancyApprovalDto, { ...IDS, decision: 'maybe', comment: 5 })).toEqual({ decision: 'validation.format', comment: 'validation.format' });
    expect(fieldsOf(AnswerVacancyApprovalDto, { ...IDS, decision: 'decline', comment: 'x'.repeat(MAX_COMMENT + 1) })).toEqual({ comment: 'validation.tooLong' });
    expect(fieldsOf(AnswerVacancyApprovalDto, { ...IDS, decision: 'decline', comment: ` ${'x'.repeat(MAX_COMMENT)} ` })).toEqual({});
    expect(plainToInstance(AnswerVacancyApprovalDto, { ...IDS, decision: 'decline', comment: ' why ' }).comment).toBe('why');
  });
});
