import { create } from 'zustand';
import type { createGameApi } from './api';

export type GameApi = ReturnType<typeof createGameApi>;

/**
 * What the shell provides to every tab once a session starts: the one game API client (its
 * authorization follows the login token) and a way to refresh balances after a tab's transaction.
 */
interface ServicesState {
  gameApi: GameApi | null;
  /** Re-reads IN_GAME funds from the game API and GLOBAL balances from the chain. */
  refreshBalances: () => Promise<void>;
  provide: (services: Partial<Pick<ServicesState, 'gameApi' | 'refreshBalances'>>) => void;
}

export const useServices = create<ServicesState>()((set) => ({
  gameApi: null,
  refreshBalances: async () => undefined,
  provide: (services) => set(services),
}));

/** The game API client; throws when used before the shell has provided it (a programming error). */
export function getGameApi(): GameApi {
  const { gameApi } = useServices.getState();
  if (!gameApi) throw new Error('The game API client is not available yet');
  return gameApi;
}

export function refreshBalances(): Promise<void> {
  return useServices.getState().refreshBalances();
}
