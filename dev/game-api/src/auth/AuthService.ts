import type { Database } from 'better-sqlite3';
import type {
  NonceResponse,
  SignInInputResponse,
  SignInResponse,
  SignPayload,
  SignUpResponse,
} from '@companion/shared-state/schemas';
import type { NonceRow, NonceStore } from '../db/nonceStore';
import type { SessionStore } from '../db/sessionStore';
import type { WalletStore } from '../db/walletStore';
import { HttpError } from '../http/HttpError';
import { checkSignInMessage } from './checkSignInMessage';
import {
  createSignInMessage,
  parseSignInMessage,
  randomNonceValue,
  SIGN_IN_STATEMENT,
  SIGN_IN_VERSION,
} from './nonceText';
import { createSessionToken, hashSessionToken } from './sessionToken';
import { readSignedNonce } from './signedNonce';
import { ANY_WALLET, readSignInOutput, verifySignInOutput } from './signInOutput';

export interface AuthSettings {
  /** What the sign-in message names, and what a signed one must name (docs/game-api.md, "Sign-in"). */
  domain: string;
  uri: string;
  chainId: string;
  nonceTtlMs: number;
  /**
   * Unused, unexpired nonces one client address may hold for one wallet; beyond it that address's nonce
   * request for the wallet gets 429. Other addresses asking for the same wallet are not counted.
   */
  maxOpenNonces: number;
  sessionTtlMs: number;
  now: () => number;
}

export interface Session {
  walletId: string;
  tokenHash: string;
  expiresAt: number;
}

export interface AuthStores {
  db: Database;
  wallets: WalletStore;
  nonces: NonceStore;
  sessions: SessionStore;
}

/**
 * Nonces, sign-up, sign-in and sessions. The same signed nonce serves sign-up and then sign-in: sign-up
 * marks the wallet verified and the nonce as used for sign-up; sign-in consumes it. Each step accepts a
 * nonce once, and only before it expires. A new nonce never replaces an open one. Limits bind the
 * requester (the client address), never the wallet: one address holds at most `maxOpenNonces` open
 * nonces for a wallet, and what other addresses ask for that wallet never stops its owner's sign-in.
 */
export class AuthService {
  constructor(
    private readonly stores: AuthStores,
    private readonly settings: AuthSettings,
  ) {}

  /** A new nonce for `walletId`, asked for by the client at `requester` (its address). */
  issueNonce(walletId: string, requester: string): NonceResponse {
    const { nonce, issuedAt } = this.issueNonceRow(walletId, walletId, requester);
    // Only whether the wallet is registered is told (the client needs it to skip sign-up), never since
    // when: `verifiedAt` is the time of this answer.
    return this.stores.wallets.verifiedAt(walletId) === undefined
      ? { nonce }
      : { nonce, verifiedAt: new Date(issuedAt).toISOString() };
  }

  /** Stores a new sign-in message under `rowWallet`, naming `address`; 429 past the requester's cap. */
  private issueNonceRow(
    rowWallet: string,
    address: string,
    requester: string,
  ): { nonce: string; issuedAt: number } {
    const { nonces, db } = this.stores;
    const issuedAt = this.settings.now();
    const expiresAt = issuedAt + this.settings.nonceTtlMs;
    const nonce = createSignInMessage({
      domain: this.settings.domain,
      address,
      statement: SIGN_IN_STATEMENT,
      uri: this.settings.uri,
      version: SIGN_IN_VERSION,
      chainId: this.settings.chainId,
      nonce: randomNonceValue(),
      issuedAt: new Date(issuedAt).toISOString(),
      expirationTime: new Date(expiresAt).toISOString(),
    });
    db.transaction(() => {
      // An input issued to no wallet locks no wallet out, and many players share one address behind a
      // carrier's NAT: only the per-address rate limit bounds those.
      if (
        rowWallet !== ANY_WALLET &&
        nonces.countOpenFrom(rowWallet, requester, issuedAt) >= this.settings.maxOpenNonces
      ) {
        throw new HttpError(
          429,
          'too many sign-in requests for this wallet from your address: finish the one open in your wallet, or try again in a few minutes',
        );
      }
      nonces.insert(rowWallet, requester, nonce, issuedAt, expiresAt);
    }).immediate();
    return { nonce, issuedAt };
  }

  /**
   * The fields of a Sign In With Solana request (`solana:signIn`), kept as a nonce like any other. For a
   * known wallet the row is the wallet's own and the input names its address; without one (the wallet
   * is not connected yet, and its one approval will connect it and sign) the row belongs to no wallet
   * until a signature binds it, and the open ones count against the requester the same way.
   */
  issueSignInInput(walletId: string | undefined, requester: string): SignInInputResponse {
    const { nonce } = this.issueNonceRow(walletId ?? ANY_WALLET, walletId ?? '', requester);
    const fields = parseSignInMessage(nonce);
    if (!fields) throw new Error('an issued sign-in message did not read back');
    const { address, ...rest } = fields;
    const input = walletId === undefined ? rest : { ...rest, address };
    return walletId !== undefined && this.stores.wallets.verifiedAt(walletId) !== undefined
      ? { input, verifiedAt: new Date(this.settings.now()).toISOString() }
      : { input };
  }

