import type { Context, MiniAppHost, MiniAppHostCapability, SolanaRequestFn } from '@farcaster/miniapp-host';

/** What this client offers a mini app: telling it is up, opening links, and a Solana wallet. */
export const CAPABILITIES: MiniAppHostCapability[] = [
  'actions.ready',
  'actions.openUrl',
  'wallet.getSolanaProvider',
];

/** The player this client says is signed in to it (a local account; no Farcaster account is needed). */
export const LOCAL_CONTEXT: Context.MiniAppContext = {
  user: { fid: 1, username: 'local-player', displayName: 'Local player' },
  client: { clientFid: 1, added: false, platformType: 'web' },
  location: { type: 'launcher' },
  features: { haptics: false },
};

export interface HostEvents {
  /** The mini app called `ready()`: its first screen is up. */
  onReady: () => void;
  /** The mini app asked to open a link. */
  onOpenUrl: (url: string) => void;
}

/**
 * The host side of the mini-app protocol as `@farcaster/miniapp-host` exposes it to the frame: the context,
 * `ready`, `openUrl`, the capabilities and the Solana provider. Everything else a full client offers (casts,
 * profiles, the Ethereum wallet, notifications) answers that this client does not offer it.
 */
export function createMiniAppHost(solanaProviderRequest: SolanaRequestFn, events: HostEvents): MiniAppHost {
  const notOffered = (what: string) => () => {
    throw new Error(`${what} is not offered by the local Farcaster client`);
  };
  const offered: Partial<MiniAppHost> = {
    context: LOCAL_CONTEXT,
    ready: () => events.onReady(),
    openUrl: (url) => events.onOpenUrl(url),
    close: () => undefined,
    getCapabilities: async () => CAPABILITIES,
    getChains: async () => ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    solanaProviderRequest,
    setPrimaryButton: () => undefined,
    updateBackState: async () => undefined,
    eip6963RequestProvider: () => undefined,
    impactOccurred: async () => undefined,
    notificationOccurred: async () => undefined,
    selectionChanged: async () => undefined,
  };
  return new Proxy(offered, {
    get: (target, key: string) => (key in target ? target[key as keyof MiniAppHost] : notOffered(key)),
  }) as MiniAppHost;
}
