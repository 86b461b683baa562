import { landing } from '../../../shared/content/landing';

/** The marketing claims of spec part 1 §1 and §9. */
export function ClaimsStrip() {
  return (
    <section className="landing-claims" aria-label={landing.claimsLabel}>
      <ul className="site-container landing-claims__list">
        {landing.claims.map((claim) => (
          <li key={claim.value} className="landing-claims__item">
            <strong className="landing-claims__value">{claim.value}</strong>
            <span className="landing-claims__label">{claim.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
