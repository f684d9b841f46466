import { describe, expect, it } from '@jest/globals';
import type { TFunction } from 'i18next';
import type { Notice } from '../../../shared/api/notices';
import { formatNoticeDate, noticeCompany, noticeText } from './format';

/** A t() that shows which key was chosen and with which values. */
const t = ((key: string, values?: Record<string, unknown>) =>
  `${key}${values ? ` ${JSON.stringify(values)}` : ''}`) as unknown as TFunction<'notices'>;
const notice = (kind: Notice['kind'], params: Notice['params']): Notice => ({
  id: '1',
  kind,
  params,
  link: null,
  updateDate: '',
  isRead: false,
});

describe('how a notification reads', () => {
  it("dates as day, month name, year and time in the reader's language", () => {
    const iso = new Date(2026, 10, 27, 9, 5).toISOString();
    expect(formatNoticeDate(iso, 'ru')).toBe('27 ноября 2026, 09:05');
    expect(formatNoticeDate(iso, 'uk')).toBe('27 листопада 2026, 09:05');
    expect(formatNoticeDate(iso, 'en')).toBe('27 November 2026, 09:05');
    expect(formatNoticeDate('', 'ru')).toBe('');
  });

  it('picks the sentence by kind and outcome, naming an unnamed vacancy by its number', () => {
    expect(noticeText(notice('vacancy_answered', { vacancy: '', number: 7, outcome: 'published', person: 'Іра' }), t)).toBe(
      'kind.vacancy_published {"company":"","person":"Іра","vacancy":"№ 7"}',
    );
    expect(noticeText(notice('vacancy_answered', { vacancy: 'Бухгалтер', outcome: 'returned', comment: ' Мало ' }), t)).toContain(
      'kind.vacancy_returned_comment',
    );
    expect(noticeText(notice('vacancy_answered', { vacancy: 'Бухгалтер', outcome: 'approval' }), t)).toContain('kind.vacancy_approved');
    expect(noticeText(notice('company_rejected', { company: 'ТОВ', reason: '' }), t)).toBe(
      'kind.company_rejected {"company":"ТОВ","person":"","vacancy":""}',
    );
    expect(noticeText(notice('company_rejected', { company: 'ТОВ', reason: 'Код' }), t)).toContain('kind.company_rejected_reason');
    expect(noticeText(notice('company_verified', { company: 'ТОВ' }), t)).toContain('kind.company_verified');
    expect(noticeText(notice('mention', { person: 'Іра', candidate: 'Олена Коваль' }), t)).toBe(
      'kind.mention {"company":"","person":"Іра","vacancy":"","candidate":"Олена Коваль"}',
    );
    // An erased candidate's name is forgotten: the sentence names no one.
    expect(noticeText(notice('mention', { person: 'Іра', candidate: '' }), t)).toContain('kind.mention_erased');
    expect(noticeText(notice('candidates_retention', { count: 3, date: '2026-12-20' }), t)).toContain('"count":"3","date":"2026-12-20"');
    expect(noticeText(notice('meeting_reminder', { title: 'Интервью', date: '2026-12-20', time: '10:00', which: 'hour' }), t)).toMatch(
      /^kind\.meeting_reminder .*"title":"Интервью","date":"20\.12\.2026","time":"10:00"/,
    );
  });
});

describe('where a notification leads', () => {
  const linked = (kind: Notice['kind'], link: string | null, companyId?: string): Notice => ({
    ...notice(kind, companyId ? { company_id: companyId } : {}),
    link,
  });

  it('enters the company a verification or a vacancy answer names before its screen opens, unless it is the active one', () => {
    expect(noticeCompany(linked('company_verified', '/', 'c2'), null)).toBe('c2');
    expect(noticeCompany(linked('company_verified', '/', 'c2'), 'c1')).toBe('c2');
    expect(noticeCompany(linked('vacancy_answered', '/vacancies', 'c2'), 'c1')).toBe('c2');
    expect(noticeCompany(linked('vacancy_answered', '/vacancies', 'c2'), 'c2')).toBeNull();
  });

  it('opens other links as they are: the screen chooses its company itself, or none is needed', () => {
    expect(noticeCompany(linked('company_rejected', '/company-verify?company_id=c2', 'c2'), 'c1')).toBeNull();
    expect(noticeCompany(linked('company_invited', '/companies', 'c2'), 'c1')).toBeNull();
    expect(noticeCompany(linked('company_verified', null, 'c2'), 'c1')).toBeNull();
    expect(noticeCompany(linked('company_verified', '/'), 'c1')).toBeNull();
  });
});
