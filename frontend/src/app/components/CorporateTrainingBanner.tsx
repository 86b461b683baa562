import { ExportOutlined } from '@ant-design/icons';
import { corporateTraining } from '../../shared/content/books';
import { useCorporateTrainingLink } from '../../shared/lib/site-links';
import './corporate-training-banner.css';

/**
 * The corporate-training consultation banner. Where it leads is the operator's setting
 * (`CORPORATE_TRAINING_URL`): the company's site in a new tab, or a page of this site.
 */
export function CorporateTrainingBanner() {
  const link = useCorporateTrainingLink();
  if (!link) return null;
  const { url, external } = link;
  return (
    <aside className="training-banner" aria-label={corporateTraining.bannerTitle}>
      <p className="training-banner__title">{corporateTraining.bannerTitle}</p>
      <p className="training-banner__text">{corporateTraining.bannerText}</p>
      <a className="training-banner__link" href={url} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {corporateTraining.linkLabel} {external && <ExportOutlined />}
      </a>
    </aside>
  );
}
