import { Link } from 'react-router';
import { companionPaths } from '../../../shared/content/books';
import { landing } from '../../../shared/content/landing';

export function LandingFooter() {
  return (
    <footer className="site-footer">
      <div className="site-container">
        <nav className="site-footer__nav" aria-label={landing.footerNav}>
          <ul>
            <li>
              <Link to={companionPaths.companion}>{landing.bookLink}</Link>
            </li>
            <li>
              <Link to={companionPaths.readers}>{landing.footerLinks.readers}</Link>
            </li>
            <li>
              <Link to={`${companionPaths.companion}#contact`}>{landing.footerLinks.contact}</Link>
            </li>
          </ul>
        </nav>
        <p>{landing.footerCopyright}</p>
      </div>
    </footer>
  );
}
