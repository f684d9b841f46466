import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { formatDate, formatDateTime } from '../../../shared/lib/dates';
import { usePageTitle } from '../../../shared/lib/usePageTitle';
import { useAppUser } from '../../../shared/session/session-context';
import { useCompanyActions } from '../../../shared/session/company-actions';
import { Button, ButtonLink, ConfirmDialog, Icon, InlineLoader, toast } from '../../../shared/ui';
import type { CandidateDetail } from '../model';
import { fullName, isDone, sortTasks } from '../model';
import { TaskDialog } from '../tasks/TaskDialog';
import { CandidateToolbar, CvUpload } from './CandidateActions';
import { NoteEditor } from './NoteEditor';
import { liveCandidateMachine } from './live';
import { CANDIDATES_PATH, boardPath, cvPath } from '../paths';
import '../recruiting.css';
import { NoAccess } from '../NoAccess';
import { MeetingDialog } from '../meetings/MeetingDialog';
import { ScorecardsPart } from '../scorecards/ScorecardsPart';
import type { MeetingView } from '../../../shared/api/recruiting';

/** An application's next interview (not cancelled, not over) and, for a member who may write, "Назначить интервью". */
function NextInterview({
  candidate,
  applicationId,
  onPlan,
  onChange,
  onCancel,
}: {
  candidate: CandidateDetail;
  applicationId: string;
  onPlan?: () => void;
  /** For a member who may write: opens the meeting dialog on it (update_meeting). */
  onChange?: (meeting: MeetingView) => void;
  /** For a member who may write: cancels it (every invitee gets the calendar's cancellation), after a question. */
  onCancel?: (meetingId: string, title: string) => void;
}) {
  const { t } = useTranslation('recruiting');
  const now = new Date().toISOString();
  const next = candidate.meetings
    .filter((meeting) => meeting.application_id === applicationId && !meeting.cancelled && meeting.ends_at > now)
    .sort((a, b) => a.starts_at.localeCompare(b.starts_at))[0];
  return (
    <p className="recruiting-interview">
      {next && <>{t('meetings.next', { when: `${formatDateTime(next.starts_at)}, ${next.title}` })} </>}
      {next && onChange && (
        <Button size="sm" variant="ghost" onPress={() => onChange(next)} aria-label={t('meetings.editOf', { title: next.title })}>
          {t('meetings.edit')}
        </Button>
      )}
      {next && onCancel && (
        <Button size="sm" variant="ghost" onPress={() => onCancel(next.id, next.title)}>
          {t('meetings.cancel')}
        </Button>
      )}
      {onPlan && (
        <Button size="sm" variant="ghost" onPress={onPlan}>
          {t('meetings.plan')}
        </Button>
      )}
    </p>
  );
}

/** /personne/candidate/{candidateId}: one candidate of the active company. */
export function CandidatePage() {
  const { candidateId = '' } = useParams();
  const { companyId, can } = useCompanyActions();
  const { t } = useTranslation('recruiting');
  if (!companyId || !can('viewCandidates')) return <NoAccess title={t('candidate.title')} company={companyId !== null} />;
  return (
    <Candidate key={`${companyId}/${candidateId}`} companyId={companyId} candidateId={candidateId} mayWrite={can('manageCandidates')} />
  );
}

