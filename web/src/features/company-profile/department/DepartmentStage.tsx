import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { Button, Icon, InlineLoader, Modal, Select, TextField } from '../../../shared/ui';
import { AddressFields } from '../address/AddressFields';
import { useLeaveWarning } from '../../../shared/lib/leave-warning';
import { useProblemText } from '../wizard/problem-text';
import { isComplete, NEW_ADDRESS, type departmentMachine, type DepartmentValues } from './department.machine';

function NewDepartmentModal({ onAdd }: { onAdd: (name: string) => void }) {
  const { t } = useTranslation('company-profile');
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  return (
    <>
      <Button
        variant="secondary"
        onPress={() => {
          setName('');
          setOpen(true);
        }}
      >
        <Icon name="plus" size={16} />
        {t('department.new')}
      </Button>
      <Modal
        title={t('department.newTitle')}
        size="sm"
        isOpen={open}
        onOpenChange={setOpen}
        footer={(close) => (
          <>
            <Button variant="ghost" onPress={close}>
              {t('actions.cancel')}
            </Button>
            <Button
              variant="primary"
              onPress={() => {
                if (name.trim() !== '') onAdd(name);
                close();
              }}
            >
              {t('actions.add')}
            </Button>
          </>
        )}
      >
        <TextField label={t('department.newName')} value={name} onChange={setName} maxLength={200} autoFocus />
      </Modal>
    </>
  );
}

