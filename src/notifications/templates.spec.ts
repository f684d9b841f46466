import { LANGS } from '../shared/i18n/lang.js';
import { allTemplates } from '../app.templates.js';
import { registerTemplates, renderEmail, renderSms, type EmailTemplateName, type SmsTemplateName } from './templates.js';

const sample = {
  url: 'https://kadry.test/confirm-email?token=abc&x=<y>',
  code: '123456',
  note: 'hello',
  action: 'archive',
  company: 'Kadry',
  role: 'Deputy',
  reason: 'Unreadable',
  recipient: 'Olena',
  vacancy: 'Accountant',
  author: 'Iryna',
  approver: 'Petro',
  comment: 'Salary?',
  // The recruiting letters (mentions, retention warnings).
  person: 'Iryna',
  candidate: 'Olena Koval',
  count: 3,
  date: '2026-12-20',
  // The candidate letter is sent as a colleague wrote it (recruiting's rejection letters).
  subject: 'Your application',
  body: 'Hello!\n\nThank you.',
  // A meeting's invitation (recruiting's meetings), with its iCalendar part.
  change: 'new',
  title: 'Interview',
  when: 'Thursday, 10 December 2026, 10:00–11:00 (Europe/Kyiv)',
  place: 'https://meet.example.com/x',
  organizer: 'Iryna',
  method: 'REQUEST',
  ics: 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n',
  // The careers acknowledgement (its status link).
  name: 'Olena',
  link: 'https://kadry.test/application/abc',
};

describe('notification templates', () => {
  beforeAll(() => registerTemplates(allTemplates));

  it('render in every language with the link, escaped in HTML', () => {
    for (const lang of LANGS) {
      const mail = renderEmail('email.confirm', lang, sample);
      expect(mail.subject.length).toBeGreaterThan(5);
      expect(mail.text).toContain(sample.url);
      expect(mail.html).toContain('token=abc&amp;x=&lt;y&gt;');
      expect(mail.html).not.toContain('<y>');
    }
  });

  it('differ by language', () => {
    const subjects = LANGS.map((lang) => renderEmail('email.password-reset', lang, sample).subject);
    expect(new Set(subjects).size).toBe(3);
  });

  it('put the code in the SMS', () => {
    for (const lang of LANGS) expect(renderSms('sms.code', lang, sample)).toContain('123456');
  });

  it('tell a password reset code from a phone confirmation code', () => {
    expect(renderSms('sms.reset-code', 'ru', sample)).toMatch(/сброс пароля.*123456/);
    expect(renderSms('sms.reset-code', 'en', sample)).toMatch(/password reset was requested.*123456/);
    expect(renderSms('sms.reset-code', 'uk', sample)).toMatch(/скидання пароля.*123456/);
    for (const lang of LANGS) expect(renderSms('sms.code', lang, sample)).not.toEqual(renderSms('sms.reset-code', lang, sample));
  });

  it('tell the owner of an address about a registration attempt in ru, en and uk, with no secret to keep', () => {
    const subjects = LANGS.map((lang) => renderEmail('email.registration-attempt', lang, sample).subject);
    expect(new Set(subjects).size).toBe(3);
    for (const lang of LANGS) expect(renderEmail('email.registration-attempt', lang, sample).text).toContain(sample.url);
    expect(allTemplates['email.registration-attempt']?.sensitive).toEqual([]);
  });

  it('carry a meeting invitation’s calendar part, its METHOD beside it', () => {
    for (const lang of LANGS) {
      const mail = renderEmail('email.meeting-invitation', lang, sample);
      expect(mail.calendar).toEqual({ method: 'REQUEST', content: sample.ics });
      expect(mail.text).toContain(sample.when);
    }
    expect(renderEmail('email.confirm', 'ru', sample).calendar).toBeUndefined();
  });

  it('refuse to render without a required variable', () => {
    expect(() => renderSms('sms.code', 'ru', {})).toThrow(/code/);
  });

  it('cover every template in all languages', () => {
    for (const [name, template] of Object.entries(allTemplates)) {
      for (const lang of LANGS) {
        if (template.channel === 'email') expect(renderEmail(name as EmailTemplateName, lang, sample).html).toContain('<html');
        else expect(renderSms(name as SmsTemplateName, lang, sample).length).toBeGreaterThan(0);
      }
    }
  });
});
