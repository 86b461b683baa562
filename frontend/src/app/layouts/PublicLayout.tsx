import { Outlet, ScrollRestoration } from 'react-router';
import { SkipLink } from '../../shared/ui/SkipLink';
import { Toaster } from '../../shared/ui/site/Toaster';
import '../../shared/ui/site/site.css';
import { DocumentTitle } from '../components/DocumentTitle';
import { PublicTopBar } from '../components/PublicTopBar';

/**
 * The frame of the public pages: plain markup styled with the brand's CSS variables and no antd,
 * so a first visit to `/` stays under 150 KiB of JavaScript (docs/benchmarks.md, page weight).
 */
export function PublicLayout() {
  return (
    <div className="site">
      <SkipLink />
      <DocumentTitle />
      <PublicTopBar />
      <Outlet />
      <Toaster />
      <ScrollRestoration />
    </div>
  );
}
