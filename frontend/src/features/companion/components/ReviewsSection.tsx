import { anchors, companion, reviews } from '../../../shared/content/companion';
import { useOperatorLinks } from '../../../shared/lib/site-links';
import { ExternalLink } from './ExternalLink';

/** The strip of 12 reader reviews (anchor #reviews), scrolling sideways, cards at least 300 px wide. */
export function ReviewsSection() {
  // The book store's page only when the operator set it (`BOOK_STORE_URL`).
  const { bookStoreUrl } = useOperatorLinks();
  return (
    <section id={anchors.reviews} className="site-section site-section--soft" aria-labelledby="reviews-title">
      <div className="site-container">
        <h2 className="site-section__title" id="reviews-title">
          {companion.reviewsTitle}
        </h2>
        <p className="site-section__lead">{companion.reviewsLead}</p>
        {/* A scrolling region a keyboard can reach (tabIndex) and a screen reader can name. */}
        <ul className="reviews-strip" tabIndex={0} aria-labelledby="reviews-title">
          {reviews.map((review) => (
            <li key={review.text} className="site-card review-card">
              <p className="review-card__stars" role="img" aria-label={companion.ratingLabel(review.rating)}>
                {'★'.repeat(review.rating)}
                {'☆'.repeat(5 - review.rating)}
              </p>
              <p className="review-card__text">{review.text}</p>
              <p className="review-card__author">{review.author}</p>
            </li>
          ))}
        </ul>
        {bookStoreUrl && (
          <ExternalLink href={bookStoreUrl} className="site-button">
            {companion.readReviews}
          </ExternalLink>
        )}
      </div>
    </section>
  );
}
