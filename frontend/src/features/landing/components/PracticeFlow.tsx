import { landing } from '../../../shared/content/landing';

/** The four-step flow: theory review, practice, reflection, sharing. */
export function PracticeFlow() {
  return (
    <section className="site-section site-section--soft" aria-labelledby="flow-title">
      <div className="site-container">
        <h2 className="site-section__title" id="flow-title">
          {landing.flowTitle}
        </h2>
        <p className="site-section__lead">{landing.flowLead}</p>
        <ol className="landing-flow">
          {landing.flow.map((step, index) => (
            <li key={step.title} className="landing-flow__step">
              <span className="landing-flow__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="site-card__title">{step.title}</h3>
              <p className="site-card__text">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
