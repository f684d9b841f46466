import type { DomainError } from '../../shared/domain/domain-error.js';
import { REJECTION_LETTER_TEMPLATES, rejectionLetter } from '../templates/rejection-letter.templates.js';
import { letterLang, nextMorning, sendMoment } from './rejection.rules.js';

const codeOf = (act: () => unknown): string => {
  try {
    act();
  } catch (error) {
    return (error as DomainError).code;
  }
  return 'none';
};

describe('when a rejection letter goes', () => {
  it('"next-morning" is 09:00 Kyiv time the next Kyiv day, in winter and in summer', () => {
    // 10:00 UTC on 8 December is 12:00 in Kyiv (UTC+2): 09:00 Kyiv on the 9th is 07:00 UTC.
    expect(nextMorning(new Date('2026-12-08T10:00:00Z')).toISOString()).toBe('2026-12-09T07:00:00.000Z');
    // 22:30 UTC on 8 December is already 00:30 on the 9th in Kyiv: the morning of the 10th.
    expect(nextMorning(new Date('2026-12-08T22:30:00Z')).toISOString()).toBe('2026-12-10T07:00:00.000Z');
    // Summer time (UTC+3).
    expect(nextMorning(new Date('2026-07-01T10:00:00Z')).toISOString()).toBe('2026-07-02T06:00:00.000Z');
    // The night the clocks go forward (29 March 2026, 03:00 → 04:00): the morning is in summer time.
    expect(nextMorning(new Date('2026-03-28T12:00:00Z')).toISOString()).toBe('2026-03-29T06:00:00.000Z');
  });

  it('goes now without a time, at the time given within 30 days, and refuses the past or a bad time', () => {
    const now = new Date('2026-12-08T10:00:00Z');
    expect(sendMoment(undefined, now)).toBe(now);
    expect(sendMoment('next-morning', now).toISOString()).toBe('2026-12-09T07:00:00.000Z');
    expect(sendMoment('2026-12-10T08:00:00+02:00', now).toISOString()).toBe('2026-12-10T06:00:00.000Z');
    expect(sendMoment('2026-12-08T09:58:00Z', now)).toBe(now);
    expect(codeOf(() => sendMoment('2026-12-07T10:00:00Z', now))).toBe('VALIDATION_FAILED');
    expect(codeOf(() => sendMoment('2027-02-08T10:00:00Z', now))).toBe('VALIDATION_FAILED');
    expect(codeOf(() => sendMoment('tomorrow', now))).toBe('VALIDATION_FAILED');
  });

  it('is written in the candidate’s language, else the colleague’s, else Russian', () => {
    expect(letterLang('uk', 'en')).toBe('uk');
    expect(letterLang(null, 'en')).toBe('en');
    expect(letterLang(undefined, 'de')).toBe('ru');
  });
});

describe('the letter', () => {
  const facts = { candidate: 'Олена', vacancy: 'Тестувальник', company: 'ТОВ Кадри' };

  it('fills the template for the reason’s side in each language, Russian without Ukrainian letters', () => {
    for (const kind of ['ours', 'theirs', 'vacancy-closed'] as const) {
      for (const lang of ['ru', 'uk', 'en'] as const) {
        const letter = rejectionLetter(lang, kind, facts);
        expect(letter.subject).toContain('Тестувальник');
        expect(letter.body).toContain('Олена');
        expect(letter.body).toContain('ТОВ Кадри');
      }
      const ru = rejectionLetter('ru', kind, { candidate: 'X', vacancy: 'Y', company: 'Z' });
      expect(/[іїєґІЇЄҐ]/.test(ru.subject + ru.body)).toBe(false);
    }
  });

  it('sends the text as finally written, a paragraph per blank line', () => {
    const rendered = REJECTION_LETTER_TEMPLATES['email.candidate-letter'].render.uk({
      subject: 'Тема',
      body: 'Перший.\n\n\nДругий\nрядок.',
    });
    expect(rendered).toEqual({ subject: 'Тема', paragraphs: ['Перший.', 'Другий\nрядок.'] });
  });
});
