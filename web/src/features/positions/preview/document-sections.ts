// What the vacancy document shows, section by section in the wizards' order (spec 001 §2, §3
// "Position profile"), and how each field reads: ids through the server's `labels` (names in the
// caller's language), everything else formatted here. Pure, so the document and its spec agree.
import type { ProtectedVacancyField, Range, StudyEntry, VacancyValues, VacancyView } from '../../../shared/api/positions';

// No section of the age step: age, sex, family status and children are the company's notes and
// never published (PROTECTED_VACANCY_FIELDS); its military service reads with the personal part.
export type SectionName =
  | 'main'
  | 'requirements'
  | 'competencies'
  | 'conditions'
  | 'specifics'
  | 'education'
  | 'experience'
  | 'personal'
  | 'car'
  | 'criteria'
  | 'skills';

/**
 * How a field reads: `label` — only through labels (ids, addresses); `text` — its own text(s);
 * `yesNo` — a boolean or 0/1; `range` — from–to; `study` — universities and courses.
 */
type Kind = 'label' | 'text' | 'yesNo' | 'range' | 'study';

/** Every field the document shows (the position's catalogue id and type read through its name); never a protected one. */
export type DocumentField = Exclude<keyof VacancyValues, 'id_position' | 'position_type' | 'age_enabled' | ProtectedVacancyField>;

export const SECTIONS: readonly { name: SectionName; fields: readonly (readonly [DocumentField, Kind])[] }[] = [
  {
    name: 'main',
    fields: [
      ['name', 'text'],
      ['department_id', 'label'],
      ['level', 'label'],
      ['functionality', 'label'],
      ['subordinates_type', 'yesNo'],
      ['subordinates_number', 'text'],
      ['address_vacancy', 'label'],
      ['employment_type', 'label'],
      ['work_time', 'range'],
      ['salary', 'range'],
    ],
  },
  {
    name: 'requirements',
    fields: [
      ['target', 'label'],
      ['result', 'label'],
      ['kpi', 'label'],
      ['credentials', 'label'],
      ['interaction', 'text'],
    ],
  },
  {
    name: 'competencies',
    fields: [
      ['zun', 'label'],
      ['cases', 'label'],
      ['competencies', 'label'],
    ],
  },
  {
    name: 'conditions',
    fields: [
      ['compensation_package', 'label'],
      ['career_growth', 'yesNo'],
      ['opportunities', 'text'],
      ['business_trips', 'yesNo'],
      ['missions', 'text'],
    ],
  },
  {
    name: 'specifics',
    fields: [
      ['dress_code', 'label'],
      ['work_process', 'label'],
      ['work_place', 'label'],
      ['customer_communications', 'label'],
      ['supervisor_communications', 'label'],
    ],
  },
  {
    name: 'education',
    fields: [
      ['universities', 'study'],
      ['courses', 'study'],
    ],
  },
  {
    name: 'experience',
    fields: [
      ['experience', 'label'],
      ['experience_company_names', 'text'],
      ['experience_job_titles', 'text'],
    ],
  },
  {
    name: 'personal',
    fields: [
      ['hobbies', 'label'],
      ['personal_qualities', 'label'],
      ['military_service', 'yesNo'],
    ],
  },
  {
    name: 'car',
    fields: [
      ['driver_license', 'yesNo'],
      ['driver_categories', 'label'],
      ['driving_experience', 'text'],
      ['car_available', 'yesNo'],
    ],
  },
  { name: 'criteria', fields: [['criteria', 'label']] },
  {
    name: 'skills',
    fields: [
      ['education', 'label'],
      ['languages', 'label'],
      ['programs', 'label'],
    ],
  },
];

/** A field as the document shows it: one line, a list, a yes/no to translate, or nothing. */
export type Shown =
  | { kind: 'line'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'yesNo'; value: boolean }
  | { kind: 'range'; from: string; to: string }
  | null;

const isRange = (value: unknown): value is Range<string | number> =>
  typeof value === 'object' && value !== null && 'from' in value && 'to' in value;

function studyLine(entry: StudyEntry): string {
  const years = entry.year_end ? `${entry.year_start}–${entry.year_end}` : entry.year_start;
  return [entry.name, entry.specialty, years].filter((part) => part && part.trim() !== '').join(', ');
}

function fromLabel(label: string | string[] | undefined): Shown {
  if (label === undefined) return null;
  if (Array.isArray(label)) return label.length ? { kind: 'list', items: label } : null;
  return label.trim() ? { kind: 'line', text: label } : null;
}

/** Criteria read "name" in priority order; the labels come in the order the criteria are stored. */
function criteria(vacancy: VacancyView): Shown {
  const names = vacancy.labels.criteria ?? [];
  const items = vacancy.criteria
    .map((entry, index) => ({ priority: entry.priority, name: names[index] }))
    .filter((entry): entry is { priority: number; name: string } => typeof entry.name === 'string')
    .sort((a, b) => a.priority - b.priority)
    .map((entry) => entry.name);
  return items.length ? { kind: 'list', items } : null;
}

/** The position's name in the reader's language (as the vacancy list shows it); the stored name is its author's. */
export function vacancyTitle(vacancy: VacancyView): string {
  const named = vacancy.labels.id_position;
  return typeof named === 'string' && named.trim() !== '' ? named : vacancy.name;
}

export function shownField(vacancy: VacancyView, field: DocumentField, kind: Kind): Shown {
  if (field === 'criteria') return criteria(vacancy);
  if (field === 'name') return vacancyTitle(vacancy).trim() ? { kind: 'line', text: vacancyTitle(vacancy) } : null;
  const value = vacancy[field];
  // Dependent fields only make sense with their switch on (spec §4 clears them otherwise).
  if (field === 'subordinates_number' && vacancy.subordinates_type !== 1) return null;
  if ((field === 'driver_categories' || field === 'driving_experience' || field === 'car_available') && vacancy.driver_license !== 1)
    return null;
  switch (kind) {
    case 'label':
      return fromLabel(vacancy.labels[field]);
    case 'yesNo':
      return typeof value === 'boolean'
        ? { kind: 'yesNo', value }
        : value === 0 || value === 1
          ? { kind: 'yesNo', value: value === 1 }
          : null;
    case 'range':
      return isRange(value) ? { kind: 'range', from: String(value.from), to: String(value.to) } : null;
    case 'study':
      return Array.isArray(value) && value.length ? { kind: 'list', items: (value as StudyEntry[]).map(studyLine) } : null;
    case 'text':
      if (Array.isArray(value)) return value.length ? { kind: 'list', items: value.map(String) } : null;
      if (value === null || value === undefined || String(value).trim() === '') return null;
      return { kind: 'line', text: String(value) };
  }
}
