import { DomainError } from '../../shared/domain/domain-error.js';
import { MAX_APPROVERS, MAX_COMMENT, readAnswer, readApprovers } from './vacancy-approval.inputs.js';

const A = '0b0c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3';
const B = '1b0c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3';

function fieldsOf(run: () => unknown): Record<string, string> {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('VALIDATION_FAILED');
    return (error as DomainError).fields;
  }
  throw new Error('expected a refusal');
}

describe('send and answer inputs', () => {
  it('read approvers as distinct lower-case ids; none means publish at once', () => {
    expect(readApprovers(undefined)).toEqual([]);
    expect(readApprovers([])).toEqual([]);
    expect(readApprovers([A, A.toUpperCase(), B])).toEqual([A, B]);
  });

  it('refuse approvers that are not a list of ids, naming each bad one', () => {
    expect(fieldsOf(() => readApprovers('x'))).toEqual({ approvers: 'validation.format' });
    expect(fieldsOf(() => readApprovers([A, 'x', 3]))).toEqual({ 'approvers.1': 'validation.format', 'approvers.2': 'validation.format' });
    expect(fieldsOf(() => readApprovers(Array.from({ length: MAX_APPROVERS + 1 }, () => A)))).toEqual({ approvers: 'validation.tooMany' });
  });

  it('approve with or without a comment; decline only with one', () => {
    expect(readAnswer('approve', undefined)).toEqual({ decision: 'approved', comment: null });
    expect(readAnswer('approve', '  fine ')).toEqual({ decision: 'approved', comment: 'fine' });
    expect(readAnswer('decline', ' Salary? ')).toEqual({ decision: 'declined', comment: 'Salary?' });
    expect(fieldsOf(() => readAnswer('decline', '   '))).toEqual({ comment: 'vacancyApproval.commentRequired' });
    expect(fieldsOf(() => readAnswer('decline', null))).toEqual({ comment: 'vacancyApproval.commentRequired' });
    expect(fieldsOf(() => readAnswer('maybe', 5))).toEqual({ decision: 'validation.format', comment: 'validation.format' });
    expect(fieldsOf(() => readAnswer('decline', 'x'.repeat(MAX_COMMENT + 1)))).toEqual({ comment: 'validation.tooLong' });
  });
});
