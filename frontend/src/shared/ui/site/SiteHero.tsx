import type { ReactNode } from 'react';

/**
 * The hero of a public page (the landing page, the book pages): an eyebrow, the page's one `h1`,
 * a lead, the calls to action, and beside them the books. `large` is the landing page's size.
 */
export function SiteHero({
  titleId,
  eyebrow,
  title,
  lead,
  actions,
  aside,
  large = false,
}: {
  titleId: string;
  eyebrow: ReactNode;
  title: ReactNode;
  lead: ReactNode;
  actions: ReactNode;
  aside: ReactNode;
  large?: boolean;
}) {
  return (
    <section className={large ? 'site-hero site-hero--large' : 'site-hero'} aria-labelledby={titleId}>
      <div className="site-container site-hero__inner">
        <div>
          <p className="site-hero__eyebrow">{eyebrow}</p>
          <h1 id={titleId} className="site-hero__title">
            {title}
          </h1>
          <p className="site-hero__lead">{lead}</p>
          <div className="site-hero__actions">{actions}</div>
        </div>
        {aside}
      </div>
    </section>
  );
}
