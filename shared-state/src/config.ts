import { z } from 'zod';

// config.json is the first thing zod checks, before the schemas of ./schemas/common.ts are loaded: the same
// setting is made here, or zod's first parse would try compiling a function to see whether it may, which the
// page's Content-Security-Policy refuses and reports (docs/deploying.md, "Content Security Policy").
z.config({ jitless: true });

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

/** A file's Subresource Integrity value: its SHA-384, base64, as `pnpm deploy:remote` prints it. */
export const fileHashSchema = z
  .string()
  .regex(
    /^sha384-[A-Za-z0-9+/]{64}$/,
    'must be a SHA-384 integrity value ("sha384-" and 64 base64 characters)',
  );

/**
 * The files of one build, by their path inside its folder (`remoteEntry.js`, `mf-manifest.json`, the chunks),
 * each with its hash: the shell runs or applies no file of a tab that is not listed here with the hash of its
 * bytes (docs/deploying.md, "Every file checked against its hash").
 */
export const buildFilesSchema = z.record(z.string().min(1), fileHashSchema);

export type BuildFiles = z.infer<typeof buildFilesSchema>;

/** This machine: where a tab's dev server runs. */
const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/;

/** Why a remote may not run without hashes, or null when it may (a dev server on this machine, on localnet). */
function devUnverifiedProblem(cluster: string, remote: RemoteConfig | undefined): string | null {
  if (cluster !== 'localnet') return 'runs a tab without hashes: allowed on the localnet cluster only';
  if (typeof remote !== 'string') return 'must name a tab whose remote is a fixed entry URL (its dev server)';
  if (!LOOPBACK.test(new URL(remote).hostname)) return `must be a dev server on this machine (is ${remote})`;
  return null;
}

/**
 * Where a remote lives: a fixed entry URL, with its build's file hashes (the local stack's own builds) or
 * without (a tab's dev server, run only under `devUnverifiedRemotes`); or a versioned deploy
 * (docs/deploying.md): `base` + version + "/remoteEntry.js", the live version for every player and optionally
 * a canary version for a share of them, with each version's file hashes under `integrity`.
 */
export const remoteConfigSchema = z.union([
  z.string().url(),
  z.object({ entry: z.string().url(), integrity: buildFilesSchema }),
  z.object({
    /** The folder holding one subfolder per deployed version, ending in "/". */
    base: z
      .string()
      .url()
      .refine((value) => value.endsWith('/'), 'must end with "/"'),
    live: deployedVersion,
    canary: z.object({ version: deployedVersion, percent: z.number().int().min(0).max(100) }).optional(),
    /** Version → its files' hashes, as `pnpm deploy:remote` printed them; a version missing here never runs. */
    integrity: z.record(deployedVersion, buildFilesSchema).optional(),
  }),
]);

export type RemoteConfig = z.infer<typeof remoteConfigSchema>;

/** Runtime configuration the shell fetches from config.json before it renders (docs/architecture.md, "Runtime config"). */
const runtimeConfigFields = z.object({
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
  /**
   * The app as a Farcaster mini app (docs/embedding.md, "Farcaster clients"): the address clients open, the
   * Farcaster web clients that may frame it, and the operator's signed association of the app's domain with
   * their Farcaster account. The shell's origin serves the manifest built from it.
   */
  farcaster: z
    .object({
      homeUrl: z.string().url().optional(),
      clientOrigins: z
        .array(
          z.string().refine(isOrigin, 'must be an origin such as https://farcaster.example, with no path'),
        )
        .optional(),
      accountAssociation: z
        .object({ header: z.string(), payload: z.string(), signature: z.string() })
        .optional(),
    })
    .optional(),
  /** Where the shell reports each tab's load outcome and render errors, per version (docs/deploying.md). */
  tabReportsUrl: z.string().url().optional(),
  /** Registers the local development wallet (local stack only). */
  devWallet: z.boolean().optional(),
  /**
   * Local development only: the tabs served by their own dev server (a fixed entry on this machine), whose
   * files change at every rebuild and so run without hashes. Refused on any cluster but localnet and for any
   * other kind of remote, so a production config cannot carry it (docs/deploying.md).
   */
  devUnverifiedRemotes: z.array(z.string()).optional(),
});

export const runtimeConfigSchema = runtimeConfigFields.superRefine((config, context) => {
  for (const [i, name] of (config.devUnverifiedRemotes ?? []).entries()) {
    const problem = devUnverifiedProblem(config.cluster, config.remotes[name]);
    if (problem) context.addIssue({ code: 'custom', path: ['devUnverifiedRemotes', i], message: problem });
  }
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

// The store lives apart from the schema so that what reads the config (the sign-in screen's stores) does not
// load the validator: only the code that checks config.json needs zod.
export { getConfig, MAINNET_RPC_URL, useConfigStore } from './configStore';
