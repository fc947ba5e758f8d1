import type { Database } from 'better-sqlite3';
import type { NonceResponse, SignInResponse, SignUpResponse } from '@companion/shared-state/schemas';
import type { NonceRow, NonceStore } from '../db/nonceStore';
import type { SessionStore } from '../db/sessionStore';
import type { WalletStore } from '../db/walletStore';
import { HttpError } from '../http/HttpError';
import { createNonceText } from './nonceText';
import { createSessionToken, hashSessionToken } from './sessionToken';
import { readSignedNonce } from './signedNonce';

/** A bare signature is checked against this many of the wallet's latest nonces (two tabs signing in at once). */
const CANDIDATE_NONCES = 5;

export interface AuthSettings {
  domain: string;
  nonceTtlMs: number;
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
 * nonce once, and only before it expires.
 */
export class AuthService {
  constructor(
    private readonly stores: AuthStores,
    private readonly settings: AuthSettings,
  ) {}

  issueNonce(walletId: string): NonceResponse {
    const issuedAt = this.settings.now();
    const expiresAt = issuedAt + this.settings.nonceTtlMs;
    const nonce = createNonceText(this.settings.domain, walletId, issuedAt, expiresAt);
    this.stores.nonces.insert(walletId, nonce, issuedAt, expiresAt);
    const verifiedAt = this.stores.wallets.verifiedAt(walletId);
    return verifiedAt === undefined ? { nonce } : { nonce, verifiedAt: new Date(verifiedAt).toISOString() };
  }

  /**
   * Registers the wallet. `onRegistered` runs inside the same transaction (seeding funds and NFTs), so
   * a wallet is never registered without its starting account.
   */
  signUp(walletId: string, signature: string, onRegistered: (walletId: string) => void): SignUpResponse {
    const nonce = this.findSignedNonce(walletId, signature);
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

  signIn(walletId: string, signature: string): SignInResponse {
    const nonce = this.findSignedNonce(walletId, signature);
    if (this.stores.wallets.verifiedAt(walletId) === undefined) {
      throw new HttpError(401, 'this wallet is not registered: sign up first');
    }
    const now = this.settings.now();
    const token = createSessionToken();
    this.stores.db
      .transaction(() => {
        if (nonce.consumed_at !== null || !this.stores.nonces.consume(nonce.id, now)) {
          throw new HttpError(401, 'this signature was already used to sign in: request a new nonce');
        }
        this.stores.sessions.insert(hashSessionToken(token), walletId, now, now + this.settings.sessionTtlMs);
      })
      .immediate();
    return { token };
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

  /** The nonce this signature signs, unexpired; 401 otherwise. Replays are caught by the caller's step. */
  private findSignedNonce(walletId: string, signature: string): NonceRow {
    const signed = readSignedNonce(walletId, signature);
    const nonce =
      signed.form === 'memo'
        ? this.stores.nonces.byText(walletId, signed.text)
        : this.stores.nonces.recent(walletId, CANDIDATE_NONCES).find((row) => signed.verify(row.text));
    if (!nonce) {
      throw new HttpError(401, 'signature does not match a nonce issued to this wallet: request a new nonce');
    }
    if (nonce.expires_at <= this.settings.now()) {
      throw new HttpError(401, 'the nonce has expired: request a new one and sign again');
    }
    return nonce;
  }
}
