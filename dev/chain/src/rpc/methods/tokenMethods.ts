import { isTokenProgram } from '../../accounts/programIds';
import { decodeMint, decodeTokenAccount, tokenAccountKind } from '../../accounts/tokenLayout';
import { uiTokenAmount } from '../../accounts/uiTokenAmount';
import type { Chain } from '../../ledger/Chain';
import { accountViewOf, encodeAccount } from '../encodeAccount';
import type { RpcMethods } from '../jsonRpc';
import { checkMinContextSlot, commitmentOf, configParam, positional, pubkeyParam } from '../params';
import { RpcError } from '../RpcError';
import { mintDecimals, withContext } from './shared';

interface OwnerFilter {
  programId: string;
  mint?: string;
}

function ownerFilter(chain: Chain, value: unknown): OwnerFilter {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw RpcError.invalidParams('the second parameter must be { mint } or { programId }');
  }
  const { mint, programId } = value as Record<string, unknown>;
  if ((mint === undefined) === (programId === undefined)) {
    throw RpcError.invalidParams('the filter must have exactly one of mint or programId');
  }
  if (mint !== undefined) {
    const address = pubkeyParam(mint, 'mint');
    const account = chain.getAccount(address);
    if (!account || tokenAccountKind(account.owner, account.data) !== 'mint') {
      throw RpcError.invalidParams(`could not find mint ${address}`);
    }
    return { programId: account.owner, mint: address };
  }
  const program = pubkeyParam(programId, 'programId');
  if (!isTokenProgram(program)) throw RpcError.invalidParams(`unrecognized Token program id ${program}`);
  return { programId: program };
}

const LARGEST_ACCOUNTS = 20;

/**
 * getTokenAccountsByOwner (also what getParsedTokenAccountsByOwner calls) and getTokenAccountsByDelegate,
 * balances, supplies and a mint's largest holders.
 */
export function tokenMethods(chain: Chain): RpcMethods<unknown> {
  const decimalsOf = mintDecimals(chain);
  /** Token accounts matching the filter whose owner (or delegate) is `key`, in the encoding asked. */
  const accountsOf = (params: unknown, role: 'owner' | 'delegate') => {
    const [keyParam, filter, config] = positional(params);
    const key = pubkeyParam(keyParam, role);
    const { programId, mint } = ownerFilter(chain, filter);
    const options = configParam(config);
    commitmentOf(options);
    checkMinContextSlot(options, chain.slot);
    const view = accountViewOf(options, 'base64');
    const accounts = chain
      .getProgramAccounts(programId)
      .filter(({ account }) => {
        if (tokenAccountKind(account.owner, account.data) !== 'account') return false;
        const token = decodeTokenAccount(account.data);
        return token[role] === key && (mint === undefined || token.mint === mint);
      })
      .map(({ pubkey, account }) => ({ pubkey, account: encodeAccount(account, view, decimalsOf) }));
    return withContext(chain, accounts);
  };
  return {
    getTokenAccountsByOwner: (params) => accountsOf(params, 'owner'),
    getTokenAccountsByDelegate: (params) => accountsOf(params, 'delegate'),
    getTokenLargestAccounts(params) {
      const [address, config] = positional(params);
      const key = pubkeyParam(address, 'mint');
      commitmentOf(configParam(config));
      const account = chain.getAccount(key);
      if (!account || tokenAccountKind(account.owner, account.data) !== 'mint') {
        throw RpcError.invalidParams(`${key} is not a Token mint`);
      }
      const { decimals } = decodeMint(account.data);
      const holders = chain
        .getProgramAccounts(account.owner)
        .filter(({ account: holder }) => tokenAccountKind(holder.owner, holder.data) === 'account')
        .map(({ pubkey, account: holder }) => ({ pubkey, token: decodeTokenAccount(holder.data) }))
        .filter(({ token }) => token.mint === key)
        .sort((a, b) => (a.token.amount === b.token.amount ? 0 : a.token.amount > b.token.amount ? -1 : 1))
        .slice(0, LARGEST_ACCOUNTS);
      return withContext(
        chain,
        holders.map(({ pubkey, token }) => ({ address: pubkey, ...uiTokenAmount(token.amount, decimals) })),
      );
    },
    getTokenAccountBalance(params) {
      const [address, config] = positional(params);
      const key = pubkeyParam(address, 'token account');
      commitmentOf(configParam(config));
      const account = chain.getAccount(key);
      if (!account || tokenAccountKind(account.owner, account.data) !== 'account') {
        throw RpcError.invalidParams(`${key} is not a Token account`);
      }
      const token = decodeTokenAccount(account.data);
      const decimals = decimalsOf(token.mint);
      if (decimals === undefined) throw RpcError.invalidParams(`the mint of ${key} does not exist`);
      return withContext(chain, uiTokenAmount(token.amount, decimals));
    },
    getTokenSupply(params) {
      const [address, config] = positional(params);
      const key = pubkeyParam(address, 'mint');
      commitmentOf(configParam(config));
      const account = chain.getAccount(key);
      if (!account || tokenAccountKind(account.owner, account.data) !== 'mint') {
        throw RpcError.invalidParams(`${key} is not a Token mint`);
      }
      const mint = decodeMint(account.data);
      return withContext(chain, uiTokenAmount(mint.supply, mint.decimals));
    },
  };
}
