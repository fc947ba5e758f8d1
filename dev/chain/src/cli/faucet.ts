// Funds a wallet from the running chain: `pnpm --filter @companion/dev-chain faucet <pubkey> [--sol N]
// [--dfl N] [--goldy N] [--usdc N] [--dfl-usdc N]`. Talks to CHAIN_RPC_URL (default http://127.0.0.1:8899).
import { chainRpcUrl } from '../config';
import { requestFaucet } from '../load/requestFaucet';
import type { TokenSymbol } from '../seed/gameTokens';
import { parseArgs } from './args';

const TOKEN_FLAGS: Record<string, TokenSymbol> = {
  dfl: 'DFL',
  goldy: 'GOLDY',
  usdc: 'USDC',
  'dfl-usdc': 'DFL_USDC',
  lp: 'DFL_USDC',
};

async function main(): Promise<void> {
  const { positional, options } = parseArgs(process.argv.slice(2));
  const owner = positional[0];
  if (!owner) {
    throw new Error('usage: faucet <pubkey> [--sol N] [--dfl N] [--goldy N] [--usdc N] [--dfl-usdc N]');
  }
  const tokens: Partial<Record<TokenSymbol, string>> = {};
  let sol: string | undefined;
  for (const [name, value] of options) {
    if (name === 'sol') sol = value;
    else if (TOKEN_FLAGS[name]) tokens[TOKEN_FLAGS[name]] = value;
    else throw new Error(`unknown option --${name}`);
  }
  const rpcUrl = chainRpcUrl();
  let signatures: string[];
  try {
    signatures = await requestFaucet(rpcUrl, {
      owner,
      ...(sol === undefined ? {} : { sol: Number(sol) }),
      tokens,
    });
  } catch (error) {
    const cause = (error as Error & { cause?: { code?: string } }).cause;
    if (cause?.code === 'ECONNREFUSED') throw new Error(`no chain answers at ${rpcUrl}: start it first`);
    throw error;
  }
  console.log(`funded ${owner}`);
  for (const signature of signatures) console.log(`  ${signature}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
