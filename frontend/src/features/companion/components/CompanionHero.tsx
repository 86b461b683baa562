import { books } from '../../../shared/content/books';
import { anchors, companion } from '../../../shared/content/companion';
import { BookCover } from '../../../shared/ui/site/BookCover';
import { SiteHero } from '../../../shared/ui/site/SiteHero';

/** Both books, and the button that scrolls to the downloads. */
export function CompanionHero() {
  return (
    <SiteHero
      titleId="companion-title"
      eyebrow={companion.heroEyebrow}
      title={companion.heroTitle}
      lead={companion.heroText}
      actions={
        <a className="site-button site-button--accent site-button--large" href={`#${anchors.downloads}`}>
          {companion.toDownloads}
        </a>
      }
      aside={
        <ul className="companion-books" aria-label={companion.booksTitle}>
          {books.map((book) => (
            <li key={book.id} className="companion-book">
              <BookCover book={book} />
              <div>
                <h2 className="companion-book__title">『{book.title}』</h2>
                <p className="companion-book__subtitle">{book.subtitle}</p>
              </div>
            </li>
          ))}
        </ul>
      }
    />
  );
}
