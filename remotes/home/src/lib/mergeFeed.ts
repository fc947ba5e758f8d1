import type { ActivityItem, ActivityPage } from '../api/homeApi';

/** What the activity page shows: items newest first, and where the next older page starts. */
export interface Feed {
  items: readonly ActivityItem[];
  next: string | null;
}

export const EMPTY_FEED: Feed = { items: [], next: null };

/** Whether `a` comes after `b` in the feed (older): by time, then by id as text, as the game orders it. */
function isOlder(a: ActivityItem, b: ActivityItem): boolean {
  const at = Date.parse(a.at) - Date.parse(b.at);
  return at !== 0 ? at < 0 : a.id < b.id;
}

/**
 * The newest page, fetched again (a socket message said something changed): it replaces everything shown down
 * to its last item (a pending item may have become another, booked one), and what was shown older than that
 * stays below it, with the next page after it. When the newest page is the whole feed, it is all there is.
 */
export function withFirstPage(feed: Feed, page: ActivityPage): Feed {
  const last = page.items[page.items.length - 1];
  if (!last || page.next === null) return { items: page.items, next: page.next };
  const ids = new Set(page.items.map((item) => item.id));
  const older = feed.items.filter((item) => !ids.has(item.id) && isOlder(item, last));
  return older.length > 0
    ? { items: [...page.items, ...older], next: feed.next }
    : { items: page.items, next: page.next };
}

/** An older page, fetched with the feed's `next`, added below what is shown (an item already shown is kept). */
export function withOlderPage(feed: Feed, page: ActivityPage): Feed {
  const ids = new Set(feed.items.map((item) => item.id));
  return { items: [...feed.items, ...page.items.filter((item) => !ids.has(item.id))], next: page.next };
}
