import type { z } from '../schemas/zod';
import type { NftCollection, StakePlanQuery } from '../schemas';
import { gameRoutes as routes, type RouteSchema } from '../routes';
import { createRouteCaller } from './createRouteCaller';
import { fetchTransport } from './fetchTransport';

export interface GameApiOptions {
  /** Base of the auth calls, e.g. http://127.0.0.1:8787/auth */
  authUrl: string;
  /** Base of the game calls, e.g. http://127.0.0.1:8787/api */
  apiUrl: string;
  /** The current session token ('' when signed out); sent raw as the `authorization` header. */
  getToken: () => string;
  /** Called on every 401 answer, e.g. to end an expired session. */
  onUnauthorized?: () => void;
  /** Per-call time limit, answer included; 15 s unless set, 0 for none. */
  timeoutMs?: number;
  /**
   * True: the routes declared `noPreflight` (sign-up, sign-in) are sent so, their JSON as `text/plain`, which
   * the game API must then take (the runtime config's `signInWithoutPreflight`); else as JSON, as every route.
   */
  sendWithoutPreflight?: boolean;
}

/**
 * The game API client (docs/product-rules.md, "Calls"): a typed call per declared route (shared-state's
 * routes), whose answers are checked against the route's schemas. `call` takes any declaration, so a tab can
 * call a route it ships itself (docs/contract.md, "A tab's own calls").
 */
