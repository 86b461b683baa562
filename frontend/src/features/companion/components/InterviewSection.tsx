import { anchors, readers } from '../../../shared/content/companion';
import { useOperatorLinks } from '../../../shared/lib/site-links';
import { ExternalLink } from './ExternalLink';

/**
 * The media feature (anchor #pivot-interview): the interview video on another site, in a new tab,
 * when the operator set its address (`INTERVIEW_VIDEO_URL`); without it, the text alone.
 */
export function InterviewSection() {
  const { interviewVideoUrl } = useOperatorLinks();
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
          {interviewVideoUrl && (
            <ExternalLink href={interviewVideoUrl} className="site-button site-button--primary">
              {readers.interviewLink}
            </ExternalLink>
          )}
        </div>
      </div>
    </section>
  );
}
