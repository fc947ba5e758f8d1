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

const escaped = (text: string) => text.replace(/[\\.*+^${}|()[\]?]/g, '\\$&');

/**
 * Each tab's path pattern as the router reads one (react-router's `matchPath`, not case-sensitive): home's "/"
 * with any number of slashes, another tab's route followed by nothing, slashes, or a page below it. Written
 * out rather than taken from the router so that the sign-in's first steps, which run before the router has
 * loaded, find the tab a sign-in lands on (docs/performance.md, "The sign-in's round trips and the first
 * frames' work"); a test holds the two to each other on every kind of path.
 */
const PATTERNS = TABS.map((tab) => ({
  tab,
  pattern: new RegExp(tab.href === '/' ? '^/+$' : `^${escaped(tab.href)}(?:/(.+)|/*)$`, 'i'),
}));

/** The tab shown at `pathname` (its route or below it), or null for a page of the shell's own (About). */
export function tabAt(pathname: string): Tab | null {
  return PATTERNS.find(({ pattern }) => pattern.test(pathname || '/'))?.tab ?? null;
}
