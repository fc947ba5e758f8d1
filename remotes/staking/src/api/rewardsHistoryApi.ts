// The rewards history the staking tab charts, through the shell's game client: imported only by the chart, a
// chunk loaded after the page (docs/performance.md, "Charts").
import { getGameApi } from '@companion/shared-state';
import type { RewardsHistory } from '@companion/shared-state/schemas';

export type { RewardsHistory };

export const loadRewardsHistory = (): Promise<RewardsHistory> => getGameApi().getRewardsHistory();
