// A verified company's profile completed through the API, with one complete department, for browser
// journeys that need the vacancy wizard but not the profile's screens (company-profile.test.ts and
// whole-journey.test.ts walk those): the calls the profile wizard's five steps and the department
// form make, with the first choice of each list and an office in Київ on a street of the company's own.
import { apiCall, type ApiEnvelope } from './e2e.js';

export async function seedCompanyProfile(url: string, token: string, companyId: string, run: string): Promise<void> {
  const ok = async (path: string, body?: unknown): Promise<ApiEnvelope> => {
    const answer = await apiCall(url, path, body, token);
    if (!answer.ok) throw new Error(`${path}: ${JSON.stringify(answer)}`);
    return answer;
  };
  const lists = await ok('/options/get_selectList', {
    source: ['s_workers', 's_organizational_structure', 'tl_lists', 's_selection_stages', 's_training', 's_values', 's_competence'],
  });
  const ids = (list: string): number[] => ((lists.list_data as Record<string, Array<{ id: number }>>)[list] ?? []).map((item) => item.id);
  const kyiv = ((await ok(`/get_list_cities?citi=${encodeURIComponent('Київ')}`)).data as Array<{ id: number; name: string }>).find(
    (city) => city.name === 'Київ',
  )!.id;
  await ok('/company/loginCompany', { company_id: companyId });
  const street = Number(
    ((await ok('/add_field_table', { name: `вулиця Профільна ${run}`, list: 'streets', id_city: kyiv })).data as { street_ref: number })
      .street_ref,
  );
  const office = { city_id: kyiv, street_id: street, street_number: '7' };
  const manager = { manager_surname: 'Коваль', manager_first_name: 'Ольга' };
  await ok('/profiling/set_company_info/general', { company_id: companyId, services: 'Доставка' });
  await ok('/profiling/set_company_info/structure', {
    company_id: companyId,
    ...manager,
    s_workers: ids('s_workers')[0],
    s_organizational_structure: ids('s_organizational_structure')[0],
    tl_lists: [{ idItem: ids('tl_lists')[0] }],
  });
  await ok('/profiling/set_company_info/contacts', { company_id: companyId, registeredOffice: office, actualOffice: office });
  await ok('/profiling/set_company_info/management', {
    company_id: companyId,
    s_selection_stages: ids('s_selection_stages').slice(0, 1),
    training: true,
    s_training: ids('s_training').slice(0, 1),
  });
  await ok('/profiling/complete_company_profile', {
    company_id: companyId,
    mission: 'Доставляємо вчасно',
    s_values: ids('s_values').slice(0, 1),
    s_competence: ids('s_competence').slice(0, 1),
  });
  const department = (
    (await ok(`/profiling/get_list_departments?company_id=${companyId}`)).data as { tl_lists: Array<{ id: string; idItem: number }> }
  ).tl_lists[0]!;
  await ok('/profiling/edit_department', {
    company_id: companyId,
    id: department.id,
    idItem: department.idItem,
    manager_position: 'Керівник',
    manager_surname: manager.manager_surname,
    manager_name: manager.manager_first_name,
    address: [office],
  });
}
