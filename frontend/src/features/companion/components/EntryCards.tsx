import { Link } from 'react-router';
import { companion } from '../../../shared/content/companion';
import { useCorporateTrainingLink } from '../../../shared/lib/site-links';
import { ExternalLink } from './ExternalLink';

/** The four ways in: downloads and cases on this page, corporate services (another site, new tab), the community. */
export function EntryCards() {
  const corporate = useCorporateTrainingLink();
  return (
    <section className="site-section" aria-labelledby="entries-title">
      <div className="site-container">
        <h2 className="site-section__title" id="entries-title">
          {companion.entriesTitle}
        </h2>
        <ul className="site-grid companion-list entry-cards">
          {companion.entries.map((configured) => {
            // The corporate card leads to the operator's site when one is set, else to this page's services.
            const entry =
              configured.link.kind === 'corporateTraining' && corporate?.external
                ? { ...configured, link: { kind: 'external' as const, href: corporate.url } }
                : configured;
            return (
            <li key={entry.key} className="site-card entry-card">
              <h3 className="site-card__title">
                {entry.link.kind === 'external' ? (
                  <ExternalLink href={entry.link.href} className="entry-card__link">
                    {entry.title}
                  </ExternalLink>
                ) : entry.link.kind === 'anchor' || entry.link.kind === 'corporateTraining' ? (
                  <a href={entry.link.href} className="entry-card__link">
                    {entry.title}
                  </a>
                ) : (
                  <Link to={entry.link.href} className="entry-card__link">
                    {entry.title}
                  </Link>
                )}
              </h3>
              <p className="site-card__text">{entry.text}</p>
            </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
