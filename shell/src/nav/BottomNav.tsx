import { Link, useLocation } from 'react-router-dom';
import { TABS } from '../tabs';
import { NavIcon } from './NavIcon';
import { useUnseenTabs } from './useGoodNews';

/**
 * A link is highlighted only when the current path equals its href exactly (docs/product-rules.md,
 * "Navigation"). Icon above a short label, in five equal columns, so all five fit (and stay reachable) on
 * a 320 px phone. The player's first sign of wanting a tab (the pointer over its link, a press or touch on
 * it, focus) is passed to `onIntent`, which starts loading it before the click (docs/performance.md). A tab
 * with good news not seen yet carries a badge, read as "new" (docs/product-rules.md, "Good news").
 */
export function BottomNav({ onIntent }: { onIntent?: (remote: string) => void }) {
  const { pathname } = useLocation();
  const unseen = useUnseenTabs(pathname);
  return (
    <nav className="bottom-nav" aria-label="Main">
      {TABS.map((tab) => {
        const active = pathname === tab.href;
        const intent = onIntent && (() => onIntent(tab.remote));
        const news = !active && unseen.includes(tab.href);
        return (
          <Link
            key={tab.href}
            to={tab.href}
            className={active ? 'bottom-nav__link bottom-nav__link--active' : 'bottom-nav__link'}
            aria-current={active ? 'page' : undefined}
            aria-label={news ? `${tab.label}, new` : undefined}
            onPointerEnter={intent}
            onPointerDown={intent}
            onTouchStart={intent}
            onFocus={intent}
          >
            <span className="bottom-nav__glyph">
              <NavIcon path={tab.icon} />
              {news && <span className="bottom-nav__badge" data-testid="nav-badge" />}
            </span>
            <span className="bottom-nav__label">{tab.label}</span>
          </Link>
        );
      })}
    </nav>
  );
}
