import { useGameData } from '@companion/tab-kit';
import type { RaffleEvent, TicketOffers, WalletRaffle } from '@companion/shared-state';
import { rafflesApi } from '../api/rafflesApi';

export interface RafflesData {
  raffles: RaffleEvent[];
  /** The signed-in wallet's entries and wins, by raffle id. */
  mine: ReadonlyMap<string, WalletRaffle>;
  offers: TicketOffers;
}

const REFRESH_ON = ['raffleUpdated'];

/** Raffles, the player's entries and the ticket prices, loaded together and refreshed on raffleUpdated. */
export function useRafflesData(walletId: string) {
  return useGameData<RafflesData>(
    walletId || null,
    async () => {
      const api = rafflesApi();
      const [raffles, mine, offers] = await Promise.all([
        api.getRaffleEvents(),
        api.getWalletRaffles(),
        api.getTicketOffers(),
      ]);
      return { raffles, mine: new Map(mine.map((item) => [item.raffleId, item])), offers };
    },
    { refreshOn: REFRESH_ON },
  );
}
