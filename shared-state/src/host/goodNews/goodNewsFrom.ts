import { groupDigits } from '../../format';
import type { ActivityItem, StakingOverview } from '../../schemas';
import type { GoodNews } from '../../stores/goodNewsStore';

// What counts as good news and what it says (docs/product-rules.md, "Good news"). The game already says each
// of these in its activity feed or its staking overview; nothing here decides what the player won.

/** Routes of the tabs the news belongs to (config/tabs.json). */
export const NEWS_TABS = { raffles: '/raffles', inventory: '/inventory', staking: '/staking' } as const;

/** A raffle won and an adventure paid, from the newest page of the activity feed. */
export function newsFromActivity(items: readonly ActivityItem[]): (GoodNews & { at: string })[] {
  return items.flatMap((item): (GoodNews & { at: string })[] => {
    if (item.status !== 'confirmed') return [];
    if (item.kind === 'raffleWin') {
      const [place, prize] = (item.detail ?? 'a prize').split(': ');
      const where = item.subject ? ` in ${item.subject}` : '';
      const message = `You won the ${place}${where}${prize ? `: ${prize}` : ''}!`;
      return [{ id: `raffleWin:${item.id}`, tab: NEWS_TABS.raffles, message, at: item.at }];
    }
    if (item.kind === 'adventure') {
      const paid = item.changes
        .filter((change) => !change.amount.startsWith('-'))
        .map((change) => `${groupDigits(change.amount.replace(/^\+/, ''))} ${change.token}`);
      const who = item.subject ?? 'Your pet';
      const message = `${who} is back from an adventure${paid.length ? ` with ${paid.join(' and ')}` : ''}!`;
      return [{ id: `adventure:${item.id}`, tab: NEWS_TABS.inventory, message, at: item.at }];
    }
    return [];
  });
}

/** A locked stake whose lock has ended on the game clock: its rewards and principal can be taken now. */
export function newsFromStaking(overview: StakingOverview): GoodNews[] {
  const now = Date.parse(overview.now);
  return overview.positions.flatMap((position): GoodNews[] => {
    if (position.status !== 'active' || position.lockDays === 0) return [];
    if (Date.parse(position.lockEnd) > now) return [];
    const unit = position.token === 'DFL' ? 'DFL' : 'DFL/USDC LP';
    return [
      {
        id: `unlocked:${position.id}`,
        tab: NEWS_TABS.staking,
        message: `Your ${position.lockDays}-day stake of ${groupDigits(position.amount)} ${unit} is unlocked: claim its rewards or take it out.`,
      },
    ];
  });
}

/**
 * When, on the device's clock, the next locked stake unlocks (the overview's `now` is the game's clock at
 * `readAt`); null when none waits.
 */
export function nextUnlockAt(overview: StakingOverview, readAt: number): number | null {
  const offset = Date.parse(overview.now) - readAt;
  const ends = overview.positions
    .filter((p) => p.status === 'active' && p.lockDays > 0)
    .map((p) => Date.parse(p.lockEnd) - offset)
    .filter((at) => at > readAt);
  return ends.length ? Math.min(...ends) : null;
}
