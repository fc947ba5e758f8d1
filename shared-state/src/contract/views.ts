import { useConfigStore as configStore } from '../configStore';
import { useServices as servicesStore } from '../services';
import { useHeaderStore as headerStore, type HeaderFields } from '../stores/headerStore';
import { useLoginStore as loginStore, type LoginFields } from '../stores/loginStore';
import { useNftStore as nftStore, type NftState } from '../stores/nftStore';
import { useBalanceReadStore as balanceReadStore, type BalanceRead } from '../stores/balanceReadStore';
import type { StoreView } from './storeView';

// The tab entry's stores: what a tab reads. The shell writes through '@companion/shared-state/host'; a tab
// changes the header with useHeaderOptions, reloads NFTs with loadNfts, and reaches the game with getGameApi.

/** The session: token, public key, layout, the Ledger switch. Signing in and out is the shell's. */
export const useLoginStore: StoreView<LoginFields> = loginStore;

/** The header's fields: title, buttons, balances of both wallets, the selected wallet, filter clicks. */
export const useHeaderStore: StoreView<HeaderFields> = headerStore;

/**
 * Whether each wallet's balances were read: GLOBAL from the chain, IN_GAME from the game. `unknown` when they
 * could not be read (show them as unknown with a retry, `refreshBalances`, never as 0). The session reads
 * again by itself meanwhile.
 */
export const useBalanceReadStore: StoreView<{ global: BalanceRead; inGame: BalanceRead }> = balanceReadStore;

/** The account's game NFTs and their load status. */
export const useNftStore: StoreView<Pick<NftState, 'nfts' | 'status'>> = nftStore;

/** The runtime config the shell loaded (null before). */
export const useConfigStore: StoreView<{ config: ReturnType<typeof configStore.getState>['config'] }> =
  configStore;

type Services = ReturnType<typeof servicesStore.getState>;
/** The services the shell provides to every tab: the game API client and the balance refresh. */
export const useServices: StoreView<Pick<Services, 'gameApi' | 'refreshBalances'>> = servicesStore;
