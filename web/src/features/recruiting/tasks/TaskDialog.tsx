import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldProblem } from '../../../shared/forms/problem-text';
import { FormDialog, Select, TextField } from '../../../shared/ui';
import { isoToday } from '../model';
import { CandidatePicker } from './CandidatePicker';
import { liveTaskMachine } from './live';
import type { TaskForm } from './task.machine';

/** The task dialog: a title, a due date, an assignee and, unless the page gave one, a candidate. */
export function TaskDialog({
  companyId,
  selfId,
  candidateId,
  onClose,
}: {
  companyId: string;
  selfId: string;
  candidateId?: string;
  onClose: (added: boolean) => void;
}) {
  const { t } = useTranslation('recruiting');
  const problem = useFieldProblem();
  const actor = useActorRef(liveTaskMachine, { input: { companyId, selfId, today: isoToday(), candidateId } });
  const view = useSelector(actor, (s) => ({
    form: s.context.form,
    colleagues: s.context.colleagues,
    fixedCandidate: s.context.fixedCandidate,
    problems: s.context.problems,
    message: s.context.message,
    saving: s.matches({ form: 'saving' }),
    done: s.matches({ form: 'done' }),
  }));
  useEffect(() => {
    if (view.done) onClose(true);
  }, [view.done, onClose]);
  const change = (field: keyof TaskForm) => (value: string) => actor.send({ type: 'CHANGE', field, value });
  const assignees = [
    { id: selfId, label: t('tasks.me') },
    ...view.colleagues.map((colleague) => ({ id: colleague.id, label: colleague.name })),
  ];

  return (
    <FormDialog
      title={t('tasks.title')}
      onCancel={() => onClose(false)}
      onSubmit={() => actor.send({ type: 'SUBMIT' })}
      cancelLabel={t('cancel')}
      submitLabel={t('tasks.save')}
      isBusy={view.saving}
      error={view.message}
      className="recruiting-form"
    >
      <TextField
        label={t('tasks.name')}
        isRequired
        autoFocus
        value={view.form.title}
        onChange={change('title')}
        {...problem(view.problems.title)}
      />
      <TextField
        label={t('tasks.due')}
        type="date"
        isRequired
        value={view.form.dueDate}
        onChange={change('dueDate')}
        {...problem(view.problems.dueDate)}
      />
      <Select
        label={t('tasks.assignee')}
        items={assignees}
        value={view.form.assigneeId}
        onChange={(key) => key !== null && actor.send({ type: 'CHANGE', field: 'assigneeId', value: String(key) })}
        {...problem(view.problems.assigneeId)}
      />
      {!view.fixedCandidate && (
        <CandidatePicker companyId={companyId} onChange={(value) => actor.send({ type: 'CHANGE', field: 'candidateId', value })} />
      )}
    </FormDialog>
  );
}
