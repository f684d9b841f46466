import type { Texts } from '../shared/i18n/messages.js';

/** Texts of meetings (errors, invitations, reminders) in ru, en, uk. */
export const MEETINGS_MESSAGES = {
  'recruiting.meetingTitleTooLong': { ru: 'Не больше 200 символов', en: 'At most 200 characters', uk: 'Не більше 200 символів' },
  'recruiting.meetingStartsAt': {
    ru: 'Начало: дата и время со смещением, не раньше вчерашнего дня и не позже чем через год',
    en: 'Start: a date and time with its offset, from yesterday to a year ahead',
    uk: 'Початок: дата й час зі зміщенням, не раніше вчорашнього дня і не пізніше ніж за рік',
  },
  'recruiting.meetingEndsAt': {
    ru: 'Окончание позже начала, встреча не длиннее 12 часов',
    en: 'The end after the start, a meeting of at most 12 hours',
    uk: 'Закінчення пізніше за початок, зустріч не довша за 12 годин',
  },
  'recruiting.meetingPlace': {
    ru: 'Укажите офис или ссылку на видеовстречу (одно из двух)',
    en: 'Give an office or a video link (one of the two)',
    uk: 'Вкажіть офіс або посилання на відеозустріч (одне з двох)',
  },
  'recruiting.meetingLink': {
    ru: 'Ссылка вида https://…',
    en: 'A link such as https://…',
    uk: 'Посилання виду https://…',
  },
  'recruiting.meetingOffice': {
    ru: 'Такого офиса у компании нет',
    en: 'The company has no such office',
    uk: 'Такого офісу в компанії немає',
  },
  'recruiting.meetingTooManyParticipants': {
    ru: 'Не больше 30 участников',
    en: 'At most 30 participants',
    uk: 'Не більше 30 учасників',
  },
  'recruiting.meetingCandidateEmail': {
    ru: 'Пригласить можно кандидата отклика с электронной почтой',
    en: 'Only the candidate of an application with an e-mail can be invited',
    uk: 'Запросити можна кандидата відгуку з електронною поштою',
  },
  'recruiting.timeZone': { ru: 'Неизвестный часовой пояс', en: 'Unknown time zone', uk: 'Невідомий часовий пояс' },
  'recruiting.meetingNotFound': { ru: 'Встреча не найдена', en: 'Meeting not found', uk: 'Зустріч не знайдено' },
  'recruiting.meetingCancelled': { ru: 'Встреча уже отменена', en: 'The meeting is already cancelled', uk: 'Зустріч уже скасовано' },
  'recruiting.meetingNotOrganizer': {
    ru: 'Изменить или отменить встречу может её организатор',
    en: 'Only its organizer can change or cancel the meeting',
    uk: 'Змінити або скасувати зустріч може її організатор',
  },
  'recruiting.meetingsRange': {
    ru: 'Период: дата или момент ISO, не длиннее 93 дней',
    en: 'The range: a date or an ISO moment, at most 93 days',
    uk: 'Період: дата або момент ISO, не довший за 93 дні',
  },
} satisfies Record<string, Texts>;

declare module '../shared/i18n/messages.js' {
  interface MessageCatalog extends Record<keyof typeof MEETINGS_MESSAGES, true> {}
}
