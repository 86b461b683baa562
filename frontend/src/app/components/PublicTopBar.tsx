import { Link, useLocation } from 'react-router';
import { messages } from '../../locales/ja-JP/messages';
import { profileTexts } from '../../locales/ja-JP/profile';
import { useCurrentUser } from '../../shared/auth/current-user';
import { site } from '../../shared/content/books';
import { loginUrl, logoutPath } from '../../shared/lib/navigation';
import { BrandMark } from '../../shared/ui/BrandMark';
import { adminDashboardPath, greeting, loginReturnPath, profilePath } from '../account';

/**
 * The top bar of the public pages (spec part 1 §2): the same mark and title, admin toggle and account area
 * as `TopBar`, in plain markup so these pages load no antd (docs/benchmarks.md, page weight).
 */
export function PublicTopBar() {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  return (
    <header className="site-top-bar">
      <Link to="/" className="site-top-bar__title">
        <BrandMark size={32} />
        <span className="site-top-bar__name">{site.title}</span>
      </Link>
      <div className="site-top-bar__account">
        {user?.isAdmin && (
          <Link to={adminDashboardPath} className="site-button">
            {messages.topBar.toAdmin}
          </Link>
        )}
        {isLoading ? (
          <button type="button" className="site-button" disabled aria-busy="true">
            <span className="site-button__spinner" aria-hidden="true" />
            {messages.common.loading}
          </button>
        ) : user ? (
          <>
            <Link to={profilePath} className="site-top-bar__greeting" aria-label={profileTexts.linkLabel(greeting(user))} title={profileTexts.link}>
              {greeting(user)}
            </Link>
            <a href={logoutPath} className="site-button">
              {messages.auth.logout}
            </a>
          </>
        ) : (
          <a href={loginUrl(loginReturnPath(location))} className="site-button site-button--primary">
            {messages.auth.login}
          </a>
        )}
      </div>
    </header>
  );
}
