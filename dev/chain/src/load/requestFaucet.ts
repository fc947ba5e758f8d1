import type { TokenSymbol } from '../seed/gameTokens';

export interface FaucetGrant {
  owner: string;
  sol?: number;
  tokens?: Partial<Record<TokenSymbol, number | string>>;
}

/** POST /faucet on a running chain; resolves to the transaction signatures. */
export async function requestFaucet(rpcUrl: string, grant: FaucetGrant): Promise<string[]> {
  const response = await fetch(`${rpcUrl.replace(/\/$/, '')}/faucet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(grant),
  });
  const body = (await response.json()) as { signatures?: string[]; error?: string };
  if (!response.ok || !body.signatures) throw new Error(`faucet: ${body.error ?? `HTTP ${response.status}`}`);
  return body.signatures;
}