/** The department stage: the form per department, the new-department modal, Back. */
export function DepartmentStage({ actor }: { actor: ActorRefFrom<typeof departmentMachine> }) {
  const { t } = useTranslation('company-profile');
  const text = useProblemText();
  const view = useSelector(actor, (s) => ({
    ...s.context,
    loading: s.matches('loading'),
    failed: s.matches('failed'),
    saving: s.matches('saving'),
    confirmingRemoval: s.matches('confirmingRemoval'),
    removingNow: s.matches('removing'),
  }));
  useLeaveWarning(view.dirty);
  if (view.loading) return <InlineLoader />;
  if (view.failed) {
    return (
      <div role="alert" className="profile-step">
        <p>{view.error}</p>
        <Button onPress={() => actor.send({ type: 'RETRY' })}>{t('actions.retry')}</Button>
      </div>
    );
  }
  const values = view.values;
  const change = (field: keyof DepartmentValues, value: unknown) => actor.send({ type: 'CHANGE', field, value });
  const offices = [
    ...view.offices.map((o) => ({ id: o.id, label: `${o.name} · ${o.address}` })),
    { id: NEW_ADDRESS, label: t('department.newAddress') },
  ];
  const categories = view.categories;
  return (
    <section className="profile-step" aria-labelledby="department-title">
      <h2 id="department-title">{t('department.title')}</h2>
      <p className="profile-list__empty">{t('department.intro')}</p>
      <div className="profile-department__list">
        <ul className="profile-list__items" aria-label={t('structure.departments')}>
          {view.departments.map((department) => (
            <li key={department.id} className="profile-list__item" data-selected={values?.id === department.id || undefined}>
              <Button
                variant="ghost"
                size="sm"
                onPress={() => actor.send({ type: 'SELECT', id: department.id })}
                aria-current={values?.id === department.id ? 'true' : undefined}
              >
                {department.name}
              </Button>
              <span className="profile-list__meta">{isComplete(department) ? t('department.complete') : t('department.incomplete')}</span>
              <Button
                variant="ghost"
                size="sm"
                iconOnly
                aria-label={t('department.remove', { name: department.name })}
                isDisabled={view.saving}
                onPress={() => actor.send({ type: 'REMOVE', id: department.id })}
              >
                <Icon name="trash" size={16} />
              </Button>
            </li>
          ))}
        </ul>
        <NewDepartmentModal onAdd={(name) => actor.send({ type: 'NEW', name })} />
      </div>
      {values && (
        <div className="profile-step__grid">
          {values.id === null ? (
            <TextField
              label={t('department.newName')}
              isRequired
              value={values.name}
              onChange={(v) => change('name', v)}
              maxLength={200}
              isInvalid={Boolean(view.problems.name)}
              errorMessage={text(view.problems.name)}
            />
          ) : (
            <h3 className="profile-step__wide">{values.name}</h3>
          )}
          <TextField
            label={t('department.position')}
            isRequired
            value={values.manager_position}
            onChange={(v) => change('manager_position', v)}
            maxLength={200}
            isInvalid={Boolean(view.problems.manager_position)}
            errorMessage={text(view.problems.manager_position)}
          />
          <TextField
            label={t('department.surname')}
            isRequired
            value={values.manager_surname}
            onChange={(v) => change('manager_surname', v)}
            maxLength={100}
            isInvalid={Boolean(view.problems.manager_surname)}
            errorMessage={text(view.problems.manager_surname)}
          />
          <TextField
            label={t('department.name')}
            isRequired
            value={values.manager_name}
            onChange={(v) => change('manager_name', v)}
            maxLength={100}
            isInvalid={Boolean(view.problems.manager_name)}
            errorMessage={text(view.problems.manager_name)}
          />
          <TextField
            label={t('department.middleName')}
            value={values.manager_middle_name}
            onChange={(v) => change('manager_middle_name', v)}
            maxLength={100}
          />
          <Select
            label={t('department.category')}
            placeholder={t('actions.choose')}
            items={categories.map((category) => ({ id: String(category.id), label: category.name }))}
            value={values.category === null ? null : String(values.category)}
            onChange={(key) => change('category', key === null ? null : Number(key))}
          />
          <Select
            label={t('department.addressFrom')}
            isRequired
            items={offices}
            value={values.office}
            onChange={(key) => change('office', key === null ? null : String(key))}
            isInvalid={Boolean(view.problems.office)}
            errorMessage={text(view.problems.office)}
          />
          {values.office === NEW_ADDRESS && (
            <AddressFields
              legend={t('department.newAddress')}
              isRequired
              value={values.address}
              onChange={(a) => change('address', a)}
              problem={
                view.problems.address
                  ? values.address.city_id === null
                    ? 'city'
                    : values.address.street_id === null
                      ? 'street'
                      : 'number'
                  : null
              }
            />
          )}
          <div className="profile-step__wide">
            <Button variant="secondary" isPending={view.saving} onPress={() => actor.send({ type: 'SUBMIT' })}>
              {t('department.save')}
            </Button>
          </div>
        </div>
      )}
      {view.error && (
        <p className="ui-field__error" role="alert">
          {view.error === 'needOne' ? t('department.needOne') : view.error}
        </p>
      )}
      {view.removeFailed !== null && (
        <p className="ui-field__error" role="alert">
          {view.removeFailed ? t('department.removeFailedWith', { details: view.removeFailed }) : t('department.removeFailed')}
        </p>
      )}
      <Modal
        title={t('department.removeTitle')}
        size="sm"
        role="alertdialog"
        isOpen={view.confirmingRemoval || view.removingNow}
        onOpenChange={(open) => !open && actor.send({ type: 'CANCEL_REMOVE' })}
        footer={() => (
          <>
            <Button variant="secondary" isDisabled={view.removingNow} onPress={() => actor.send({ type: 'CANCEL_REMOVE' })}>
              {t('actions.cancel')}
            </Button>
            <Button variant="danger" isPending={view.removingNow} onPress={() => actor.send({ type: 'CONFIRM_REMOVE' })}>
              {t('department.removeConfirm')}
            </Button>
          </>
        )}
      >
        <p>{t('department.removeText', { name: view.removing?.name ?? '' })}</p>
      </Modal>
      <div className="profile-step__actions">
        <Button variant="ghost" onPress={() => actor.send({ type: 'BACK' })}>
          {t('actions.back')}
        </Button>
        <Button variant="primary" isDisabled={view.saving} onPress={() => actor.send({ type: 'CONTINUE' })}>
          {t('department.continue')}
        </Button>
      </div>
    </section>
  );
}
