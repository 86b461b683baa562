import { anchors, externalLinks, readers } from '../../../shared/content/companion';
import { ExternalLink } from './ExternalLink';

/** The author Q&A session (anchor #author-qa): free, online, the application form on another site. */
export function AuthorQaSection() {
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
          <ExternalLink href={externalLinks.authorQaForm} className="site-button site-button--accent">
            {readers.authorQaLink}
          </ExternalLink>
        </div>
      </div>
    </section>
  );
}
