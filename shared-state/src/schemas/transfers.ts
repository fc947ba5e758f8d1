import { z } from './zod';
import { amountSchema, isoTimeSchema } from './common';
import { signedTransactionSchema } from './playerTransactions';
import { fundsListSchema } from './funds';
import { idempotencyKeySchema } from './raffles';

/** The tokens that move between the GLOBAL wallet (on chain) and the IN_GAME wallet. */
export const TRANSFER_TOKENS = ['DFL', 'GOLDY'] as const;
export const transferTokenSchema = z.enum(TRANSFER_TOKENS, { error: 'must be DFL or GOLDY' });
export type TransferToken = z.infer<typeof transferTokenSchema>;

export const TRANSFER_DIRECTIONS = ['deposit', 'withdraw'] as const;
export const transferDirectionSchema = z.enum(TRANSFER_DIRECTIONS);
export type TransferDirection = z.infer<typeof transferDirectionSchema>;

/** pending: a withdrawal on its way to the chain; confirmed: done; failed: nothing moved (see `error`). */
export const TRANSFER_STATUSES = ['pending', 'confirmed', 'failed'] as const;
export const transferStatusSchema = z.enum(TRANSFER_STATUSES);
export type TransferStatus = z.infer<typeof transferStatusSchema>;

/** Both transfer tokens have 9 decimals; an amount with more cannot be moved exactly. */
export const TRANSFER_DECIMALS = 9;
const TRANSFER_AMOUNT_MESSAGE = `must be a decimal string greater than 0 with at most ${TRANSFER_DECIMALS} decimals, e.g. "12.5"`;

/** An amount to move, in token units: exact decimal text, never a float. */
export const transferAmountSchema = z.string({ error: TRANSFER_AMOUNT_MESSAGE }).check(
  z.regex(new RegExp(`^\\d{1,20}(\\.\\d{1,${TRANSFER_DECIMALS}})?$`), { error: TRANSFER_AMOUNT_MESSAGE }),
  z.refine((text) => /[1-9]/.test(text), { error: TRANSFER_AMOUNT_MESSAGE }),
);

/**
 * One deposit or withdrawal. `amount` is exact, in token units. `signature` is the on-chain transaction
 * (null until a withdrawal is signed). `error` says why a failed transfer failed.
 */
export const transferSchema = z.object({
  id: z.string().check(z.minLength(1)),
  direction: transferDirectionSchema,
  token: transferTokenSchema,
  amount: amountSchema,
  status: transferStatusSchema,
  signature: z.nullable(z.string().check(z.minLength(1))),
  createdAt: isoTimeSchema,
  error: z.optional(z.nullable(z.string())),
});
export type Transfer = z.infer<typeof transferSchema>;

/** GET {api}/p2e/transfers: the signed-in wallet's transfers, newest first. */
export const transferListSchema = z.array(transferSchema);
export type TransferList = z.infer<typeof transferListSchema>;

/**
 * POST {api}/p2e/deposit: the player's transfer of DFL or GOLDY to the game vault, signed by the wallet and
 * not sent: the game sends and books it (answer: the transfer and the funds, or 202 with SubmissionPending).
 */
export const depositRequestSchema = z.object({ transaction: signedTransactionSchema });
export type DepositRequest = z.infer<typeof depositRequestSchema>;

/**
 * POST {api}/p2e/withdraw. The key is made once when the player confirms and sent again on a retry: the same
 * key with the same request answers the first withdrawal and pays nothing twice.
 */
export const withdrawRequestSchema = z.object({
  token: transferTokenSchema,
  amount: transferAmountSchema,
  idempotencyKey: idempotencyKeySchema,
});
export type WithdrawRequest = z.infer<typeof withdrawRequestSchema>;

/** The answer of deposit and withdraw: the transfer and the wallet's in-game funds after it. */
export const transferResultSchema = z.object({ transfer: transferSchema, funds: fundsListSchema });
export const depositResponseSchema = transferResultSchema;
export type DepositResponse = z.infer<typeof depositResponseSchema>;
export const withdrawResponseSchema = transferResultSchema;
export type WithdrawResponse = z.infer<typeof withdrawResponseSchema>;

/** Server → client: a transfer of the wallet was created or changed status. */
export const transferUpdatedMessageSchema = z.object({
  type: z.literal('transferUpdated'),
  data: transferSchema,
});
export type TransferUpdatedMessage = z.infer<typeof transferUpdatedMessageSchema>;