  /**
   * Registers the wallet. `onRegistered` runs inside the same transaction (seeding funds and NFTs), so
   * a wallet is never registered without its starting account. `requester` is the client's address.
   */
  signUp(payload: SignPayload, requester: string, onRegistered: (walletId: string) => void): SignUpResponse {
    const { walletId } = payload;
    const nonce = this.findSignedNonce(payload, requester);
    const now = this.settings.now();
    return this.stores.db
      .transaction(() => {
        if (nonce.signed_up_at !== null || !this.stores.nonces.markSignedUp(nonce.id, now)) {
          throw new HttpError(401, 'this signature was already used to sign up: request a new nonce');
        }
        if (this.stores.wallets.verifiedAt(walletId) !== undefined) {
          throw new HttpError(409, 'this wallet is already registered: sign in instead');
        }
        this.stores.wallets.insert(walletId, now);
        onRegistered(walletId);
        return { walletId, verifiedAt: new Date(now).toISOString() };
      })
      .immediate();
  }

  /** A session for the wallet whose signed nonce this is; `requester` is the client's address. */
  signIn(payload: SignPayload, requester: string): SignInResponse {
    const { walletId } = payload;
    const nonce = this.findSignedNonce(payload, requester);
    if (this.stores.wallets.verifiedAt(walletId) === undefined) {
      throw new HttpError(401, 'this wallet is not registered: sign up first');
    }
    const now = this.settings.now();
    const token = createSessionToken();
    const expiresAt = now + this.settings.sessionTtlMs;
    this.stores.db
      .transaction(() => {
        if (nonce.consumed_at !== null || !this.stores.nonces.consume(nonce.id, now)) {
          throw new HttpError(401, 'this signature was already used to sign in: request a new nonce');
        }
        this.stores.sessions.insert(hashSessionToken(token), walletId, now, expiresAt);
      })
      .immediate();
    // The expiry goes with the token, so the app ends the session when it ends, not at a refused action.
    return { token, expiresAt: new Date(expiresAt).toISOString() };
  }

  /** The session of a raw token, or a 401 when it is missing, unknown, expired or revoked. */
  authenticate(token: string | undefined): Session {
    if (!token) throw new HttpError(401, 'authorization header is missing: sign in first');
    const tokenHash = hashSessionToken(token);
    const session = this.stores.sessions.find(tokenHash);
    if (!session || session.revoked_at !== null || session.expires_at <= this.settings.now()) {
      throw new HttpError(401, 'session token is invalid or has expired: sign in again');
    }
    return { walletId: session.wallet_id, tokenHash, expiresAt: session.expires_at };
  }

  revoke(session: Session): void {
    this.stores.sessions.revoke(session.tokenHash, this.settings.now());
  }

  /** Drops nonces and sessions that can no longer be used; returns how many rows went. */
  prune(): number {
    const now = this.settings.now();
    return (
      this.stores.nonces.pruneExpiredBefore(now - 60 * 60 * 1000) +
      this.stores.sessions.pruneExpiredBefore(now)
    );
  }

  /**
   * The nonce this signature signs, unexpired, whose message names this server; 401 otherwise. A payload
   * that names its nonce is checked against that one only, however many others were asked for. A bare
   * signature (older clients) is checked against the open nonces this requester asked for, then the
   * wallet's latest ones. Replays are caught by the caller's step.
   */
  private findSignedNonce(payload: SignPayload, requester: string): NonceRow {
    if (payload.signedMessage !== undefined) return this.findSignInInput(payload);
    const { walletId, signature, nonce: named } = payload;
    const signed = readSignedNonce(walletId, signature);
    const now = this.settings.now();
    const { nonces } = this.stores;
    let nonce: NonceRow | undefined;
    if (signed.form === 'memo') {
      if (named !== undefined && named !== signed.text) throw notSigned();
      nonce = nonces.byText(walletId, signed.text);
    } else if (named !== undefined) {
      nonce = nonces.byText(walletId, named);
      if (nonce && !signed.verify(nonce.text)) throw notSigned();
    } else {
      const matches = (row: NonceRow) => signed.verify(row.text);
      const limit = this.settings.maxOpenNonces;
      // The requester's own open ones first (at most `limit`, whatever others asked for), then the wallet's
      // latest open ones (a client whose address changed); else a recent used or expired one, so the
      // answer can say which.
      nonce =
        nonces.openFrom(walletId, requester, now, limit).find(matches) ??
        nonces.open(walletId, now, limit).find(matches) ??
        nonces.recent(walletId, limit).find(matches);
    }
    if (!nonce) throw notSigned();
    if (nonce.expires_at <= now) {
      throw new HttpError(401, 'the nonce has expired: request a new one and sign again');
    }
    checkSignInMessage(nonce.text, { ...this.settings, walletId, now });
    return nonce;
  }

  /**
   * A Sign In With Solana answer: the wallet wrote the message from the input this server issued and
   * signed it. Its signature, then every field (named in the refusal), then the issued input it answers
   * (the wallet's own row, or one issued to no wallet), then the Wallet Standard's own check of the
   * answer against that input. Replays are caught by the caller's step.
   */
  private findSignInInput({ walletId, signature, signedMessage }: SignPayload): NonceRow {
    const output = readSignInOutput(walletId, signature, signedMessage ?? '');
    const now = this.settings.now();
    checkSignInMessage(output.text, { ...this.settings, walletId, now });
    const { nonces } = this.stores;
    const nonce =
      nonces.byText(walletId, output.text) ?? nonces.byText(ANY_WALLET, output.textWithoutAddress);
    if (!nonce || !verifySignInOutput(nonce.text, output)) throw notSigned();
    if (nonce.expires_at <= now) {
      throw new HttpError(401, 'the nonce has expired: request a new one and sign again');
    }
    return nonce;
  }
}

function notSigned(): HttpError {
  return new HttpError(401, 'signature does not match a nonce issued to this wallet: request a new nonce');
}
