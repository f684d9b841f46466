// Checks the shape of the catalogue content in data/catalogue (dictionary lists, competency
// catalogues, universities) without any dependency, so it runs before `npm install` as well as
// inside the unit tests. Usage: node scripts/check-catalogue-data.mjs [data/catalogue]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const LANGS = ['ru', 'en', 'uk'];

/** Every list the product offers by name (spec 001 §3 "Dictionary lists", spec 000 option lists). */
export const REQUIRED_LISTS = [
  's_workers',
  's_organizational_structure',
  's_selection_stages',
  's_training',
  's_values',
  's_competence',
  's_programs',
  's_program_level',
  's_languages',
  's_language_levels',
  's_education',
  's_driving_license_category',
  's_selection_criteria',
  's_priority',
  's_activity',
  's_social_networks',
  's_family_status',
  'tools_sex',
  's_job_levels',
  's_employment_type',
  's_hobbies',
  's_personal_qualities',
  's_credentials',
  's_compensation_package',
  's_dress',
  's_work_specifics',
  's_specificity_workplace',
  's_specificity_communication',
  's_manager_specificity_communication',
  's_work_experience',
  's_educational_level',
  's_access_z',
  'employees',
  'activities',
  'filter_companies',
  'tl_lists',
  'gender',
  'social_media',
  'messengers',
  'office_presence_status',
];

/**
 * Ids and codes already stored in databases (the first account-side seed); they must never move.
 * A list named on the right must carry the same ids and codes as the one on the left.
 */
export const PINNED = {
  gender: { 1: 'male', 2: 'female' },
  social_media: {
    1: 'telegram',
    2: 'whatsapp',
    3: 'viber',
    4: 'facebook',
    5: 'linkedin',
    6: 'youtube',
    7: 'instagram',
    8: 'twitter',
    9: 'pinterest',
  },
  messengers: { 1: 'telegram', 2: 'whatsapp', 3: 'viber' },
  office_presence_status: { 1: 'office', 2: 'remote', 3: 'business-trip', 4: 'vacation', 5: 'sick-leave' },
  filter_companies: { 1: 'all', 2: 'under-consideration', 3: 'active', 4: 'rejected', 5: 'deleted' },
  employees: { 1: '1-10', 2: '11-50', 3: '51-200', 4: '201-500', 5: '501-1000', 6: '1000+' },
  activities: {
    1: 'it',
    2: 'retail',
    3: 'wholesale',
    4: 'manufacturing',
    5: 'finance',
    6: 'construction',
    7: 'logistics',
    8: 'healthcare',
    9: 'education',
    10: 'agriculture',
    11: 'horeca',
    12: 'marketing',
    13: 'other',
  },
};
const SAME_AS = { s_social_networks: 'social_media', s_workers: 'employees', s_activity: 'activities' };

const FAMILIES = ['func', 'targets', 'result', 'kpi', 'zun', 'cases'];
const FAMILY_COUNT = { func: [5, 10], targets: [3, 5], result: [3, 5], kpi: [3, 5], zun: [3, 5], cases: [3, 5] };
const CODE = /^[A-Za-z0-9][A-Za-z0-9_.+-]*$/;
export const MINIMUM = { positions: 30, categories: 6, universities: 150 };

const text = (v) => typeof v === 'string' && v.trim().length > 0 && v === v.trim();
const key = (v) => v.trim().toLocaleLowerCase('uk');

function readJson(file, errors) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    errors.push(`${file}: not valid JSON (${error.message})`);
    return undefined;
  }
}

function checkNames(where, item, errors) {
  for (const lang of LANGS) if (!text(item?.[lang])) errors.push(`${where}: "${lang}" must be a non-empty trimmed string`);
}

/** Names in one list must differ in every language under the duplicate rule (trimmed, any case). */
function checkDistinctNames(where, items, errors) {
  for (const lang of LANGS) {
    const seen = new Set();
    for (const item of items) {
      if (!text(item?.[lang])) continue;
      if (seen.has(key(item[lang]))) errors.push(`${where}: duplicate ${lang} name "${item[lang]}"`);
      seen.add(key(item[lang]));
    }
  }
}

function checkIdsAndCodes(where, items, errors, ids = new Set(), codes = new Set()) {
  for (const [index, item] of items.entries()) {
    const at = `${where}[${index}]`;
    if (!Number.isInteger(item?.id) || item.id < 1) errors.push(`${at}: id must be a positive integer`);
    else if (ids.has(item.id)) errors.push(`${at}: duplicate id ${item.id}`);
    else ids.add(item.id);
    if (typeof item?.code !== 'string' || !CODE.test(item.code)) errors.push(`${at}: code must be an ASCII slug`);
    else if (codes.has(item.code)) errors.push(`${at}: duplicate code ${item.code}`);
    else codes.add(item.code);
  }
}

function jsonFiles(dir, errors) {
  if (existsSync(dir))
    return readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort();
  errors.push(`${dir}: folder is missing`);
  return [];
}

