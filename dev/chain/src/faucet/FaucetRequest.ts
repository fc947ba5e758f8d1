import { PublicKey } from '@solana/web3.js';
import { parseUnits } from '../accounts/uiTokenAmount';
import { FAUCET_DEFAULT_SOL, GAME_TOKENS, TOKEN_SYMBOLS, isTokenSymbol } from '../seed/gameTokens';
import type { TokenSymbol } from '../seed/gameTokens';

/** A validated faucet request, in raw units (lamports, token base units). */
export interface FaucetRequest {
  owner: PublicKey;
  lamports: bigint;
  tokens: Record<TokenSymbol, bigint>;
}

/** The largest single faucet grant per asset (UI units): generous, but far from u64 limits. */
export const FAUCET_MAX_AMOUNT = 1_000_000_000;
const SOL_DECIMALS = 9;

export class FaucetRequestError extends Error {}

function units(value: unknown, decimals: number, what: string): bigint {
  const numeric = typeof value === 'number' || (typeof value === 'string' && value.trim() !== '');
  if (!numeric || !(Number(value) >= 0 && Number(value) <= FAUCET_MAX_AMOUNT)) {
    throw new FaucetRequestError(`${what} must be a number between 0 and ${FAUCET_MAX_AMOUNT}`);
  }
  try {
    return parseUnits(value as number | string, decimals);
  } catch (error) {
    throw new FaucetRequestError(`${what}: ${(error as Error).message}`);
  }
}

/** Validates `{ owner, sol?, tokens? }` (UI amounts), filling in the default grant for what is left out. */
export function parseFaucetRequest(body: unknown): FaucetRequest {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new FaucetRequestError('expected a JSON object { owner, sol?, tokens? }');
  }
  const input = body as Record<string, unknown>;
  if (typeof input.owner !== 'string') throw new FaucetRequestError('owner must be a base58 public key');
  let owner: PublicKey;
  try {
    owner = new PublicKey(input.owner);
  } catch {
    throw new FaucetRequestError(`owner "${input.owner}" is not a valid base58 public key`);
  }
  const lamports = units(input.sol ?? FAUCET_DEFAULT_SOL, SOL_DECIMALS, 'sol');

  const requested: Partial<Record<TokenSymbol, unknown>> = {};
  if (input.tokens !== undefined) {
    if (!input.tokens || typeof input.tokens !== 'object' || Array.isArray(input.tokens)) {
      throw new FaucetRequestError(`tokens must be an object with any of ${TOKEN_SYMBOLS.join(', ')}`);
    }
    for (const [symbol, value] of Object.entries(input.tokens)) {
      if (!isTokenSymbol(symbol)) {
        throw new FaucetRequestError(
          `unknown token "${symbol}": expected one of ${TOKEN_SYMBOLS.join(', ')}`,
        );
      }
      requested[symbol] = value;
    }
  }
  const tokens = {} as Record<TokenSymbol, bigint>;
  for (const token of GAME_TOKENS) {
    tokens[token.symbol] = units(
      requested[token.symbol] ?? token.faucetAmount,
      token.decimals,
      `tokens.${token.symbol}`,
    );
  }
  return { owner, lamports, tokens };
}
