import { Link } from 'react-router';
import { books, companionPaths, site } from '../../../shared/content/books';
import { landing } from '../../../shared/content/landing';
import { BookCover } from '../../../shared/ui/site/BookCover';
import { SiteHero } from '../../../shared/ui/site/SiteHero';
import { StartButton } from './StartButton';

export function LandingHero() {
  return (
    <SiteHero
      large
      titleId="landing-title"
      eyebrow={landing.eyebrow}
      title={site.tagline}
      lead={site.description}
      actions={
        <>
          <StartButton />
          <Link className="site-button site-button--large" to={companionPaths.companion}>
            {landing.bookLink}
          </Link>
        </>
      }
      aside={
        <div className="landing-hero__books">
          {books.map((book) => (
            <Link key={book.id} to={companionPaths.companion} className="landing-hero__book">
              <BookCover book={book} label={`『${book.title}』の特設ページへ`} />
            </Link>
          ))}
        </div>
      }
    />
  );
}
