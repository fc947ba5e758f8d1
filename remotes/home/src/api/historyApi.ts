// The history calls the home tab's charts make, declared in shared-state's routes and shipped with the tab:
// imported only by the chart blocks, which load when a player opens one (docs/performance.md, "Charts").
import { getGameApi } from '@companion/shared-state';
import { historyRoutes } from '@companion/shared-state/routes';
import type { ValueHistory, XpHistory } from '@companion/shared-state/schemas';

export type { ValueHistory, XpHistory };

export const loadXpHistory = (): Promise<XpHistory> => getGameApi().call(historyRoutes.getXpHistory);

export const loadValueHistory = (): Promise<ValueHistory> => getGameApi().call(historyRoutes.getValueHistory);
