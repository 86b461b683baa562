import { anchors, companion, companionPaths, readers } from '../../../shared/content/companion';
import { SiteFooter } from '../../../shared/ui/site/SiteFooter';

/** The footer of the book pages, with the anchors to the downloads and the contact form. */
export function CompanionFooter() {
  return (
    <SiteFooter
      label={companion.footerNav}
      links={[
        { href: `#${anchors.downloads}`, text: readers.nav.downloads },
        { href: `#${anchors.contact}`, text: readers.nav.contact },
        { to: companionPaths.companion, text: companion.heroEyebrow },
        { to: '/', text: companion.personalServicesLink },
      ]}
      copyright={companion.footerCopyright}
    />
  );
}
