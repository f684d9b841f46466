import type { Lang } from '../../shared/i18n/lang.js';
import type { StoredVacancyValues, StudyEntry } from '../domain/vacancy.values.js';
import type { VacancyView } from '../queries/read/vacancy-view.js';
import type { PdfRow, PdfSection, VacancyPdfModel } from './vacancy-pdf.model.js';
import { pdfText, type PdfTextKey } from './vacancy-pdf.texts.js';

/** What the vacancy view does not carry: names the API looked up for the heading. */
export interface VacancyPdfContext {
  lang: Lang;
  companyName: string;
  /** The date of the document (when it was made). */
  now: Date;
}

type LabelKey = keyof VacancyView['labels'];

const LOCALES: Record<Lang, string> = { ru: 'ru-RU', en: 'en-GB', uk: 'uk-UA' };

/** Dates as the company reads them: Kyiv time, the language's own format. */
export function formatDate(iso: string | Date, lang: Lang): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { timeZone: 'Europe/Kyiv', day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    new Date(iso),
  );
}

/**
 * The document model of a vacancy: every section of the profile in wizard order, names of ids from
 * the view's labels (the raw value where a label is absent), empty fields left out. Pure.
 */
export function vacancyPdfModel(view: VacancyView, context: VacancyPdfContext): VacancyPdfModel {
  const { lang } = context;
  const t = (key: PdfTextKey, params?: Record<string, string | number>) => pdfText(key, lang, params);
  const yesNo = (value: boolean | 0 | 1) => t(value ? 'yes' : 'no');

  /** The label(s) of a field, else its raw value(s) as text. */
  const named = (key: LabelKey): string[] => {
    const label = view.labels[key];
    if (Array.isArray(label)) return label.filter((item) => item.trim() !== '');
    if (typeof label === 'string' && label.trim() !== '') return [label];
    const raw = (view as unknown as Record<string, unknown>)[key];
    if (Array.isArray(raw)) return raw.filter((item) => typeof item === 'string' || typeof item === 'number').map(String);
    return raw === null || raw === undefined || raw === '' ? [] : [String(raw)];
  };
  const rows: PdfRow[] = [];
  const row = (label: PdfTextKey, value: string | string[] | null | undefined, plain = false) => {
    const items = Array.isArray(value) ? value.filter((item) => item.trim() !== '') : value ? [value] : [];
    if (items.length === 0) return;
    rows.push({ label: t(label), value: Array.isArray(value) ? items : items[0]!, ...(plain ? { plain } : {}) });
  };
  const field = (key: LabelKey & PdfTextKey, list = false) => {
    const items = named(key);
    row(key, list ? items : items.join(', '));
  };
  const sections: PdfSection[] = [];
  const section = (key: PdfTextKey, fill: () => void) => {
    rows.length = 0;
    fill();
    if (rows.length > 0) sections.push({ title: t(key), rows: [...rows] });
  };

  section('section.main', () => {
    row('position', first(view.labels.id_position)?.trim() || view.name);
    field('level');
    field('functionality', true);
    row('subordinates', view.subordinates_type ? `${t('yes')}${view.subordinates_number ? `: ${view.subordinates_number}` : ''}` : t('no'));
    row('address_vacancy', addressLines(view));
    field('employment_type');
    row('work_time', view.work_time ? `${view.work_time.from} – ${view.work_time.to}` : null);
    row('salary', view.salary ? `${money(view.salary.from, lang)} – ${money(view.salary.to, lang)}` : null);
  });
  section('section.requirements', () => {
    for (const key of ['target', 'result', 'kpi', 'credentials', 'interaction'] as const) field(key, true);
  });
  section('section.competencies', () => {
    for (const key of ['zun', 'cases', 'competencies'] as const) field(key, true);
  });
  section('section.conditions', () => {
    field('compensation_package', true);
    row('career_growth', withNote(yesNo(view.career_growth), view.career_growth ? view.opportunities : null));
    row('business_trips', withNote(yesNo(view.business_trips), view.business_trips ? view.missions : null));
  });
  section('section.specifics', () => {
    for (const key of ['dress_code', 'work_process', 'work_place', 'customer_communications', 'supervisor_communications'] as const)
      field(key);
  });
  // Age, sex, family status and children stay the company's notes and are never printed
  // (PROTECTED_VACANCY_FIELDS): the age step leaves only military service, shown with the personal part.
  section('section.education', () => {
    // The labeller's lines name the university and level; the typed texts otherwise.
    row('universities', listLabel(view.labels.universities, view.universities.length) ?? view.universities.map(studyLine));
    row('courses', listLabel(view.labels.courses, view.courses.length) ?? view.courses.map(studyLine));
  });
  section('section.experience', () => {
    field('experience');
    row('experience_company_names', view.experience_company_names);
    row('experience_job_titles', view.experience_job_titles);
  });
  section('section.personal', () => {
    field('hobbies', true);
    field('personal_qualities', true);
    row('military_service', yesNo(view.military_service));
  });
  section('section.car', () => {
    row('driver_license', yesNo(view.driver_license));
    if (view.driver_license) {
      field('driver_categories');
      row('driving_experience', view.driving_experience);
    }
    row('car_available', yesNo(view.car_available));
  });
  section('section.criteria', () => row('criteria', criteriaLines(view), true));
  section('section.skills', () => {
    field('education');
    field('languages', true);
    field('programs', true);
  });

  // The position's name in the reader's language (as the vacancy list shows it); the stored name is the author's.
  const title = first(view.labels.id_position)?.trim() || view.name.trim() || `${t('untitled')} №${view.number}`;
  const heading: PdfRow[] = [];
  const head = (label: PdfTextKey, value: string | null) => {
    if (value && value.trim() !== '') heading.push({ label: t(label), value });
  };
  head('company', context.companyName);
  // The label names a typical department in the caller's language; the stored name otherwise.
  head('department', first(view.labels.department_id));
  head('author', view.author.name);
  head('number', String(view.number));
  head('status', t(`status.${view.status}`));
  head('date', formatDate(context.now, lang));
  const approval: PdfSection | null =
    view.approvers.length === 0
      ? null
      : {
          title: t('approvers'),
          rows: view.approvers.map((approver) => ({
            label: approver.name,
            value: [
              approver.decision
                ? `${t(approver.decision)}${approver.answered_at ? `, ${formatDate(approver.answered_at, lang)}` : ''}`
                : t('waiting'),
              ...(approver.comment ? [`«${approver.comment}»`] : []),
            ],
            plain: true,
          })),
        };
  return {
    title,
    heading,
    approval,
    sections,
    pageLabel: t('page'),
    meta: { title, author: context.companyName, subject: `${t('untitled')} №${view.number}`, language: lang },
  };
}

