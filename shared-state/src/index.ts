// The tab contract: everything a tab may use. What only the shell calls (session start and end, config
// loading, socket lifecycle, store writes) is at '@companion/shared-state/host', which ESLint keeps tabs out of.
// docs/contract.md says what is where and why.
export { getConfig, MAINNET_RPC_URL } from './configStore';
export type { RemoteConfig, RuntimeConfig } from './config';
export { CONTRACT_VERSION } from './contract/version';
export {
  useBalanceReadStore,
  useConfigStore,
  useHeaderStore,
  useLoginStore,
  useNftStore,
  useServices,
} from './contract/views';
export type { BalanceRead } from './stores/balanceReadStore';
export type { StoreView } from './contract/storeView';
export {
  DEFAULT_TITLE,
  Layout,
  useHeaderOptions,
  loadNfts,
  type HeaderFields,
  type HeaderOptions,
  type HeaderTokens,
  type LoginFields,
  type NftLoadStatus,
  type NftsByCollection,
  type TokenBalance,
  type WalletBalances,
} from './stores';
// The game's USD prices, read once a session needs them and kept fresh, shared by the shell and the tabs
// (docs/product-rules.md, "Values in USD"); their formats (formatUsd, balanceUsd, amountUsdLine) are below.
export { useUsdPrices } from './stores';
export * from './tokens';
export * from './format';
export * from './wallet';
export * from './notify';
export {
  getNotificationSocket,
  onNotificationSocketChange,
  useNotification,
  useNotificationSocket,
  type NotificationHandler,
  type NotificationSocket,
  type SocketStatus,
} from './socket';
export { GameApiError } from './api';
export { getGameApi, refreshBalances, type GameApi } from './services';
export { copyText, externalLinkProps, openExternal } from './links';
export { afterNextPaint } from './scheduling/afterNextPaint';
export { afterPaintWhenIdle } from './scheduling/afterPaintWhenIdle';
// Schemas the tabs validate socket data with (the full set is at '@companion/shared-state/schemas').
export { fundsListSchema } from './schemas';
// The wire types the tabs render (their schemas are at '@companion/shared-state/schemas').
export type {
  XpResponse,
  RaffleEvent,
  RaffleStatus,
  RaffleTicketType,
  GameEvent,
  Transfer,
  TransferStatus,
  TransferDirection,
  DepositResponse,
  WithdrawResponse,
  FundsList,
  WithdrawableFunds,
  WithdrawableItem,
  Nft,
  PoolState,
  PoolAction,
  LiquidityResult,
  StakeOption,
  StakePosition,
  StakeResult,
  StakingOverview,
  StakeToken,
  SubmissionPending,
} from './schemas';
export { POOL_DECIMALS, stakePositionSchema, poolActionSchema, isSubmissionPending } from './schemas';
// The inventory's rules shown as they are: level caps, the stats' labels, and the lists its filters offer.
export {
  LEVEL_CAPS,
  UPGRADE_STAT_LABELS,
  NFT_COLLECTIONS,
  NFT_KINDS,
  NFT_TYPES,
  PET_TYPES,
  RARITIES,
  RARITY_LABELS,
  NFT_KIND_LABELS,
  NFT_TYPE_LABELS,
  ADVENTURE_HOURS,
} from './schemas';
export type {
  NftCollection,
  NftKind,
  NftType,
  NftStats,
  Rarity,
  UpgradeStat,
  NftQuote,
  NftRarity,
  NftActionResult,
  CollectNftOffer,
  ClaimAnimalRequest,
  GameSession,
} from './schemas';
// The raffle draw, re-run in the browser to check a past draw (the server draws with the same code).
export { verifyDraw, type DrawCheck, type DrawnWinner } from './schemas';
export type {
  RafflePrize,
  RaffleWinner,
  RaffleEntryList,
  WalletRaffle,
  WalletRaffleList,
  TicketOffers,
  TicketPrice,
  BuyTicketsResponse,
  EnterRaffleResponse,
} from './schemas';
// Prices, the portfolio and the activity feed (docs/game-api.md, "Prices, portfolio and activity"), with the
// exact value maths the game API uses too.
export { usdValue, sumUsd, PRICE_DECIMALS, VALUED_TOKEN_DECIMALS } from './schemas';
export type {
  ValuedToken,
  TokenPrice,
  PriceList,
  Holding,
  Portfolio,
  PortfolioPart,
  PortfolioPartName,
  ActivityKind,
  ActivityStatus,
  ActivityChange,
  ActivityItem,
  ActivityPage,
} from './schemas';
