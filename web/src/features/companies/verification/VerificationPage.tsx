import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FileTrigger } from 'react-aria-components/FileTrigger';
import { useAppActor, useAppUser } from '../../../shared/session/session-context';
import { type CompanyAction, useCompanyActions } from '../../../shared/session/company-actions';
import { PublicLayout } from '../../../shared/layout/PublicLayout';
import { usePageTitle } from '../../../shared/lib/usePageTitle';
import { Button, Icon, InlineLoader, ConfirmDialog } from '../../../shared/ui';
import { liveVerificationMachine } from '../live';
import { EXTRACT_TYPES, formatSize } from './files';
import { FixCompanyData } from './FixCompanyData';
import type { FileRow, Notice } from './verification.machine';
import '../companies.css';
import { COMPANY_STATUS } from '../../../shared/api/company-status';

const ACCEPT = EXTRACT_TYPES.map((type) => `.${type}`);

/** The verifier's reason of the active company (user_data.company.rejection), if it says one. */
function rejectionReason(rejection: unknown): string | null {
  const reason = typeof rejection === 'object' && rejection !== null ? (rejection as { reason?: unknown }).reason : null;
  return typeof reason === 'string' && reason.trim() !== '' ? reason : null;
}

/** /company-create/verification: the state-register extract, then "submit for verification". */
export function VerificationPage() {
  const { t, i18n } = useTranslation(['companies', 'common', 'workspace']);
  usePageTitle(t('verification.title'));
  const app = useAppActor();
  const user = useAppUser();
  const actor = useActorRef(liveVerificationMachine);
  // Each control is the member's as the server lists it: the extract (manageFiles), sending (submit),
  // the name and code (edit); abandoning the draft removes it, which only its owner may (delete).
  const active = useCompanyActions();
  const view = useSelector(actor, (s) => ({
    company: s.context.company,
    files: s.context.files,
    notices: s.context.notices,
    removing: s.context.removing,
    confirmingRemove: s.matches({ ready: 'confirmingRemove' }) || s.matches({ ready: 'removing' }),
    deleting: s.matches({ ready: 'removing' }),
    loading: s.matches('loading'),
    failed: s.matches('failed'),
    idle: s.matches({ ready: 'idle' }),
    submitting: s.matches('submitting') || s.matches('submitted'),
    confirming: s.matches('confirmingAbort') || s.matches('removingCompany'),
    leaving: s.matches('removingCompany'),
    done: s.matches('submitted') ? 'submitted' : s.matches('removed') ? 'removed' : s.matches('left') ? 'left' : null,
  }));
  // The company on this page answers with the member's own actions there: a company just created is
  // not yet the active one in the user's data, so its actions come from the page's answer first.
  const can = (action: CompanyAction): boolean => (view.company ? view.company.actions.includes(action) : active.can(action));
  const announced = useRef(false);
  useEffect(() => {
    if (!view.done || announced.current) return;
    announced.current = true;
    if (view.done === 'submitted') app.send({ type: 'VERIFICATION_SUBMITTED' });
    // A removed company is no longer the active one: the app re-reads the user and decides again.
    else if (view.done === 'removed') app.send({ type: 'RELOAD' });
    else app.send({ type: 'OPEN_COMPANIES' });
  }, [view.done, app]);

  const size = (row: FileRow) => {
    const { value, unit } = formatSize(row.size, i18n.language);
    return t(`verification.size.${unit}`, { value });
  };
  const notice = (item: Notice) => {
    if (item.kind === 'required') return t('verification.required');
    if (item.kind === 'type') return t('verification.badType', { format: item.format });
    if (item.kind === 'size') return t('verification.tooBig');
    if (item.kind === 'upload') return t('verification.uploadFailed', { details: item.text });
    if (item.kind === 'remove') return t('verification.removeFailed', { details: item.text });
    return item.text;
  };

  return (
    <PublicLayout>
      <section className="public-card company-form" aria-labelledby="verification-title">
        <div className="company-form__head">
          <div>
            {view.company && <p className="auth-muted">{view.company.name}</p>}
            <h1 id="verification-title">{t('verification.title')}</h1>
          </div>
          <Button
            variant="ghost"
            iconOnly
            aria-label={t('create.close')}
            isDisabled={view.loading}
            // A member who is not the owner leaves for the main shell: the draft is not theirs to remove.
            onPress={() => (can('delete') ? actor.send({ type: 'CLOSE' }) : app.send({ type: 'RELOAD' }))}
          >
            <Icon name="close" />
          </Button>
        </div>
        {view.loading ? (
          <InlineLoader />
        ) : view.failed ? (
          <div className="ui-notice ui-notice--error" role="alert">
            <p>
              {view.notices.map(notice).join(' ')}{' '}
              <Button variant="ghost" size="sm" onPress={() => actor.send({ type: 'RETRY' })}>
                {t('common:actions.retry')}
              </Button>
            </p>
          </div>
        ) : (
          <>
            {/* A rejected company (status 3) is corrected here: the reason, its name and code, then the extract. */}
            {view.company?.statusId === COMPANY_STATUS.rejected && (
              <>
                <FixCompanyData
                  companyId={view.company.id}
                  name={view.company.name}
                  code={view.company.code}
                  reason={rejectionReason(user?.company?.rejection)}
                  editable={can('edit')}
                />
                <h2 className="company-fix__files">{t('fix.files')}</h2>
              </>
            )}
            <p>{t('verification.text')}</p>
            {can('manageFiles') ? (
              <div className="company-drop">
                <FileTrigger
                  acceptedFileTypes={ACCEPT}
                  allowsMultiple
                  onSelect={(list) => list && actor.send({ type: 'ADD_FILES', files: Array.from(list) })}
                >
                  <Button variant="secondary">
                    <Icon name="folder" size={18} />
                    {t('verification.choose')}
                  </Button>
                </FileTrigger>
                <p className="auth-muted">{t('verification.rules')}</p>
              </div>
            ) : (
              <p className="auth-muted">{t('workspace:banner.submitNotYours')}</p>
            )}
            <div role="status" aria-live="polite">
              {view.notices.map((item, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: plain text that may repeat, nothing kept per item.
                <p key={index} className="company-problem">
                  {notice(item)}
                </p>
              ))}
            </div>
            {view.files.length > 0 && (
              <ul className="company-files" aria-label={t('verification.files')}>
                {view.files.map((row) => (
                  <li key={row.key} className="company-files__row">
                    <span className="company-files__name">{row.name}</span>
                    <span className="company-files__meta">{row.format.toUpperCase()}</span>
                    <span className="company-files__meta">{size(row)}</span>
                    {row.state === 'done' ? (
                      <span className="company-files__actions">
                        <span className="company-files__meta">{t('verification.done')}</span>{' '}
                        {can('manageFiles') && (
                          <Button
                            variant="ghost"
                            size="sm"
                            iconOnly
                            aria-label={t('verification.remove', { name: row.name })}
                            isDisabled={!view.idle}
                            isPending={view.deleting && view.removing === row.id}
                            onPress={() => actor.send({ type: 'REMOVE', id: row.id })}
                          >
                            <Icon name="trash" size={16} />
                          </Button>
                        )}
                      </span>
                    ) : (
                      <span className="company-files__meta">{t('verification.loading')}</span>
                    )}
                    {row.state === 'uploading' && (
                      <progress
                        className="company-files__progress"
                        max={100}
                        value={Math.round(row.progress * 100)}
                        aria-label={t('verification.progress', { name: row.name })}
                      />
                    )}
                  </li>
                ))}
              </ul>
            )}
            {can('submit') && (
              <div className="company-form__actions">
                <Button
                  variant="primary"
                  isPending={view.submitting}
                  isDisabled={!view.idle && !view.submitting}
                  onPress={() => actor.send({ type: 'SUBMIT' })}
                >
                  {t('verification.submit')}
                </Button>
              </div>
            )}
          </>
        )}
      </section>
      <ConfirmDialog
        title={t('verification.removeTitle')}
        isOpen={view.confirmingRemove}
        onCancel={() => actor.send({ type: 'CANCEL' })}
        onConfirm={() => actor.send({ type: 'CONFIRM_REMOVE' })}
        cancelLabel={t('verification.removeCancel')}
        confirmLabel={t('verification.removeConfirm')}
        isPending={view.deleting}
      >
        <p>{t('verification.removeText', { name: view.files.find((row) => row.key === view.removing)?.name ?? '' })}</p>
      </ConfirmDialog>
      <ConfirmDialog
        title={t('abort.title')}
        isOpen={view.confirming}
        onCancel={() => actor.send({ type: 'CANCEL' })}
        onConfirm={() => actor.send({ type: 'CONFIRM_ABORT' })}
        cancelLabel={t('abort.stay')}
        // Abandoning here deletes the draft (only its owner gets this dialog): the button says so.
        confirmLabel={t('abort.deleteDraft')}
        isPending={view.leaving}
      >
        <p>{t('abort.textCompany')}</p>
      </ConfirmDialog>
    </PublicLayout>
  );
}
