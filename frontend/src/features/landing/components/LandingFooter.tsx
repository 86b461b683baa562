import { companionPaths } from '../../../shared/content/books';
import { landing } from '../../../shared/content/landing';
import { SiteFooter } from '../../../shared/ui/site/SiteFooter';

export function LandingFooter() {
  return (
    <SiteFooter
      label={landing.footerNav}
      links={[
        { to: companionPaths.companion, text: landing.bookLink },
        { to: companionPaths.readers, text: landing.footerLinks.readers },
        { to: `${companionPaths.companion}#contact`, text: landing.footerLinks.contact },
      ]}
      copyright={landing.footerCopyright}
    />
  );
}
