import { books } from '../../../shared/content/books';
import { anchors, companion } from '../../../shared/content/companion';
import { BookCover } from '../../../shared/ui/site/BookCover';

/** Both books, and the button that scrolls to the downloads. */
export function CompanionHero() {
  return (
    <section className="companion-hero" aria-labelledby="companion-title">
      <div className="site-container companion-hero__inner">
        <div className="companion-hero__text">
          <p className="companion-hero__eyebrow">{companion.heroEyebrow}</p>
          <h1 id="companion-title" className="companion-hero__title">
            {companion.heroTitle}
          </h1>
          <p className="companion-hero__lead">{companion.heroText}</p>
          <a className="site-button site-button--accent site-button--large" href={`#${anchors.downloads}`}>
            {companion.toDownloads}
          </a>
        </div>
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
      </div>
    </section>
  );
}
