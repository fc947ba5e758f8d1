import { TABS } from '../tabs';

/**
 * Where Back goes when the app has no earlier page of its own (the page was opened directly or
 * reloaded): the main page of the tab it belongs to (/staking/add-lp → /staking), or home.
 */
export function parentPath(pathname: string): string {
  const tab = TABS.find((t) => t.href !== '/' && (pathname === t.href || pathname.startsWith(`${t.href}/`)));
  return tab && pathname !== tab.href ? tab.href : '/';
}

/**
 * React Router marks the first location it saw in this browser tab with the key "default": from there,
 * going back in history would leave the app.
 */
export function isFirstAppPage(locationKey: string): boolean {
  return locationKey === 'default';
}
