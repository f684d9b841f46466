import type { Lang } from '../../shared/i18n/lang.js';

/**
 * Titles of the vacancy PDF in the three interface languages. Kept apart from profiling.messages.ts:
 * these are document texts, not API answers, and only the PDF document builder reads them.
 */
const TEXTS = {
  // heading block
  company: { ru: 'Компания', en: 'Company', uk: 'Компанія' },
  department: { ru: 'Отдел', en: 'Department', uk: 'Відділ' },
  author: { ru: 'Автор', en: 'Author', uk: 'Автор' },
  number: { ru: 'Номер вакансии', en: 'Vacancy number', uk: 'Номер вакансії' },
  date: { ru: 'Дата документа', en: 'Document date', uk: 'Дата документа' },
  status: { ru: 'Статус', en: 'Status', uk: 'Статус' },
  approvers: { ru: 'Согласование', en: 'Approval', uk: 'Погодження' },
  approved: { ru: 'Согласовано', en: 'Approved', uk: 'Погоджено' },
  declined: { ru: 'Отклонено', en: 'Declined', uk: 'Відхилено' },
  waiting: { ru: 'Ожидает ответа', en: 'Awaiting an answer', uk: 'Очікує відповіді' },
  'status.draft': { ru: 'Черновик', en: 'Draft', uk: 'Чернетка' },
  'status.approval': { ru: 'На согласовании', en: 'Under approval', uk: 'На погодженні' },
  'status.returned': { ru: 'Возвращена', en: 'Returned', uk: 'Повернута' },
  'status.published': { ru: 'Опубликована', en: 'Published', uk: 'Опублікована' },
  'status.closed': { ru: 'Закрыта', en: 'Closed', uk: 'Закрита' },
  yes: { ru: 'Да', en: 'Yes', uk: 'Так' },
  no: { ru: 'Нет', en: 'No', uk: 'Ні' },
  page: { ru: 'Страница {page} из {pages}', en: 'Page {page} of {pages}', uk: 'Сторінка {page} з {pages}' },
  untitled: { ru: 'Вакансия', en: 'Vacancy', uk: 'Вакансія' },
  // sections in wizard order
  'section.main': { ru: 'Основное', en: 'Main', uk: 'Основне' },
  'section.requirements': { ru: 'Требования и полномочия', en: 'Requirements and authority', uk: 'Вимоги та повноваження' },
  'section.competencies': { ru: 'Компетенции', en: 'Competencies', uk: 'Компетенції' },
  'section.conditions': { ru: 'Условия', en: 'Conditions', uk: 'Умови' },
  'section.specifics': { ru: 'Специфика должности', en: 'Position specifics', uk: 'Специфіка посади' },
  'section.education': { ru: 'ВУЗы, курсы и тренинги', en: 'Universities, courses and trainings', uk: 'ЗВО, курси та тренінги' },
  'section.experience': { ru: 'Опыт работы', en: 'Work experience', uk: 'Досвід роботи' },
  'section.personal': { ru: 'Личная информация', en: 'Personal information', uk: 'Особиста інформація' },
  'section.car': { ru: 'Автомобиль', en: 'Car', uk: 'Автомобіль' },
  'section.criteria': { ru: 'Критерии по приоритету', en: 'Criteria by priority', uk: 'Критерії за пріоритетом' },
  'section.skills': { ru: 'Образование и навыки', en: 'Education and skills', uk: 'Освіта та навички' },
  // fields
  position: { ru: 'Должность', en: 'Position', uk: 'Посада' },
  level: { ru: 'Уровень должности', en: 'Position level', uk: 'Рівень посади' },
  functionality: { ru: 'Функционал', en: 'Functionality', uk: 'Функціонал' },
  subordinates: { ru: 'Подчинённые', en: 'Subordinates', uk: 'Підлеглі' },
  address_vacancy: { ru: 'Адрес работы', en: 'Work address', uk: 'Адреса роботи' },
  employment_type: { ru: 'Тип занятости', en: 'Employment type', uk: 'Тип зайнятості' },
  work_time: { ru: 'Время работы', en: 'Working hours', uk: 'Час роботи' },
  salary: { ru: 'Зарплата, грн', en: 'Salary, UAH', uk: 'Зарплата, грн' },
  target: { ru: 'Цели', en: 'Targets', uk: 'Цілі' },
  result: { ru: 'Результаты', en: 'Results', uk: 'Результати' },
  kpi: { ru: 'KPI', en: 'KPI', uk: 'KPI' },
  credentials: { ru: 'Полномочия', en: 'Authority', uk: 'Повноваження' },
  interaction: { ru: 'Взаимодействие', en: 'Works with', uk: 'Взаємодія' },
  zun: { ru: 'ЗУН', en: 'Knowledge and skills', uk: 'ЗУН' },
  cases: { ru: 'Кейсы', en: 'Cases', uk: 'Кейси' },
  competencies: { ru: 'Компетенции', en: 'Competencies', uk: 'Компетенції' },
  compensation_package: { ru: 'Компенсационный пакет', en: 'Compensation package', uk: 'Компенсаційний пакет' },
  career_growth: { ru: 'Карьерный рост', en: 'Career growth', uk: "Кар'єрне зростання" },
  business_trips: { ru: 'Командировки', en: 'Business trips', uk: 'Відрядження' },
  dress_code: { ru: 'Дресс-код', en: 'Dress code', uk: 'Дрес-код' },
  work_process: { ru: 'Специфика работы', en: 'Work specifics', uk: 'Специфіка роботи' },
  work_place: { ru: 'Рабочее место', en: 'Workplace', uk: 'Робоче місце' },
  customer_communications: { ru: 'Общение с клиентами', en: 'Customer communication', uk: 'Спілкування з клієнтами' },
  supervisor_communications: { ru: 'Общение с руководителем', en: 'Communication with the manager', uk: 'Спілкування з керівником' },
  military_service: { ru: 'Военная служба', en: 'Military service', uk: 'Військова служба' },
  universities: { ru: 'ВУЗы', en: 'Universities', uk: 'ЗВО' },
  courses: { ru: 'Курсы и тренинги', en: 'Courses and trainings', uk: 'Курси та тренінги' },
  experience: { ru: 'Опыт работы', en: 'Work experience', uk: 'Досвід роботи' },
  experience_company_names: { ru: 'Компании', en: 'Companies', uk: 'Компанії' },
  experience_job_titles: { ru: 'Должности', en: 'Job titles', uk: 'Посади' },
  hobbies: { ru: 'Хобби', en: 'Hobbies', uk: 'Хобі' },
  personal_qualities: { ru: 'Личные качества', en: 'Personal qualities', uk: 'Особисті якості' },
  driver_license: { ru: 'Водительские права', en: "Driver's licence", uk: 'Посвідчення водія' },
  driver_categories: { ru: 'Категории', en: 'Categories', uk: 'Категорії' },
  driving_experience: { ru: 'Водит с', en: 'Driving since', uk: 'Водить з' },
  car_available: { ru: 'Свой автомобиль', en: 'Own car', uk: 'Власний автомобіль' },
  criteria: { ru: 'Критерии', en: 'Criteria', uk: 'Критерії' },
  education: { ru: 'Образование', en: 'Education', uk: 'Освіта' },
  languages: { ru: 'Языки', en: 'Languages', uk: 'Мови' },
  programs: { ru: 'Программы', en: 'Programs', uk: 'Програми' },
} satisfies Record<string, Record<Lang, string>>;

export type PdfTextKey = keyof typeof TEXTS;

/** The text of a key in a language, `{name}` placeholders filled from params. */
export function pdfText(key: PdfTextKey, lang: Lang, params: Record<string, string | number> = {}): string {
  return TEXTS[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export const PDF_TEXT_KEYS = Object.keys(TEXTS) as PdfTextKey[];
