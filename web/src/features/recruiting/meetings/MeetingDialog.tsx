import { parseDate, parseTime } from '@internationalized/date';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { DateField, DateInput, DateSegment, FieldError, Label } from 'react-aria-components/DateField';
import { TimeField } from 'react-aria-components/TimeField';
import { CheckboxGroup } from 'react-aria-components/CheckboxGroup';
import { useTranslation } from 'react-i18next';
import type { MeetingView } from '../../../shared/api/recruiting';
import { useFieldProblem } from '../../../shared/forms/problem-text';
import { Button, Checkbox, FormDialog, RadioGroup, Select, TextField } from '../../../shared/ui';
import { isoToday } from '../model';
import { liveMeetingMachine } from './live';

const safe = <T,>(read: () => T): T | null => {
  try {
    return read();
  } catch {
    return null;
  }
};

/** The meeting dialog: title, day, start and end (react-aria's date and time fields), an office or a link, colleagues, the candidate. */
export function MeetingDialog({
  companyId,
  selfId,
  readZone,
  applicationId,
  candidateName,
  meeting,
  onClose,
}: {
  companyId: string;
  selfId: string;
  /** The member may read the company's recruiting settings (its time zone). */
  readZone: boolean;
  applicationId?: string;
  candidateName?: string;
  /** The meeting to change (prefilled, saved through update_meeting). */
  meeting?: MeetingView;
  onClose: (saved: MeetingView | null) => void;
}) {
  const { t } = useTranslation('recruiting');
  const problem = useFieldProblem();
  const actor = useActorRef(liveMeetingMachine, {
    input: {
      companyId,
      today: isoToday(),
      readZone,
      applicationId,
      candidateName: candidateName ? t('meetings.interviewTitle', { name: candidateName }) : undefined,
      meeting,
    },
  });
  const view = useSelector(actor, (s) => ({
    form: s.context.form,
    zone: s.context.zone,
    colleagues: s.context.colleagues.filter((colleague) => colleague.id !== selfId),
    offices: s.context.offices,
    conflicts: s.context.conflicts,
    problems: s.context.problems,
    message: s.context.message,
    busy: s.matches({ form: 'checking' }) || s.matches({ form: 'saving' }),
    confirming: s.matches({ form: 'confirming' }),
    saved: s.context.saved,
  }));
  useEffect(() => {
    if (view.saved) onClose(view.saved);
  }, [view.saved, onClose]);
  const change = (field: 'title' | 'date' | 'start' | 'end' | 'place' | 'link' | 'officeId') => (value: string) =>
    actor.send({ type: 'CHANGE', field, value });
  const timeFormat = new Intl.DateTimeFormat(undefined, { timeZone: view.zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const dateProblem = problem(view.problems.date);
  const startProblem = problem(view.problems.start);
  const endProblem = problem(view.problems.end);

  return (
    <FormDialog
      title={meeting ? t('meetings.editTitle') : applicationId ? t('meetings.interview') : t('meetings.title')}
      onCancel={() => onClose(null)}
      onSubmit={() => actor.send({ type: 'SUBMIT' })}
      cancelLabel={t('cancel')}
      submitLabel={t('meetings.save')}
      isBusy={view.busy}
      error={view.message}
      className="recruiting-form"
      footer={
        view.confirming ? (
          <>
            <Button variant="secondary" onPress={() => actor.send({ type: 'BACK' })}>
              {t('meetings.back')}
            </Button>
            <Button variant="primary" onPress={() => actor.send({ type: 'CONFIRM' })}>
              {t('meetings.saveAnyway')}
            </Button>
          </>
        ) : undefined
      }
    >
      {view.confirming && (
        <div role="alert" className="ui-notice ui-notice--warning">
          <div>
            <p>{t('meetings.conflicts')}</p>
            <ul>
              {view.conflicts.map((conflict) => (
                <li key={`${conflict.user.id}/${conflict.meeting.id}`}>
                  {t('meetings.conflict', {
                    name: conflict.user.id === selfId ? t('tasks.me') : conflict.user.name,
                    from: timeFormat.format(new Date(conflict.meeting.starts_at)),
                    to: timeFormat.format(new Date(conflict.meeting.ends_at)),
                    title: conflict.meeting.title ?? t('meetings.busy'),
                  })}
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
      <TextField
        label={t('meetings.name')}
        isRequired
        autoFocus
        value={view.form.title}
        onChange={change('title')}
        {...problem(view.problems.title)}
      />
      <DateField
        className="ui-field"
        isRequired
        value={safe(() => parseDate(view.form.date))}
        onChange={(value) => change('date')(value ? value.toString() : '')}
        isInvalid={dateProblem.isInvalid}
        validationBehavior="aria"
      >
        <Label className="ui-field__label">{t('meetings.date')}</Label>
        <DateInput className="ui-field__input recruiting-date">{(segment) => <DateSegment segment={segment} />}</DateInput>
        <FieldError className="ui-field__error">{dateProblem.errorMessage}</FieldError>
      </DateField>
      <div className="recruiting-times">
        {(['start', 'end'] as const).map((field) => {
          const fieldProblem = field === 'start' ? startProblem : endProblem;
          return (
            <TimeField
              key={field}
              className="ui-field"
              isRequired
              hourCycle={24}
              value={safe(() => parseTime(view.form[field]))}
              onChange={(value) => change(field)(value ? value.toString().slice(0, 5) : '')}
              isInvalid={fieldProblem.isInvalid}
              validationBehavior="aria"
            >
              <Label className="ui-field__label">{t(`meetings.${field}`)}</Label>
              <DateInput className="ui-field__input recruiting-date">{(segment) => <DateSegment segment={segment} />}</DateInput>
              <FieldError className="ui-field__error">{fieldProblem.errorMessage}</FieldError>
            </TimeField>
          );
        })}
      </div>
      <p className="recruiting-hint">{t('meetings.zone', { zone: view.zone })}</p>
      <RadioGroup
        label={t('meetings.place')}
        value={view.form.place}
        onChange={change('place')}
        options={[
          { id: 'link', label: t('meetings.link') },
          { id: 'office', label: t('meetings.office') },
        ]}
      />
      {view.form.place === 'link' ? (
        <TextField
          label={t('meetings.linkLabel')}
          type="url"
          isRequired
          value={view.form.link}
          onChange={change('link')}
          {...problem(view.problems.link)}
        />
      ) : (
        <Select
          label={t('meetings.office')}
          items={view.offices.map((office) => ({ id: office.id, label: `${office.name}: ${office.address}` }))}
          value={view.form.officeId || null}
          onChange={(key) => key !== null && change('officeId')(String(key))}
          {...problem(view.problems.officeId)}
        />
      )}
      <CheckboxGroup className="ui-field" value={view.form.participantIds} onChange={(ids) => actor.send({ type: 'PARTICIPANTS', ids })}>
        <Label className="ui-field__label">{t('meetings.participants')}</Label>
        {view.colleagues.length === 0 && <p className="recruiting-hint">{t('meetings.noColleagues')}</p>}
        {view.colleagues.map((colleague) => (
          <Checkbox key={colleague.id} value={colleague.id}>
            {colleague.name}
          </Checkbox>
        ))}
      </CheckboxGroup>
      {(applicationId || meeting?.application_id) && (
        <Checkbox isSelected={view.form.inviteCandidate} onChange={(value) => actor.send({ type: 'INVITE_CANDIDATE', value })}>
          {t('meetings.inviteCandidate')}
        </Checkbox>
      )}
    </FormDialog>
  );
}
