import { anchors, readers } from '../../../shared/content/companion';
import { useOperatorLinks } from '../../../shared/lib/site-links';
import { ExternalLink } from './ExternalLink';

/**
 * The author Q&A session (anchor #author-qa): free, online; the application form on another site
 * (`AUTHOR_QA_FORM_URL`, new tab), or this page's inquiry form when the operator set none.
 */
export function AuthorQaSection() {
  const { authorQaFormUrl } = useOperatorLinks();
  return (
    <section id={anchors.authorQa} className="site-section" aria-labelledby="author-qa-title">
      <div className="site-container promo">
        <div className="promo__mark promo__mark--accent" aria-hidden="true">
          Q&amp;A
        </div>
        <div>
          <h2 className="site-section__title" id="author-qa-title">
            {readers.authorQaTitle}
          </h2>
          <p className="site-section__lead">{readers.authorQaText}</p>
          {authorQaFormUrl ? (
            <ExternalLink href={authorQaFormUrl} className="site-button site-button--accent">
              {readers.authorQaLink}
            </ExternalLink>
          ) : (
            <a href={`#${anchors.contact}`} className="site-button site-button--accent">
              {readers.authorQaContactLink}
            </a>
          )}
        </div>
      </div>
    </section>
  );
}
