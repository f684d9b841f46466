import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { FileViewer } from '../../../shared/file-viewer/FileViewer';
import { useCompanyActions } from '../../../shared/session/company-actions';
import { NoAccess } from '../NoAccess';
import { candidatePath } from '../paths';
import { liveCvViewerMachine } from './live';

/**
 * /personne/candidate/{candidateId}/cv/{fileId}: the candidate's CVs in the product's own file viewer
 * (the one the verifier reads register extracts in), opened on the CV chosen; the way back leads to
 * the candidate's page.
 */
export function CvViewerPage() {
  const { candidateId = '', fileId = '' } = useParams();
  const { companyId, can } = useCompanyActions();
  const { t } = useTranslation('recruiting');
  if (!companyId || !can('viewCandidates')) return <NoAccess title={t('candidate.cvs')} company={companyId !== null} />;
  return (
    <FileViewer
      key={`${companyId}/${candidateId}`}
      machine={liveCvViewerMachine}
      input={{ companyId, ownerId: candidateId, startAt: fileId }}
      kind="candidate"
      backTo={candidatePath(candidateId)}
    />
  );
}
