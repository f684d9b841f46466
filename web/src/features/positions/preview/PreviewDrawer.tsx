// The preview of the short wizard: a full-width drawer (a react-aria modal: focus kept inside,
// Escape closes, focus returns to the opener) with the vacancy document, Print (the browser's
// print of the document only, see vacancy-document.css), Download (the server's PDF), the
// colleague picker and the primary button: "Send for approval" with colleagues, otherwise
// "Accept and publish". After the send it shows the result and hands back through onSent.
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components/Modal';
import type { VacancyView } from '../../../shared/api/positions';
import { Button, Icon } from '../../../shared/ui';
import { ApproverPicker } from './ApproverPicker';
import { livePreviewMachine } from './live';
import { chosenNames } from './preview.machine';
import { VacancyDocument } from './VacancyDocument';
import './preview.css';

export interface PreviewDrawerProps {
  companyId: string;
  vacancy: VacancyView;
  companyName?: string;
  /** Back to the last step (the drawer closed without sending). */
  onClose: () => void;
  /** The vacancy is published or sent for approval; the user has read the result. */
  onSent: (vacancy: VacancyView) => void;
}

const PRINT_ROOT = 'vacancy-document-print-root';

export function PreviewDrawer({ companyId, vacancy, companyName, onClose, onSent }: PreviewDrawerProps) {
  const { t } = useTranslation('positions-short');
  const [snapshot, send] = useMachine(livePreviewMachine, { input: { companyId, vacancy } });
  const { context } = snapshot;
  const sending = snapshot.matches({ main: 'sending' });
  const sent = snapshot.matches({ main: 'sent' });
  const downloading = snapshot.matches({ download: 'downloading' });
  const pickerState = snapshot.matches({ main: { picker: 'failed' } })
    ? 'failed'
    : snapshot.matches({ main: { picker: 'ready' } })
      ? 'ready'
      : 'loading';
  const names = chosenNames(context);
  const published = context.vacancy.status === 'published';

  return (
    <ModalOverlay
      isOpen
      // While sending the drawer stays: the answer decides what the user sees next.
      isDismissable={!sending}
      isKeyboardDismissDisabled={sending}
      onOpenChange={(open) => {
        if (open) return;
        if (sent) onSent(context.vacancy);
        else onClose();
      }}
      className={`preview-drawer-overlay ${PRINT_ROOT}`}
    >
      <Modal className={`preview-drawer ${PRINT_ROOT}`}>
        <Dialog className={`preview-drawer__dialog ${PRINT_ROOT}`}>
          <div className="preview-drawer__header" data-print="hide">
            <Heading slot="title">{t('preview.title')}</Heading>
            <Button
              variant="ghost"
              iconOnly
              aria-label={t('preview.back')}
              isDisabled={sending}
              onPress={sent ? () => onSent(context.vacancy) : onClose}
            >
              <Icon name="close" />
            </Button>
          </div>
          {sent ? (
            <div className="preview-drawer__sent" role="status">
              <Icon name="check" className="preview-drawer__sent-icon" />
              <h3>{t(published ? 'preview.published' : 'preview.sentForApproval')}</h3>
              <p>{t(published ? 'preview.publishedText' : 'preview.sentText')}</p>
              <Button variant="primary" autoFocus onPress={() => onSent(context.vacancy)}>
                {t('preview.done')}
              </Button>
            </div>
          ) : (
            <>
              <div className="preview-drawer__toolbar" data-print="hide" role="group" aria-label={t('preview.actions')}>
                <Button onPress={() => window.print()}>{t('preview.print')}</Button>
                <Button isPending={downloading} onPress={() => send({ type: 'DOWNLOAD' })}>
                  {downloading ? t('preview.downloading') : t('preview.download')}
                </Button>
                <Button isDisabled={sending} onPress={() => send({ type: 'OPEN_PICKER' })}>
                  {t('preview.chooseColleagues')}
                </Button>
                {names.length > 0 && <p className="preview-drawer__chosen">{t('preview.chosen', { names: names.join(', ') })}</p>}
              </div>
              {(context.error && !snapshot.matches({ main: 'picker' })) || context.downloadError ? (
                <div role="alert" className="preview-drawer__problem" data-print="hide">
                  {context.downloadError && <p>{context.downloadError}</p>}
                  {context.error && !snapshot.matches({ main: 'picker' }) && <p>{context.error}</p>}
                </div>
              ) : null}
              {/* Focusable, so keyboard users can scroll the document (it scrolls on its own). */}
              <div className={`preview-drawer__body ${PRINT_ROOT}`} role="region" aria-label={t('preview.document')} tabIndex={0}>
                <VacancyDocument vacancy={context.vacancy} companyName={companyName} />
              </div>
              <div className="preview-drawer__footer" data-print="hide">
                <Button isDisabled={sending} onPress={onClose}>
                  {t('preview.back')}
                </Button>
                {!sending && !snapshot.can({ type: 'SEND' }) && <p className="preview-drawer__hint">{t('preview.publishNeedsRight')}</p>}
                <Button
                  variant="primary"
                  isPending={sending}
                  isDisabled={!sending && !snapshot.can({ type: 'SEND' })}
                  onPress={() => send({ type: 'SEND' })}
                >
                  {sending ? t('preview.sending') : names.length > 0 ? t('preview.send') : t('preview.publish')}
                </Button>
              </div>
            </>
          )}
          <ApproverPicker
            isOpen={snapshot.matches({ main: 'picker' })}
            state={pickerState}
            members={context.members ?? []}
            draft={context.draft}
            error={context.error}
            onToggle={(userId) => send({ type: 'TOGGLE', userId })}
            onApply={() => send({ type: 'APPLY' })}
            onCancel={() => send({ type: 'CANCEL' })}
            onRetry={() => send({ type: 'RETRY' })}
          />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
