import type { NftCollect } from './nfts/NftCollect';
import type { ActivityFeed } from './activity/ActivityFeed';
import type { AuthService } from './auth/AuthService';
import type { GameApiConfig } from './config';
import type { NftStore } from './db/nftStore';
import type { NftActions } from './nfts/NftActions';
import type { TransferStore } from './db/transferStore';
import type { WalletStore } from './db/walletStore';
import type { FundsLedger } from './funds/FundsLedger';
import type { PlayerHistory } from './history/PlayerHistory';
import type { NotificationHub } from './notifications/NotificationHub';
import type { LiquidityPool } from './pool/LiquidityPool';
import type { Raffles } from './raffles/Raffles';
import type { Staking } from './staking/Staking';
import type { GameClock } from './time/GameClock';
import type { Withdrawals } from './transfers/Withdrawals';
import type { XpReader } from './xp/readXp';
import type { PlayerTransactions } from './playerTransactions/PlayerTransactions';
import type { FailedHistory } from './playerTransactions/failedToWire';

/** The services every route area is given. */
export interface GameContext {
  config: GameApiConfig;
  auth: AuthService;
  ledger: FundsLedger;
  nfts: NftStore;
  /** Upgrade, repair, feed and mini-game on the player's NFTs. */
  nftActions: NftActions;
  wallets: WalletStore;
  hub: NotificationHub;
  /** Seeds a just-registered wallet inside the sign-up transaction. */
  seedAccount: (walletId: string) => void;
  /** Starts minting the p2e NFTs created since (after a sign-up); a ticker catches the rest. */
  mintNfts: () => void;
  /** Prize NFTs the player collects; undefined without a game authority. */
  nftCollect: NftCollect | undefined;
  /** Real time (tests may set it): sessions, nonces, ledger and transfer timestamps. */
  now: () => number;
  /** Game time: real time plus what the dev routes moved it on; every game rule reads this one. */
  clock: GameClock;
  readXp: XpReader;
  transfers: TransferStore;
  /** Deposits, stakes and liquidity: the player's signed transaction, sent and booked in one request. */
  playerTransactions: PlayerTransactions;
  /** Those that failed for good, as the histories list them. */
  failedTransactions: FailedHistory;
  withdrawals: Withdrawals;
  pool: LiquidityPool;
  staking: Staking;
  raffles: Raffles;
  /** The player's activity feed, read from what the game records. */
  activity: ActivityFeed;
  /** The player's figures over time, for the charts. */
  history: PlayerHistory;
}
