import { useTranslation } from 'react-i18next';
import { Button, Modal } from '../../../shared/ui';
import type { BoardStage } from '../model';
import { StageEditor } from './StageEditor';

/**
 * A vacancy's own stages, from its board: the stage editor on the vacancy (the company's template
 * stays), knowing from the board how many cards each column holds, so a step with cards on it is
 * not removed and the dialog says why. Each saved change has the board read itself again.
 */
export function VacancyStagesDialog({
  companyId,
  vacancy,
  stages,
  onChanged,
  onClose,
}: {
  companyId: string;
  vacancy: { id: string; name: string };
  stages: readonly BoardStage[];
  onChanged: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('recruiting');
  const occupied = Object.fromEntries(stages.map((stage) => [stage.id, stage.applications.length]));
  return (
    <Modal
      title={t('stages.vacancyTitle', { name: vacancy.name })}
      size="lg"
      isOpen
      isDismissable
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={(close) => (
        <Button variant="secondary" onPress={close}>
          {t('close')}
        </Button>
      )}
    >
      <StageEditor companyId={companyId} vacancyId={vacancy.id} occupied={occupied} onChanged={onChanged} />
    </Modal>
  );
}
