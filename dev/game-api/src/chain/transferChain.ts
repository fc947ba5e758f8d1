import { Keypair, PublicKey, type Connection } from '@solana/web3.js';
import { getAssociatedTokenAddressSync } from '@solana/spl-token';
import { TRANSFER_TOKENS, type TransferToken } from '@companion/shared-state/schemas';
import type { ChainAddresses } from '../stackData';

export interface TokenAccounts {
  mint: PublicKey;
  /** The game's vault for this token: the authority's associated token account. */
  vault: PublicKey;
}

/** What deposits and withdrawals need of the chain. */
export interface TransferChain {
  connection: Connection;
  tokens: Record<TransferToken, TokenAccounts>;
  /** Signs withdrawals and pays their fees; without it the server takes deposits only. */
  authority: Keypair | undefined;
}

export interface TransferChainInput {
  connection: Connection;
  mints: Record<TransferToken, string>;
  addresses: ChainAddresses | undefined;
  authority: Keypair | undefined;
}

/**
 * Works out the vaults: addresses.json names them; otherwise they are the authority's associated token
 * accounts. Undefined when no authority is known (e.g. mainnet mints with no local chain): the transfer
 * routes then answer 503.
 */
export function resolveTransferChain(input: TransferChainInput): TransferChain | undefined {
  const { addresses, authority } = input;
  if (authority && addresses?.authority && addresses.authority !== authority.publicKey.toBase58()) {
    throw new Error(
      `the game authority key (${authority.publicKey.toBase58()}) is not the chain's authority ` +
        `(${addresses.authority} in addresses.json): chain and game data belong to different stacks`,
    );
  }
  const owner =
    authority?.publicKey ?? (addresses?.authority ? new PublicKey(addresses.authority) : undefined);
  if (!owner) return undefined;
  const tokens = Object.fromEntries(
    TRANSFER_TOKENS.map((token) => {
      const mint = new PublicKey(input.mints[token]);
      const named = addresses?.mints?.[token] === input.mints[token] ? addresses.vaults?.[token] : undefined;
      const vault = named ? new PublicKey(named) : getAssociatedTokenAddressSync(mint, owner, true);
      return [token, { mint, vault }];
    }),
  ) as Record<TransferToken, TokenAccounts>;
  return { connection: input.connection, tokens, authority };
}
