import { templateVar as v, type TemplateSet, type TemplateVars } from '../../notifications/notifications.contract.js';

/*
 * The invitation letter of a meeting, in the invitee's language, carrying the iCalendar invitation
 * (`ics`, made by services/meeting-invitation.ts; `method` REQUEST or CANCEL). Variables: change
 * (`new`, `changed`, `cancelled`), title, when (the time in the company's zone, written in the
 * reader's language), place (an office's address or the link), organizer, company.
 */
const calendar = (x: TemplateVars) => ({ method: v(x, 'method'), content: v(x, 'ics') });

const SUBJECT = {
  ru: { new: 'Приглашение', changed: 'Встреча изменена', cancelled: 'Встреча отменена' },
  en: { new: 'Invitation', changed: 'Meeting changed', cancelled: 'Meeting cancelled' },
  uk: { new: 'Запрошення', changed: 'Зустріч змінено', cancelled: 'Зустріч скасовано' },
} as const;

const subject = (lang: keyof typeof SUBJECT, x: TemplateVars) =>
  `${SUBJECT[lang][v(x, 'change') as keyof (typeof SUBJECT)['ru']] ?? SUBJECT[lang].new}: ${v(x, 'title')}`;

export const MEETING_TEMPLATES = {
  'email.meeting-invitation': {
    channel: 'email',
    sensitive: [],
    render: {
      ru: (x) => ({
        subject: subject('ru', x),
        paragraphs:
          v(x, 'change') === 'cancelled'
            ? [`Встреча «${v(x, 'title')}» (${v(x, 'when')}) отменена. Организатор: ${v(x, 'organizer')}, ${v(x, 'company')}.`]
            : [
                `${v(x, 'organizer')} (${v(x, 'company')}) приглашает вас на встречу «${v(x, 'title')}».`,
                `Когда: ${v(x, 'when')}.`,
                `Где: ${v(x, 'place')}.`,
                'Приглашение во вложении: откройте его, чтобы добавить встречу в календарь.',
              ],
        calendar: calendar(x),
      }),
      en: (x) => ({
        subject: subject('en', x),
        paragraphs:
          v(x, 'change') === 'cancelled'
            ? [`The meeting "${v(x, 'title')}" (${v(x, 'when')}) is cancelled. Organizer: ${v(x, 'organizer')}, ${v(x, 'company')}.`]
            : [
                `${v(x, 'organizer')} (${v(x, 'company')}) invites you to the meeting "${v(x, 'title')}".`,
                `When: ${v(x, 'when')}.`,
                `Where: ${v(x, 'place')}.`,
                'The invitation is attached: open it to add the meeting to your calendar.',
              ],
        calendar: calendar(x),
      }),
      uk: (x) => ({
        subject: subject('uk', x),
        paragraphs:
          v(x, 'change') === 'cancelled'
            ? [`Зустріч «${v(x, 'title')}» (${v(x, 'when')}) скасовано. Організатор: ${v(x, 'organizer')}, ${v(x, 'company')}.`]
            : [
                `${v(x, 'organizer')} (${v(x, 'company')}) запрошує вас на зустріч «${v(x, 'title')}».`,
                `Коли: ${v(x, 'when')}.`,
                `Де: ${v(x, 'place')}.`,
                'Запрошення у вкладенні: відкрийте його, щоб додати зустріч до календаря.',
              ],
        calendar: calendar(x),
      }),
    },
  },
} satisfies TemplateSet;

declare module '../../notifications/notifications.contract.js' {
  interface TemplateCatalog extends Record<keyof typeof MEETING_TEMPLATES, true> {}
}
