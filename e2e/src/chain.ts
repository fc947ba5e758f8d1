/** Funds a wallet through the local chain's faucet (UI amounts). */
export async function fund(
  rpcUrl: string,
  owner: string,
  tokens: Record<string, number>,
  sol = 10,
): Promise<void> {
  const response = await fetch(new URL('/faucet', rpcUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ owner, sol, tokens }),
  });
  if (!response.ok) throw new Error(`faucet answered ${response.status}: ${await response.text()}`);
}

/** Credits (or debits, with a negative delta) in-game funds through the game API's local route. */
export async function creditInGame(
  gameApiUrl: string,
  walletId: string,
  token: string,
  delta: string,
): Promise<void> {
  const response = await fetch(new URL('/dev/funds', gameApiUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ walletId, token, delta }),
  });
  if (!response.ok) throw new Error(`/dev/funds answered ${response.status}: ${await response.text()}`);
}
