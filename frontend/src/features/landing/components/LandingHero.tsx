import { Link } from 'react-router';
import { books, companionPaths, site } from '../../../shared/content/books';
import { landing } from '../../../shared/content/landing';
import { BookCover } from '../../../shared/ui/site/BookCover';
import { StartButton } from './StartButton';

export function LandingHero() {
  return (
    <section className="landing-hero" aria-labelledby="landing-title">
      <div className="site-container landing-hero__inner">
        <div className="landing-hero__text">
          <p className="landing-hero__eyebrow">{landing.eyebrow}</p>
          <h1 id="landing-title" className="landing-hero__title">
            {site.tagline}
          </h1>
          <p className="landing-hero__lead">{site.description}</p>
          <div className="landing-hero__actions">
            <StartButton />
            <Link className="site-button site-button--large" to={companionPaths.companion}>
              {landing.bookLink}
            </Link>
          </div>
        </div>
        <div className="landing-hero__books">
          {books.map((book) => (
            <Link key={book.id} to={companionPaths.companion} className="landing-hero__book" aria-label={`『${book.title}』の特設ページへ`}>
              <BookCover book={book} />
            </Link>
          ))}
        </div>
      </div>
    </section>
  );
}
