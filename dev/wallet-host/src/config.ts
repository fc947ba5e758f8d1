/** What the local wallet host needs to know: where the mini-app is and which chain it holds keys on. */
export interface HostConfig {
  /** The mini-app (the shell) this wallet frames. */
  shellUrl: string;
  /** The local chain's JSON-RPC endpoint (balances, the faucet, token account look-ups). */
  rpcUrl: string;
  /** Token symbol → mint, so transaction summaries can name the game's tokens. */
  mints: Record<string, string>;
}

function isUrl(value: unknown): value is string {
  try {
    return typeof value === 'string' && Boolean(new URL(value));
  } catch {
    return false;
  }
}

export async function loadHostConfig(url = '/config.json'): Promise<HostConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not load ${url}: HTTP ${response.status}`);
  const body = (await response.json()) as Partial<HostConfig>;
  if (!isUrl(body.shellUrl)) throw new Error(`${url}: shellUrl must be a URL`);
  if (!isUrl(body.rpcUrl)) throw new Error(`${url}: rpcUrl must be a URL`);
  const mints = typeof body.mints === 'object' && body.mints !== null ? body.mints : {};
  return { shellUrl: body.shellUrl, rpcUrl: body.rpcUrl, mints };
}
