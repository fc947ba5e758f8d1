import type { AuthService } from './auth/AuthService';
import type { GameApiConfig } from './config';
import type { NftStore } from './db/nftStore';
import type { WalletStore } from './db/walletStore';
import type { FundsLedger } from './funds/FundsLedger';
import type { NotificationHub } from './notifications/NotificationHub';

/** The services every route area is given. */
export interface GameContext {
  config: GameApiConfig;
  auth: AuthService;
  ledger: FundsLedger;
  nfts: NftStore;
  wallets: WalletStore;
  hub: NotificationHub;
  /** Seeds a just-registered wallet inside the sign-up transaction. */
  seedAccount: (walletId: string) => void;
}
