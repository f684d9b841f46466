import type { Texts } from '../shared/i18n/messages.js';
import { REJECTION_REASON_NAMES } from './verification.types.js';

/** The texts of the verifier calls and of the history's one-line summaries, in ru, en and uk. */
export const VERIFICATION_MESSAGES = {
  'verification.verifierOnly': {
    ru: 'Раздел доступен только верификаторам',
    en: 'This section is for verifiers only',
    uk: 'Розділ доступний лише верифікаторам',
  },
  'verification.notFound': { ru: 'Компания не найдена', en: 'Company not found', uk: 'Компанію не знайдено' },
  'verification.stateConflict': {
    ru: 'Решение по компании уже принято или она не ждёт проверки',
    en: 'The company has already been decided on or is not awaiting a check',
    uk: 'Рішення щодо компанії вже ухвалено або вона не очікує перевірки',
  },
  'verification.staleVersion': {
    ru: 'Карточка компании изменилась, пока вы её смотрели: проверьте её ещё раз',
    en: 'The case changed while you were looking at it: please review it again',
    uk: 'Картка компанії змінилася, поки ви її переглядали: перевірте її ще раз',
  },
  'verification.alreadyDeleted': { ru: 'Компания уже удалена', en: 'The company has already been deleted', uk: 'Компанію вже видалено' },
  'verification.reasonRequired': {
    ru: 'Укажите причину отказа',
    en: 'Please give the reason for the rejection',
    uk: 'Вкажіть причину відмови',
  },
  'verification.commentNotFound': { ru: 'Комментарий не найден', en: 'Comment not found', uk: 'Коментар не знайдено' },
  'verification.commentNotOwn': {
    ru: 'Изменять и удалять можно только свои комментарии',
    en: 'You can edit and delete only your own comments',
    uk: 'Змінювати й видаляти можна лише власні коментарі',
  },
  'verification.claimConflict': {
    ru: 'Компанию уже взял в работу другой верификатор',
    en: 'Another verifier has already taken this company',
    uk: 'Компанію вже взяв у роботу інший верифікатор',
  },
  'verification.status.1': { ru: 'Зарегистрирована', en: 'Registered', uk: 'Зареєстрована' },
  'verification.status.2': { ru: 'На рассмотрении', en: 'Under consideration', uk: 'На розгляді' },
  'verification.status.3': { ru: 'Отклонена', en: 'Rejected', uk: 'Відхилена' },
  'verification.status.4': { ru: 'Верифицирована', en: 'Verified', uk: 'Верифікована' },
  'verification.status.5': { ru: 'Удалена', en: 'Deleted', uk: 'Видалена' },
  'verification.reason.unreadable': REJECTION_REASON_NAMES.unreadable,
  'verification.reason.code_mismatch': REJECTION_REASON_NAMES.code_mismatch,
  'verification.reason.name_mismatch': REJECTION_REASON_NAMES.name_mismatch,
  'verification.reason.outdated': REJECTION_REASON_NAMES.outdated,
  'verification.reason.other': REJECTION_REASON_NAMES.other,
  'verification.history.registered': { ru: 'Компания зарегистрирована', en: 'Company registered', uk: 'Компанію зареєстровано' },
  'verification.history.submitted': { ru: 'Отправлена на верификацию', en: 'Submitted for verification', uk: 'Надіслано на верифікацію' },
  'verification.history.resubmitted': {
    ru: 'Повторно отправлена на верификацию',
    en: 'Submitted for verification again',
    uk: 'Повторно надіслано на верифікацію',
  },
  'verification.history.edited': { ru: 'Изменены данные: {fields}', en: 'Data changed: {fields}', uk: 'Змінено дані: {fields}' },
  'verification.history.emptyValue': { ru: '(пусто)', en: '(empty)', uk: '(порожньо)' },
  'verification.history.file_added': { ru: 'Добавлен файл {name}', en: 'File {name} added', uk: 'Додано файл {name}' },
  'verification.history.file_removed': { ru: 'Удалён файл {name}', en: 'File {name} removed', uk: 'Видалено файл {name}' },
  'verification.history.archived': {
    ru: 'Перенесена в архив участником',
    en: 'Archived by a member',
    uk: 'Перенесено до архіву учасником',
  },
  'verification.history.restored': {
    ru: 'Восстановлена из архива участником',
    en: 'Restored from the archive by a member',
    uk: 'Відновлено з архіву учасником',
  },
  'verification.history.deleted': { ru: 'Удалена владельцем', en: 'Deleted by the owner', uk: 'Видалено власником' },
  'verification.history.transferred': { ru: 'Передана новому владельцу', en: 'Transferred to a new owner', uk: 'Передано новому власнику' },
  'verification.history.verified': { ru: 'Верифицирована', en: 'Verified', uk: 'Верифіковано' },
  'verification.history.rejected': { ru: 'Отклонена: {reason}', en: 'Rejected: {reason}', uk: 'Відхилено: {reason}' },
  'verification.history.removed_by_verifier': { ru: 'Удалена верификатором', en: 'Deleted by a verifier', uk: 'Видалено верифікатором' },
  'verification.history.comment_added': { ru: 'Добавлен комментарий', en: 'Comment added', uk: 'Додано коментар' },
  'verification.history.comment_edited': { ru: 'Изменён комментарий', en: 'Comment edited', uk: 'Змінено коментар' },
  'verification.history.comment_removed': { ru: 'Удалён комментарий', en: 'Comment removed', uk: 'Видалено коментар' },
  'verification.history.claimed': { ru: 'Взята в работу', en: 'Taken for review', uk: 'Взято в роботу' },
  'verification.history.released': { ru: 'Снята с проверяющего', en: 'Released by the reviewer', uk: 'Знято з перевіряльника' },
  'verification.history.reconciled': {
    ru: 'Статус сверён с компанией и исправлен',
    en: 'Status checked against the company and corrected',
    uk: 'Статус звірено з компанією та виправлено',
  },
  'verification.history.taken_over': { ru: 'Перехвачена у {from}', en: 'Taken over from {from}', uk: 'Перехоплено в {from}' },
  'verification.field.name': { ru: 'название', en: 'name', uk: 'назва' },
  'verification.field.companyBrand': { ru: 'бренд', en: 'brand', uk: 'бренд' },
  'verification.field.code': { ru: 'код ЕГРПОУ', en: 'EDRPOU code', uk: 'код ЄДРПОУ' },
  'verification.field.employees': { ru: 'количество сотрудников', en: 'employee count', uk: 'кількість працівників' },
  'verification.field.activity': { ru: 'сфера деятельности', en: 'activity', uk: 'сфера діяльності' },
  'verification.field.services': { ru: 'услуги', en: 'services', uk: 'послуги' },
  'verification.field.website': { ru: 'сайт', en: 'website', uk: 'сайт' },
} satisfies Record<string, Texts>;

declare module '../shared/i18n/messages.js' {
  interface MessageCatalog extends Record<keyof typeof VERIFICATION_MESSAGES, true> {}
}
