import { DomainError } from '../../shared/domain/domain-error.js';
import { approvalAnswer, approverIds } from './vacancy-approval.rules.js';

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

describe('send and answer rules', () => {
  it('read approvers as distinct lower-case ids; none means publish at once', () => {
    expect(approverIds(undefined)).toEqual([]);
    expect(approverIds([])).toEqual([]);
    expect(approverIds([A, A.toUpperCase(), B])).toEqual([A, B]);
  });

  it('refuse approvers that are not ids, naming each bad one by its index', () => {
    expect(fieldsOf(() => approverIds([A, 'x', 3]))).toEqual({ 'approvers.1': 'validation.format', 'approvers.2': 'validation.format' });
  });

  it('approve with or without a comment; decline only with one', () => {
    expect(approvalAnswer('approve', undefined)).toEqual({ decision: 'approved', comment: null });
    expect(approvalAnswer('approve', '  fine ')).toEqual({ decision: 'approved', comment: 'fine' });
    expect(approvalAnswer('decline', ' Salary? ')).toEqual({ decision: 'declined', comment: 'Salary?' });
    expect(fieldsOf(() => approvalAnswer('decline', '   '))).toEqual({ comment: 'vacancyApproval.commentRequired' });
    expect(fieldsOf(() => approvalAnswer('decline', null))).toEqual({ comment: 'vacancyApproval.commentRequired' });
  });
});
