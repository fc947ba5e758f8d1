import { matchPath } from 'react-router-dom';
import tabList from '../../config/tabs.json';

/** A tab of the bottom navigation (docs/product-rules.md, "Navigation"), served by its own remote. */
export interface Tab {
  remote: string;
  label: string;
  href: string;
  /** Route pattern in the shell; the remote renders what is below it. */
  path: string;
  /** Its nav icon's SVG path data (24×24). */
  icon: string;
}

/** Built from config/tabs.json, the one list of tabs: a new entry there is a new route, nav link and icon. */
export const TABS: readonly Tab[] = tabList.map(({ name, route, title, icon }) => ({
  remote: name,
  label: title,
  href: route,
  // Home owns "/" only; every other tab owns its whole subtree (staking also serves /staking/add-lp).
  path: route === '/' ? '/' : `${route}/*`,
  icon,
}));

/**
 * The tab shown at `pathname` (its route or below it), or null for a page of the shell's own (About). Matched
 * as the router matches a tab's route pattern, so the shell's routes and this agree on every path.
 */
export function tabAt(pathname: string): Tab | null {
  return TABS.find((tab) => matchPath(tab.path, pathname || '/') !== null) ?? null;
}
