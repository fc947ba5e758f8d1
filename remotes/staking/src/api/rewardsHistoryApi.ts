// The rewards history the staking tab charts, declared in shared-state's routes and shipped with the tab:
// imported only by the chart, a chunk loaded after the page (docs/performance.md, "Charts").
import { getGameApi } from '@companion/shared-state';
import { historyRoutes } from '@companion/shared-state/routes';
import type { RewardsHistory } from '@companion/shared-state/schemas';

export type { RewardsHistory };

export const loadRewardsHistory = (): Promise<RewardsHistory> =>
  getGameApi().call(historyRoutes.getRewardsHistory);
