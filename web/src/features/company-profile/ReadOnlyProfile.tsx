import { useTranslation } from 'react-i18next';
import type { ListItem, ProfileLists } from '../../shared/api/places';
import { formatAddress, isEmptyAddress } from './address/address';
import type { PolicyRow } from './wizard/policy';
import type { ProfileValues } from './wizard/profile-form';

const EMPTY = '—';
const text = (value: string | null | undefined) => (value && value.trim() !== '' ? value : EMPTY);
const namesOf = (items: ListItem[] | undefined, ids: readonly (number | null)[]) =>
  ids
    .map((id) => items?.find((item) => item.id === id)?.name)
    .filter(Boolean)
    .join(', ') || EMPTY;

/** Spec 001 §6: an ordinary member (or a member of a company not yet verified) reads every step's saved data, nothing to send. */
export function ReadOnlyProfile({ values, lists, policy }: { values: ProfileValues; lists: ProfileLists | null; policy: PolicyRow[] }) {
  const { t } = useTranslation('company-profile');
  const { general, structure, contacts, management, mission } = values;
  const manager = [structure.manager_surname, structure.manager_first_name, structure.manager_middle_name]
    .filter((part) => part.trim() !== '')
    .join(' ');
  const address = (value: typeof contacts.registeredOffice) => (isEmptyAddress(value) ? EMPTY : formatAddress(value));
  const rows: [string, string, string][] = [
    ['general', t('general.name'), text(general.name)],
    ['general', t('general.brand'), text(general.companyBrand)],
    ['general', t('general.services'), text(general.services)],
    ['general', t('general.website'), text(general.website)],
    ['structure', t('readOnly.manager'), text(manager)],
    ['structure', t('structure.workers'), namesOf(lists?.s_workers, [structure.s_workers])],
    ['structure', t('structure.departments'), structure.departments.map((d) => d.name).join(', ') || EMPTY],
    ['structure', t('structure.orgStructure'), namesOf(lists?.s_organizational_structure, [structure.s_organizational_structure])],
    ['contacts', t('contacts.legal'), address(contacts.registeredOffice)],
    ['contacts', t('contacts.actual'), address(contacts.actualOffice)],
    ['contacts', t('contacts.tel'), text(contacts.tel)],
    ['contacts', t('contacts.email'), text(contacts.email)],
    ['contacts', t('contacts.website'), text(contacts.website)],
    ['contacts', t('contacts.offices'), contacts.otherOffices.map((office) => office.nameOffice).join(', ') || EMPTY],
    ['management', t('management.stages'), namesOf(lists?.s_selection_stages, management.s_selection_stages)],
    [
      'management',
      t('management.training'),
      management.training ? namesOf(lists?.s_training, management.s_training) : t('readOnly.noTraining'),
    ],
    ['management', t('management.policy'), policy.map((file) => file.name).join(', ') || EMPTY],
    ['mission', t('mission.mission'), text(mission.mission)],
    ['mission', t('mission.values'), namesOf(lists?.s_values, mission.s_values)],
    ['mission', t('mission.competence'), namesOf(lists?.s_competence, mission.s_competence)],
  ];
  const steps = ['general', 'structure', 'contacts', 'management', 'mission'] as const;
  return (
    <section className="profile-step" aria-labelledby="read-only-title">
      <h2 id="read-only-title">{t('readOnly.title')}</h2>
      <p>{t('readOnly.text')}</p>
      {steps.map((step) => (
        <section key={step} aria-labelledby={`read-only-${step}`}>
          <h3 id={`read-only-${step}`}>{t(`steps.${step}`)}</h3>
          <dl className="profile-readonly">
            {rows
              .filter(([of]) => of === step)
              .map(([, label, value]) => (
                <div key={label} className="profile-readonly__row">
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
          </dl>
        </section>
      ))}
    </section>
  );
}
