import { OPTION_LIST_NAMES, type OptionListName } from './catalogue.types.js';
import type { OptionNames } from './option-item.entity.js';

export { isOptionListName, OPTION_LIST_NAMES, type OptionListName } from './catalogue.types.js';

export interface SeedItem {
  id: number;
  code: string;
  names: OptionNames;
}

const n = (ru: string, en: string, uk: string): OptionNames => ({ ru, en, uk });

/**
 * The global items, with ids fixed here once and for all. Where the specification is silent the
 * choice is written down beside the list.
 */
export const OPTION_SEED: Record<OptionListName, SeedItem[]> = {
  gender: [
    { id: 1, code: 'male', names: n('Мужской', 'Male', 'Чоловіча') },
    { id: 2, code: 'female', names: n('Женский', 'Female', 'Жіноча') },
  ],
  // A user's `socials[].type` is an id of this list. Ids 1-3 are the messengers of spec §3
  // (1 Telegram-like, 2 WhatsApp-like, 3 a third one), so `messengers` shares them.
  social_media: [
    { id: 1, code: 'telegram', names: n('Telegram', 'Telegram', 'Telegram') },
    { id: 2, code: 'whatsapp', names: n('WhatsApp', 'WhatsApp', 'WhatsApp') },
    { id: 3, code: 'viber', names: n('Viber', 'Viber', 'Viber') },
    { id: 4, code: 'facebook', names: n('Facebook', 'Facebook', 'Facebook') },
    { id: 5, code: 'linkedin', names: n('LinkedIn', 'LinkedIn', 'LinkedIn') },
    { id: 6, code: 'youtube', names: n('YouTube', 'YouTube', 'YouTube') },
    { id: 7, code: 'instagram', names: n('Instagram', 'Instagram', 'Instagram') },
    { id: 8, code: 'twitter', names: n('X (Twitter)', 'X (Twitter)', 'X (Twitter)') },
    { id: 9, code: 'pinterest', names: n('Pinterest', 'Pinterest', 'Pinterest') },
  ],
  messengers: [
    { id: 1, code: 'telegram', names: n('Telegram', 'Telegram', 'Telegram') },
    { id: 2, code: 'whatsapp', names: n('WhatsApp', 'WhatsApp', 'WhatsApp') },
    { id: 3, code: 'viber', names: n('Viber', 'Viber', 'Viber') },
  ],
  office_presence_status: [
    { id: 1, code: 'office', names: n('В офисе', 'In the office', 'В офісі') },
    { id: 2, code: 'remote', names: n('Работаю удалённо', 'Working remotely', 'Працюю віддалено') },
    { id: 3, code: 'business-trip', names: n('В командировке', 'On a business trip', 'У відрядженні') },
    { id: 4, code: 'vacation', names: n('В отпуске', 'On vacation', 'У відпустці') },
    { id: 5, code: 'sick-leave', names: n('На больничном', 'On sick leave', 'На лікарняному') },
  ],
  // The verifier's company filter. Ids follow the company statuses the specification names
  // (2 submitted / under consideration, 5 deleted); 1 stands for "all companies".
  filter_companies: [
    { id: 1, code: 'all', names: n('Все компании', 'All companies', 'Усі компанії') },
    { id: 2, code: 'under-consideration', names: n('На рассмотрении', 'Under consideration', 'На розгляді') },
    { id: 3, code: 'active', names: n('Верифицированные', 'Verified', 'Верифіковані') },
    { id: 4, code: 'rejected', names: n('Отклонённые', 'Rejected', 'Відхилені') },
    { id: 5, code: 'deleted', names: n('Удалённые', 'Deleted', 'Видалені') },
  ],
  employees: [
    { id: 1, code: '1-10', names: n('1–10', '1–10', '1–10') },
    { id: 2, code: '11-50', names: n('11–50', '11–50', '11–50') },
    { id: 3, code: '51-200', names: n('51–200', '51–200', '51–200') },
    { id: 4, code: '201-500', names: n('201–500', '201–500', '201–500') },
    { id: 5, code: '501-1000', names: n('501–1000', '501–1000', '501–1000') },
    { id: 6, code: '1000+', names: n('Более 1000', 'Over 1000', 'Понад 1000') },
  ],
  activities: [
    { id: 1, code: 'it', names: n('Информационные технологии', 'Information technology', 'Інформаційні технології') },
    { id: 2, code: 'retail', names: n('Розничная торговля', 'Retail', 'Роздрібна торгівля') },
    { id: 3, code: 'wholesale', names: n('Оптовая торговля', 'Wholesale', 'Оптова торгівля') },
    { id: 4, code: 'manufacturing', names: n('Производство', 'Manufacturing', 'Виробництво') },
    { id: 5, code: 'finance', names: n('Финансы и страхование', 'Finance and insurance', 'Фінанси та страхування') },
    { id: 6, code: 'construction', names: n('Строительство', 'Construction', 'Будівництво') },
    { id: 7, code: 'logistics', names: n('Транспорт и логистика', 'Transport and logistics', 'Транспорт і логістика') },
    { id: 8, code: 'healthcare', names: n('Здравоохранение', 'Healthcare', "Охорона здоров'я") },
    { id: 9, code: 'education', names: n('Образование', 'Education', 'Освіта') },
    { id: 10, code: 'agriculture', names: n('Сельское хозяйство', 'Agriculture', 'Сільське господарство') },
    { id: 11, code: 'horeca', names: n('Гостинично-ресторанный бизнес', 'Hospitality', 'Готельно-ресторанний бізнес') },
    { id: 12, code: 'marketing', names: n('Маркетинг, реклама, медиа', 'Marketing, advertising, media', 'Маркетинг, реклама, медіа') },
    { id: 13, code: 'other', names: n('Другое', 'Other', 'Інше') },
  ],
};
