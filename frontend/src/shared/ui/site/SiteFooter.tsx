import { Link } from 'react-router';

/** A footer link: a route of the app (`to`) or an anchor on the page (`href`). */
export type SiteFooterLink = { text: string } & ({ to: string } | { href: string });

/** The footer of a public page: its links and the copyright. */
export function SiteFooter({ label, links, copyright }: { label: string; links: SiteFooterLink[]; copyright: string }) {
  return (
    <footer className="site-footer">
      <div className="site-container">
        <nav className="site-footer__nav" aria-label={label}>
          <ul>
            {links.map((link) => (
              <li key={link.text}>{'to' in link ? <Link to={link.to}>{link.text}</Link> : <a href={link.href}>{link.text}</a>}</li>
            ))}
          </ul>
        </nav>
        <p>{copyright}</p>
      </div>
    </footer>
  );
}
