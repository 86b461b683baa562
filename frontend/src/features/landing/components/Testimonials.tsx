import { landing } from '../../../shared/content/landing';

export function Testimonials() {
  return (
    <section className="site-section" aria-labelledby="testimonials-title">
      <div className="site-container">
        <h2 className="site-section__title" id="testimonials-title">
          {landing.testimonialsTitle}
        </h2>
        <ul className="site-grid landing-list">
          {landing.testimonials.map((testimonial) => (
            <li key={testimonial.author} className="site-card">
              <figure className="landing-testimonial">
                <blockquote className="landing-testimonial__text">{testimonial.text}</blockquote>
                <figcaption className="landing-testimonial__author">{testimonial.author}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <p className="landing-note">{landing.testimonialsNote}</p>
      </div>
    </section>
  );
}
