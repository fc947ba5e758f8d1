import { activityItem } from '../testing/fakes';
import { withFirstPage, withOlderPage, type Feed } from './mergeFeed';

/** Item n of a feed where a higher n is newer: one second apart. */
const item = (n: number, overrides = {}) =>
  activityItem({
    id: `movement:${String(n).padStart(12, '0')}`,
    at: new Date(n * 1000).toISOString(),
    ...overrides,
  });
const ids = (feed: Feed) => feed.items.map((shown) => Number(shown.id.slice(-12)));

describe('the activity feed across pages and live updates', () => {
  it('adds older pages below, an item already shown only once', () => {
    const first = withFirstPage({ items: [], next: null }, { items: [item(9), item(8)], next: 'c8' });
    const second = withOlderPage(first, { items: [item(8), item(7), item(6)], next: 'c6' });
    expect(ids(second)).toEqual([9, 8, 7, 6]);
    expect(second.next).toBe('c6');
    expect(withOlderPage(second, { items: [item(5)], next: null }).next).toBeNull();
  });

  it('keeps the older pages shown when the newest page comes again with new items', () => {
    const shown: Feed = { items: [item(9), item(8), item(7), item(6)], next: 'c6' };
    // Two new items pushed 8 and 7 out of the newest page: they stay, between it and the older ones.
    const live = withFirstPage(shown, { items: [item(11), item(10), item(9)], next: 'c9' });
    expect(ids(live)).toEqual([11, 10, 9, 8, 7, 6]);
    expect(live.next).toBe('c6');
  });

  it('takes the newest page as it is now: a pending item that became another one is not kept', () => {
    const shown: Feed = {
      items: [item(9, { id: 'tx:sig', status: 'pending' }), item(8), item(7)],
      next: 'c7',
    };
    const booked = item(9, { id: 'transfer:abc' });
    const live = withFirstPage(shown, { items: [booked, item(8)], next: 'c8' });
    expect(live.items.map((shownItem) => shownItem.id)).toEqual([
      'transfer:abc',
      'movement:000000000008',
      'movement:000000000007',
    ]);
  });

  it('is the newest page alone when that page is the whole feed', () => {
    const shown: Feed = { items: [item(9), item(8)], next: 'c8' };
    expect(withFirstPage(shown, { items: [item(10), item(9)], next: null })).toEqual({
      items: [item(10), item(9)],
      next: null,
    });
  });
});
