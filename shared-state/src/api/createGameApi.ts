import axios from 'axios';
import {
  clockResponseSchema,
  depositResponseSchema,
  fundsListSchema,
  withdrawableFundsSchema,
  gameEventListSchema,
  nftListSchema,
  nftQuoteSchema,
  gameSessionListSchema,
  type GameSession,
  nftRaritySchema,
  nftActionResultSchema,
  type NftQuote,
  type NftRarity,
  type NftActionResult,
  type ClaimAnimalRequest,
  type UpgradeNftRequest,
  type RepairNftRequest,
  type NftActionRequest,
  nonceResponseSchema,
  signInInputResponseSchema,
  type SignInInputResponse,
  signInResponseSchema,
  signOutResponseSchema,
  signUpResponseSchema,
  raffleEventListSchema,
  raffleEntryListSchema,
  walletRaffleListSchema,
  ticketOffersSchema,
  buyTicketsResponseSchema,
  enterRaffleResponseSchema,
  type RaffleEntryList,
  type WalletRaffleList,
  type TicketOffers,
  type BuyTicketsRequest,
  type BuyTicketsResponse,
  type EnterRaffleRequest,
  type EnterRaffleResponse,
  transferListSchema,
  withdrawResponseSchema,
  xpResponseSchema,
  liquidityResultSchema,
  poolActionListSchema,
  poolStateSchema,
  stakeResultSchema,
  stakingOverviewSchema,
  submissionPendingSchema,
  type SubmissionPending,
  type AddLiquidityRequest,
  type ClockResponse,
  type LiquidityResult,
  type PoolAction,
  type PoolState,
  type PositionRequest,
  type RemoveLiquidityRequest,
  type StakeRequest,
  type StakeResult,
  type StakingOverview,
  type DepositRequest,
  type DepositResponse,
  type FundsList,
  type WithdrawableFunds,
  type GameEventList,
  type NftCollection,
  type NftList,
  type NonceResponse,
  type RaffleEventList,
  type SignInResponse,
  type SignOutResponse,
  type SignPayload,
  type SignUpResponse,
  type TransferList,
  type WithdrawRequest,
  type WithdrawResponse,
  type XpResponse,
} from '../schemas';
import {
  activityPageSchema,
  portfolioSchema,
  priceListSchema,
  type ActivityPage,
  type Portfolio,
  type PriceList,
} from '../schemas';
import { sendRequest, type GameRequest } from './sendRequest';

export interface GameApiOptions {
  /** Base of the auth calls, e.g. http://127.0.0.1:8787/auth */
  authUrl: string;
  /** Base of the game calls, e.g. http://127.0.0.1:8787/api */
  apiUrl: string;
  /** The current session token ('' when signed out); sent raw as the `authorization` header. */
  getToken: () => string;
  /** Called on every 401 answer, e.g. to end an expired session. */
  onUnauthorized?: () => void;
  /** Per-call time limit; 15 s unless set. */
  timeoutMs?: number;
}

