import type { ParsedTransactionWithMeta } from '@solana/web3.js';
import { TRANSFER_TOKENS, type TransferToken } from '@companion/shared-state/schemas';
import { HttpError } from '../http/HttpError';
import { balanceAt, ownerOf, splTransfers } from './parsedTokenInstructions';
import type { TokenAccounts } from './transferChain';

export interface Deposit {
  token: TransferToken;
  /** Base units the vault received. */
  amount: bigint;
}

const invalid = (reason: string) => new HttpError(400, reason);

/**
 * What a confirmed transaction deposited for `walletId`: it must have succeeded, send DFL or GOLDY to
 * the game's vault only from token accounts the wallet owns, and raise the vault's balance. The amount
 * is the vault's balance after minus before, in base units, so it is exact whatever the instructions say.
 * Throws a 400 HttpError naming the reason otherwise.
 */
export function readDeposit(
  transaction: ParsedTransactionWithMeta,
  walletId: string,
  tokens: Record<TransferToken, TokenAccounts>,
): Deposit {
  const { meta } = transaction;
  if (!meta) throw invalid('the chain returned this transaction without its result: try again later');
  if (meta.err !== null) throw invalid('this transaction failed on chain, so it deposited nothing');

  const keys = transaction.transaction.message.accountKeys.map((key) => key.pubkey.toBase58());
  const tokenOfVault = new Map(TRANSFER_TOKENS.map((token) => [tokens[token].vault.toBase58(), token]));
  const balances = [...(meta.preTokenBalances ?? []), ...(meta.postTokenBalances ?? [])];

  const received = new Set<TransferToken>();
  for (const transfer of splTransfers(transaction)) {
    const token = tokenOfVault.get(transfer.destination);
    if (!token) continue;
    if (transfer.mint !== undefined && transfer.mint !== tokens[token].mint.toBase58()) {
      throw invalid(`this transaction sends another mint than ${token} to the ${token} vault`);
    }
    const owner =
      ownerOf(transfer.source, keys, balances) ?? transfer.authority ?? transfer.multisigAuthority;
    if (owner !== walletId) throw invalid('the tokens in this transaction were not sent from your wallet');
    received.add(token);
  }

  const [token, ...others] = [...received];
  if (!token) throw invalid('this transaction does not send DFL or GOLDY to the game vault');
  if (others.length > 0) throw invalid('a deposit must move one token: this one sends both DFL and GOLDY');

  const vaultIndex = keys.indexOf(tokens[token].vault.toBase58());
  const mint = tokens[token].mint.toBase58();
  const amount =
    balanceAt(meta.postTokenBalances, vaultIndex, mint) - balanceAt(meta.preTokenBalances, vaultIndex, mint);
  if (amount <= 0n) throw invalid(`the game's ${token} vault did not gain anything in this transaction`);
  return { token, amount };
}
