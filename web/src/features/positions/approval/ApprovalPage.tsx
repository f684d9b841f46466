import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { COMPANY_STATUS } from '../../../shared/api/company-status';
import { downloadFile } from '../../../shared/api/download';
import { POSITION_CALLS, type Approver, type VacancyView } from '../../../shared/api/positions';
import { failureOf } from '../../../shared/forms/failure';
import { formatDateTime } from '../../../shared/lib/dates';
import { usePageTitle } from '../../../shared/lib/usePageTitle';
import { useCompanyActions } from '../../../shared/session/company-actions';
import { useAppStatus, useAppUser } from '../../../shared/session/session-context';
import { Button, ButtonLink, FullPageLoader, Icon, InlineLoader, Modal, TextField } from '../../../shared/ui';
import { OpeningPanel } from '../opening/OpeningPanel';
import { CloseQuestion } from './CloseQuestion';
import { VacancyDocument } from '../preview/VacancyDocument';
import { CLOSE_MESSAGE_MAX } from './approval.machine';
import { liveApprovalMachine } from './live';
import { announceRequestsChanged } from './requests-changed';
import '../positions.css';

/**
 * /vacancy-approval/:companyId/:vacancyId, the link of the approval e-mail. Signed out, the page
 * shows the sign-in (`signIn`, given by the app) under a line saying why, and stays on this
 * address: once signed in the same page loads the vacancy. Also the read-only view of a vacancy
 * under approval, published or closed (the vacancy list links here), where a member with the
 * vacancies right of the active company closes a published one.
 */
export function ApprovalPage({ signIn }: { signIn?: ReactNode }) {
  const { t } = useTranslation('vacancies');
  const status = useAppStatus();
  const user = useAppUser();
  const { companyId = '', vacancyId = '' } = useParams();
  usePageTitle(t('approval.title'));
  if (status === 'loading') return <FullPageLoader />;
  if (status === 'auth') {
    return (
      <>
        <p className="positions-signin-banner" role="status">
          {t('approval.signIn')}
        </p>
        {signIn}
      </>
    );
  }
  const userId = typeof user?.id === 'string' ? user.id : String(user?.id ?? '');
  return <ApprovalScreen key={`${companyId}/${vacancyId}/${userId}`} companyId={companyId} vacancyId={vacancyId} userId={userId} />;
}

function ApprovalScreen(input: { companyId: string; vacancyId: string; userId: string }) {
  const { t } = useTranslation('vacancies');
  const actor = useActorRef(liveApprovalMachine, { input });
  const state = useSelector(actor, (s) => ({
    value: typeof s.value === 'string' ? s.value : 'loading',
    vacancy: s.context.vacancy,
    message: s.context.message,
    decision: s.context.decision,
  }));
  const [declining, setDeclining] = useState(false);
  const [closing, setClosing] = useState(false);
  const actions = useCompanyActions();
  // The rights known are the active company's: another company's vacancy offers no closing.
  const mayClose = actions.companyId === input.companyId && actions.can('vacancies');
  // Only a verified company's vacancy may take applications (open_vacancy's 403 COMPANY_NOT_VERIFIED).
  const verified = Number(useAppUser()?.company?.status?.id) === COMPANY_STATUS.verified;
  const heading = useRef<HTMLHeadingElement>(null);
  // A finished answer replaces the buttons: focus goes to the title so the outcome is announced next.
  useEffect(() => {
    if (state.value !== 'done') return;
    heading.current?.focus();
    announceRequestsChanged();
  }, [state.value]);

  if (state.value === 'loading') {
    return (
      <div className="positions-page" aria-busy="true">
        <h1>{t('approval.title')}</h1>
        <InlineLoader label={t('approval.loading')} />
      </div>
    );
  }
  if (state.value === 'notFound' || state.value === 'failed') {
    const missing = state.value === 'notFound';
    return (
      <div className="positions-page">
        <h1>{missing ? t('approval.notFoundTitle') : t('approval.failedTitle')}</h1>
        <div className="ui-notice ui-notice--error" role="alert">
          <Icon name="alert" />
          <p>{missing ? t('approval.notFoundText') : state.message}</p>
        </div>
        <div className="positions-actions">
          {!missing && (
            <Button variant="secondary" onPress={() => actor.send({ type: 'RETRY' })}>
              {t('approval.retry')}
            </Button>
          )}
          <ButtonLink variant="primary" href="/vacancy-approvals">
            {t('approval.toRequests')}
          </ButtonLink>
        </div>
      </div>
    );
  }

  const vacancy = state.vacancy!;
  const asking = state.value === 'pending' || state.value === 'answering';
  const outcome =
    vacancy.status === 'closed'
      ? t('approval.closedDone')
      : state.value === 'done'
        ? state.decision === 'decline'
          ? t('approval.declinedDone')
          : t('approval.approvedDone')
        : state.value === 'answered'
          ? t('approval.answered')
          : state.value === 'notAsked' && vacancy.status === 'approval'
            ? t('approval.notAsked')
            : null;
  const closable =
    mayClose && vacancy.status === 'published' && (state.value === 'answered' || state.value === 'notAsked' || state.value === 'closing');
  return (
    <div className="positions-page">
      <h1 ref={heading} tabIndex={-1}>
        {t('approval.title')}
      </h1>
      {outcome && (
        <div className={`ui-notice ${state.value === 'done' ? 'positions-notice--success' : ''}`} role="status">
          <Icon name={state.value === 'done' ? 'success' : 'info'} />
          <p>{outcome}</p>
        </div>
      )}
      {asking && (
        <section className="positions-card positions-question" aria-labelledby="approval-question">
          <h2 id="approval-question" className="positions-card__title">
            {t('approval.question')}
          </h2>
          {state.message && (
            <p className="ui-field__error" role="alert">
              {state.message}
            </p>
          )}
          <div className="positions-actions">
            <Button
              variant="primary"
              isPending={state.value === 'answering' && state.decision === 'approve'}
              isDisabled={state.value === 'answering'}
              onPress={() => actor.send({ type: 'APPROVE' })}
            >
              {t('approval.approve')}
            </Button>
            <Button variant="secondary" isDisabled={state.value === 'answering'} onPress={() => setDeclining(true)}>
              {t('approval.decline')}
            </Button>
          </div>
        </section>
      )}
      {mayClose && verified && vacancy.status === 'published' && !asking && (
        <OpeningPanel companyId={input.companyId} vacancyId={input.vacancyId} />
      )}
      <Approvers approvers={vacancy.approvers} />
      <section className="positions-card positions-document">
        <DownloadPdf vacancy={vacancy} />
        <VacancyDocument vacancy={vacancy} />
      </section>
      {!asking && state.message && (
        <p className="ui-field__error" role="alert">
          {state.message}
        </p>
      )}
      {!asking && (
        <div className="positions-actions">
          {closable && (
            <Button variant="danger" isPending={state.value === 'closing'} onPress={() => setClosing(true)}>
              {t('approval.close')}
            </Button>
          )}
          <ButtonLink variant="secondary" href="/vacancy-approvals">
            {t('approval.toRequests')}
          </ButtonLink>
          <ButtonLink variant="primary" href="/">
            {t('approval.toHome')}
          </ButtonLink>
        </div>
      )}
      <CloseQuestion
        title={t('approval.closeTitle')}
        text={t('approval.closeText')}
        confirm={t('approval.closeConfirm')}
        maxLength={CLOSE_MESSAGE_MAX}
        isOpen={closing && closable}
        onCancel={() => setClosing(false)}
        onConfirm={(message) => {
          setClosing(false);
          actor.send({ type: 'CLOSE', message });
        }}
      />
      <DeclineDialog
        isOpen={declining && asking}
        pending={state.value === 'answering'}
        onClose={() => setDeclining(false)}
        onDecline={(comment) => {
          setDeclining(false);
          actor.send({ type: 'DECLINE', comment });
        }}
      />
    </div>
  );
}

