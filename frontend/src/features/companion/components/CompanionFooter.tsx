import { Link } from 'react-router';
import { anchors, companion, companionPaths, readers } from '../../../shared/content/companion';

/** The footer of the book pages, with the anchors to the downloads and the contact form. */
export function CompanionFooter() {
  return (
    <footer className="site-footer">
      <div className="site-container">
        <nav className="site-footer__nav" aria-label={companion.footerNav}>
          <ul>
            <li>
              <a href={`#${anchors.downloads}`}>{readers.nav.downloads}</a>
            </li>
            <li>
              <a href={`#${anchors.contact}`}>{readers.nav.contact}</a>
            </li>
            <li>
              <Link to={companionPaths.companion}>{companion.heroEyebrow}</Link>
            </li>
            <li>
              <Link to="/">{companion.personalServicesLink}</Link>
            </li>
          </ul>
        </nav>
        <p>{companion.footerCopyright}</p>
      </div>
    </footer>
  );
}
