import { Navigate } from 'react-router';
import { useCurrentUser } from '../../../shared/auth/current-user';
import { ClaimsStrip } from '../components/ClaimsStrip';
import { ClosingCall } from '../components/ClosingCall';
import { FaqSection } from '../components/FaqSection';
import { FeatureGrid } from '../components/FeatureGrid';
import { LandingFooter } from '../components/LandingFooter';
import { LandingHero } from '../components/LandingHero';
import { PracticeFlow } from '../components/PracticeFlow';
import { Testimonials } from '../components/Testimonials';
import '../landing.css';

/**
 * The public landing page for signed-out visitors (spec part 1 §1, §2). A signed-in user lands in
 * the community instead: the server redirects a page load of `/` with a session, and this covers
 * navigation inside the app. While the current user loads the page is shown: most visitors to `/`
 * are signed out, and they should not wait for the probe to see it.
 * @public The route table imports this module whole (`app/routes.tsx`), which knip cannot follow.
 */
export default function LandingPage() {
  const { isSignedIn } = useCurrentUser();
  if (isSignedIn) return <Navigate to="/community" replace />;
  return (
    <main id="main-content" className="site-main">
      <LandingHero />
      <ClaimsStrip />
      <FeatureGrid />
      <PracticeFlow />
      <Testimonials />
      <FaqSection />
      <ClosingCall />
      <LandingFooter />
    </main>
  );
}
