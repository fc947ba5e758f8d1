import { Link, useLocation } from 'react-router-dom';
import { TABS } from '../tabs';
import { NavIcon } from './NavIcon';

/**
 * A link is highlighted only when the current path equals its href exactly (docs/product-rules.md,
 * "Navigation"). Icon above a short label, in five equal columns, so all five fit (and stay reachable) on
 * a 320 px phone.
 */
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
            <NavIcon name={tab.remote} />
            <span className="bottom-nav__label">{tab.label}</span>
          </Link>
        );
      })}
    </nav>
  );
}
