import { author } from '../../../shared/content/books';
import { companion } from '../../../shared/content/companion';

export function AuthorSection() {
  return (
    <section className="site-section site-section--soft" aria-labelledby="author-title">
      <div className="site-container author-section">
        <div className="author-section__avatar" aria-hidden="true">
          {author.name.slice(0, 1)}
        </div>
        <div>
          <h2 className="site-section__title" id="author-title">
            {companion.authorTitle}
          </h2>
          <p className="author-section__name">{author.name}</p>
          <p className="author-section__role">{author.role}</p>
          <p className="site-card__text">{author.profile}</p>
        </div>
      </div>
    </section>
  );
}
