import { decodeBase58 } from './base58';
import { z } from './zod';

export const WALLET_ID_MESSAGE = 'must be a base58 public key (32 bytes)';
export const SIGNATURE_MESSAGE = 'must be a base58 ed25519 signature (64 bytes) or a signed memo transaction';

/** A legacy transaction never exceeds the packet size; its base58 text stays under this length. */
const MAX_TRANSACTION_BYTES = 1232;
const MAX_SIGNATURE_TEXT = 1700;
/** The smallest signed transaction with one instruction is well above a bare signature's 64 bytes. */
const MIN_TRANSACTION_BYTES = 100;
export const ED25519_SIGNATURE_BYTES = 64;

/** A Solana public key (wallet address) in base58. */
export const walletIdSchema = z.string({ error: WALLET_ID_MESSAGE }).check(
  z.maxLength(64, { error: WALLET_ID_MESSAGE }),
  z.refine((text) => decodeBase58(text)?.length === 32, { error: WALLET_ID_MESSAGE }),
);

/**
 * What the wallet produced for the nonce, in base58: the 64-byte ed25519 signature of the nonce text,
 * or (Ledger) a serialized signed memo transaction. The two are told apart by decoded length.
 */
export const signatureSchema = z.string({ error: SIGNATURE_MESSAGE }).check(
  z.maxLength(MAX_SIGNATURE_TEXT, { error: SIGNATURE_MESSAGE }),
  z.refine(
    (text) => {
      const length = decodeBase58(text)?.length ?? 0;
      return (
        length === ED25519_SIGNATURE_BYTES ||
        (length >= MIN_TRANSACTION_BYTES && length <= MAX_TRANSACTION_BYTES)
      );
    },
    { error: SIGNATURE_MESSAGE },
  ),
);

/** A non-negative amount in token units as an exact decimal string, e.g. "1234.5" or "0.000000001". */
export const amountSchema = z
  .string()
  .check(z.regex(/^\d+(\.\d+)?$/, { error: 'must be a non-negative decimal string' }));

/** A signed change of an amount in token units, e.g. "12.5" or "-3". */
export const deltaSchema = z
  .string({ error: 'must be a decimal string such as "12.5" or "-3"' })
  .check(z.regex(/^-?\d{1,20}(\.\d{1,20})?$/, { error: 'must be a decimal string such as "12.5" or "-3"' }));

/** An ISO 8601 timestamp. */
export const isoTimeSchema = z.iso.datetime({ offset: true });

/** The body of every 4xx and 5xx answer. */
export const errorBodySchema = z.object({ error: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;
