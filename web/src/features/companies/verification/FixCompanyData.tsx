import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { MachineForm, useFieldBinding } from '../../../shared/forms/FormShell';
import { Button, Icon, TextField } from '../../../shared/ui';
import { liveFixDataMachine } from '../live';
import type { FixField } from './fix-data.machine';

/**
 * The fix screen of a rejected company (docs/company.md, "Web screens"): the verifier's reason, and the
 * name and code as the registration form has them, saved before the company is sent again. Without
 * the `edit` action (the "company-settings" right) they are shown read-only, with no Save.
 */
export function FixCompanyData({
  companyId,
  name,
  code,
  reason,
  editable = true,
}: {
  companyId: string;
  name: string;
  code: string;
  reason: string | null;
  editable?: boolean;
}) {
  const { t } = useTranslation(['companies', 'common', 'workspace']);
  const actor = useActorRef(liveFixDataMachine, { input: { companyId, values: { name, code } } });
  const view = useSelector(actor, (s) => ({
    values: s.context.values,
    problems: s.context.problems,
    codeProblem: s.context.codeProblem,
    error: s.context.error,
    saving: s.matches('saving'),
  }));
  const bind = useFieldBinding(view.values, view.problems, (field: FixField, value: string) =>
    actor.send({ type: 'CHANGE', field, value }),
  );
  const codeBinding = bind('code');
  const codeText = view.problems.code
    ? codeBinding.errorMessage
    : view.codeProblem
      ? t(`create.codeProblems.${view.codeProblem}`)
      : undefined;
  return (
    <section className="company-fix" aria-labelledby="company-fix-title">
      <div className="ui-notice ui-notice--error">
        <Icon name="alert" />
        <div>
          <p className="company-fix__title">{t('workspace:banner.rejectedTitle')}</p>
          {reason && <p>{t('workspace:banner.rejectedReason', { reason })}</p>}
        </div>
      </div>
      <h2 id="company-fix-title">{t('fix.title')}</h2>
      <p className="auth-muted">{editable ? t('fix.text') : t('fix.notYours')}</p>
      <MachineForm className="company-form" labelledBy="company-fix-title" onSubmit={() => editable && actor.send({ type: 'SAVE' })}>
        <TextField
          label={t('create.name')}
          name="organization"
          autoComplete="organization"
          isRequired={editable}
          isReadOnly={!editable}
          {...bind('name')}
        />
        <TextField
          label={t('create.code')}
          description={editable ? t('create.codeHint') : undefined}
          inputMode="numeric"
          maxLength={8}
          isRequired={editable}
          isReadOnly={!editable}
          {...codeBinding}
          isInvalid={Boolean(codeText)}
          errorMessage={codeText}
        />
        {view.error && (
          <p className="company-problem" role="alert">
            {view.error}
          </p>
        )}
        {editable && (
          <div className="company-form__actions">
            <Button type="submit" variant="secondary" isPending={view.saving}>
              {t('fix.save')}
            </Button>
          </div>
        )}
      </MachineForm>
    </section>
  );
}
