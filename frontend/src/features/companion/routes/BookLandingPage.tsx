import { author, books } from '../../../shared/content/books';
import { anchors, bookLanding } from '../../../shared/content/companion';
import { BookCover } from '../../../shared/ui/site/BookCover';
import { CompanionFooter } from '../components/CompanionFooter';
import { ContactSection } from '../components/ContactSection';
import { DownloadsSection } from '../components/DownloadsSection';
import { useHashScroll } from '../hooks/use-hash-scroll';
import '../companion.css';

const [book] = books;

/** The book landing page with the inquiry form (spec part 1 §2 "Book landing page with inquiry"). */
export default function BookLandingPage() {
  useHashScroll();
  return (
    <main id="main-content" className="site-main">
      <section className="site-hero" aria-labelledby="book-title">
        <div className="site-container book-card">
          <BookCover book={book} />
          <div className="book-card__text">
            <p className="book-card__logo" aria-hidden="true">
              PIVOT
            </p>
            <h1 id="book-title" className="site-hero__title">
              『{book.title}』
            </h1>
            <p className="site-hero__lead">{book.subtitle}</p>
            <dl className="book-card__facts">
              <dt>{bookLanding.authorLabel}</dt>
              <dd>{author.name}</dd>
              <dt>{bookLanding.publisherLabel}</dt>
              <dd>{book.publisher}</dd>
            </dl>
            <a className="site-button site-button--accent site-button--large" href={`#${anchors.downloads}`}>
              {bookLanding.downloadFigures}
            </a>
          </div>
        </div>
      </section>
      <DownloadsSection />
      <section className="site-section" aria-labelledby="practice-title">
        <div className="site-container">
          <h2 className="site-section__title" id="practice-title">
            {bookLanding.practiceTitle}
          </h2>
          <ol className="site-grid companion-list practice-steps">
            {bookLanding.practiceSteps.map((step) => (
              <li key={step.title} className="site-card">
                <h3 className="site-card__title">{step.title}</h3>
                <p className="site-card__text">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <ContactSection />
      <CompanionFooter />
    </main>
  );
}
