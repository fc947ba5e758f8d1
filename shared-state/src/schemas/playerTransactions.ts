import { z } from './zod';

export const SIGNED_TRANSACTION_MESSAGE =
  'must be signed by your wallet and base64-encoded (at most 1232 bytes)';

/** A legacy transaction never exceeds the packet size. */
const MAX_TRANSACTION_BYTES = 1232;
/** The smallest signed transaction with one instruction is well above this. */
const MIN_TRANSACTION_BYTES = 100;

/**
 * A transaction the player's wallet signed and the app hands to the game, which sends it to the chain and
 * books it (docs/game-api.md, "Value moves in one request"): the serialized bytes in base64.
 */
export const signedTransactionSchema = z.string({ error: SIGNED_TRANSACTION_MESSAGE }).check(
  z.maxLength(Math.ceil(MAX_TRANSACTION_BYTES / 3) * 4, { error: SIGNED_TRANSACTION_MESSAGE }),
  z.regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: SIGNED_TRANSACTION_MESSAGE }),
  z.refine(
    (text) => {
      const bytes = Math.floor((text.length * 3) / 4) - (text.match(/=+$/)?.[0].length ?? 0);
      return text.length % 4 === 0 && bytes >= MIN_TRANSACTION_BYTES && bytes <= MAX_TRANSACTION_BYTES;
    },
    { error: SIGNED_TRANSACTION_MESSAGE },
  ),
);

/**
 * The answer (HTTP 202) when the chain has not confirmed a sent transaction within the request's wait: the
 * game has it on record and books it once it lands; the socket tells the app.
 */
export const submissionPendingSchema = z.object({
  status: z.literal('pending'),
  signature: z.string().check(z.minLength(1)),
  message: z.string(),
});
export type SubmissionPending = z.infer<typeof submissionPendingSchema>;

/** Whether a value-moving answer is the "still on its way" one. */
export function isSubmissionPending(answer: unknown): answer is SubmissionPending {
  return (
    typeof answer === 'object' && answer !== null && (answer as { status?: unknown }).status === 'pending'
  );
}
