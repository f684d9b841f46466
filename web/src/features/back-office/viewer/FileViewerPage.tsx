import { useParams } from 'react-router-dom';
import { FileViewer } from '../../../shared/file-viewer/FileViewer';
import { liveViewerMachine } from './live';

/** /lc-companies/company/{id}/files/view: the company's register extracts, one viewer per company id. */
export function FileViewerPage() {
  const { id = '' } = useParams();
  return (
    <FileViewer
      key={id}
      machine={liveViewerMachine}
      input={{ companyId: id }}
      kind="company"
      backTo={`/lc-companies/company/${encodeURIComponent(id)}/files`}
    />
  );
}
