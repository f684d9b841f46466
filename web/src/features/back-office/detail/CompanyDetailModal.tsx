import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppUser } from '../../../shared/session/session-context';
import { Button, InlineLoader, Modal, Tab, TabList, TabPanel, Tabs, toast } from '../../../shared/ui';
import { liveCompanyDetailMachine } from '../live';
import { canDecide, type Command } from './company-detail.machine';
import { CommentsTab } from './CommentsTab';
import { DeleteModal, RejectModal, VerifyModal } from './DecisionModals';
import { FilesTab } from './FilesTab';
import { HistoryTab } from './HistoryTab';
import { InfoPanel } from './InfoPanel';

export const DETAIL_TABS = ['history', 'files', 'comments'] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];

export function detailTab(param: string | undefined): DetailTab {
  return (DETAIL_TABS as readonly string[]).includes(param ?? '') ? (param as DetailTab) : 'history';
}

function noticeKey(command: Command): string {
  return command.kind === 'claim' ? command.action : command.kind;
}

/**
 * /lc-companies/company/{id}/{tab_company}: a modal the mask does not close; its
 * close control returns to the list. Tabs change the address. Decisions, claims and comments run
 * through the case's machine: a verify or reject shows its answer, the others reload the case.
 */
export function CompanyDetailModal({ companyId, tab, onClose }: { companyId: string; tab: DetailTab; onClose: () => void }) {
  const { t } = useTranslation('back-office');
  const navigate = useNavigate();
  const user = useAppUser();
  const [state, send, actor] = useMachine(liveCompanyDetailMachine, { input: { companyId } });
  const [dialog, setDialog] = useState<'verify' | 'reject' | 'delete' | null>(null);
  const { company, notFound, pending, problem } = state.context;
  const busy = state.matches({ ready: 'running' }) || state.matches({ ready: 'refreshing' });

  useEffect(() => {
    const done = actor.on('done', ({ command }) => toast.success(t(`detail.notices.${noticeKey(command)}` as 'detail.notices.verify')));
    const refused = actor.on('refused', ({ problem: refusal }) => {
      // A comment's refusal is shown at its field; the rest are decisions whose state changed.
      if (refusal.kind !== 'sendComment' && refusal.kind !== 'editComment') toast.error(refusal.message);
    });
    return () => {
      done.unsubscribe();
      refused.unsubscribe();
    };
  }, [actor, t]);

  const run = (command: Command) => send({ type: 'RUN', command });
  const me = String(user?.id ?? '');
  const assignee = company?.assignee ?? null;
  const claim = !assignee ? 'take' : assignee.id === me ? 'release' : 'take_over';
  const decidable = company ? canDecide(company) : false;

  return (
    <Modal title={company?.name ?? t('detail.loading')} size="xl" isOpen isDismissable={false} onOpenChange={(open) => !open && onClose()}>
      {state.matches('loading') ? (
        <InlineLoader label={t('detail.loading')} />
      ) : state.matches('failed') || !company ? (
        <div role="alert" className="bo-detail__failed">
          <p>{notFound ? t('detail.notFound') : t('detail.failed')}</p>
          {!notFound && <Button onPress={() => send({ type: 'RETRY' })}>{t('detail.retry')}</Button>}
        </div>
      ) : (
        <div className="bo-detail">
          <InfoPanel company={company} />
          <div className="bo-detail__actions" role="group" aria-label={t('detail.actions.label')}>
            <Button
              variant="primary"
              isDisabled={!decidable || busy}
              isPending={pending?.kind === 'verify'}
              onPress={() => setDialog('verify')}
            >
              {t('detail.actions.verify')}
            </Button>
            <Button
              variant="secondary"
              isDisabled={!decidable || busy}
              isPending={pending?.kind === 'reject'}
              onPress={() => setDialog('reject')}
            >
              {t('detail.actions.reject')}
            </Button>
            {company.is_del === 0 && (
              <Button variant="danger" isDisabled={busy} isPending={pending?.kind === 'delete'} onPress={() => setDialog('delete')}>
                {t('detail.actions.delete')}
              </Button>
            )}
            {/* A case is held only while it awaits a decision (a decision frees it). */}
            {decidable && (
              <Button
                variant="ghost"
                isDisabled={busy}
                isPending={pending?.kind === 'claim'}
                onPress={() => run({ kind: 'claim', action: claim })}
              >
                {t(`detail.actions.${claim === 'take_over' ? 'takeOver' : claim}`)}
              </Button>
            )}
            {!decidable && company.is_del === 0 && <p className="bo-muted bo-detail__hint">{t('detail.actions.closedHint')}</p>}
          </div>
          <Tabs selectedKey={tab} onSelectionChange={(key) => navigate(`/lc-companies/company/${companyId}/${String(key)}`)}>
            <TabList aria-label={t('detail.tabsLabel')}>
              {DETAIL_TABS.map((key) => (
                <Tab key={key} id={key}>
                  {t(`detail.tabs.${key}`)}
                </Tab>
              ))}
            </TabList>
            <TabPanel id="history">
              <HistoryTab history={company.history} />
            </TabPanel>
            <TabPanel id="files">
              <FilesTab companyId={companyId} files={company.files.edr} />
            </TabPanel>
            <TabPanel id="comments">
              <CommentsTab messages={company.messages} busy={busy} pending={pending} problem={problem} run={run} />
            </TabPanel>
          </Tabs>
          <RejectModal
            isOpen={dialog === 'reject'}
            onClose={() => setDialog(null)}
            onReject={(reasonCode, comment) => {
              setDialog(null);
              run({ kind: 'reject', reasonCode, comment });
            }}
          />
          <VerifyModal
            isOpen={dialog === 'verify'}
            name={company.name}
            onClose={() => setDialog(null)}
            onVerify={() => run({ kind: 'verify' })}
          />
          <DeleteModal
            isOpen={dialog === 'delete'}
            name={company.name}
            onClose={() => setDialog(null)}
            onDelete={() => run({ kind: 'delete' })}
          />
        </div>
      )}
    </Modal>
  );
}