export function createGameApi(options: GameApiOptions) {
  const transport = fetchTransport({ getToken: options.getToken, timeoutMs: options.timeoutMs ?? 15_000 });
  const call = createRouteCaller(transport, options);

  return {
    call,
    /** The text to sign; `verifiedAt` present means the wallet is registered (skip sign-up). */
    getNonce: (walletId: string) => call(routes.getNonce, { params: { walletId } }),
    /**
     * The fields a wallet offering Sign In With Solana signs; without a wallet id, an input that names no
     * address (the wallet's one approval connects it and signs).
     */
    getSignInInput: (walletId?: string) =>
      walletId === undefined
        ? call(routes.getSignInInputForAnyWallet)
        : call(routes.getSignInInput, { params: { walletId } }),
    signUp: (body: Body<typeof routes.signUp>) => call(routes.signUp, { body }),
    signIn: (body: Body<typeof routes.signIn>) => call(routes.signIn, { body }),
    /** Revokes the current token on the server. */
    signOut: () => call(routes.signOut),
    getFunds: () => call(routes.getFunds),
    getWithdrawable: () => call(routes.getWithdrawable),
    getNfts: (collection: NftCollection) => call(routes.getNfts, { params: { collection } }),
    /** What an NFT's upgrade and repair cost now, its energy on the game clock and its level cap. */
    getNftQuote: (nftId: string) => call(routes.getNftQuote, { query: { nftId } }),
    getNftRarity: (offChainId: string) => call(routes.getNftRarity, { query: { offChainId } }),
    /** Pays the quoted GOLDY and DFL and locks the NFT while it upgrades; 409 when the price changed. */
    upgradeNft: (body: Body<typeof routes.upgradeNft>) => call(routes.upgradeNft, { body }),
    /** Pays the quoted GOLDY to restore the NFT's HP; 409 when the price changed or HP is full. */
    repairNft: (body: Body<typeof routes.repairNft>) => call(routes.repairNft, { body }),
    /** Feeds a pet; idempotent by idempotencyKey. */
    feedAnimal: (body: Body<typeof routes.feedAnimal>) => call(routes.feedAnimal, { body }),
    /** The NFT's last mini-game sessions, newest first: the score the server drew and what it paid. */
    getGameSessions: (nftId: string) => call(routes.getGameSessions, { query: { nftId } }),
    /** Spends one energy on a mini-game and credits what it earned; idempotent by idempotencyKey. */
    playMiniGame: (body: Body<typeof routes.playMiniGame>) => call(routes.playMiniGame, { body }),
    /**
     * Claims a pet's love meter (costs 1 HP): a cow, duck or chicken pays GOLDY at once; a dog or cat goes on
     * an adventure of `adventureHours` and pays when it ends. Idempotent by idempotencyKey.
     */
    claimAnimal: (body: Body<typeof routes.claimAnimal>) => call(routes.claimAnimal, { body }),
    /** The collect transaction of a prize NFT (paid by the wallet) and what it costs in SOL. */
    getNftCollect: (nftId: string) => call(routes.getNftCollect, { query: { nftId } }),
    /** Sends the wallet-signed collect transaction; the NFT is then in the wallet. */
    collectNft: (body: Body<typeof routes.collectNft>) => call(routes.collectNft, { body }),
    /** The player's total XP and level; `walletId` must be the signed-in wallet. */
    getXp: (walletId: string) => call(routes.getXp, { query: { gameId: 'Total', walletId } }),
    /** The game's time, for countdowns that follow the server rather than the device. */
    getClock: () => call(routes.getClock),
    getRaffleEvents: () => call(routes.getRaffleEvents),
    /** A raffle's entries in order, one wallet id per entry: what its draw used. */
    getRaffleEntries: (raffleId: string) => call(routes.getRaffleEntries, { params: { id: raffleId } }),
    /** The signed-in wallet's entries and wins per raffle. */
    getWalletRaffles: () => call(routes.getWalletRaffles),
    getTicketOffers: () => call(routes.getTicketOffers),
    /** Buys tickets with IN_GAME funds; the same idempotencyKey again moves nothing and answers the same. */
    buyTickets: (body: Body<typeof routes.buyTickets>) => call(routes.buyTickets, { body }),
    /** Spends tickets on entries in an open raffle; idempotent by idempotencyKey. */
    enterRaffle: (body: Body<typeof routes.enterRaffle>) => call(routes.enterRaffle, { body }),
    getGameEvents: () => call(routes.getGameEvents),
    /**
     * Hands the wallet-signed transfer to the game vault to the game, which sends it and credits it once
     * (a repeat answers the same transfer); `SubmissionPending` while the chain has not confirmed it.
     */
    deposit: (body: Body<typeof routes.deposit>) => call(routes.deposit, { body }),
    /** Debits in-game funds and sends the tokens to the wallet on chain; resolves once confirmed. */
    withdraw: (body: Body<typeof routes.withdraw>) => call(routes.withdraw, { body }),
    /** The signed-in wallet's deposits and withdrawals, newest first. */
    getTransfers: () => call(routes.getTransfers),
    /** The DFL/USDC pool's booked reserves and the accounts a deposit into it goes to. */
    getPool: () => call(routes.getPool),
    /** Sends the wallet-signed transfer of DFL and USDC into the reserves and mints the LP (once). */
    addLiquidity: (body: Body<typeof routes.addLiquidity>) => call(routes.addLiquidity, { body }),
    /** Sends the wallet-signed burn of LP and pays the pool share (once). */
    removeLiquidity: (body: Body<typeof routes.removeLiquidity>) => call(routes.removeLiquidity, { body }),
    /** Staking options, the player's positions and the staking vaults. */
    getStaking: () => call(routes.getStaking),
    /** What a new stake of `amount` would earn over its lock at today's rate, as the game accrues it. */
    getStakePlan: (query: StakePlanQuery) => call(routes.getStakePlan, { query }),
    /** Sends the wallet-signed transfer into the staking vault and opens the position (once). */
    stake: (body: Body<typeof routes.stake>) => call(routes.stake, { body }),
    claimRewards: (body: Body<typeof routes.claimRewards>) => call(routes.claimRewards, { body }),
    unstake: (body: Body<typeof routes.unstake>) => call(routes.unstake, { body }),
    /** The player's adds, removes, stakes, claims and unstakes, newest first. */
    getStakingHistory: () => call(routes.getStakingHistory),
    /** A USD price per token from the game's own sources, and when it was read. */
    getPrices: () => call(routes.getPrices),
    /** What the player holds in game, in the wallet, staked and in the pool, and its total in USD. */
    getPortfolio: () => call(routes.getPortfolio),
    /** A page of the player's activity, newest first; `before` is the `next` of the page before. */
    getActivity: ({ limit, before }: { limit?: number; before?: string } = {}) =>
      call(routes.getActivity, { query: { limit: limit?.toString(), before } }),
    /** The player's total XP at the end of each day, for the charts. */
    getXpHistory: () => call(routes.getXpHistory),
    /** The DFL the player's stakes had earned by the end of each day. */
    getRewardsHistory: () => call(routes.getRewardsHistory),
    /** What the game holds for the player, in USD at today's prices, at the end of each day. */
    getValueHistory: () => call(routes.getValueHistory),
  };
}

/** The body a route takes, as its schema takes it. */
type Body<D extends { body: RouteSchema }> = z.input<D['body']>;
