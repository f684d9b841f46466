import { allTemplates } from '../../app.templates.js';
import { registerTemplates, renderEmail } from '../../notifications/templates.js';
import { LANGS } from '../../shared/i18n/lang.js';

const vars = {
  company: 'ТОВ «Кадри»',
  vacancy: 'Бухгалтер',
  author: 'Бондар Ірина',
  approver: 'Коваль Петро',
  comment: 'Уточніть <зарплату>',
  url: 'https://kadry.test/vacancy-approval/c/v',
};

describe('vacancy approval e-mails', () => {
  beforeAll(() => registerTemplates(allTemplates));

  it('ask the approver in each language, with the approval link and the author', () => {
    const subjects = LANGS.map((lang) => {
      const mail = renderEmail('email.vacancy-approval-request', lang, vars);
      expect(mail.text).toContain(vars.url);
      expect(mail.text).toContain(vars.author);
      expect(mail.text).toContain(vars.company);
      return mail.subject;
    });
    expect(new Set(subjects).size).toBe(3);
  });

  it('tell the author of a decline with the comment, escaped in HTML', () => {
    for (const lang of LANGS) {
      const mail = renderEmail('email.vacancy-declined', lang, vars);
      expect(mail.text).toContain(vars.comment);
      expect(mail.html).toContain('Уточніть &lt;зарплату&gt;');
    }
  });

  it('tell an approval that leaves others to answer from the one that publishes', () => {
    for (const lang of LANGS) {
      expect(renderEmail('email.vacancy-approved', lang, vars).subject).not.toEqual(
        renderEmail('email.vacancy-published', lang, vars).subject,
      );
      expect(renderEmail('email.vacancy-approved', lang, vars).text).toContain(vars.approver);
    }
  });
});
