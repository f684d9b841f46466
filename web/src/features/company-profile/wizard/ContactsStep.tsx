import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneField } from '../../../shared/forms/PhoneField';
import { AddressFields } from '../address/AddressFields';
import { formatAddress } from '../address/address';
import { checkOffice, EDITABLE_SOCIALS, EMPTY_OFFICE, socialProblems, type OfficeValues, type Problems } from './profile-form';
import { useProblemText } from './problem-text';
import type { StepProps } from './StepForms';
import { Button, Icon, Modal, TextField } from './ui';

const SOCIAL_LABELS: Record<(typeof EDITABLE_SOCIALS)[number], string> = {
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  instagram: 'Instagram',
  twitter: 'Twitter',
  telegram: 'Telegram',
};

/**
 * The social profiles modal: six of the nine networks are edited here (spec §3). Its "Save" keeps it
 * open while a link is not an http(s) address, each shown on its field; a step save that finds one
 * (the modal dismissed with it) opens the modal again on it, so the problem is seen where it is.
 */
function SocialsModal({
  socials,
  problems,
  onChange,
  isReadOnly = false,
}: {
  socials: StepProps<'contacts'>['values']['socials'];
  problems: Problems;
  onChange: (socials: StepProps<'contacts'>['values']['socials']) => void;
  isReadOnly?: boolean;
}) {
  const { t } = useTranslation('company-profile');
  const text = useProblemText();
  const [open, setOpen] = useState(false);
  // Once a save was tried, each field says at once whether its link is right now.
  const [checking, setChecking] = useState(false);
  const filled = EDITABLE_SOCIALS.filter((name) => socials[name].trim() !== '').length;
  const invalid = EDITABLE_SOCIALS.some((name) => problems[`socials.${name}`]);
  const found = socialProblems(socials);
  const problemOf = (name: (typeof EDITABLE_SOCIALS)[number]) => (checking ? found[`socials.${name}`] : problems[`socials.${name}`]);
  const wrong = EDITABLE_SOCIALS.filter((name) => problems[`socials.${name}`]).map((name) => SOCIAL_LABELS[name]);
  useEffect(() => {
    if (!invalid) return;
    setChecking(true);
    setOpen(true);
  }, [invalid]);
  return (
    <div className="profile-list">
      <h3>{t('contacts.socials')}</h3>
      <p className="profile-list__empty">{t('contacts.socialsCount', { count: filled })}</p>
      {invalid && (
        <p className="ui-field__error" role="alert">
          {t('contacts.socialsInvalid', { names: wrong.join(', ') })}
        </p>
      )}
      <Button variant="secondary" onPress={() => setOpen(true)}>
        <Icon name="link" size={16} />
        {t('contacts.socials')}
      </Button>
      <Modal
        title={t('contacts.socials')}
        size="md"
        isOpen={open}
        onOpenChange={setOpen}
        footer={(close) => (
          <Button
            variant="primary"
            onPress={() => {
              setChecking(true);
              if (Object.keys(found).length === 0) close();
            }}
          >
            {t('actions.saveOnly')}
          </Button>
        )}
      >
        <div className="profile-modal__fields">
          {EDITABLE_SOCIALS.map((name) => (
            <TextField
              key={name}
              label={SOCIAL_LABELS[name]}
              type="url"
              placeholder="https://"
              value={socials[name]}
              isReadOnly={isReadOnly}
              onChange={(link) => onChange({ ...socials, [name]: link })}
              maxLength={500}
              isInvalid={Boolean(problemOf(name))}
              errorMessage={text(problemOf(name))}
            />
          ))}
        </div>
      </Modal>
    </div>
  );
}

