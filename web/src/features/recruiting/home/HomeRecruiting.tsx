import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppUser } from '../../../shared/session/session-context';
import { useCompanyActions } from '../../../shared/session/company-actions';
import { Button, Icon } from '../../../shared/ui';
import { MyTasks } from '../tasks/MyTasks';
import { meetingsChanged, onTasksChanged, tasksChanged } from './tasks-changed';
import '../recruiting.css';

// The dialogs (their forms, the upload, the select lists) load when first opened, not with home.
const AddCandidateDialog = lazy(() => import('../add/AddCandidateDialog').then((m) => ({ default: m.AddCandidateDialog })));
const TaskDialog = lazy(() => import('../tasks/TaskDialog').then((m) => ({ default: m.TaskDialog })));
const MeetingDialog = lazy(() => import('../meetings/MeetingDialog').then((m) => ({ default: m.MeetingDialog })));

export { calendarEntries, onCalendarChanged } from '../meetings/calendar-entries';

/**
 * Home's "Добавить встречу": the meeting dialog, for any member of the company (a plain meeting with
 * colleagues needs no right; interviews are planned from the board and the candidate's page). A
 * saved meeting tells home's calendar to read its month again.
 */
export function AddMeetingAction() {
  const { t } = useTranslation('recruiting');
  const { companyId, can } = useCompanyActions();
  const selfId = String(useAppUser()?.id ?? '');
  const [open, setOpen] = useState(false);
  if (!companyId) return null;
  return (
    <>
      <Button className="home__add" onPress={() => setOpen(true)}>
        <Icon name="calendar" size={18} />
        {t('home.meeting')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <MeetingDialog
            companyId={companyId}
            selfId={selfId}
            readZone={can('viewCandidates')}
            onClose={(saved) => {
              setOpen(false);
              if (saved) meetingsChanged();
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/** Home's "Добавить кандидата": the add dialog, for a member who may write candidates; nothing for anyone else. */
export function AddCandidateAction() {
  const { t } = useTranslation('recruiting');
  const { companyId, can } = useCompanyActions();
  const [open, setOpen] = useState(false);
  if (!companyId || !can('manageCandidates')) return null;
  return (
    <>
      <Button className="home__add" onPress={() => setOpen(true)}>
        <Icon name="userPlus" size={18} />
        {t('home.candidate')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <AddCandidateDialog companyId={companyId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** Home's "Добавить задачу": the task dialog, for a member who may write candidates' work. */
export function AddTaskAction() {
  const { t } = useTranslation('recruiting');
  const { companyId, can } = useCompanyActions();
  const selfId = String(useAppUser()?.id ?? '');
  const [open, setOpen] = useState(false);
  if (!companyId || !can('manageCandidates')) return null;
  return (
    <>
      <Button className="home__add" onPress={() => setOpen(true)}>
        <Icon name="tasks" size={18} />
        {t('home.task')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <TaskDialog
            companyId={companyId}
            selfId={selfId}
            onClose={(added) => {
              setOpen(false);
              if (added) tasksChanged();
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/** Home's "my tasks", for a member who may see candidates (tasks are theirs). */
export function HomeTasks() {
  const { companyId, can } = useCompanyActions();
  const [round, setRound] = useState(0);
  useEffect(() => onTasksChanged(() => setRound((value) => value + 1)), []);
  if (!companyId || !can('viewCandidates')) return null;
  // A task added on this page is another list: read it again.
  return <MyTasks key={`${companyId}/${round}`} companyId={companyId} />;
}
