import { anchors, externalLinks, readers } from '../../../shared/content/companion';
import { ExternalLink } from './ExternalLink';

/** The media feature (anchor #pivot-interview): the interview video on another site, in a new tab. */
export function InterviewSection() {
  return (
    <section id={anchors.interview} className="site-section site-section--canvas" aria-labelledby="interview-title">
      <div className="site-container promo">
        <div className="promo__mark" aria-hidden="true">
          ▶
        </div>
        <div>
          <h2 className="site-section__title" id="interview-title">
            {readers.interviewTitle}
          </h2>
          <p className="site-section__lead">{readers.interviewText}</p>
          <ExternalLink href={externalLinks.interviewVideo} className="site-button site-button--primary">
            {readers.interviewLink}
          </ExternalLink>
        </div>
      </div>
    </section>
  );
}
