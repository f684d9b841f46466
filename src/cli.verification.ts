import { MikroORM } from '@mikro-orm/postgresql';
import ormConfig from '../mikro-orm.config.js';
import { RepairCompanyReviewCommand, RepairCompanyReviewHandler } from './company/commands/repair-review.js';
import { ListCompanyReviewStatesHandler, ListCompanyReviewStatesQuery } from './company/queries/company-review-states.query.js';
import { loadConfig } from './config.js';
import { checkCases, type CaseCheckReport } from './verification/read/check-cases.js';

/**
 * `verification:check [--repair]`: compares every company with its review case (docs/verification.md
 * "Consistency check"). The CLI is the composition root: the company context answers for its
 * companies through its own handlers, the verification context compares and mends its cases.
 * Exit 0 when all agree (or all disagreements were mended), 1 when some disagree.
 */
export async function checkVerificationCases(options: Record<string, string | boolean | undefined>): Promise<number> {
  const repair = options.repair === true;
  const orm = await MikroORM.init(ormConfig);
  try {
    const states = new ListCompanyReviewStatesHandler(orm.em);
    const repairs = new RepairCompanyReviewHandler(orm.em);
    const report = await checkCases(
      orm.em.fork(),
      {
        states: (afterId, limit) => states.execute(new ListCompanyReviewStatesQuery(afterId, limit)),
        repair: (companyId, how) => repairs.execute(new RepairCompanyReviewCommand(companyId, how)),
      },
      { repair, slaMinutes: loadConfig().verificationSlaMinutes },
    );
    print(report, repair);
    return report.disagreements.every((item) => item.repaired) ? 0 : 1;
  } finally {
    await orm.close(true);
  }
}

const STATUS = ['', 'registered', 'under consideration', 'rejected', 'verified', 'deleted'];

function print(report: CaseCheckReport, repair: boolean): void {
  for (const item of report.disagreements) {
    console.log(
      `${item.companyId}: company ${STATUS[item.company.statusId]}, case ${STATUS[item.case.statusId]}` +
        ` -> ${item.repair.replace('_', ' ')}${repair ? (item.repaired ? ' (repaired)' : ' (not repaired: it changed meanwhile)') : ''}`,
    );
  }
  console.log(
    `Checked ${report.checked} companies: ${report.disagreements.length} disagree with their case` +
      `${repair ? `, ${report.disagreements.filter((item) => item.repaired).length} repaired` : report.disagreements.length ? ' (run with --repair to mend them)' : ''}; ` +
      `${report.pending} with events still in the outbox and ${report.missing} not yet in the back office were left alone.`,
  );
}
