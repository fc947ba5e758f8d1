import { TOKEN_2022_PROGRAM_ID } from '../accounts/programIds';
import { parseExtensions } from '../accounts/token2022Extensions';
import { decodeMint, decodeMultisig, decodeTokenAccount, tokenAccountKind } from '../accounts/tokenLayout';
import { uiTokenAmount } from '../accounts/uiTokenAmount';
import type { ChainAccount } from '../ledger/types';
import { parsedSystemData } from './parsedSystemData';

export interface ParsedAccountData {
  program: string;
  parsed: { type: string; info: Record<string, unknown> };
  space: number;
}

/** A Token-2022 account's extensions, as the validator adds them (only when there are any). */
function extensionsOf(account: ChainAccount): { extensions?: unknown[] } {
  if (account.owner !== TOKEN_2022_PROGRAM_ID) return {};
  const extensions = parseExtensions(account.data);
  return extensions.length > 0 ? { extensions } : {};
}

/**
 * jsonParsed data for SPL mints, token accounts and multisigs (Token-2022 extensions included), address lookup
 * tables and nonce accounts, in the shape a validator returns (the browser's getParsedTokenAccountsByOwner reads it). Undefined when the account is
 * something else, or when a token account's mint cannot be read: callers then fall back to base64, as a
 * validator does.
 */
export function parsedAccountData(
  account: ChainAccount,
  decimalsOf: (mint: string) => number | undefined,
): ParsedAccountData | undefined {
  const kind = tokenAccountKind(account.owner, account.data);
  if (!kind) return parsedSystemData(account);
  const program = account.owner === TOKEN_2022_PROGRAM_ID ? 'spl-token-2022' : 'spl-token';
  const space = account.data.length;
  if (kind === 'multisig') {
    return { program, parsed: { type: 'multisig', info: { ...decodeMultisig(account.data) } }, space };
  }
  if (kind === 'mint') {
    const mint = decodeMint(account.data);
    return {
      program,
      parsed: {
        type: 'mint',
        info: {
          mintAuthority: mint.mintAuthority,
          supply: mint.supply.toString(),
          decimals: mint.decimals,
          isInitialized: mint.isInitialized,
          freezeAuthority: mint.freezeAuthority,
          ...extensionsOf(account),
        },
      },
      space,
    };
  }
  const token = decodeTokenAccount(account.data);
  const decimals = decimalsOf(token.mint);
  if (decimals === undefined || token.state === 'uninitialized') return undefined;
  const info: Record<string, unknown> = {
    isNative: token.isNative !== null,
    mint: token.mint,
    owner: token.owner,
    state: token.state,
    tokenAmount: uiTokenAmount(token.amount, decimals),
  };
  if (token.delegate) {
    info.delegate = token.delegate;
    info.delegatedAmount = uiTokenAmount(token.delegatedAmount, decimals);
  }
  if (token.isNative !== null) info.rentExemptReserve = uiTokenAmount(token.isNative, decimals);
  if (token.closeAuthority) info.closeAuthority = token.closeAuthority;
  Object.assign(info, extensionsOf(account));
  return { program, parsed: { type: 'account', info }, space };
}
