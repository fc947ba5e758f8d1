import { Link, useLocation } from 'react-router-dom';
import { TABS } from '../tabs';

/** A link is highlighted only when the current path equals its href exactly (SPEC §2). */
export function BottomNav() {
  const { pathname } = useLocation();
  return (
    <nav className="bottom-nav" aria-label="Main">
      {TABS.map((tab) => {
        const active = pathname === tab.href;
        return (
          <Link
            key={tab.href}
            to={tab.href}
            className={active ? 'bottom-nav__link bottom-nav__link--active' : 'bottom-nav__link'}
            aria-current={active ? 'page' : undefined}
          >
            {tab.label}
          </Link>
        );
      })}
    </nav>
  );
}
