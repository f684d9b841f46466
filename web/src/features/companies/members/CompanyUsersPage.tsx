import { useActorRef, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { CompanyMember } from '../../../shared/api/company-members';
import { MachineForm } from '../../../shared/forms/FormShell';
import { useProblemText } from '../../../shared/forms/problem-text';
import { usePageTitle } from '../../../shared/lib/usePageTitle';
import { useAppUser } from '../../../shared/session/session-context';
import {
  Button,
  ButtonLink,
  Cell,
  Column,
  Icon,
  InlineLoader,
  ConfirmDialog,
  Modal,
  Row,
  Table,
  TableBody,
  TableHeader,
  TextField,
} from '../../../shared/ui';
import { manageable, offeredRights, offeredRoles, workingRights, type AddProblem } from './company-users.machine';
import { AccessFields } from './AccessFields';
import { NewPersonFields } from './NewPersonFields';
import { takesNewPerson } from './new-person';
import { liveCompanyUsersMachine } from './live';
import { rightNames } from './RightsChecklist';
import './members.css';

/**
 * /company-users/:companyId? (spec 001 §2/§4/§6): the members of a company, for whoever manages them
 * (the owner, an administrator, a deputy or user with "users"). Without an id it shows the active
 * company; a stranger's id is "not found" (the API's 404). The administrator is appointed (a new
 * member's role, or a member's new role), replaced or removed here at any time; an address without
 * an account is appointed administrator or deputy with the person's details (NewPersonFields).
 */
export function CompanyUsersPage() {
  const { t } = useTranslation('members');
  const problemText = useProblemText();
  const params = useParams();
  const user = useAppUser();
  const companyId = params.companyId ?? (user?.company?.id ? String(user.company.id) : null);
  const actor = useActorRef(liveCompanyUsersMachine, { input: { companyId, viewerId: user?.id ?? null } });
  const view = useSelector(actor, (s) => ({
    state: s.matches('noCompany')
      ? 'noCompany'
      : s.matches('loading')
        ? 'loading'
        : s.matches('notFound')
          ? 'notFound'
          : s.matches('forbidden')
            ? 'forbidden'
            : s.matches('failed')
              ? 'failed'
              : 'ready',
    adding: (['adding', 'searching', 'inviting', 'invitingNew'] as const).some((state) => s.matches({ ready: state })),
    addBusy: (['searching', 'inviting', 'invitingNew'] as const).some((state) => s.matches({ ready: state })),
    editing: s.matches({ ready: 'editing' }) || s.matches({ ready: 'savingRights' }),
    saving: s.matches({ ready: 'savingRights' }),
    confirming: s.matches({ ready: 'confirmingRemove' }) || s.matches({ ready: 'removing' }),
    removing: s.matches({ ready: 'removing' }),
    ctx: s.context,
  }));
  const { ctx } = view;
  const title =
    view.state === 'notFound'
      ? t('users.notFoundTitle')
      : view.state === 'forbidden'
        ? t('users.forbiddenTitle')
        : view.state === 'noCompany'
          ? t('noCompany.title')
          : t('users.title');
  usePageTitle(title);

  const nameOf = (member: CompanyMember | undefined) => {
    if (!member) return '';
    const name = t('name', { last: member.lastName, first: member.firstName }).trim();
    return name || member.email;
  };
  const target = ctx.users.find((member) => member.id === ctx.targetId);
  const addText = (problem: AddProblem | null) => {
    if (!problem) return undefined;
    if ('key' in problem && (problem.key === 'notFound' || problem.key === 'alreadyMember')) return t(`users.${problem.key}`);
    return problemText(problem as Exclude<AddProblem, { key: 'notFound' | 'alreadyMember' }>);
  };

  const message = (text: string, action?: ReactNode) => (
    <section className="members" aria-labelledby="users-title">
      <h1 id="users-title">{title}</h1>
      <p className="members__intro">{text}</p>
      {action}
    </section>
  );
  switch (view.state) {
    case 'noCompany':
      return message(
        t('noCompany.text'),
        <ButtonLink variant="primary" href="/companies">
          {t('noCompany.toCompanies')}
        </ButtonLink>,
      );
    case 'notFound':
      return message(
        t('users.notFoundText'),
        <ButtonLink variant="primary" href="/companies">
          {t('noCompany.toCompanies')}
        </ButtonLink>,
      );
    case 'forbidden':
      return message(
        t('users.forbiddenText'),
        <ButtonLink variant="secondary" href="/companies">
          {t('noCompany.toCompanies')}
        </ButtonLink>,
      );
    case 'loading':
      return (
        <section className="members" aria-labelledby="users-title" aria-busy="true">
          <h1 id="users-title">{title}</h1>
          <InlineLoader label={t('users.loading')} />
        </section>
      );
    case 'failed':
      return message(
        ctx.loadError ? `${t('users.loadFailed')} ${ctx.loadError}` : t('users.loadFailed'),
        <Button variant="primary" onPress={() => actor.send({ type: 'RETRY' })}>
          <Icon name="refresh" size={16} /> {t('users.retry')}
        </Button>,
      );
  }

  const others = ctx.users.filter((member) => member.role !== 'owner');
  // What the viewer's own row lets them do, as the server would answer it.
  const roles = offeredRoles(ctx);
  return (
    <section className="members" aria-labelledby="users-title">
      <div className="members__head">
        <div>
          <h1 id="users-title">{title}</h1>
          <p className="members__intro">{t('users.intro')}</p>
        </div>
        <div className="members__actions">
          {/* New deputies' accounts are made on /add-deputy: the owner's and an administrator's to give. */}
          {roles.includes('deputy') && (
            <ButtonLink variant="secondary" href="/add-deputy">
              <Icon name="userPlus" size={16} /> {t('users.addDeputies')}
            </ButtonLink>
          )}
          {roles.length > 0 && (
            <Button variant="primary" onPress={() => actor.send({ type: 'OPEN_ADD' })}>
              <Icon name="plus" size={16} /> {t('users.add')}
            </Button>
          )}
        </div>
      </div>
      <p className="members__notice" role="status">
        {ctx.notice ? t(`users.notices.${ctx.notice}`) : ''}
      </p>
      {ctx.actionError && !view.editing && (
        <p className="members__problem" role="alert">
          {ctx.actionError}
        </p>
      )}
      <Table aria-labelledby="users-title" minWidth={760}>
        <TableHeader>
          <Column isRowHeader>{t('users.columns.name')}</Column>
          <Column>{t('users.columns.email')}</Column>
          <Column>{t('users.columns.role')}</Column>
          <Column>{t('users.columns.rights')}</Column>
          <Column>{t('users.columns.status')}</Column>
          <Column>{t('users.columns.actions')}</Column>
        </TableHeader>
        <TableBody items={ctx.users}>
          {(member) => {
            const rights = rightNames(workingRights(member), ctx.rights);
            const mine = manageable(ctx, member);
            return (
              <Row id={member.id}>
                <Cell>{nameOf(member)}</Cell>
                <Cell>
                  <span className="member-email">{member.email}</span>
                </Cell>
                <Cell>{t(`roles.${member.role}`)}</Cell>
                <Cell>
                  {member.role === 'owner' || member.role === 'administrator' ? (
                    t('users.allRights')
                  ) : rights.length === 0 ? (
                    t('users.noRights')
                  ) : (
                    <ul className="member-rights">
                      {rights.map((name) => (
                        <li key={name}>{name}</li>
                      ))}
                    </ul>
                  )}
                </Cell>
                <Cell>
                  <span className={`member-access member-access--${member.status}`}>
                    <Icon name={member.status === 'confirmed' ? 'check' : 'mail'} size={14} />
                    {t(`access.${member.status}`)}
                  </span>
                </Cell>
                <Cell>
                  <div className="member-row__buttons">
                    {mine && (
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={t(roles.length > 1 ? 'users.editAccessNamed' : 'users.editNamed', { name: nameOf(member) })}
                        onPress={() => actor.send({ type: 'EDIT', id: member.id })}
                      >
                        <Icon name="edit" size={16} /> {roles.length > 1 ? t('users.editAccess') : t('users.editRights')}
                      </Button>
                    )}
                    {mine && (
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={t('users.removeNamed', { name: nameOf(member) })}
                        onPress={() => actor.send({ type: 'REMOVE', id: member.id })}
                      >
                        <Icon name="trash" size={16} /> {t('users.remove')}
                      </Button>
                    )}
                  </div>
                </Cell>
              </Row>
            );
          }}
        </TableBody>
      </Table>
      {others.length === 0 && <p className="members__empty">{t('users.empty')}</p>}

      <Modal title={t('users.addTitle')} size="md" isOpen={view.adding} onOpenChange={(open) => !open && actor.send({ type: 'CANCEL' })}>
        <MachineForm label={t('users.addTitle')} onSubmit={() => actor.send({ type: 'SUBMIT' })}>
          <TextField
            label={t('users.email')}
            description={t(roles.some(takesNewPerson) ? 'users.emailHintNew' : 'users.emailHint')}
            type="email"
            autoComplete="off"
            isRequired
            value={ctx.email}
            onChange={(value) => actor.send({ type: 'CHANGE_EMAIL', value })}
            isInvalid={Boolean(ctx.addProblem)}
            errorMessage={addText(ctx.addProblem)}
            validationBehavior="aria"
          />
          <AccessFields
            roles={roles}
            role={ctx.addRole}
            onRole={(role) => actor.send({ type: 'CHOOSE_ROLE', role })}
            rights={ctx.rights}
            offered={offeredRights(ctx, ctx.addRole)}
            selected={ctx.addRights}
            onToggle={(code, selected) => actor.send({ type: 'TOGGLE_RIGHT', code, selected })}
          />
          {ctx.person && (
            <NewPersonFields
              person={ctx.person}
              problems={ctx.personProblems}
              onChange={(field, value) => actor.send({ type: 'CHANGE_PERSON', field, value })}
              onConsent={(value) => actor.send({ type: 'CONSENT', value })}
            />
          )}
          <div className="members__actions">
            <Button variant="secondary" onPress={() => actor.send({ type: 'CANCEL' })}>
              {t('users.cancel')}
            </Button>
            <Button type="submit" variant="primary" isPending={view.addBusy}>
              {t('users.invite')}
            </Button>
          </div>
        </MachineForm>
      </Modal>

      <Modal
        title={t('users.editTitle', { name: nameOf(target) })}
        size="md"
        isOpen={view.editing}
        onOpenChange={(open) => !open && actor.send({ type: 'CANCEL' })}
      >
        <MachineForm label={t('users.editTitle', { name: nameOf(target) })} onSubmit={() => actor.send({ type: 'SAVE' })}>
          <AccessFields
            roles={roles}
            role={ctx.editRole}
            onRole={(role) => actor.send({ type: 'CHOOSE_ROLE', role })}
            rights={ctx.rights}
            offered={offeredRights(ctx, ctx.editRole)}
            selected={ctx.editRights}
            onToggle={(code, selected) => actor.send({ type: 'TOGGLE_RIGHT', code, selected })}
          />
          {ctx.actionError && (
            <p className="members__problem" role="alert">
              {ctx.actionError}
            </p>
          )}
          <div className="members__actions">
            <Button variant="secondary" onPress={() => actor.send({ type: 'CANCEL' })}>
              {t('users.cancel')}
            </Button>
            <Button type="submit" variant="primary" isPending={view.saving}>
              {t('users.save')}
            </Button>
          </div>
        </MachineForm>
      </Modal>

      <ConfirmDialog
        title={t('users.removeTitle')}
        isOpen={view.confirming}
        onCancel={() => actor.send({ type: 'CANCEL' })}
        onConfirm={() => actor.send({ type: 'CONFIRM' })}
        cancelLabel={t('users.cancel')}
        confirmLabel={t('users.remove')}
        isPending={view.removing}
      >
        <p>{t('users.removeText', { name: nameOf(target) })}</p>
      </ConfirmDialog>
    </section>
  );
}
