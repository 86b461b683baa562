import { anchors, inquiry } from '../../../shared/content/companion';
import { InquiryForm } from './InquiryForm';

/** The contact section (anchor #contact) with the inquiry form. */
export function ContactSection() {
  return (
    <section id={anchors.contact} className="site-section" aria-labelledby="contact-title">
      <div className="site-container contact-section">
        <h2 className="site-section__title" id="contact-title">
          {inquiry.title}
        </h2>
        <p className="site-section__lead">{inquiry.lead}</p>
        <InquiryForm />
      </div>
    </section>
  );
}
