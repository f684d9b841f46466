import type { Texts } from '../shared/i18n/messages.js';

/** Texts of the notification centre's calls in ru, en, uk (the notifications' own texts are the web's). */
export const NOTICES_MESSAGES = {
  'notices.notFound': { ru: 'Уведомление не найдено', en: 'Notification not found', uk: 'Сповіщення не знайдено' },
} satisfies Record<string, Texts>;

declare module '../shared/i18n/messages.js' {
  interface MessageCatalog extends Record<keyof typeof NOTICES_MESSAGES, true> {}
}