function checkLists(dir, errors) {
  const lists = {};
  for (const file of jsonFiles(dir, errors)) {
    const name = file.slice(0, -'.json'.length);
    const items = readJson(join(dir, file), errors);
    if (items === undefined) continue;
    if (!Array.isArray(items) || items.length === 0) {
      errors.push(`lists/${file}: must be a non-empty array`);
      continue;
    }
    lists[name] = items;
    checkIdsAndCodes(`lists/${name}`, items, errors);
    for (const [index, item] of items.entries()) {
      checkNames(`lists/${name}[${index}]`, item, errors);
      if (item.help !== undefined) checkNames(`lists/${name}[${index}].help`, item.help, errors);
      const extra = Object.keys(item).filter((k) => !['id', 'code', ...LANGS, 'help'].includes(k));
      if (extra.length) errors.push(`lists/${name}[${index}]: unknown fields ${extra.join(', ')}`);
    }
    checkDistinctNames(`lists/${name}`, items, errors);
  }
  for (const name of REQUIRED_LISTS) if (!lists[name]) errors.push(`lists/${name}.json is missing`);
  for (const [name, pinned] of Object.entries(PINNED)) {
    for (const [id, code] of Object.entries(pinned)) {
      if (lists[name] && !lists[name].some((item) => item.id === Number(id) && item.code === code)) {
        errors.push(`lists/${name}: the stored item ${id} "${code}" must keep its id and code`);
      }
    }
  }
  for (const [name, source] of Object.entries(SAME_AS)) {
    const a = lists[name]
      ?.map((i) => `${i.id}:${i.code}`)
      .sort()
      .join();
    const b = lists[source]
      ?.map((i) => `${i.id}:${i.code}`)
      .sort()
      .join();
    if (a !== undefined && b !== undefined && a !== b) errors.push(`lists/${name}: must carry the ids and codes of ${source}`);
  }
  return Object.keys(lists).length;
}

function checkCompetencies(dir, errors) {
  const categoryIds = new Set(),
    categoryCodes = new Set(),
    positionIds = new Set(),
    positionCodes = new Set();
  let categories = 0;
  let positions = 0;
  for (const file of jsonFiles(dir, errors)) {
    const where = `competencies/${file}`;
    if (!/^\d{2}-[a-z0-9-]+\.json$/.test(file)) errors.push(`${where}: name must be NN-<category-code>.json`);
    const category = readJson(join(dir, file), errors);
    if (category === undefined) continue;
    categories += 1;
    checkIdsAndCodes(where, [category], errors, categoryIds, categoryCodes);
    checkNames(where, category, errors);
    if (!file.endsWith(`-${category.code}.json`)) errors.push(`${where}: file name must end with the category code`);
    if (!Array.isArray(category.positions) || category.positions.length === 0) {
      errors.push(`${where}: positions must be a non-empty array`);
      continue;
    }
    checkIdsAndCodes(`${where} positions`, category.positions, errors, positionIds, positionCodes);
    checkDistinctNames(`${where} positions`, category.positions, errors);
    for (const position of category.positions) {
      positions += 1;
      const at = `${where} position ${position?.code}`;
      checkNames(at, position, errors);
      for (const family of FAMILIES) {
        const items = position?.[family];
        const [min, max] = FAMILY_COUNT[family];
        if (!Array.isArray(items) || items.length < min || items.length > max) {
          errors.push(`${at}: ${family} must hold ${min}–${max} items`);
          continue;
        }
        for (const [index, item] of items.entries()) checkNames(`${at} ${family}[${index}]`, item, errors);
        checkDistinctNames(`${at} ${family}`, items, errors);
      }
    }
  }
  if (categories < MINIMUM.categories) errors.push(`competencies: ${categories} categories, at least ${MINIMUM.categories} expected`);
  if (positions < MINIMUM.positions) errors.push(`competencies: ${positions} positions, at least ${MINIMUM.positions} expected`);
  return { categories, positions };
}

function checkUniversities(file, errors) {
  const items = readJson(file, errors);
  if (!Array.isArray(items)) {
    if (items !== undefined) errors.push('universities.json: must be an array');
    return 0;
  }
  const ids = new Set();
  items.forEach((item, index) => {
    const at = `universities[${index}]`;
    if (!Number.isInteger(item?.id) || item.id < 1) errors.push(`${at}: id must be a positive integer`);
    else if (ids.has(item.id)) errors.push(`${at}: duplicate id ${item.id}`);
    else ids.add(item.id);
    checkNames(at, item, errors);
    if (!text(item?.city)) errors.push(`${at}: city must be a non-empty trimmed string`);
  });
  checkDistinctNames('universities', items, errors);
  if (items.length < MINIMUM.universities) errors.push(`universities: ${items.length}, at least ${MINIMUM.universities} expected`);
  return items.length;
}

/** Returns the problems found (empty when the data is sound) and what was counted. */
export function checkCatalogueData(root) {
  const errors = [];
  const lists = checkLists(join(root, 'lists'), errors);
  const { categories, positions } = checkCompetencies(join(root, 'competencies'), errors);
  const universities = checkUniversities(join(root, 'universities.json'), errors);
  return { errors, counts: { lists, categories, positions, universities } };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv[2] ?? join(fileURLToPath(new URL('..', import.meta.url)), 'data', 'catalogue'));
  const { errors, counts } = checkCatalogueData(root);
  for (const error of errors) console.error(error);
  console.log(JSON.stringify(counts));
  process.exit(errors.length ? 1 : 0);
}
