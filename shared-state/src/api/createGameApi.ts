import axios from 'axios';
import {
  depositResponseSchema,
  fundsListSchema,
  gameEventListSchema,
  nftListSchema,
  nonceResponseSchema,
  signInResponseSchema,
  signOutResponseSchema,
  signUpResponseSchema,
  raffleEventListSchema,
  transferListSchema,
  withdrawResponseSchema,
  xpResponseSchema,
  type DepositRequest,
  type DepositResponse,
  type FundsList,
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

/** The game API client (DESIGN §5): typed calls whose answers are checked against the shared schemas. */
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
    signUp: (payload: SignPayload): Promise<SignUpResponse> =>
      call({ method: 'POST', base: authUrl, path: '/sign-up', data: payload, schema: signUpResponseSchema }),
    signIn: (payload: SignPayload): Promise<SignInResponse> =>
      call({ method: 'POST', base: authUrl, path: '/sign-in', data: payload, schema: signInResponseSchema }),
    /** Revokes the current token on the server. */
    signOut: (): Promise<SignOutResponse> =>
      call({ method: 'POST', base: authUrl, path: '/sign-out', data: {}, schema: signOutResponseSchema }),
    getFunds: (): Promise<FundsList> =>
      call({ method: 'GET', base: apiUrl, path: '/p2e/funds', schema: fundsListSchema }),
    getNfts: (collection: NftCollection): Promise<NftList> =>
      call({ method: 'GET', base: apiUrl, path: `/nft/${collection}`, schema: nftListSchema }),
    /** The player's total XP and level; `walletId` must be the signed-in wallet. */
    getXp: (walletId: string): Promise<XpResponse> =>
      call({
        method: 'GET',
        base: apiUrl,
        path: `/p2e/xp/p2e?gameId=Total&walletId=${encodeURIComponent(walletId)}`,
        schema: xpResponseSchema,
      }),
    getRaffleEvents: (): Promise<RaffleEventList> =>
      call({ method: 'GET', base: apiUrl, path: '/raffles/events', schema: raffleEventListSchema }),
    getGameEvents: (): Promise<GameEventList> =>
      call({ method: 'GET', base: apiUrl, path: '/workflows/events', schema: gameEventListSchema }),
    /**
     * Credits a confirmed on-chain transfer to the game vault, once per signature (a repeat answers the
     * same transfer). A 404 means the chain does not show the transaction yet: retry shortly.
     */
    deposit: (payload: DepositRequest): Promise<DepositResponse> =>
      call({
        method: 'POST',
        base: apiUrl,
        path: '/p2e/deposit',
        data: payload,
        schema: depositResponseSchema,
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
  };
}
