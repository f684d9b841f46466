// The back office's machines wired to the API and the live stream (the machines never call fetch).
// Every call is a `fromApi` actor (StrictMode-safe, shared/api/from-api.ts).
import { fromApi } from '../../shared/api/from-api';
import {
  verificationApi,
  type AdvancedSearchRequest,
  type CompanyDetail,
  type CompanyList,
  type ListRequest,
  type QuickSearchAnswer,
  type AdvancedSearchAnswer,
  type Notification,
} from '../../shared/api/verification';
import { liveEventsActor } from '../../shared/live';
import { companyDetailMachine, type Command, type SeenCase } from './detail/company-detail.machine';
import { companiesListMachine } from './list/companies-list.machine';
import { notificationsMachine } from './notifications/notifications.machine';
import { advancedSearchMachine } from './search/advanced-search.machine';
import { companySearchMachine } from './search/company-search.machine';

const live = liveEventsActor();

export const liveCompaniesListMachine = companiesListMachine.provide({
  actors: {
    load: fromApi<CompanyList, ListRequest>(({ input, signal }) => verificationApi.list(input, { signal })),
    live,
  },
});

/** Runs one command of the case; every answer is the case after it (see the machine's `run`). */
function run(companyId: string, command: Command, view: SeenCase | null, signal: AbortSignal): Promise<CompanyDetail> {
  const company_id = companyId;
  // What the verifier decided on: a case or a company that changed since is refused (409) and reloaded.
  const version = view === null ? {} : { version: view.version };
  const seen = view?.submission_id ? { ...version, submission_id: view.submission_id, data_version: view.data_version } : version;
  switch (command.kind) {
    case 'verify':
      return verificationApi.decide({ company_id, verification: 1, ...seen }, { signal });
    case 'reject':
      return verificationApi.decide(
        {
          company_id,
          verification: 0,
          reason_code: command.reasonCode,
          ...(command.comment.trim() ? { comment: command.comment.trim() } : {}),
          ...seen,
        },
        { signal },
      );
    case 'delete':
      return verificationApi.remove({ company_id, ...version }, { signal });
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
    load: fromApi<CompanyDetail, { companyId: string }>(({ input, signal }) => verificationApi.info(input.companyId, { signal })),
    run: fromApi<CompanyDetail, { companyId: string; command: Command; seen: SeenCase | null }>(({ input, signal }) =>
      run(input.companyId, input.command, input.seen, signal),
    ),
    live,
  },
});

export const liveCompanySearchMachine = companySearchMachine.provide({
  actors: {
    search: fromApi<QuickSearchAnswer, { value: string }>(({ input, signal }) => verificationApi.quickSearch(input.value, { signal })),
  },
});

export const liveAdvancedSearchMachine = advancedSearchMachine.provide({
  actors: {
    search: fromApi<AdvancedSearchAnswer, AdvancedSearchRequest>(({ input, signal }) => verificationApi.advancedSearch(input, { signal })),
  },
});

export const liveNotificationsMachine = notificationsMachine.provide({
  actors: { load: fromApi<Notification[]>(({ signal }) => verificationApi.notifications({ signal })), live },
});
