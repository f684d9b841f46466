import type { Texts } from '../shared/i18n/messages.js';

/** The texts of the catalogue's answers (spec 001 §5 duplicate rule, §6 rights, §8), in the three interface languages. */
export const CATALOGUE_MESSAGES = {
  'catalogue.duplicate': {
    ru: 'Это название уже существует в базе данных',
    en: 'This name already exists in the database',
    uk: 'Ця назва вже існує в базі даних',
  },
  'catalogue.unknownList': { ru: 'Неизвестный список', en: 'Unknown list', uk: 'Невідомий список' },
  'catalogue.itemNotFound': { ru: 'Элемент не найден', en: 'Item not found', uk: 'Елемент не знайдено' },
  'catalogue.positionNotFound': { ru: 'Должность не найдена', en: 'Position not found', uk: 'Посаду не знайдено' },
  'catalogue.categoryNotFound': { ru: 'Категория не найдена', en: 'Category not found', uk: 'Категорію не знайдено' },
  'catalogue.cityNotFound': { ru: 'Город не найден', en: 'City not found', uk: 'Місто не знайдено' },
  'catalogue.notAuthor': {
    ru: 'Удалять можно только добавленные вами элементы',
    en: 'You can remove only the items you added',
    uk: 'Видаляти можна лише додані вами елементи',
  },
  'catalogue.globalItem': {
    ru: 'Общий элемент каталога нельзя удалить',
    en: 'A shared catalogue item cannot be removed',
    uk: 'Спільний елемент каталогу не можна видалити',
  },
} satisfies Record<string, Texts>;

declare module '../shared/i18n/messages.js' {
  interface MessageCatalog extends Record<keyof typeof CATALOGUE_MESSAGES, true> {}
}
