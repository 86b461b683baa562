import { landing } from '../../../shared/content/landing';
import { FeatureIcon } from './FeatureIcon';

/** The six features of spec part 1 §1. */
export function FeatureGrid() {
  return (
    <section className="site-section" aria-labelledby="features-title">
      <div className="site-container">
        <h2 className="site-section__title" id="features-title">
          {landing.featuresTitle}
        </h2>
        <p className="site-section__lead">{landing.featuresLead}</p>
        <ul className="site-grid landing-list">
          {landing.features.map((feature) => (
            <li key={feature.key} className="site-card landing-feature">
              <FeatureIcon feature={feature.key} />
              <h3 className="site-card__title">{feature.title}</h3>
              <p className="site-card__text">{feature.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
