import { z } from './zod';
import { isoTimeSchema, signatureSchema, walletIdSchema } from './common';

/** GET {auth}/{walletId}/nonce: path parameters. */
export const nonceParamsSchema = z.object({ walletId: walletIdSchema });

/**
 * GET {auth}/{walletId}/nonce: `nonce` is the exact text the wallet signs (UTF-8); `verifiedAt` is present
 * only when the wallet is already registered, so the client skips sign-up.
 */
export const nonceResponseSchema = z.object({
  nonce: z.string().check(z.minLength(1)),
  verifiedAt: z.optional(isoTimeSchema),
});
export type NonceResponse = z.infer<typeof nonceResponseSchema>;

/**
 * GET {auth}/sign-in-input and GET {auth}/{walletId}/sign-in-input: what a wallet that offers Sign In With
 * Solana (`solana:signIn`) is asked to sign, field by field (the Wallet Standard's `SolanaSignInInput`).
 * The wallet writes the message from these fields; the server issued each one and checks each one again.
 * Without a wallet id in the path the input names no address (the wallet fills it in as it connects), so
 * one approval both connects the wallet and signs; `verifiedAt` is then absent and the client signs up,
 * which answers 409 for a wallet already registered.
 */
export const signInInputSchema = z.object({
  domain: z.string().check(z.minLength(1)),
  address: z.optional(walletIdSchema),
  statement: z.string().check(z.minLength(1)),
  uri: z.string().check(z.minLength(1)),
  version: z.string().check(z.minLength(1)),
  chainId: z.string().check(z.minLength(1)),
  nonce: z.string().check(z.minLength(8)),
  issuedAt: isoTimeSchema,
  expirationTime: isoTimeSchema,
});
export type SignInInput = z.infer<typeof signInInputSchema>;

export const signInInputResponseSchema = z.object({
  input: signInInputSchema,
  verifiedAt: z.optional(isoTimeSchema),
});
export type SignInInputResponse = z.infer<typeof signInInputResponseSchema>;

/** The longest message a wallet may have signed for a Sign In With Solana answer (base64 of the bytes). */
const MAX_SIGNED_MESSAGE_BASE64 = 2048;
const SIGNED_MESSAGE_ERROR = 'must be the base64 of the message the wallet signed';

/** The longest nonce text the server issues is well under this. */
const MAX_NONCE_TEXT = 1024;

/**
 * POST {auth}/sign-up and POST {auth}/sign-in: the request body. `nonce`, optional, is the exact text that
 * was signed (the `nonce` of the nonce response): the server then checks the signature against that one
 * nonce only, so nonces requested meanwhile (by anyone) cannot get in its way.
 */
export const signPayloadSchema = z.object({
  walletId: walletIdSchema,
  signature: signatureSchema,
  nonce: z.optional(
    z
      .string({ error: 'must be the text of the nonce that was signed' })
      .check(
        z.minLength(1, { error: 'must be the text of the nonce that was signed' }),
        z.maxLength(MAX_NONCE_TEXT, { error: 'must be the text of the nonce that was signed' }),
      ),
  ),
  /**
   * With `solana:signIn`: the exact bytes the wallet signed (it writes the message from the sign-in
   * input), in base64. `signature` is then the wallet's signature of these bytes.
   */
  signedMessage: z.optional(
    z
      .string({ error: SIGNED_MESSAGE_ERROR })
      .check(
        z.minLength(1, { error: SIGNED_MESSAGE_ERROR }),
        z.maxLength(MAX_SIGNED_MESSAGE_BASE64, { error: SIGNED_MESSAGE_ERROR }),
        z.regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: SIGNED_MESSAGE_ERROR }),
      ),
  ),
});
export type SignPayload = z.infer<typeof signPayloadSchema>;

/** POST {auth}/sign-up: the wallet is now registered. */
export const signUpResponseSchema = z.object({ walletId: walletIdSchema, verifiedAt: isoTimeSchema });
export type SignUpResponse = z.infer<typeof signUpResponseSchema>;

/**
 * POST {auth}/sign-in: the session token, sent back raw as the `authorization` header, and when it expires
 * (ISO 8601; optional, a server may not say), so the app ends the session when it does rather than at the
 * next refused call.
 */
export const signInResponseSchema = z.object({
  token: z.string().check(z.minLength(1)),
  expiresAt: z.optional(isoTimeSchema),
});
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/** POST {auth}/sign-out: the token in the `authorization` header is revoked. */
export const signOutResponseSchema = z.object({ signedOut: z.literal(true) });
export type SignOutResponse = z.infer<typeof signOutResponseSchema>;

/**
 * The blockhash of the Ledger sign-in memo transaction: all zeros, which no chain ever issues, so the
 * signed transaction can never land. The server refuses a memo transaction with any other blockhash.
 */
export const SIGN_IN_MEMO_BLOCKHASH = '11111111111111111111111111111111';
