import { TOKEN_PROGRAM_ID } from '@solana/spl-token';
import type {
  ParsedInstruction,
  ParsedTransactionWithMeta,
  PartiallyDecodedInstruction,
  TokenBalance,
} from '@solana/web3.js';
import * as z from 'zod/mini';

// Reading what a confirmed transaction did with SPL tokens, from the chain's jsonParsed form. Shared by
// in-game deposits, adding and removing liquidity and staking: each checks its own destination accounts.

/** The part of a jsonParsed SPL transfer this check relies on; other instructions do not match it. */
const splTransferSchema = z.object({
  type: z.enum(['transfer', 'transferChecked']),
  info: z.object({
    source: z.string(),
    destination: z.string(),
    mint: z.optional(z.string()),
    authority: z.optional(z.string()),
    multisigAuthority: z.optional(z.string()),
  }),
});
export type SplTransfer = z.infer<typeof splTransferSchema>['info'];

/** The part of a jsonParsed SPL burn this check relies on. */
const splBurnSchema = z.object({
  type: z.enum(['burn', 'burnChecked']),
  info: z.object({
    account: z.string(),
    mint: z.string(),
    authority: z.optional(z.string()),
    amount: z.optional(z.string()),
    tokenAmount: z.optional(z.object({ amount: z.string() })),
  }),
});
export type SplBurn = z.infer<typeof splBurnSchema>['info'];

/** SPL Token transfers at every level: top-level instructions and those other programs made (CPI). */
export function splTransfers(transaction: ParsedTransactionWithMeta): SplTransfer[] {
  return tokenInstructions(transaction).flatMap((parsed) => {
    const transfer = splTransferSchema.safeParse(parsed);
    return transfer.success ? [transfer.data.info] : [];
  });
}

/** SPL Token burns at every level. */
export function splBurns(transaction: ParsedTransactionWithMeta): SplBurn[] {
  return tokenInstructions(transaction).flatMap((parsed) => {
    const burn = splBurnSchema.safeParse(parsed);
    return burn.success ? [burn.data.info] : [];
  });
}

function tokenInstructions(transaction: ParsedTransactionWithMeta): unknown[] {
  const instructions = [
    ...transaction.transaction.message.instructions,
    ...(transaction.meta?.innerInstructions ?? []).flatMap((inner) => inner.instructions),
  ];
  return instructions.flatMap((instruction) =>
    isParsed(instruction) && instruction.programId.equals(TOKEN_PROGRAM_ID) ? [instruction.parsed] : [],
  );
}

function isParsed(
  instruction: ParsedInstruction | PartiallyDecodedInstruction,
): instruction is ParsedInstruction {
  return 'parsed' in instruction;
}

/** The owner of a token account as the chain recorded it in the transaction's token balances. */
export function ownerOf(account: string, keys: string[], balances: TokenBalance[]): string | undefined {
  const index = keys.indexOf(account);
  return balances.find((balance) => balance.accountIndex === index && balance.owner)?.owner;
}

export function balanceAt(balances: TokenBalance[] | null | undefined, index: number, mint: string): bigint {
  const entry = balances?.find((balance) => balance.accountIndex === index && balance.mint === mint);
  return entry ? BigInt(entry.uiTokenAmount.amount) : 0n;
}
