import { z } from 'zod';
import { isoTimeSchema, signatureSchema, walletIdSchema } from './common';

/** GET {auth}/{walletId}/nonce: path parameters. */
export const nonceParamsSchema = z.object({ walletId: walletIdSchema });

/**
 * GET {auth}/{walletId}/nonce: `nonce` is the exact text the wallet signs (UTF-8); `verifiedAt` is present
 * only when the wallet is already registered, so the client skips sign-up.
 */
export const nonceResponseSchema = z.object({
  nonce: z.string().min(1),
  verifiedAt: isoTimeSchema.optional(),
});
export type NonceResponse = z.infer<typeof nonceResponseSchema>;

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
  nonce: z
    .string({ error: 'must be the text of the nonce that was signed' })
    .min(1, { error: 'must be the text of the nonce that was signed' })
    .max(MAX_NONCE_TEXT, { error: 'must be the text of the nonce that was signed' })
    .optional(),
});
export type SignPayload = z.infer<typeof signPayloadSchema>;

/** POST {auth}/sign-up: the wallet is now registered. */
export const signUpResponseSchema = z.object({ walletId: walletIdSchema, verifiedAt: isoTimeSchema });
export type SignUpResponse = z.infer<typeof signUpResponseSchema>;

/** POST {auth}/sign-in: the session token, sent back raw as the `authorization` header. */
export const signInResponseSchema = z.object({ token: z.string().min(1) });
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/** POST {auth}/sign-out: the token in the `authorization` header is revoked. */
export const signOutResponseSchema = z.object({ signedOut: z.literal(true) });
export type SignOutResponse = z.infer<typeof signOutResponseSchema>;

/**
 * The blockhash of the Ledger sign-in memo transaction: all zeros, which no chain ever issues, so the
 * signed transaction can never land. The server refuses a memo transaction with any other blockhash.
 */
export const SIGN_IN_MEMO_BLOCKHASH = '11111111111111111111111111111111';
