import { gameRead } from '@companion/tab-kit';
import { currentEvents } from '../lib/currentEvents';
import { homeApi } from './homeApi';

/**
 * The home page's first reads, declared once: its cards show them (`useGameRead`), and App.tsx starts them
 * with the session, before the page's first render (docs/tab-kit.md, "Reads started with the session").
 */
export const xpRead = gameRead(
  (wallet) => `xp:${wallet}`,
  (wallet) => homeApi().getXp(wallet),
);
export const raffleRead = gameRead('raffles', () => homeApi().getRaffleEvents());
export const eventsRead = gameRead('events', async () =>
  currentEvents(await homeApi().getGameEvents(), Date.now()),
);
export const portfolioRead = gameRead(
  (wallet) => `portfolio:${wallet}`,
  () => homeApi().getPortfolio(),
);

export const FIRST_READS = [xpRead, raffleRead, eventsRead, portfolioRead];
