// The back office's machines wired to the API and the live stream (the machines never call fetch).
import { fromPromise } from 'xstate';
import { verificationApi, type AdvancedSearchRequest, type CompanyList, type ListRequest } from '../../shared/api/verification';
import { liveEventsActor } from '../../shared/live';
import { companyDetailMachine, type Command } from './detail/company-detail.machine';
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

async function run(companyId: string, command: Command, signal: AbortSignal): Promise<unknown> {
  const company_id = companyId;
  switch (command.kind) {
    case 'verify':
      return verificationApi.decide({ company_id, verification: 1 }, { signal });
    case 'reject':
      return verificationApi.decide({ company_id, verification: 0, reason_code: command.reasonCode, ...(command.comment.trim() ? { comment: command.comment.trim() } : {}) }, { signal });
    case 'delete':
      return verificationApi.remove(company_id, { signal });
    case 'claim':
      return verificationApi.claim({ company_id, action: command.action }, { signal });
    case 'sendComment':
      return verificationApi.sendMessage({ company_id, text: command.text }, { signal });
    case 'editComment':
      return verificationApi.editMessage({ company_id, message_id: command.id, text: command.text }, { signal });
    case 'removeComment':
      return verificationApi.removeMessage({ company_id, message_id: command.id }, { signal });
  }
}

export const liveCompanyDetailMachine = companyDetailMachine.provide({
  actors: {
    load: fromPromise(async ({ input, signal }: { input: { companyId: string }; signal: AbortSignal }) => verificationApi.info(input.companyId, { signal })),
    run: fromPromise(async ({ input, signal }: { input: { companyId: string; command: Command }; signal: AbortSignal }) => run(input.companyId, input.command, signal)),
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
