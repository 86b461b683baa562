import type { Book } from '../../content/books';

/**
 * A book's cover drawn in markup (title, subtitle, the brand's colours), so the hero has its
 * final size at first paint and no image to wait for. `label` replaces its text alternative (a
 * cover that is a link's whole content says where the link leads).
 */
export function BookCover({ book, size = 'medium', label }: { book: Book; size?: 'small' | 'medium'; label?: string }) {
  return (
    <div
      className={`site-book-cover site-book-cover--${size}`}
      style={{ background: book.cover.background, color: book.cover.ink }}
      role="img"
      aria-label={label ?? `書籍『${book.title}』の表紙`}
    >
      <span className="site-book-cover__title">{book.title}</span>
      <span className="site-book-cover__subtitle">{book.subtitle}</span>
    </div>
  );
}
