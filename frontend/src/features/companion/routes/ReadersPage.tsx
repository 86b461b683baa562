import { anchors, readers } from '../../../shared/content/companion';
import { AuthorQaSection } from '../components/AuthorQaSection';
import { CompanionFooter } from '../components/CompanionFooter';
import { ContactSection } from '../components/ContactSection';
import { DownloadsSection } from '../components/DownloadsSection';
import { InterviewSection } from '../components/InterviewSection';
import { SectionNav } from '../components/SectionNav';
import { useHashScroll } from '../hooks/use-hash-scroll';
import '../companion.css';

const readersNav = [
  { anchor: anchors.downloads, label: readers.nav.downloads },
  { anchor: anchors.contact, label: readers.nav.contact },
];

/** The book-readers page (spec part 1 §1): anchors to downloads and contact, the media feature, the author Q&A. */
export default function ReadersPage() {
  useHashScroll();
  return (
    <main id="main-content" className="site-main">
      <section className="site-hero site-hero--compact" aria-labelledby="readers-title">
        <div className="site-container">
          <h1 id="readers-title" className="site-hero__title">
            {readers.title}
          </h1>
          <p className="site-hero__lead">{readers.lead}</p>
        </div>
      </section>
      <SectionNav items={readersNav} />
      <InterviewSection />
      <AuthorQaSection />
      <DownloadsSection />
      <ContactSection />
      <CompanionFooter />
    </main>
  );
}
