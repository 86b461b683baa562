import { Link } from 'react-router';
import { companion, companionPaths, landing } from '../../../shared/content/companion';

export function LandingFooter() {
  return (
    <footer className="site-footer">
      <div className="site-container">
        <nav className="site-footer__nav" aria-label={companion.footerNav}>
          <ul>
            <li>
              <Link to={companionPaths.companion}>{landing.bookLink}</Link>
            </li>
            <li>
              <Link to={companionPaths.readers}>読者のみなさまへ</Link>
            </li>
            <li>
              <Link to={`${companionPaths.companion}#contact`}>お問い合わせ</Link>
            </li>
          </ul>
        </nav>
        <p>{companion.footerCopyright}</p>
      </div>
    </footer>
  );
}
