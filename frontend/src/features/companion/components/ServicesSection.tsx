import { Link } from 'react-router';
import { anchors, companion } from '../../../shared/content/companion';
import { useCorporateTrainingLink } from '../../../shared/lib/site-links';
import { ExternalLink } from './ExternalLink';

/**
 * Services (anchor #services): corporate offers apart from personal ones. The corporate link goes to
 * the operator's site in a new tab (`CORPORATE_TRAINING_URL`), or to this page's inquiry form when
 * the setting is a page of this site.
 */
export function ServicesSection() {
  const corporate = useCorporateTrainingLink();
  return (
    <section id={anchors.services} className="site-section" aria-labelledby="services-title">
      <div className="site-container">
        <h2 className="site-section__title" id="services-title">
          {companion.servicesTitle}
        </h2>
        <div className="services">
          <div className="services__group services__group--corporate">
            <h3 className="services__title">{companion.corporateServicesTitle}</h3>
            <ul className="services__list">
              {companion.corporateServices.map((service) => (
                <li key={service.title}>
                  <strong>{service.title}</strong>
                  <p className="site-card__text">{service.text}</p>
                </li>
              ))}
            </ul>
            {corporate?.external ? (
              <ExternalLink href={corporate.url} className="site-button site-button--primary">
                {companion.corporateServicesLink}
              </ExternalLink>
            ) : (
              <a href={`#${anchors.contact}`} className="site-button site-button--primary">
                {companion.corporateServicesContact}
              </a>
            )}
          </div>
          <div className="services__group">
            <h3 className="services__title">{companion.personalServicesTitle}</h3>
            <ul className="services__list">
              {companion.personalServices.map((service) => (
                <li key={service.title}>
                  <strong>{service.title}</strong>
                  <p className="site-card__text">{service.text}</p>
                </li>
              ))}
            </ul>
            <Link to="/" className="site-button site-button--accent">
              {companion.personalServicesLink}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
