import { anchors, companion } from '../../../shared/content/companion';

/** Three case stories (anchor #cases). */
export function CasesSection() {
  return (
    <section id={anchors.cases} className="site-section" aria-labelledby="cases-title">
      <div className="site-container">
        <h2 className="site-section__title" id="cases-title">
          {companion.casesTitle}
        </h2>
        <p className="site-section__lead">{companion.casesLead}</p>
        <ul className="site-grid companion-list">
          {companion.cases.map((story) => (
            <li key={story.title} className="site-card case-card">
              <span className="site-tag">{story.tag}</span>
              <h3 className="site-card__title case-card__title">{story.title}</h3>
              <p className="site-card__text">{story.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
