// The candidate page's controls for a member who manages candidates: edit, add to a vacancy,
// merge with another record of the same person, export and erase (after a question naming what goes), and another CV with its upload's progress.
// The page's machine (candidate.machine.ts) runs the upload, the export and the erasure; the two
// dialogs have machines of their own.
import { useSelector } from '@xstate/react';
import { FileTrigger } from 'react-aria-components/FileTrigger';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { Button, ConfirmDialog, Icon } from '../../../shared/ui';
import { CV_EXTENSIONS } from '../add/add-candidate.machine';
import { fullName, type CandidateDetail } from '../model';
import { candidatePath } from '../paths';
import { ApplyDialog } from './ApplyDialog';
import { EditCandidateDialog } from './EditCandidateDialog';
import { MergeDialog } from './MergeDialog';
import type { liveCandidateMachine } from './live';

type CandidateActor = ActorRefFrom<typeof liveCandidateMachine>;

const ACCEPT = CV_EXTENSIONS.map((extension) => `.${extension}`);

export function CandidateToolbar({
  actor,
  companyId,
  candidate,
}: {
  actor: CandidateActor;
  companyId: string;
  candidate: CandidateDetail;
}) {
  const { t } = useTranslation('recruiting');
  const view = useSelector(actor, (s) => ({
    exporting: s.matches({ exporting: 'busy' }),
    exportFailed: s.context.exportFailed,
    asking: s.matches({ erasure: 'confirming' }) || s.matches({ erasure: 'erasing' }),
    erasing: s.matches({ erasure: 'erasing' }),
    eraseFailed: s.context.eraseFailed,
  }));
  const [dialog, setDialog] = useState<'edit' | 'apply' | 'merge' | null>(null);
  const navigate = useNavigate();
  const closed = useCallback(
    (changed: boolean) => {
      setDialog(null);
      if (changed) actor.send({ type: 'RELOAD' });
    },
    [actor],
  );
  // The other record stayed: its page is the candidate's now (this one is gone).
  const merged = useCallback(
    (keptId: string | null) => {
      setDialog(null);
      if (keptId && keptId !== candidate.id) navigate(candidatePath(keptId), { replace: true });
      else if (keptId) actor.send({ type: 'RELOAD' });
    },
    [actor, candidate.id, navigate],
  );
  const name = fullName(candidate);

  return (
    <>
      <div className="recruiting-toolbar" role="group" aria-label={t('manage.actions')}>
        <Button size="sm" variant="secondary" onPress={() => setDialog('edit')}>
          {t('manage.edit')}
        </Button>
        <Button size="sm" variant="secondary" onPress={() => setDialog('apply')}>
          <Icon name="plus" size={16} />
          {t('manage.apply')}
        </Button>
        <Button size="sm" variant="secondary" onPress={() => setDialog('merge')}>
          {t('manage.merge')}
        </Button>
        <Button size="sm" variant="secondary" isPending={view.exporting} onPress={() => actor.send({ type: 'EXPORT' })}>
          {t('manage.export')}
        </Button>
        <Button size="sm" variant="danger" onPress={() => actor.send({ type: 'ASK_ERASE' })}>
          {t('manage.erase')}
        </Button>
      </div>
      <p role="status" className="recruiting-error">
        {view.exportFailed ? t('manage.exportFailed', { message: view.exportFailed }) : ''}
      </p>
      {dialog === 'edit' && <EditCandidateDialog companyId={companyId} candidate={candidate} onClose={closed} />}
      {dialog === 'apply' && (
        <ApplyDialog
          companyId={companyId}
          candidateId={candidate.id}
          appliedTo={candidate.applications.map((application) => application.vacancy.id)}
          onClose={closed}
        />
      )}
      {dialog === 'merge' && <MergeDialog companyId={companyId} candidate={candidate} onClose={merged} />}
      <ConfirmDialog
        title={t('manage.eraseTitle', { name })}
        isOpen={view.asking}
        isPending={view.erasing}
        autoFocus="cancel"
        onCancel={() => actor.send({ type: 'CANCEL_ERASE' })}
        onConfirm={() => actor.send({ type: 'ERASE' })}
        cancelLabel={t('cancel')}
        confirmLabel={t('manage.eraseConfirm')}
      >
        <p>{t('manage.eraseWhat', { name })}</p>
        <p>{t('manage.eraseKept')}</p>
        <p>{t('manage.eraseLetters')}</p>
        {view.eraseFailed && (
          <p role="alert" className="recruiting-error">
            {view.eraseFailed}
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}

/** "Загрузить резюме" under the candidate's CVs: checked before sending, its progress shown. */
export function CvUpload({ actor }: { actor: CandidateActor }) {
  const { t } = useTranslation('recruiting');
  const view = useSelector(actor, (s) => ({ upload: s.context.upload, uploading: s.matches({ upload: 'uploading' }) }));
  const progress = view.upload?.progress;
  const percent = progress && progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : null;
  return (
    <div className="recruiting-form__cv">
      <FileTrigger
        acceptedFileTypes={ACCEPT}
        onSelect={(list) => {
          const file = list?.[0];
          if (file) actor.send({ type: 'UPLOAD_CV', file });
        }}
      >
        <Button variant="secondary" size="sm" isDisabled={view.uploading}>
          <Icon name="folder" size={18} />
          {t('manage.upload')}
        </Button>
      </FileTrigger>
      <p className="recruiting-muted">{t('add.cvRules')}</p>
      {view.upload?.problem && (
        <p role="alert" className="recruiting-error">
          {t(view.upload.problem === 'format' ? 'add.cvFormat' : 'add.cvSize')}
        </p>
      )}
      {view.upload?.failed && (
        <p role="alert" className="recruiting-error">
          {t('manage.uploadFailed', { name: view.upload.name, message: view.upload.failed })}
        </p>
      )}
      {view.uploading && (
        <div
          role="progressbar"
          aria-label={t('manage.uploading', { name: view.upload?.name ?? '' })}
          aria-valuenow={percent ?? 0}
          aria-valuemin={0}
          aria-valuemax={100}
          className="recruiting-progress"
        >
          <span style={{ width: `${percent ?? 0}%` }} />
        </div>
      )}
    </div>
  );
}
