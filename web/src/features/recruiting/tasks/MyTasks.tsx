import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../shared/lib/dates';
import { Button, Icon, InlineLoader } from '../../../shared/ui';
import { fullName, isDone } from '../model';
import { liveMyTasksMachine } from './live';
import { candidatePath } from '../paths';
import '../recruiting.css';

/** Home's "my tasks": the member's tasks of the active company, soonest first, each completed here. */
export function MyTasks({ companyId }: { companyId: string }) {
  const { t } = useTranslation('recruiting');
  const titleId = useId();
  const actor = useActorRef(liveMyTasksMachine, { input: { companyId } });
  const view = useSelector(actor, (s) => ({
    tasks: s.context.tasks,
    loading: s.matches('loading'),
    failed: s.matches('failed'),
    completing: s.context.completing,
    message: s.context.message,
  }));
  const open = view.tasks.filter((task) => !isDone(task));
  return (
    <section className="home-card recruiting-my-tasks" aria-labelledby={titleId}>
      <h2 id={titleId} className="home-card__title">
        {t('tasks.mine')}
      </h2>
      {view.loading && <InlineLoader label={t('tasks.loading')} />}
      {view.failed && (
        <div className="ui-notice ui-notice--error" role="alert">
          <Icon name="alert" />
          <div>
            <p>
              {t('tasks.failed')} {view.message}
            </p>
            <Button variant="secondary" size="sm" onPress={() => actor.send({ type: 'RETRY' })}>
              {t('retry')}
            </Button>
          </div>
        </div>
      )}
      {!view.loading && !view.failed && open.length === 0 && <p className="recruiting-muted">{t('tasks.empty')}</p>}
      {open.length > 0 && (
        <ul className="recruiting-plain">
          {open.map((task) => (
            <li key={task.id} className="recruiting-task">
              <span>
                {task.title} — {formatDate(task.due_date)}
                {task.overdue && <strong> {t('tasks.overdue')}</strong>}
                {task.candidate && (
                  <>
                    {' · '}
                    <Link className="recruiting-link" to={candidatePath(task.candidate.id)}>
                      {fullName(task.candidate)}
                    </Link>
                    {task.kind === 'scoring' && (
                      <>
                        {' · '}
                        {/* The candidate's page opens the form of the reader's interview still to score. */}
                        <Link className="recruiting-link" to={`${candidatePath(task.candidate.id)}?scorecard=1`}>
                          {t('tasks.score')}
                        </Link>
                      </>
                    )}
                  </>
                )}
              </span>
              <Button
                size="sm"
                variant="ghost"
                isDisabled={view.completing !== null}
                onPress={() => actor.send({ type: 'COMPLETE', taskId: task.id })}
                aria-label={t('tasks.completeOf', { title: task.title })}
              >
                {t('tasks.complete')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {view.message && !view.failed && (
        <p role="alert" className="recruiting-error">
          {view.message}
        </p>
      )}
    </section>
  );
}
