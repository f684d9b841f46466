import { COMPANY_STATUS } from '../../company/company.contract.js';
import { caseStatus } from './case-status.js';

const { registered, underConsideration, rejected, verified, deleted } = COMPANY_STATUS;
const SUBMISSION = '22222222-2222-4222-8222-222222222222';
const OLD = '55555555-5555-4555-8555-555555555555';

describe('caseStatus: the status a case shows, made of the company and the decisions', () => {
  it.each<[string, Parameters<typeof caseStatus>[0], number]>([
    ['registered', { companyStatusId: registered, submissionId: null, verdict: null, verdictSubmissionId: null }, registered],
    [
      'submitted',
      { companyStatusId: underConsideration, submissionId: SUBMISSION, verdict: null, verdictSubmissionId: null },
      underConsideration,
    ],
    [
      'verified on the submission under review',
      { companyStatusId: underConsideration, submissionId: SUBMISSION, verdict: 'verified', verdictSubmissionId: SUBMISSION },
      verified,
    ],
    [
      'rejected on the submission under review',
      { companyStatusId: underConsideration, submissionId: SUBMISSION, verdict: 'rejected', verdictSubmissionId: SUBMISSION },
      rejected,
    ],
    [
      'rejected on an older submission (the owner resubmitted)',
      { companyStatusId: underConsideration, submissionId: SUBMISSION, verdict: 'rejected', verdictSubmissionId: OLD },
      underConsideration,
    ],
    [
      'removed by a verifier',
      { companyStatusId: underConsideration, submissionId: SUBMISSION, verdict: 'removed', verdictSubmissionId: null },
      deleted,
    ],
    [
      'deleted by its owner after a rejection',
      { companyStatusId: deleted, submissionId: SUBMISSION, verdict: 'rejected', verdictSubmissionId: SUBMISSION },
      deleted,
    ],
    [
      'verified before submissions had ids',
      { companyStatusId: underConsideration, submissionId: null, verdict: 'verified', verdictSubmissionId: null },
      verified,
    ],
  ])('shows a company %s as status %#', (_what, facts, status) => {
    expect(caseStatus(facts)).toBe(status);
  });
});
