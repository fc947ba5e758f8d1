/**
 * Asks the local chain's faucet (a route of dev/chain, loopback only) for SOL and game tokens when the account has
 * no SOL yet. Used by the local dev wallet and the local wallet host; the faucet does not exist on a real cluster.
 */
export async function fundFromFaucet(rpcUrl: string, owner: string): Promise<void> {
  const rpc = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [owner] }),
  });
  const balance = ((await rpc.json()) as { result?: { value?: number } }).result?.value ?? 0;
  if (balance > 0) return;
  const response = await fetch(new URL('/faucet', rpcUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ owner }),
  });
  if (!response.ok) throw new Error(`The faucet answered ${response.status}: ${await response.text()}`);
}
