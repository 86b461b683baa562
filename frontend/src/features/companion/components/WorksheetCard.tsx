import type { WorksheetResponse } from '../../../shared/api/generated/companion';
import { companion, worksheetMotif } from '../../../shared/content/companion';
import { WorksheetThumbnail } from './WorksheetThumbnail';

export function WorksheetCard({ worksheet, onDownload }: { worksheet: WorksheetResponse; onDownload: () => void }) {
  return (
    <li className="site-card worksheet-card">
      <WorksheetThumbnail motif={worksheetMotif(worksheet.id)} />
      <span className="site-tag">{worksheet.category}</span>
      <h3 className="site-card__title">{worksheet.title}</h3>
      <p className="site-card__text worksheet-card__text">{worksheet.description}</p>
      <button type="button" className="site-button" aria-label={companion.downloadLabel(worksheet.title)} onClick={onDownload}>
        {companion.downloadButton}
      </button>
    </li>
  );
}