/** The game API client (docs/product-rules.md, "Calls"): typed calls whose answers are checked against the shared schemas. */
export function createGameApi(options: GameApiOptions) {
  const { authUrl, apiUrl } = options;
  const http = axios.create({
    timeout: options.timeoutMs ?? 15_000,
    // Every status comes back as a response, so the error mapping lives in one place (sendRequest).
    validateStatus: () => true,
  });
  // Synchronous, so the token is read when the call is made: a sign-out sent just before the session is
  // cleared still carries the token it revokes.
  http.interceptors.request.use(
    (config) => {
      const token = options.getToken();
      if (token) config.headers.set('authorization', token);
      return config;
    },
    undefined,
    { synchronous: true },
  );
  const call = <T>(request: GameRequest<T>): Promise<T> => sendRequest(http, request, options.onUnauthorized);

  return {
    /** The text to sign; `verifiedAt` present means the wallet is registered (skip sign-up). */
    getNonce: (walletId: string): Promise<NonceResponse> =>
      call({
        method: 'GET',
        base: authUrl,
        path: `/${encodeURIComponent(walletId)}/nonce`,
        schema: nonceResponseSchema,
      }),
    /**
     * The fields a wallet offering Sign In With Solana signs; without a wallet id, an input that names no
     * address (the wallet's one approval connects it and signs).
     */
    getSignInInput: (walletId?: string): Promise<SignInInputResponse> =>
      call({
        method: 'GET',
        base: authUrl,
        path: walletId === undefined ? '/sign-in-input' : `/${encodeURIComponent(walletId)}/sign-in-input`,
        schema: signInInputResponseSchema,
      }),
    signUp: (payload: SignPayload): Promise<SignUpResponse> =>
      call({ method: 'POST', base: authUrl, path: '/sign-up', data: payload, schema: signUpResponseSchema }),
    signIn: (payload: SignPayload): Promise<SignInResponse> =>
      call({ method: 'POST', base: authUrl, path: '/sign-in', data: payload, schema: signInResponseSchema }),
    /** Revokes the current token on the server. */
    signOut: (): Promise<SignOutResponse> =>
      call({ method: 'POST', base: authUrl, path: '/sign-out', data: {}, schema: signOutResponseSchema }),
    getFunds: (): Promise<FundsList> =>
      call({ method: 'GET', base: apiUrl, path: '/p2e/funds', schema: fundsListSchema }),
    getWithdrawable: (): Promise<WithdrawableFunds> =>
      call({ method: 'GET', base: apiUrl, path: '/p2e/funds/withdrawable', schema: withdrawableFundsSchema }),
    getNfts: (collection: NftCollection): Promise<NftList> =>
      call({ method: 'GET', base: apiUrl, path: `/nft/${collection}`, schema: nftListSchema }),
    /** What an NFT's upgrade and repair cost now, its energy on the game clock and its level cap. */
    getNftQuote: (nftId: string): Promise<NftQuote> =>
      call({
        method: 'GET',
        base: apiUrl,
        path: `/nft/quote?nftId=${encodeURIComponent(nftId)}`,
        schema: nftQuoteSchema,
      }),
    getNftRarity: (offChainId: string): Promise<NftRarity> =>
      call({
        method: 'GET',
        base: apiUrl,
        path: `/nft/rarity?offChainId=${encodeURIComponent(offChainId)}`,
        schema: nftRaritySchema,
      }),
    /** Pays the quoted GOLDY and DFL and locks the NFT while it upgrades; 409 when the price changed. */
    upgradeNft: (payload: UpgradeNftRequest): Promise<NftActionResult> =>
      call({
        method: 'POST',
        base: apiUrl,
        path: '/workflows/upgrade-nft',
        data: payload,
        schema: nftActionResultSchema,
      }),
    /** Pays the quoted GOLDY to restore the NFT's HP; 409 when the price changed or HP is full. */
    repairNft: (payload: RepairNftRequest): Promise<NftActionResult> =>
      call({
        method: 'POST',
        base: apiUrl,
        path: '/workflows/repair-nft',
        data: payload,
        schema: nftActionResultSchema,
      }),
    /** Feeds a pet; idempotent by idempotencyKey. */
    feedAnimal: (payload: NftActionRequest): Promise<NftActionResult> =>
      call({
        method: 'POST',
        base: apiUrl,
        path: '/workflows/feed-animal',
        data: payload,
        schema: nftActionResultSchema,
      }),
    /** The NFT's last mini-game sessions, newest first: the score the server drew and what it paid. */
    getGameSessions: (nftId: string): Promise<GameSession[]> =>
      call({
        method: 'GET',
        base: apiUrl,
        path: `/workflows/game-session?nftId=${encodeURIComponent(nftId)}`,
        schema: gameSessionListSchema,
      }),
    /** Spends one energy on a mini-game and credits what it earned; idempotent by idempotencyKey. */
    playMiniGame: (payload: NftActionRequest): Promise<NftActionResult> =>
      call({
        method: 'POST',
        base: apiUrl,
        path: '/workflows/play-animals-mini-game',
        data: payload,
        schema: nftActionResultSchema,
      }),
    /**
     * Claims a pet's love meter (costs 1 HP): a cow, duck or chicken pays GOLDY at once; a dog or cat goes on
     * an adventure of `adventureHours` and pays when it ends. Idempotent by idempotencyKey.
     */
    claimAnimal: (payload: ClaimAnimalRequest): Promise<NftActionResult> =>
      call({
        method: 'POST',
        base: apiUrl,
        path: '/workflows/claim-animal',
        data: payload,
        schema: nftActionResultSchema,
      }),
    /** The player's total XP and level; `walletId` must be the signed-in wallet. */
    getXp: (walletId: string): Promise<XpResponse> =>
      call({
        method: 'GET',
        base: apiUrl,
        path: `/p2e/xp/p2e?gameId=Total&walletId=${encodeURIComponent(walletId)}`,
        schema: xpResponseSchema,
      }),
    /** The game's time, for countdowns that follow the server rather than the device. */
    getClock: (): Promise<ClockResponse> =>
      call({ method: 'GET', base: apiUrl, path: '/clock', schema: clockResponseSchema }),
    getRaffleEvents: (): Promise<RaffleEventList> =>
      call({ method: 'GET', base: apiUrl, path: '/raffles/events', schema: raffleEventListSchema }),
    /** A raffle's entries in order, one wallet id per entry: what its draw used. */
    getRaffleEntries: (raffleId: string): Promise<RaffleEntryList> =>
      call({
        method: 'GET',
        base: apiUrl,
        path: `/raffles/events/${encodeURIComponent(raffleId)}/entries`,
        schema: raffleEntryListSchema,
      }),
    /** The signed-in wallet's entries and wins per raffle. */
    getWalletRaffles: (): Promise<WalletRaffleList> =>
      call({ method: 'GET', base: apiUrl, path: '/raffles/wallet/events', schema: walletRaffleListSchema }),
    getTicketOffers: (): Promise<TicketOffers> =>
      call({ method: 'GET', base: apiUrl, path: '/raffles/tickets', schema: ticketOffersSchema }),
    /** Buys tickets with IN_GAME funds; the same idempotencyKey again moves nothing and answers the same. */
    buyTickets: (payload: BuyTicketsRequest): Promise<BuyTicketsResponse> =>
      call({
        method: 'POST',
        base: apiUrl,
        path: '/workflows/tickets',
        data: payload,
        schema: buyTicketsResponseSchema,
      }),
    /** Spends tickets on entries in an open raffle; idempotent by idempotencyKey. */
    enterRaffle: (payload: EnterRaffleRequest): Promise<EnterRaffleResponse> =>
      call({
        method: 'POST',
        base: apiUrl,
        path: '/workflows/events',
        data: payload,
        schema: enterRaffleResponseSchema,
      }),
    getGameEvents: (): Promise<GameEventList> =>
      call({ method: 'GET', base: apiUrl, path: '/workflows/events', schema: gameEventListSchema }),
    /**
     * Hands the wallet-signed transfer to the game vault to the game, which sends it and credits it once
     * (a repeat answers the same transfer); `SubmissionPending` while the chain has not confirmed it.
     */
    deposit: (payload: DepositRequest): Promise<DepositResponse | SubmissionPending> =>
      call({
        method: 'POST',
        base: apiUrl,
        path: '/p2e/deposit',
        data: payload,
        schema: depositResponseSchema.or(submissionPendingSchema),
      }),
    /** Debits in-game funds and sends the tokens to the wallet on chain; resolves once confirmed. */
    withdraw: (payload: WithdrawRequest): Promise<WithdrawResponse> =>
      call({
        method: 'POST',
        base: apiUrl,
        path: '/p2e/withdraw',
        data: payload,
        schema: withdrawResponseSchema,
      }),
    /** The signed-in wallet's deposits and withdrawals, newest first. */
    getTransfers: (): Promise<TransferList> =>
      call({ method: 'GET', base: apiUrl, path: '/p2e/transfers', schema: transferListSchema }),
    /** The DFL/USDC pool's booked reserves and the accounts a deposit into it goes to. */
    getPool: (): Promise<PoolState> =>
      call({ method: 'GET', base: apiUrl, path: '/pool', schema: poolStateSchema }),
    /** Sends the wallet-signed transfer of DFL and USDC into the reserves and mints the LP (once). */
    addLiquidity: (payload: AddLiquidityRequest): Promise<LiquidityResult | SubmissionPending> =>
      call({
        method: 'POST',
        base: apiUrl,
        path: '/pool/add',
        data: payload,
        schema: liquidityResultSchema.or(submissionPendingSchema),
      }),
    /** Sends the wallet-signed burn of LP and pays the pool share (once). */
    removeLiquidity: (payload: RemoveLiquidityRequest): Promise<LiquidityResult | SubmissionPending> =>
      call({
        method: 'POST',
        base: apiUrl,
        path: '/pool/remove',
        data: payload,
        schema: liquidityResultSchema.or(submissionPendingSchema),
      }),
    /** Staking options, the player's positions and the staking vaults. */
    getStaking: (): Promise<StakingOverview> =>
      call({ method: 'GET', base: apiUrl, path: '/staking', schema: stakingOverviewSchema }),
    /** Sends the wallet-signed transfer into the staking vault and opens the position (once). */
    stake: (payload: StakeRequest): Promise<StakeResult | SubmissionPending> =>
      call({
        method: 'POST',
        base: apiUrl,
        path: '/staking/stake',
        data: payload,
        schema: stakeResultSchema.or(submissionPendingSchema),
      }),
    claimRewards: (payload: PositionRequest): Promise<StakeResult> =>
      call({
        method: 'POST',
        base: apiUrl,
        path: '/staking/claim',
        data: payload,
        schema: stakeResultSchema,
      }),
    unstake: (payload: PositionRequest): Promise<StakeResult> =>
      call({
        method: 'POST',
        base: apiUrl,
        path: '/staking/unstake',
        data: payload,
        schema: stakeResultSchema,
      }),
    /** The player's adds, removes, stakes, claims and unstakes, newest first. */
    getStakingHistory: (): Promise<PoolAction[]> =>
      call({ method: 'GET', base: apiUrl, path: '/staking/history', schema: poolActionListSchema }),
    /** A USD price per token from the game's own sources, and when it was read. */
    getPrices: (): Promise<PriceList> =>
      call({ method: 'GET', base: apiUrl, path: '/prices', schema: priceListSchema }),
    /** What the player holds in game, in the wallet, staked and in the pool, and its total in USD. */
    getPortfolio: (): Promise<Portfolio> =>
      call({ method: 'GET', base: apiUrl, path: '/portfolio', schema: portfolioSchema }),
    /** A page of the player's activity, newest first; `before` is the `next` of the page before. */
    getActivity: (query: { limit?: number; before?: string } = {}): Promise<ActivityPage> => {
      const params = new URLSearchParams();
      if (query.limit !== undefined) params.set('limit', String(query.limit));
      if (query.before !== undefined) params.set('before', query.before);
      const search = params.toString();
      return call({
        method: 'GET',
        base: apiUrl,
        path: search ? `/activity?${search}` : '/activity',
        schema: activityPageSchema,
      });
    },
  };
}