function first(label: string | string[] | undefined): string | null {
  return (Array.isArray(label) ? label[0] : label) ?? null;
}

/** A list label with one line per entry, or nothing when it does not match the entries. */
function listLabel(label: string | string[] | undefined, count: number): string[] | null {
  return Array.isArray(label) && label.length === count ? label : null;
}

function withNote(answer: string, note: string | null): string {
  return note && note.trim() !== '' ? `${answer}: ${note.trim()}` : answer;
}

function money(amount: number, lang: Lang): string {
  return new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: 0 }).format(amount);
}

function addressLines(view: VacancyView): string[] {
  const label = view.labels.address_vacancy;
  if (Array.isArray(label) && label.length > 0) return label;
  if (typeof label === 'string' && label) return [label];
  return view.address_vacancy.map((address) => `${address.city_id}/${address.street_id}, ${address.street_number}`);
}

function studyLine(entry: StudyEntry): string {
  const years = entry.year_end ? `${entry.year_start}–${entry.year_end}` : entry.year_start;
  return [entry.name, entry.specialty, years].filter((part) => part && part.trim() !== '').join(', ');
}

/** Criteria in priority order; labels.criteria follows the stored order of `criteria`. */
function criteriaLines(view: Pick<VacancyView, 'criteria' | 'labels'> & Pick<StoredVacancyValues, 'criteria'>): string[] {
  const labels = Array.isArray(view.labels.criteria) ? view.labels.criteria : [];
  return view.criteria
    .map((criterion, index) => ({ priority: criterion.priority, name: labels[index] ?? String(criterion.id) }))
    .sort((a, b) => a.priority - b.priority)
    .map((criterion) => `${criterion.priority}. ${criterion.name}`);
}
