import { companion, worksheetCategories, type Worksheet } from '../../../shared/content/companion';
import { WorksheetThumbnail } from './WorksheetThumbnail';

export function WorksheetCard({ worksheet, onDownload }: { worksheet: Worksheet; onDownload: () => void }) {
  return (
    <li className="site-card worksheet-card">
      <WorksheetThumbnail motif={worksheet.thumbnail} />
      <span className="site-tag">{worksheetCategories[worksheet.category]}</span>
      <h3 className="site-card__title">{worksheet.title}</h3>
      <p className="site-card__text worksheet-card__text">{worksheet.description}</p>
      <button type="button" className="site-button" aria-label={companion.downloadLabel(worksheet.title)} onClick={onDownload}>
        {companion.downloadButton}
      </button>
    </li>
  );
}
