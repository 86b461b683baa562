import { AuthorQaSection } from '../components/AuthorQaSection';
import { AuthorSection } from '../components/AuthorSection';
import { CasesSection } from '../components/CasesSection';
import { CompanionFooter } from '../components/CompanionFooter';
import { CompanionHero } from '../components/CompanionHero';
import { ContactSection } from '../components/ContactSection';
import { DownloadsSection } from '../components/DownloadsSection';
import { EntryCards } from '../components/EntryCards';
import { InterviewSection } from '../components/InterviewSection';
import { ReviewsSection } from '../components/ReviewsSection';
import { SectionNav } from '../components/SectionNav';
import { ServicesSection } from '../components/ServicesSection';
import { useHashScroll } from '../hooks/use-hash-scroll';
import '../companion.css';

/** The book companion page `/pivot` (spec part 1 §1, §2), every anchor of §2 on it. */
export default function CompanionPage() {
  useHashScroll();
  return (
    <main id="main-content" className="site-main">
      <CompanionHero />
      <SectionNav />
      <AuthorSection />
      <EntryCards />
      <CasesSection />
      <DownloadsSection />
      <ReviewsSection />
      <InterviewSection />
      <AuthorQaSection />
      <ServicesSection />
      <ContactSection />
      <CompanionFooter />
    </main>
  );
}
