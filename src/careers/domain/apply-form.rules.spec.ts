import { CONSENT_VERSION, HONEYPOT_FIELD } from '../pages/apply-form.js';
import { problemOfRefusal, readApplyForm } from './apply-form.rules.js';

const FORM = { name: ' Олена ', lname: 'Коваль', email: ' Olena@Example.COM ', phone: '+38 (067) 123-45-67', consent: '1' };
const CV = { size: 40_000, filename: 'cv.pdf' };

describe('the careers apply form', () => {
  it('reads a right form into trimmed values (the e-mail in its stored form)', () => {
    expect(readApplyForm(FORM, CV)).toEqual({
      kind: 'valid',
      values: {
        name: 'Олена',
        lname: 'Коваль',
        email: 'olena@example.com',
        phone: '+38 (067) 123-45-67',
        consent: true,
        consentVersion: CONSENT_VERSION,
      },
    });
  });

  it('gives each wrong field its message and keeps what was typed', () => {
    const reading = readApplyForm({ name: '', lname: 'x'.repeat(101), email: 'olena@', phone: '12', website: '' }, undefined);
    expect(reading).toEqual({
      kind: 'invalid',
      values: { name: '', lname: 'x'.repeat(101), email: 'olena@', phone: '12', consent: false, consentVersion: CONSENT_VERSION },
      problems: { name: 'required', lname: 'too-long', email: 'email', phone: 'phone', cv: 'cv-required', consent: 'consent' },
    });
  });

  it('refuses a CV over 5 MB or of another type before anything is stored', () => {
    expect(readApplyForm(FORM, { size: 5 * 1024 * 1024 + 1, filename: 'cv.pdf' })).toMatchObject({ problems: { cv: 'cv-too-large' } });
    expect(readApplyForm(FORM, { size: 1000, filename: 'cv.exe' })).toMatchObject({ problems: { cv: 'cv-type' } });
    expect(readApplyForm(FORM, { size: 0, filename: 'cv.pdf' })).toMatchObject({ problems: { cv: 'cv-required' } });
    expect(readApplyForm(FORM, { size: 1000, filename: 'CV.DOCX' }).kind).toBe('valid');
  });

  it('takes a filled honeypot for a bot, whatever else was sent', () => {
    expect(readApplyForm({ ...FORM, [HONEYPOT_FIELD]: 'http://spam.example' }, CV)).toEqual({ kind: 'bot' });
  });

  it('records the consent version the form showed, the current one for a version it never showed', () => {
    expect(readApplyForm({ ...FORM, consent_version: CONSENT_VERSION }, CV)).toMatchObject({ values: { consentVersion: CONSENT_VERSION } });
    expect(readApplyForm({ ...FORM, consent_version: 'made-up' }, CV)).toMatchObject({ values: { consentVersion: CONSENT_VERSION } });
  });

  it('cleans invisible and control characters out of names', () => {
    const reading = readApplyForm({ ...FORM, name: 'Оле\u202Eна\u0000' }, CV);
    expect(reading).toMatchObject({ values: { name: 'Олена' } });
  });

  it('puts recruiting’s refusals beside their fields', () => {
    expect(problemOfRefusal('FILE_TYPE_UNSUPPORTED', { cv: 'file.contentMismatch' })).toEqual({ cv: 'cv-content' });
    expect(problemOfRefusal('FILE_TYPE_UNSUPPORTED', { cv: 'recruiting.fileType' })).toEqual({ cv: 'cv-type' });
    expect(problemOfRefusal('FILE_TOO_LARGE', {})).toEqual({ cv: 'cv-too-large' });
    expect(problemOfRefusal('VALIDATION_FAILED', { phone: 'recruiting.invalidPhone' })).toEqual({ phone: 'phone' });
    expect(problemOfRefusal('VACANCY_NOT_FOUND', {})).toBeNull();
  });
});
