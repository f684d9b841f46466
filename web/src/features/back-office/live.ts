// The back office's machines wired to the API and the live stream (the machines never call fetch).
import { fromPromise } from 'xstate';
import { verificationApi, type AdvancedSearchRequest, type CompanyDetail, type CompanyList, type ListRequest } from '../../shared/api/verification';
import { liveEventsActor } from '../../shared/live';
import { companyDetailMachine, type Command, type SeenCase } from './detail/company-detail.machine';
import { companiesListMachine } from './list/companies-list.machine';
import { notificationsMachine } from './notifications/notifications.machine';
import { advancedSearchMachine } from './search/advanced-search.machine';
import { companySearchMachine } from './search/company-search.machine';

const live = liveEventsActor();

export const liveCompaniesListMachine = companiesListMachine.provide({
  actors: {
    load: fromPromise<CompanyList, ListRequest>(async ({ input, signal }) => verificationApi.list(input, { signal })),
    live,
  },
});

/** Runs one command of the case; a decision's (or deletion's) answer is the case after it (see the machine's `run`). */
async function run(companyId: string, command: Command, view: SeenCase | null, signal: AbortSignal): Promise<CompanyDetail | null> {
  const company_id = companyId;
  // What the verifier decided on: a case or a company that changed since is refused (409) and reloaded.
  const version = view === null ? {} : { version: view.version };
  const seen = view?.submissionId ? { ...version, submission_id: view.submissionId, data_version: view.dataVersion } : version;
  switch (command.kind) {
    case 'verify':
      return verificationApi.decide({ company_id, verification: 1, ...seen }, { signal });
    case 'reject':
      return verificationApi.decide({ company_id, verification: 0, reason_code: command.reasonCode, ...(command.comment.trim() ? { comment: command.comment.trim() } : {}), ...seen }, { signal });
    case 'delete':
      return verificationApi.remove({ company_id, ...version }, { signal });
    case 'claim':
      await verificationApi.claim({ company_id, action: command.action }, { signal });
      return null;
    case 'sendComment':
      await verificationApi.sendMessage({ company_id, text: command.text }, { signal });
      return null;
    case 'editComment':
      await verificationApi.editMessage({ company_id, message_id: command.id, text: command.text }, { signal });
      return null;
    case 'removeComment':
      await verificationApi.removeMessage({ company_id, message_id: command.id }, { signal });
      return null;
  }
}

export const liveCompanyDetailMachine = companyDetailMachine.provide({
  actors: {
    load: fromPromise(async ({ input, signal }: { input: { companyId: string }; signal: AbortSignal }) => verificationApi.info(input.companyId, { signal })),
    run: fromPromise(async ({ input, signal }: { input: { companyId: string; command: Command; seen: SeenCase | null }; signal: AbortSignal }) =>
      run(input.companyId, input.command, input.seen, signal),
    ),
    live,
  },
});

export const liveCompanySearchMachine = companySearchMachine.provide({
  actors: { search: fromPromise(async ({ input, signal }: { input: { value: string }; signal: AbortSignal }) => verificationApi.quickSearch(input.value, { signal })) },
});

export const liveAdvancedSearchMachine = advancedSearchMachine.provide({
  actors: { search: fromPromise(async ({ input, signal }: { input: AdvancedSearchRequest; signal: AbortSignal }) => verificationApi.advancedSearch(input, { signal })) },
});

export const liveNotificationsMachine = notificationsMachine.provide({
  actors: { load: fromPromise(async ({ signal }) => verificationApi.notifications({ signal })), live },
});
