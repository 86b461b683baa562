import { companion } from '../../../shared/content/companion';

/** The in-page menu: a link to each section, scrolling sideways on a phone. */
export function SectionNav({ items = companion.sectionNav }: { items?: readonly { anchor: string; label: string }[] }) {
  return (
    <nav className="section-nav" aria-label={companion.sectionNavLabel}>
      <ul className="site-container section-nav__list">
        {items.map((item) => (
          <li key={item.anchor}>
            <a href={`#${item.anchor}`} className="section-nav__link">
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
