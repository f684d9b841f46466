import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122023746_initial } from './Migration20261122023746_initial.js';
import { Migration20261122030543_catalogue } from './Migration20261122030543_catalogue.js';
import { Migration20261122030550_identity } from './Migration20261122030550_identity.js';
import { Migration20261123115146_outbox_inbox } from './Migration20261123115146_outbox_inbox.js';
import { Migration20261123120500_session_idle } from './Migration20261123120500_session_idle.js';
import { Migration20261123113317_catalogue_directory } from './Migration20261123113317_catalogue_directory.js';
import { Migration20261123115315_company } from './Migration20261123115315_company.js';
import { Migration20261123130710_catalogue_company_owner } from './Migration20261123130710_catalogue_company_owner.js';
import { Migration20261123125708_company_members } from './Migration20261123125708_company_members.js';
import { Migration20261123145400_perf_catalogue_version } from './Migration20261123145400_perf_catalogue_version.js';
import { Migration20261123145402_co_list_transfer } from './Migration20261123145402_co_list_transfer.js';
import { Migration20261123150500_ver_search_indexes } from './Migration20261123150500_ver_search_indexes.js';
import { Migration20261123145107_ver_api_read_model } from './Migration20261123145107_ver_api_read_model.js';
import { Migration20261123145834_ver_api_company_rejection } from './Migration20261123145834_ver_api_company_rejection.js';
import { Migration20261123155659_prof_api_profiling } from './Migration20261123155659_prof_api_profiling.js';
import { Migration20261125112542_prof_vacancy } from './Migration20261125112542_prof_vacancy.js';
import { Migration20261125172016_ver_search_trigrams } from './Migration20261125172016_ver_search_trigrams.js';
import { Migration20261127010000_notification_message } from './Migration20261127010000_notification_message.js';
import { Migration20261127003000_company_onboarding_step } from './Migration20261127003000_company_onboarding_step.js';
import { Migration20261127013000_prof_department_category } from './Migration20261127013000_prof_department_category.js';
import { Migration20261127010000_notices } from './Migration20261127010000_notices.js';
import { Migration20261207110000_company_submission } from './Migration20261207110000_company_submission.js';
import { Migration20261207120000_outbox_aggregate } from './Migration20261207120000_outbox_aggregate.js';
import { Migration20261207130000_case_revision } from './Migration20261207130000_case_revision.js';
import { Migration20261209140000_careers } from './Migration20261209140000_careers.js';
import { Migration20261208100000_case_verdict } from './Migration20261208100000_case_verdict.js';
import { Migration20261207140000_outbox_pending_order } from './Migration20261207140000_outbox_pending_order.js';
import { Migration20261207180000_co_merge_positions_right } from './Migration20261207180000_co_merge_positions_right.js';
import { Migration20261207180100_catalogue_merge_positions_right } from './Migration20261207180100_catalogue_merge_positions_right.js';
import { Migration20261208120000_recruiting } from './Migration20261208120000_recruiting.js';
import { Migration20261208130000_recruiting_records } from './Migration20261208130000_recruiting_records.js';
import { Migration20261209150000_careers_applications } from './Migration20261209150000_careers_applications.js';
import { Migration20261207170000_first_hour } from './Migration20261207170000_first_hour.js';

/**
 * Every migration, in order. New files come from `npm run migration:create -- <name>`; add the
 * generated class here (the schema test fails while entities and migrations disagree).
 */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122023746_initial', class: Migration20261122023746_initial },
  { name: 'Migration20261122030543_catalogue', class: Migration20261122030543_catalogue },
  { name: 'Migration20261122030550_identity', class: Migration20261122030550_identity },
  { name: 'Migration20261123115146_outbox_inbox', class: Migration20261123115146_outbox_inbox },
  { name: 'Migration20261123120500_session_idle', class: Migration20261123120500_session_idle },
  { name: 'Migration20261123113317_catalogue_directory', class: Migration20261123113317_catalogue_directory },
  { name: 'Migration20261123115315_company', class: Migration20261123115315_company },
  { name: 'Migration20261123130710_catalogue_company_owner', class: Migration20261123130710_catalogue_company_owner },
  { name: 'Migration20261123125708_company_members', class: Migration20261123125708_company_members },
  { name: 'Migration20261123145400_perf_catalogue_version', class: Migration20261123145400_perf_catalogue_version },
  { name: 'Migration20261123145402_co_list_transfer', class: Migration20261123145402_co_list_transfer },
  { name: 'Migration20261123145107_ver_api_read_model', class: Migration20261123145107_ver_api_read_model },
  { name: 'Migration20261123145834_ver_api_company_rejection', class: Migration20261123145834_ver_api_company_rejection },
  { name: 'Migration20261123150500_ver_search_indexes', class: Migration20261123150500_ver_search_indexes },
  { name: 'Migration20261123155659_prof_api_profiling', class: Migration20261123155659_prof_api_profiling },
  { name: 'Migration20261125112542_prof_vacancy', class: Migration20261125112542_prof_vacancy },
  { name: 'Migration20261125172016_ver_search_trigrams', class: Migration20261125172016_ver_search_trigrams },
  { name: 'Migration20261127010000_notification_message', class: Migration20261127010000_notification_message },
  { name: 'Migration20261127003000_company_onboarding_step', class: Migration20261127003000_company_onboarding_step },
  { name: 'Migration20261127013000_prof_department_category', class: Migration20261127013000_prof_department_category },
  { name: 'Migration20261127010000_notices', class: Migration20261127010000_notices },
  { name: 'Migration20261207110000_company_submission', class: Migration20261207110000_company_submission },
  { name: 'Migration20261207120000_outbox_aggregate', class: Migration20261207120000_outbox_aggregate },
  { name: 'Migration20261207130000_case_revision', class: Migration20261207130000_case_revision },
  { name: 'Migration20261207140000_outbox_pending_order', class: Migration20261207140000_outbox_pending_order },
  { name: 'Migration20261207170000_first_hour', class: Migration20261207170000_first_hour },
  { name: 'Migration20261207180000_co_merge_positions_right', class: Migration20261207180000_co_merge_positions_right },
  { name: 'Migration20261207180100_catalogue_merge_positions_right', class: Migration20261207180100_catalogue_merge_positions_right },
  { name: 'Migration20261208120000_recruiting', class: Migration20261208120000_recruiting },
  { name: 'Migration20261208130000_recruiting_records', class: Migration20261208130000_recruiting_records },
  { name: 'Migration20261209150000_careers_applications', class: Migration20261209150000_careers_applications },
  { name: 'Migration20261208100000_case_verdict', class: Migration20261208100000_case_verdict },
  { name: 'Migration20261209140000_careers', class: Migration20261209140000_careers },
];
