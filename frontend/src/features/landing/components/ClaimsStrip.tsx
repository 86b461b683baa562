import { useSiteConfigGetQuery } from '../../../shared/api/generated/site-config';
import { landing } from '../../../shared/content/landing';
import { reviews } from '../../../shared/content/reviews';
import { reviewSummary } from '../../../shared/lib/review-summary';

const { claims } = landing;
const countFormat = new Intl.NumberFormat('ja-JP');

/**
 * The claims of spec part 1 §1 and §9, with computed figures: the server's count of accounts and
 * the average of the reviews the book page shows. The count's box keeps its size while it loads,
 * so nothing below it moves when it arrives.
 */
export function ClaimsStrip() {
  const { data, isError } = useSiteConfigGetQuery();
  const summary = reviewSummary(reviews);
  const practitioners = data
    ? claims.practitioners.value(countFormat.format(data.practitionerCount))
    : isError
      ? claims.practitioners.unavailable
      : '';
  return (
    <section className="landing-claims" aria-label={landing.claimsLabel}>
      <ul className="site-container landing-claims__list">
        <li className="landing-claims__item" aria-busy={!data && !isError}>
          <strong className="landing-claims__value landing-claims__value--reserved">{practitioners}</strong>
          <span className="landing-claims__label">{claims.practitioners.label}</span>
        </li>
        <li className="landing-claims__item">
          <strong className="landing-claims__value">{summary.average}</strong>
          <span className="landing-claims__label">{claims.reviews.label(summary.count)}</span>
        </li>
        {[claims.signUp, claims.free].map((claim) => (
          <li key={claim.value} className="landing-claims__item">
            <strong className="landing-claims__value">{claim.value}</strong>
            <span className="landing-claims__label">{claim.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
