import { ExportOutlined } from '@ant-design/icons';
import { useSiteConfigGetQuery } from '../../shared/api/generated/api';
import { corporateTraining } from '../../shared/content/books';
import './corporate-training-banner.css';

/** A link to another site: the spec's corporate offer opens in a new tab. */
const isExternal = (url: string) => /^https?:\/\//i.test(url);

/**
 * The corporate-training consultation banner. Where it leads is the operator's setting
 * (`CORPORATE_TRAINING_URL`): the company's site in a new tab, or a page of this site.
 */
export function CorporateTrainingBanner() {
  const { data } = useSiteConfigGetQuery();
  if (!data) return null;
  const url = data.corporateTrainingUrl;
  const external = isExternal(url);
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
