import type { AuthService } from './auth/AuthService';
import type { GameApiConfig } from './config';
import type { NftStore } from './db/nftStore';
import type { TransferStore } from './db/transferStore';
import type { WalletStore } from './db/walletStore';
import type { FundsLedger } from './funds/FundsLedger';
import type { NotificationHub } from './notifications/NotificationHub';
import type { Deposits } from './transfers/Deposits';
import type { Withdrawals } from './transfers/Withdrawals';
import type { XpReader } from './xp/readXp';

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
  /** The server's clock (tests may set it): raffle and event schedules are computed from it. */
  now: () => number;
  readXp: XpReader;
  transfers: TransferStore;
  deposits: Deposits;
  withdrawals: Withdrawals;
}
