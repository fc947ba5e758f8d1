/** What the local Farcaster client needs to know: the mini app it opens and the chain its wallet holds keys on. */
export interface ClientConfig {
  /** The mini app's home URL (the shell). */
  appUrl: string;
  /** The local chain's JSON-RPC endpoint (the faucet). */
  rpcUrl: string;
}

function isUrl(value: unknown): value is string {
  try {
    return typeof value === 'string' && Boolean(new URL(value));
  } catch {
    return false;
  }
}

export async function loadClientConfig(url = '/config.json'): Promise<ClientConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not load ${url}: HTTP ${response.status}`);
  const body = (await response.json()) as Partial<ClientConfig>;
  if (!isUrl(body.appUrl)) throw new Error(`${url}: appUrl must be a URL`);
  if (!isUrl(body.rpcUrl)) throw new Error(`${url}: rpcUrl must be a URL`);
  return { appUrl: body.appUrl, rpcUrl: body.rpcUrl };
}
