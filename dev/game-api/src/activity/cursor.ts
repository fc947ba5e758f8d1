import { ACTIVITY_CURSOR } from '@companion/shared-state/schemas';

/** Where a page starts: after the item at `at` (ms) with id `key`, in the feed's order. */
export interface FeedPosition {
  at: number;
  key: string;
}

/** The start of the feed: later than any time, and after it any id (every id is ASCII before "~"). */
export const FEED_START: FeedPosition = { at: Number.MAX_SAFE_INTEGER, key: '~' };

export function cursorOf(position: FeedPosition): string {
  return `${position.at}:${position.key}`;
}

/** A page's `next` read back; the query schema has already checked its form. */
export function positionOf(cursor: string): FeedPosition {
  const match = ACTIVITY_CURSOR.exec(cursor);
  if (!match) throw new Error(`"${cursor}" is not an activity cursor`);
  return { at: Number(match[1]), key: match[2]! };
}
