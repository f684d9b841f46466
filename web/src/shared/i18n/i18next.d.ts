// Typed translation keys: a key missing from the Russian (reference) files fails type-checking;
// locales.spec.ts checks that English and Ukrainian have exactly the same keys.
import 'i18next';
import type auth from '../../locales/ru/auth.json';
import type backOffice from '../../locales/ru/back-office.json';
import type fileViewer from '../../locales/ru/file-viewer.json';
import type companies from '../../locales/ru/companies.json';
import type companiesList from '../../locales/ru/companies-list.json';
import type companySetup from '../../locales/ru/companySetup.json';
import type companyProfile from '../../locales/ru/company-profile.json';
import type common from '../../locales/ru/common.json';
import type dev from '../../locales/ru/dev.json';
import type errors from '../../locales/ru/errors.json';
import type home from '../../locales/ru/home.json';
import type members from '../../locales/ru/members.json';
import type onboarding from '../../locales/ru/onboarding.json';
import type settings from '../../locales/ru/settings.json';
import type shell from '../../locales/ru/shell.json';
import type positionsShort from '../../locales/ru/positions-short.json';
import type positions from '../../locales/ru/positions.json';
import type vacancies from '../../locales/ru/vacancies.json';
import type notices from '../../locales/ru/notices.json';
import type noticeSettings from '../../locales/ru/notice-settings.json';
import type recruiting from '../../locales/ru/recruiting.json';
import type workspace from '../../locales/ru/workspace.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      shell: typeof shell;
      auth: typeof auth;
      errors: typeof errors;
      onboarding: typeof onboarding;
      dev: typeof dev;
      home: typeof home;
      settings: typeof settings;
      companies: typeof companies;
      members: typeof members;
      'companies-list': typeof companiesList;
      companySetup: typeof companySetup;
      'company-profile': typeof companyProfile;
      'back-office': typeof backOffice;
      'file-viewer': typeof fileViewer;
      'positions-short': typeof positionsShort;
      positions: typeof positions;
      vacancies: typeof vacancies;
      notices: typeof notices;
      'notice-settings': typeof noticeSettings;
      recruiting: typeof recruiting;
      workspace: typeof workspace;
    };
  }
}