/** The server's PDF of the vacancy (the same document the author downloads from the preview). */
function DownloadPdf({ vacancy }: { vacancy: VacancyView }) {
  const { t } = useTranslation('vacancies');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    const query = new URLSearchParams({ company_id: vacancy.company_id, vacancy_id: vacancy.id });
    try {
      await downloadFile(`${POSITION_CALLS.pdf}?${query.toString()}`, `vacancy-${vacancy.number}.pdf`);
    } catch (failure) {
      setError(failureOf(failure).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="positions-actions positions-actions--end">
      {error && (
        <p className="ui-field__error" role="alert">
          {t('approval.downloadFailed', { message: error })}
        </p>
      )}
      <Button variant="secondary" size="sm" isPending={busy} onPress={() => void download()}>
        {t('approval.download')}
      </Button>
    </div>
  );
}

function Approvers({ approvers }: { approvers: Approver[] }) {
  const { t } = useTranslation('vacancies');
  return (
    <section className="positions-card" aria-labelledby="approval-approvers">
      <h2 id="approval-approvers" className="positions-card__title">
        {t('approval.approvers')}
      </h2>
      {approvers.length === 0 ? (
        <p>{t('approval.noApprovers')}</p>
      ) : (
        <ul className="positions-approvers">
          {approvers.map((approver) => (
            <li key={approver.user_id} className="positions-approvers__item" data-decision={approver.decision ?? 'waiting'}>
              <span className="positions-approvers__name">{approver.name}</span>
              <span className="positions-approvers__decision">
                {approver.decision === null ? t('approval.waiting') : t(`approval.${approver.decision}`)}
                {approver.answered_at && ` · ${formatDateTime(approver.answered_at)}`}
              </span>
              {approver.comment && (
                <span className="positions-approvers__comment">{t('approval.comment', { comment: approver.comment })}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Declining needs a comment: the author must learn what to change. */
function DeclineDialog({
  isOpen,
  pending,
  onClose,
  onDecline,
}: {
  isOpen: boolean;
  pending: boolean;
  onClose: () => void;
  onDecline: (comment: string) => void;
}) {
  const { t } = useTranslation('vacancies');
  const [comment, setComment] = useState('');
  const [tried, setTried] = useState(false);
  const empty = comment.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!empty) onDecline(comment);
  };
  return (
    <Modal title={t('approval.declineTitle')} isOpen={isOpen} onOpenChange={(open) => !open && onClose()} size="md">
      {(close) => (
        <form className="positions-decline" onSubmit={submit} noValidate>
          <p>{t('approval.declineText')}</p>
          <TextField
            label={t('approval.commentLabel')}
            multiline
            isRequired
            autoFocus
            value={comment}
            onChange={setComment}
            isInvalid={tried && empty}
            errorMessage={t('approval.commentRequired')}
          />
          <div className="positions-actions positions-actions--end">
            <Button variant="secondary" onPress={close}>
              {t('approval.cancel')}
            </Button>
            <Button variant="danger" type="submit" isPending={pending}>
              {t('approval.confirmDecline')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
