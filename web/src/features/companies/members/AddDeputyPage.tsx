import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { MachineForm } from '../../../shared/forms/FormShell';
import { SUCCESS_ACTION_DELAY_MS } from '../../../shared/machines/success-action.machine';
import { usePageTitle } from '../../../shared/lib/usePageTitle';
import { useAppUser } from '../../../shared/session/session-context';
import { useCompanyActions } from '../../../shared/session/company-actions';
import { mayManageMember } from '../../../../../src/shared/contract/company-rights';
import { Button, ButtonLink, Icon, InlineLoader, Modal } from '../../../shared/ui';
import { DeputyForm, useDeputyProblemText } from './DeputyForm';
import { formatPhone } from '../../../shared/forms/phone';
import type { Deputy, DeputyField } from './deputy-form';
import { liveDeputiesMachine } from './live';
import { rightNames } from './RightsChecklist';
import './members.css';

/** /add-deputy for the active company: deputies are the owner's and an administrator's to add (spec 001 §6). */
export function AddDeputyPage() {
  const { t, i18n } = useTranslation('members');
  usePageTitle(t('deputies.title'));
  const navigate = useNavigate();
  const problemText = useDeputyProblemText();
  const user = useAppUser();
  const companyId = user?.company?.id ? String(user.company.id) : null;
  const { can, role } = useCompanyActions();
  // A "users" holder manages ordinary users only: the page says who may, rather than end in 403.
  const mayAddDeputies = role !== null && can('manageMembers') && mayManageMember({ role, rights: [] }, { role: 'deputy', rights: [] });
  const actor = useActorRef(liveDeputiesMachine, { input: { companyId } });
  const view = useSelector(actor, (s) => ({
    loading: s.matches('loading'),
    form: s.matches('form'),
    sending: s.matches('sending'),
    done: s.matches('done'),
    staying: s.matches('staying'),
    finished: s.status === 'done',
    ctx: s.context,
  }));
  const { ctx } = view;
  // Spec: after the success modal, main and "/".
  useEffect(() => {
    if (view.finished) navigate('/', { replace: true });
  }, [view.finished, navigate]);

  const change = (field: DeputyField, value: string) => actor.send({ type: 'CHANGE', field, value });
  const toggle = (code: string, selected: boolean) => actor.send({ type: 'TOGGLE_RIGHT', code, selected });
  const form = (
    <DeputyForm
      values={ctx.draft}
      problems={ctx.draftProblems}
      rights={ctx.rights}
      rightsFailed={ctx.rightsFailed}
      onChange={change}
      onToggleRight={toggle}
    />
  );
  const inModal = view.form && ctx.deputies.length > 0;
  const fullName = (deputy: Deputy) => t('name', { last: deputy.values.last_name.trim(), first: deputy.values.first_name.trim() });
  const anyInvalid = ctx.deputies.some((deputy) => Object.keys(deputy.problems).length > 0);
  const seconds = new Intl.NumberFormat(i18n.language).format(SUCCESS_ACTION_DELAY_MS / 1000);

  if (!companyId) {
    return (
      <section className="members" aria-labelledby="deputies-title">
        <h1 id="deputies-title">{t('noCompany.title')}</h1>
        <p className="members__intro">{t('noCompany.text')}</p>
        <ButtonLink variant="primary" href="/companies">
          {t('noCompany.toCompanies')}
        </ButtonLink>
      </section>
    );
  }

  if (!mayAddDeputies) {
    return (
      <section className="members" aria-labelledby="deputies-title">
        <h1 id="deputies-title">{t('users.forbiddenTitle')}</h1>
        <p className="members__intro">{t('deputies.forbiddenText')}</p>
        <ButtonLink variant="secondary" href="/">
          {t('deputies.goHome')}
        </ButtonLink>
      </section>
    );
  }

  return (
    <section className="members" aria-labelledby="deputies-title" aria-busy={view.loading}>
      <div className="members__head">
        <div>
          <h1 id="deputies-title">{t('deputies.title')}</h1>
          <p className="members__intro">{t('deputies.intro')}</p>
        </div>
      </div>
      {view.loading && <InlineLoader />}
      {view.form && !inModal && (
        <section className="members__card" aria-labelledby="deputy-form-title">
          <h2 id="deputy-form-title">{t('deputies.formTitle')}</h2>
          <MachineForm labelledBy="deputy-form-title" onSubmit={() => actor.send({ type: 'SAVE_DEPUTY' })}>
            {form}
            <div className="members__actions">
              <Button type="submit" variant="primary">
                {t('deputies.addToList')}
              </Button>
            </div>
          </MachineForm>
        </section>
      )}
      {ctx.deputies.length > 0 && (
        <section className="members__card" aria-labelledby="deputy-list-title">
          <h2 id="deputy-list-title">{t('deputies.listTitle')}</h2>
          <ul className="deputy-list">
            {ctx.deputies.map((deputy) => {
              const problems = Object.values(deputy.problems).flatMap((problem) => problemText(problem) ?? []);
              const rights = rightNames(deputy.values.s_access_z, ctx.rights);
              return (
                <li key={deputy.id} className={`deputy-list__item${problems.length > 0 ? ' deputy-list__item--invalid' : ''}`}>
                  <div>
                    <div className="deputy-list__name">{fullName(deputy)}</div>
                    <div className="deputy-list__meta">
                      {deputy.values.email.trim()} · {formatPhone(deputy.values.tel)}
                    </div>
                    <div className="deputy-list__meta">{rights.length > 0 ? rights.join(', ') : t('deputies.noRights')}</div>
                  </div>
                  <div className="deputy-list__buttons">
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t('deputies.editNamed', { name: fullName(deputy) })}
                      isDisabled={view.sending}
                      onPress={() => actor.send({ type: 'EDIT', id: deputy.id })}
                    >
                      <Icon name="edit" size={16} /> {t('deputies.edit')}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t('deputies.removeNamed', { name: fullName(deputy) })}
                      isDisabled={view.sending}
                      onPress={() => actor.send({ type: 'REMOVE', id: deputy.id })}
                    >
                      <Icon name="trash" size={16} /> {t('deputies.remove')}
                    </Button>
                  </div>
                  {problems.length > 0 && (
                    <ul className="deputy-list__problems">
                      {problems.map((text) => (
                        <li key={text}>{text}</li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ul>
          {anyInvalid && (
            <p className="members__problem" role="alert">
              {t('deputies.fixMarked')}
            </p>
          )}
          {/* Spec 001 §8: a failure no person's field says is "Ошибка создания заместителя", with its text. */}
          {ctx.error && (
            <p className="members__problem" role="alert">
              {t('deputies.createFailed', { details: ctx.error })}
            </p>
          )}
          <div className="members__actions">
            <Button variant="secondary" isDisabled={view.sending} onPress={() => actor.send({ type: 'ADD_MORE' })}>
              <Icon name="plus" size={16} /> {t('deputies.addMore')}
            </Button>
            <Button variant="primary" isPending={view.sending} onPress={() => actor.send({ type: 'SEND' })}>
              {t('deputies.send')}
            </Button>
          </div>
        </section>
      )}
      <Modal
        title={ctx.draftId ? t('deputies.modalEdit') : t('deputies.modalAdd')}
        size="lg"
        isOpen={inModal}
        onOpenChange={(open) => !open && actor.send({ type: 'CANCEL' })}
      >
        <MachineForm
          label={ctx.draftId ? t('deputies.modalEdit') : t('deputies.modalAdd')}
          onSubmit={() => actor.send({ type: 'SAVE_DEPUTY' })}
        >
          {form}
          <div className="members__actions">
            <Button variant="secondary" onPress={() => actor.send({ type: 'CANCEL' })}>
              {t('deputies.cancel')}
            </Button>
            <Button type="submit" variant="primary">
              {ctx.draftId ? t('deputies.save') : t('deputies.addToList')}
            </Button>
          </div>
        </MachineForm>
      </Modal>
      <Modal
        title={t('deputies.successTitle')}
        size="sm"
        isOpen={view.done || view.staying}
        onOpenChange={(open) => !open && actor.send({ type: 'GO' })}
        footer={() => (
          <Button variant="primary" onPress={() => actor.send({ type: 'GO' })}>
            {t('deputies.goHome')}
          </Button>
        )}
      >
        <p>{t('deputies.successText')}</p>
        {view.done && (
          <p className="members__notice">
            {t('deputies.successAuto', { seconds })}{' '}
            <Button variant="ghost" size="sm" onPress={() => actor.send({ type: 'STAY' })}>
              {t('deputies.stay')}
            </Button>
          </p>
        )}
      </Modal>
    </section>
  );
}
