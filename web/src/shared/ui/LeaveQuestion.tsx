import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavigationGuard } from '../lib/navigation-guard';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * Asks "stay or leave?" while a change of page inside the app waits (navigation-guard.ts). Its
 * words are the company-profile texts: the screens that hold unsaved input are the stages of
 * /add-vacancy, which load them (and useTranslation loads them for any other).
 */
export function LeaveQuestion({ guard }: { guard: NavigationGuard }) {
  const { t } = useTranslation('company-profile');
  const asking = useSyncExternalStore(guard.subscribe, guard.isAsking);
  return (
    <ConfirmDialog
      isOpen={asking}
      title={t('leave.title')}
      onCancel={guard.stay}
      onConfirm={guard.leave}
      cancelLabel={t('leave.stay')}
      confirmLabel={t('leave.leave')}
      autoFocus="cancel"
    >
      <p>{t('leave.body')}</p>
    </ConfirmDialog>
  );
}