function Candidate({ companyId, candidateId, mayWrite }: { companyId: string; candidateId: string; mayWrite: boolean }) {
  const { t } = useTranslation('recruiting');
  const actor = useActorRef(liveCandidateMachine, { input: { companyId, candidateId } });
  const view = useSelector(actor, (s) => ({
    candidate: s.context.candidate,
    colleagues: s.context.colleagues,
    note: s.context.note,
    noteProblem: s.context.noteProblem,
    loading: s.matches({ page: 'loading' }),
    failed: s.matches({ page: 'failed' }),
    savingNote: s.matches({ page: 'savingNote' }),
    completing: s.context.completing,
    message: s.context.message,
    erased: s.matches({ erasure: 'erased' }),
  }));
  usePageTitle(view.candidate ? fullName(view.candidate) : t('candidate.title'));
  const navigate = useNavigate();
  const erasedName = view.candidate ? fullName(view.candidate) : '';
  // Nothing is left to show once the candidate is erased: back to the list, saying so.
  useEffect(() => {
    if (!view.erased) return;
    toast.success(t('manage.erased', { name: erasedName }));
    navigate(CANDIDATES_PATH, { replace: true });
  }, [view.erased, erasedName, navigate, t]);
  const [addingTask, setAddingTask] = useState(false);
  const [planning, setPlanning] = useState<string | null>(null);
  const [cancelAsk, setCancelAsk] = useState<{ meetingId: string; title: string } | null>(null);
  const [changing, setChanging] = useState<MeetingView | null>(null);
  // A scoring task or a scorecard_request notice opens the page with ?scorecard=<meeting> (or 1: any of one's own).
  const [search, setSearch] = useSearchParams();
  const scorecard = search.get('scorecard');
  const scorecardOpened = useCallback(() => setSearch({}, { replace: true }), [setSearch]);
  const selfId = String(useAppUser()?.id ?? '');

  if (view.loading) return <InlineLoader label={t('candidate.loading')} />;
  if (view.failed || !view.candidate)
    return (
      <div className="recruiting-page">
        <h1>{t('candidate.title')}</h1>
        <div className="ui-notice ui-notice--error" role="alert">
          <Icon name="alert" />
          <div>
            <p>
              {t('candidate.failed')} {view.message}
            </p>
            <Button variant="secondary" size="sm" onPress={() => actor.send({ type: 'RETRY' })}>
              {t('retry')}
            </Button>
          </div>
        </div>
      </div>
    );
  const candidate = view.candidate;

  return (
    <div className="recruiting-page">
      <Link className="recruiting-link" to={CANDIDATES_PATH}>
        <span aria-hidden="true">←</span> {t('candidate.back')}
      </Link>
      <h1>{fullName(candidate)}</h1>
      {mayWrite && <CandidateToolbar actor={actor} companyId={companyId} candidate={candidate} />}
      {view.message && (
        <p role="alert" className="recruiting-error">
          {view.message}
        </p>
      )}
      <div className="recruiting-candidate">
        <Part title={t('candidate.profile')}>
          <Profile candidate={candidate} />
        </Part>
        <Part title={t('candidate.cvs')}>
          {candidate.files.length === 0 ? (
            <p className="recruiting-muted">{t('candidate.noCvs')}</p>
          ) : (
            <ul className="recruiting-plain">
              {candidate.files.map((file) => (
                <li key={file.id} className="recruiting-task">
                  <span>
                    <Icon name="folder" size={16} /> {file.name}
                  </span>
                  <ButtonLink
                    size="sm"
                    variant="ghost"
                    href={cvPath(candidate.id, file.id)}
                    aria-label={t('candidate.openCvOf', { name: file.name })}
                  >
                    {t('candidate.openCv')}
                  </ButtonLink>
                </li>
              ))}
            </ul>
          )}
          {mayWrite && <CvUpload actor={actor} />}
        </Part>
        <Part title={t('candidate.applications')} wide>
          {candidate.applications.length === 0 ? (
            <p className="recruiting-muted">{t('candidate.noApplications')}</p>
          ) : (
            <ul className="recruiting-plain">
              {candidate.applications.map((application) => (
                <li key={application.id} className="recruiting-application">
                  <p>
                    <Link className="recruiting-link" to={boardPath(application.vacancy.id)}>
                      {application.vacancy.name}
                    </Link>{' '}
                    — {application.stage.name} ({t(`candidate.status.${application.status}`)})
                  </p>
                  <NextInterview
                    candidate={candidate}
                    applicationId={application.id}
                    onPlan={mayWrite && application.status === 'open' ? () => setPlanning(application.id) : undefined}
                    onChange={mayWrite ? setChanging : undefined}
                    onCancel={mayWrite ? (meetingId, title) => setCancelAsk({ meetingId, title }) : undefined}
                  />
                  <ScorecardsPart companyId={companyId} applicationId={application.id} open={scorecard} onOpened={scorecardOpened} />
                  <ol className="recruiting-history" aria-label={t('candidate.history', { name: application.vacancy.name })}>
                    {application.history.map((entry) => (
                      <li key={`${entry.at}-${entry.to.id}`}>
                        {formatDateTime(entry.at)}:{' '}
                        {entry.from
                          ? t('candidate.moved', { from: entry.from.name, to: entry.to.name })
                          : t('candidate.entered', { to: entry.to.name })}
                        {entry.by ? ` — ${entry.by.name}` : ''}
                      </li>
                    ))}
                  </ol>
                </li>
              ))}
            </ul>
          )}
        </Part>
        <Part title={t('candidate.notes')} wide>
          {candidate.notes.length === 0 && <p className="recruiting-muted">{t('candidate.noNotes')}</p>}
          <ul className="recruiting-plain">
            {candidate.notes.map((note) => (
              <li key={note.id} className="recruiting-note">
                <p className="recruiting-muted">
                  {note.author?.name ?? '—'}, {formatDateTime(note.created_at)}
                  {note.mentions.length > 0 && ` · ${t('candidate.mentioned', { names: note.mentions.map((m) => m.name).join(', ') })}`}
                </p>
                <p className="recruiting-note__text">{note.text}</p>
              </li>
            ))}
          </ul>
          {mayWrite && (
            <NoteEditor
              text={view.note.text}
              problem={view.noteProblem ? t(`candidate.note_${view.noteProblem}`) : undefined}
              colleagues={view.colleagues}
              saving={view.savingNote}
              onText={(text) => actor.send({ type: 'NOTE', text })}
              onMentions={(ids) => actor.send({ type: 'MENTIONS', ids })}
              onSubmit={() => actor.send({ type: 'ADD_NOTE' })}
            />
          )}
        </Part>
        <Part title={t('candidate.tasks')}>
          {candidate.tasks.length === 0 && <p className="recruiting-muted">{t('candidate.noTasks')}</p>}
          <ul className="recruiting-plain">
            {sortTasks(candidate.tasks).map((task) => (
              <li key={task.id} className="recruiting-task" data-done={isDone(task) || undefined}>
                <span>
                  {task.title} — {formatDate(task.due_date)}
                  {`, ${task.assignee.name}`}
                  {task.overdue && <strong> {t('tasks.overdue')}</strong>}
                  {isDone(task) && ` (${t('tasks.done')})`}
                </span>
                {mayWrite && !isDone(task) && (
                  <Button
                    size="sm"
                    variant="ghost"
                    isDisabled={view.completing !== null}
                    onPress={() => actor.send({ type: 'COMPLETE_TASK', taskId: task.id })}
                  >
                    {t('tasks.complete')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {mayWrite && (
            <Button size="sm" variant="secondary" onPress={() => setAddingTask(true)}>
              <Icon name="plus" size={16} />
              {t('tasks.add')}
            </Button>
          )}
        </Part>
        <Part title={t('candidate.letters')}>
          {candidate.letters.length === 0 ? (
            <p className="recruiting-muted">{t('candidate.noLetters')}</p>
          ) : (
            <ul className="recruiting-plain">
              {candidate.letters.map((letter) => (
                <li key={letter.id}>
                  {letter.subject} —{' '}
                  {letter.queued_at
                    ? t('candidate.letterSent', { at: formatDateTime(letter.queued_at) })
                    : t('candidate.letterPlanned', { at: formatDateTime(letter.send_at) })}
                </li>
              ))}
            </ul>
          )}
        </Part>
      </div>
      {addingTask && (
        <TaskDialog
          companyId={companyId}
          selfId={selfId}
          candidateId={candidateId}
          onClose={(added) => {
            setAddingTask(false);
            if (added) actor.send({ type: 'RELOAD' });
          }}
        />
      )}
      <ConfirmDialog
        title={t('meetings.cancelTitle')}
        isOpen={cancelAsk !== null}
        tone="danger"
        cancelLabel={t('cancel')}
        confirmLabel={t('meetings.cancelConfirm')}
        onCancel={() => setCancelAsk(null)}
        onConfirm={() => {
          if (cancelAsk) actor.send({ type: 'CANCEL_MEETING', meetingId: cancelAsk.meetingId });
          setCancelAsk(null);
        }}
      >
        <p>{t('meetings.cancelText', { title: cancelAsk?.title ?? '' })}</p>
      </ConfirmDialog>
      {changing && (
        <MeetingDialog
          companyId={companyId}
          selfId={selfId}
          readZone
          meeting={changing}
          onClose={(saved) => {
            setChanging(null);
            if (saved) actor.send({ type: 'RELOAD' });
          }}
        />
      )}
      {planning && view.candidate && (
        <MeetingDialog
          companyId={companyId}
          selfId={selfId}
          readZone
          applicationId={planning}
          candidateName={fullName(view.candidate)}
          onClose={(saved) => {
            setPlanning(null);
            if (saved) actor.send({ type: 'RELOAD' });
          }}
        />
      )}
    </div>
  );
}

function Part({ title, wide, children }: { title: string; wide?: boolean; children: ReactNode }) {
  const id = useId();
  return (
    <section className={`recruiting-part${wide ? ' recruiting-part--wide' : ''}`} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function Profile({ candidate }: { candidate: CandidateDetail }) {
  const { t } = useTranslation('recruiting');
  const rows: Array<[string, string]> = [
    [t('candidate.emails'), candidate.emails.join(', ') || '—'],
    [t('candidate.phones'), candidate.phones.join(', ') || '—'],
    [t('candidate.source'), t(`source.${candidate.source}`)],
    [t('candidate.tags'), candidate.tags.join(', ') || '—'],
    [
      t('candidate.consent'),
      candidate.consent ? t('candidate.consentGiven', { at: formatDate(candidate.consent.at) }) : t('candidate.consentNone'),
    ],
    [t('candidate.retainUntil'), candidate.retain_until ? formatDate(candidate.retain_until) : '—'],
  ];
  return (
    <dl className="recruiting-profile">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