/** The regional office modal (spec §5): name and both addresses required; a failed add says so for 2 s. */
function OfficeModal({
  open,
  initial,
  onClose,
  onSave,
}: {
  open: boolean;
  initial: OfficeValues;
  onClose: () => void;
  onSave: (office: OfficeValues) => void;
}) {
  const { t } = useTranslation('company-profile');
  const text = useProblemText();
  const [office, setOffice] = useState(initial);
  const [problems, setProblems] = useState<Problems>({});
  const [warning, setWarning] = useState(false);
  const set = <K extends keyof OfficeValues>(field: K, value: OfficeValues[K]) => {
    setOffice((o) => ({ ...o, [field]: value }));
    setProblems((p) => {
      const rest = { ...p };
      delete rest[field];
      return rest;
    });
  };
  function save() {
    const found = checkOffice(office);
    if (Object.keys(found).length > 0) {
      setProblems(found);
      setWarning(true);
      window.setTimeout(() => setWarning(false), 2000);
      return;
    }
    onSave(office);
  }
  return (
    <Modal
      title={t('contacts.officeTitle')}
      size="lg"
      isOpen={open}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      footer={() => (
        <>
          {warning && (
            <p className="ui-field__error" role="alert">
              {t('contacts.fillRequired')}
            </p>
          )}
          <Button variant="ghost" onPress={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button variant="primary" onPress={save}>
            {t('actions.saveOnly')}
          </Button>
        </>
      )}
    >
      <div className="profile-step__grid">
        <TextField
          label={t('contacts.officeName')}
          isRequired
          value={office.nameOffice}
          onChange={(v) => set('nameOffice', v)}
          maxLength={200}
          isInvalid={Boolean(problems.nameOffice)}
          errorMessage={text(problems.nameOffice)}
        />
        <TextField
          label={t('contacts.email')}
          type="email"
          value={office.email}
          onChange={(v) => set('email', v)}
          maxLength={255}
          isInvalid={Boolean(problems.email)}
          errorMessage={text(problems.email)}
        />
        <PhoneField
          label={t('contacts.tel')}
          description={t('contacts.telHint')}
          value={office.tel}
          onChange={(v) => set('tel', v)}
          isInvalid={Boolean(problems.tel)}
          errorMessage={text(problems.tel)}
        />
        <TextField label={t('contacts.website')} value={office.website} onChange={(v) => set('website', v)} maxLength={255} />
        <AddressFields
          legend={t('contacts.legal')}
          isRequired
          value={office.registeredOffice}
          onChange={(a) => set('registeredOffice', a)}
          problem={problems.registeredOffice ? 'city' : null}
        />
        <AddressFields
          legend={t('contacts.actual')}
          isRequired
          value={office.actualOffice}
          onChange={(a) => set('actualOffice', a)}
          problem={problems.actualOffice ? 'city' : null}
        />
      </div>
    </Modal>
  );
}

/**
 * `mayManageAddresses`: the legal and actual addresses and the regional offices are the `addresses`
 * right's part of the step; `mayEditProfile`: phone, e-mail, site and socials are `company-profile`'s.
 * A part the member may not change is read-only.
 */
export function ContactsStep({
  values,
  problems,
  change,
  mayEditProfile = true,
  mayManageAddresses = true,
}: Omit<StepProps<'contacts'>, 'lists' | 'onListItem'> & { mayEditProfile?: boolean; mayManageAddresses?: boolean }) {
  const { t } = useTranslation('company-profile');
  const text = useProblemText();
  // null: closed; -1: a new office; else the index being edited.
  const [editing, setEditing] = useState<number | null>(null);
  const addressProblem = (field: 'registeredOffice' | 'actualOffice', address: typeof values.registeredOffice) => {
    if (!problems[field]) return null;
    return address.city_id === null ? 'city' : address.street_id === null ? 'street' : 'number';
  };
  return (
    <div className="profile-step__grid">
      <AddressFields
        legend={t('contacts.legal')}
        isRequired
        isDisabled={!mayManageAddresses}
        value={values.registeredOffice}
        onChange={(a) => change('registeredOffice', a)}
        problem={addressProblem('registeredOffice', values.registeredOffice)}
      />
      <AddressFields
        legend={t('contacts.actual')}
        isRequired
        isDisabled={!mayManageAddresses}
        value={values.actualOffice}
        onChange={(a) => change('actualOffice', a)}
        problem={addressProblem('actualOffice', values.actualOffice)}
      />
      <PhoneField
        label={t('contacts.tel')}
        description={t('contacts.telHint')}
        isReadOnly={!mayEditProfile}
        value={values.tel}
        onChange={(v) => change('tel', v)}
        isInvalid={Boolean(problems.tel)}
        errorMessage={text(problems.tel)}
      />
      <TextField
        label={t('contacts.email')}
        type="email"
        isReadOnly={!mayEditProfile}
        value={values.email}
        onChange={(v) => change('email', v)}
        maxLength={255}
        isInvalid={Boolean(problems.email)}
        errorMessage={text(problems.email)}
      />
      <TextField
        label={t('contacts.website')}
        isReadOnly={!mayEditProfile}
        value={values.website}
        onChange={(v) => change('website', v)}
        maxLength={255}
      />
      <SocialsModal
        socials={values.socials}
        problems={problems}
        isReadOnly={!mayEditProfile}
        onChange={(socials) => change('socials', socials)}
      />
      <section className="profile-step__wide profile-list" aria-labelledby="offices-title">
        <h3 id="offices-title">{t('contacts.offices')}</h3>
        {values.otherOffices.length === 0 ? (
          <p className="profile-list__empty">{t('contacts.noOffices')}</p>
        ) : (
          <ul className="profile-list__items">
            {values.otherOffices.map((office, index) => (
              <li key={office.id ?? `new-${index}`} className="profile-list__item">
                <span>
                  <strong>{office.nameOffice}</strong> · {formatAddress(office.actualOffice)}
                </span>
                {mayManageAddresses && (
                  <>
                    <Button
                      variant="ghost"
                      size="sm"
                      iconOnly
                      aria-label={`${t('actions.edit')}: ${office.nameOffice}`}
                      onPress={() => setEditing(index)}
                    >
                      <Icon name="settings" size={16} />
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      iconOnly
                      aria-label={`${t('actions.remove')}: ${office.nameOffice}`}
                      onPress={() =>
                        change(
                          'otherOffices',
                          values.otherOffices.filter((_, i) => i !== index),
                        )
                      }
                    >
                      <Icon name="trash" size={16} />
                    </Button>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
        {problems.otherOffices && (
          <p className="ui-field__error" role="alert">
            {text(problems.otherOffices)}
          </p>
        )}
        {mayManageAddresses && (
          <Button variant="secondary" onPress={() => setEditing(-1)}>
            <Icon name="plus" size={16} />
            {t('contacts.addOffice')}
          </Button>
        )}
      </section>
      {editing !== null && (
        <OfficeModal
          open
          initial={editing === -1 ? EMPTY_OFFICE : values.otherOffices[editing]!}
          onClose={() => setEditing(null)}
          onSave={(office) => {
            change(
              'otherOffices',
              editing === -1 ? [...values.otherOffices, office] : values.otherOffices.map((o, i) => (i === editing ? office : o)),
            );
            setEditing(null);
          }}
        />
      )}
    </div>
  );
}
