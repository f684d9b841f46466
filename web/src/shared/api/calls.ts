// Every route the web calls, by context: what the OpenAPI checks walk and the committed snapshot
// holds. A new context module adds its CALLS table here.
import { CATALOGUE_CALLS } from './catalogue';
import { COMPETENCY_CALLS } from './competency';
import { COMPANY_CALLS } from './company';
import { MEMBER_CALLS } from './company-members';
import { COMPANY_LIST_CALLS } from './company-list';
import { COMPANY_SETUP_CALLS } from './company-setup';
import type { Routes } from './contract';
import { EXTERNAL_SIGN_IN_CALLS } from './external-sign-in';
import { FILE_CALLS } from './file-content';
import { HOME_CALLS } from './home-info';
import { IDENTITY_CALLS } from './identity';
import { NOTICE_CALLS } from './notices';
import { OPENING_CALLS } from './openings';
import { PLACES_CALLS } from './places';
import { POSITION_CALLS } from './positions';
import { PROFILING_CALLS } from './profiling';
import { RECRUITING_CALLS } from './recruiting';
import { SEARCH_CALLS } from './search';
import { VERIFICATION_CALLS } from './verification';

export const WEB_CALLS: Record<string, Routes> = {
  identity: IDENTITY_CALLS,
  externalSignIn: EXTERNAL_SIGN_IN_CALLS,
  catalogue: CATALOGUE_CALLS,
  company: COMPANY_CALLS,
  companyMembers: MEMBER_CALLS,
  companyList: COMPANY_LIST_CALLS,
  companySetup: COMPANY_SETUP_CALLS,
  places: PLACES_CALLS,
  profiling: PROFILING_CALLS,
  positions: POSITION_CALLS,
  competency: COMPETENCY_CALLS,
  verification: VERIFICATION_CALLS,
  files: FILE_CALLS,
  notices: NOTICE_CALLS,
  search: SEARCH_CALLS,
  home: HOME_CALLS,
  recruiting: RECRUITING_CALLS,
  openings: OPENING_CALLS,
};
