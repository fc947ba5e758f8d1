// The history calls the home tab's charts make, through the shell's game client: imported only by the chart
// blocks, which load when a player opens one (docs/performance.md, "Charts").
import { getGameApi } from '@companion/shared-state';
import type { ValueHistory, XpHistory } from '@companion/shared-state/schemas';

export type { ValueHistory, XpHistory };

export const loadXpHistory = (): Promise<XpHistory> => getGameApi().getXpHistory();

export const loadValueHistory = (): Promise<ValueHistory> => getGameApi().getValueHistory();
