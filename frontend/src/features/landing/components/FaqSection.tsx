import { landing } from '../../../shared/content/landing';

/** The FAQ of spec part 1 §1, as native disclosure widgets (keyboard and screen readers for free). */
export function FaqSection() {
  return (
    <section className="site-section site-section--canvas" aria-labelledby="faq-title">
      <div className="site-container landing-faq">
        <h2 className="site-section__title" id="faq-title">
          {landing.faqTitle}
        </h2>
        {landing.faq.map((item) => (
          <details key={item.q} className="landing-faq__item">
            <summary className="landing-faq__question">{item.q}</summary>
            <p className="landing-faq__answer">{item.a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
