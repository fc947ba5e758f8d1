// config.json is the first thing zod checks, before any other schema is loaded: `z` comes from the same
// setup as every schema's, so this first parse already runs without compiling (which the page's
// Content-Security-Policy would refuse, docs/deploying.md, "Content Security Policy") and speaks English.
import { z } from './schemas/zod';

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
  } catch {
    return false;
  }
}

/** A version as deploys name it: one path segment (docs/deploying.md). */
const deployedVersion = z
  .string()
  .check(z.regex(/^[0-9A-Za-z][0-9A-Za-z.+-]*$/, 'must be a version such as 1.4.0'));

/** A file's Subresource Integrity value: its SHA-384, base64, as `pnpm deploy:remote` prints it. */
export const fileHashSchema = z
  .string()
  .check(
    z.regex(
      /^sha384-[A-Za-z0-9+/]{64}$/,
      'must be a SHA-384 integrity value ("sha384-" and 64 base64 characters)',
    ),
  );

/**
 * The files of one build, by their path inside its folder (`remoteEntry.js`, `mf-manifest.json`, the chunks),
 * each with its hash: the shell runs or applies no file of a tab that is not listed here with the hash of its
 * bytes (docs/deploying.md, "Every file checked against its hash").
 */
export const buildFilesSchema = z.record(z.string().check(z.minLength(1)), fileHashSchema);

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
  z.url(),
  z.object({ entry: z.url(), integrity: buildFilesSchema }),
  z.object({
    /** The folder holding one subfolder per deployed version, ending in "/". */
    base: z.url().check(z.refine((value) => value.endsWith('/'), 'must end with "/"')),
    live: deployedVersion,
    canary: z.optional(
      z.object({ version: deployedVersion, percent: z.number().check(z.int(), z.gte(0), z.lte(100)) }),
    ),
    /** Version → its files' hashes, as `pnpm deploy:remote` printed them; a version missing here never runs. */
    integrity: z.optional(z.record(deployedVersion, buildFilesSchema)),
  }),
]);

export type RemoteConfig = z.infer<typeof remoteConfigSchema>;

/** Runtime configuration the shell fetches from config.json before it renders (docs/architecture.md, "Runtime config"). */
const runtimeConfigFields = z.object({
  /** Base of the auth calls, e.g. http://127.0.0.1:8787/auth */
  authUrl: z.url(),
  /** Base of the game calls, e.g. http://127.0.0.1:8787/api */
  apiUrl: z.url(),
  /** Notification socket address without the query, e.g. ws://127.0.0.1:8787/notifications */
  notificationsUrl: z.url(),
  /** Chain JSON-RPC endpoint: the mainnet cluster endpoint unless a local stack says otherwise. */
  rpcUrl: z.url(),
  /** Chain PubSub endpoint; web3.js derives it from rpcUrl when absent. */
  wsRpcUrl: z.optional(z.url()),
  cluster: z.enum(['mainnet-beta', 'devnet', 'localnet']),
  /** On-chain mints of the GLOBAL wallet's tokens (GOLDY and DFL are also their in-game identifiers). */
  mints: z.object({ DFL: z.string(), GOLDY: z.string(), USDC: z.string(), DFL_USDC: z.string() }),
  /** Remote name → where it lives: its remoteEntry.js URL, or its versioned deploy with an optional canary. */
  remotes: z.record(z.string(), remoteConfigSchema),
  /** The game's vault token accounts that receive deposits, per token. */
  vaults: z.optional(z.record(z.string(), z.string())),
  /**
   * Exact origins (scheme://host[:port]) of the wallets that may frame the app and provide its wallet
   * (docs/embedding.md). The shell's server sends the same list as its frame-ancestors policy.
   */
  embedHostOrigins: z.optional(
    z.array(
      z.string().check(z.refine(isOrigin, 'must be an origin such as https://wallet.example, with no path')),
    ),
  ),
  /**
   * The app as a Farcaster mini app (docs/embedding.md, "Farcaster clients"): the address clients open, the
   * Farcaster web clients that may frame it, and the operator's signed association of the app's domain with
   * their Farcaster account. The shell's origin serves the manifest built from it.
   */
  farcaster: z.optional(
    z.object({
      homeUrl: z.optional(z.url()),
      clientOrigins: z.optional(
        z.array(
          z
            .string()
            .check(z.refine(isOrigin, 'must be an origin such as https://farcaster.example, with no path')),
        ),
      ),
      accountAssociation: z.optional(
        z.object({ header: z.string(), payload: z.string(), signature: z.string() }),
      ),
    }),
  ),
  /** Where the shell reports each tab's load outcome and render errors, per version (docs/deploying.md). */
  tabReportsUrl: z.optional(z.url()),
  /** Registers the local development wallet (local stack only). */
  devWallet: z.optional(z.boolean()),
  /**
   * The game API takes the sign-up's and the sign-in's JSON as `text/plain`, as the reference game API does:
   * the app then sends them without a CORS preflight, a round trip less each (docs/game-api.md, "Sign-in
   * without preflights"). Left out, they go as JSON, which every game API takes.
   */
  signInWithoutPreflight: z.optional(z.boolean()),
  /**
   * Local development only: the tabs served by their own dev server (a fixed entry on this machine), whose
   * files change at every rebuild and so run without hashes. Refused on any cluster but localnet and for any
   * other kind of remote, so a production config cannot carry it (docs/deploying.md).
   */
  devUnverifiedRemotes: z.optional(z.array(z.string())),
});

export const runtimeConfigSchema = runtimeConfigFields.check(
  z.superRefine((config, context) => {
    for (const [i, name] of (config.devUnverifiedRemotes ?? []).entries()) {
      const problem = devUnverifiedProblem(config.cluster, config.remotes[name]);
      if (problem) context.addIssue({ code: 'custom', path: ['devUnverifiedRemotes', i], message: problem });
    }
  }),
);

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

// The store lives apart from the schema so that what reads the config (the sign-in screen's stores) does not
// load the validator: only the code that checks config.json needs zod.
export { getConfig, MAINNET_RPC_URL, useConfigStore } from './configStore';
