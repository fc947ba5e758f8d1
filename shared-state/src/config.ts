import { z } from 'zod';

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
  } catch {
    return false;
  }
}

/** A version as deploys name it: one path segment (docs/deploying.md). */
const deployedVersion = z.string().regex(/^[0-9A-Za-z][0-9A-Za-z.+-]*$/, 'must be a version such as 1.4.0');

/**
 * Where a remote lives: a fixed entry URL (a tab's dev server, the local stack's own build), or a versioned
 * deploy (docs/deploying.md): `base` + version + "/remoteEntry.js", the live version for every player and
 * optionally a canary version for a share of them.
 */
export const remoteConfigSchema = z.union([
  z.string().url(),
  z.object({
    /** The folder holding one subfolder per deployed version, ending in "/". */
    base: z
      .string()
      .url()
      .refine((value) => value.endsWith('/'), 'must end with "/"'),
    live: deployedVersion,
    canary: z.object({ version: deployedVersion, percent: z.number().int().min(0).max(100) }).optional(),
  }),
]);

export type RemoteConfig = z.infer<typeof remoteConfigSchema>;

/** Runtime configuration the shell fetches from config.json before it renders (docs/architecture.md, "Runtime config"). */
export const runtimeConfigSchema = z.object({
  /** Base of the auth calls, e.g. http://127.0.0.1:8787/auth */
  authUrl: z.string().url(),
  /** Base of the game calls, e.g. http://127.0.0.1:8787/api */
  apiUrl: z.string().url(),
  /** Notification socket address without the query, e.g. ws://127.0.0.1:8787/notifications */
  notificationsUrl: z.string().url(),
  /** Chain JSON-RPC endpoint: the mainnet cluster endpoint unless a local stack says otherwise. */
  rpcUrl: z.string().url(),
  /** Chain PubSub endpoint; web3.js derives it from rpcUrl when absent. */
  wsRpcUrl: z.string().url().optional(),
  cluster: z.enum(['mainnet-beta', 'devnet', 'localnet']),
  /** On-chain mints of the GLOBAL wallet's tokens (GOLDY and DFL are also their in-game identifiers). */
  mints: z.object({ DFL: z.string(), GOLDY: z.string(), USDC: z.string(), DFL_USDC: z.string() }),
  /** Remote name → where it lives: its remoteEntry.js URL, or its versioned deploy with an optional canary. */
  remotes: z.record(z.string(), remoteConfigSchema),
  /** The game's vault token accounts that receive deposits, per token. */
  vaults: z.record(z.string(), z.string()).optional(),
  /**
   * Exact origins (scheme://host[:port]) of the wallets that may frame the app and provide its wallet
   * (docs/embedding.md). The shell's server sends the same list as its frame-ancestors policy.
   */
  embedHostOrigins: z
    .array(z.string().refine(isOrigin, 'must be an origin such as https://wallet.example, with no path'))
    .optional(),
  /** Registers the local development wallet (local stack only). */
  devWallet: z.boolean().optional(),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

// The store lives apart from the schema so that what reads the config (the sign-in screen's stores) does not
// load the validator: only the code that checks config.json needs zod.
export { getConfig, MAINNET_RPC_URL, useConfigStore } from './configStore';
