import { MAINNET_RPC_URL, type RuntimeConfig } from '@companion/shared-state';
import { runtimeConfigSchema } from '@companion/shared-state/host';
import tabs from '../tabs.json';

/** Hosts that only mean "this machine" or "fill me in": never in a production config. */
const LOCAL_HOST = /^(localhost|127\.\d+\.\d+\.\d+|0\.0\.0\.0|\[::1\])$|\.(local|localhost)$/;
const PLACEHOLDER_HOST = /\.(invalid|example)$|^example\.(com|org|net)$/;
const BASE58_KEY = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

function hostProblem(field: string, value: string, protocol: 'https:' | 'wss:'): string | null {
  const url = new URL(value);
  if (url.protocol !== protocol) return `${field} must use ${protocol.slice(0, -1)}:// (${value})`;
  if (LOCAL_HOST.test(url.hostname)) return `${field} points at this machine (${value})`;
  if (PLACEHOLDER_HOST.test(url.hostname))
    return `${field} is still a placeholder (${value}): set the real address`;
  // The game API's /dev routes exist on the local stack only (docs/game-api.md).
  if (/^\/dev(\/|$)/.test(url.pathname)) return `${field} points at a dev route (${value})`;
  return null;
}

/** The domain a Farcaster account association was signed for (its payload: base64url JSON `{ domain }`). */
function associatedDomain(payload: string): string | null {
  try {
    const { domain } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { domain?: unknown };
    return typeof domain === 'string' ? domain : null;
  } catch {
    return null;
  }
}

/**
 * The Farcaster block as production needs it: the address clients open (https, not a placeholder), the web
 * clients that may frame the app, and the association signed for that address's domain. Without the
 * association clients show the app as unverified; one signed for another domain is refused by them.
 */
function farcasterProblems(farcaster: NonNullable<RuntimeConfig['farcaster']>): (string | null)[] {
  const problems: (string | null)[] = [];
  if (!farcaster.homeUrl) problems.push('farcaster.homeUrl is missing: the address Farcaster clients open');
  else problems.push(hostProblem('farcaster.homeUrl', farcaster.homeUrl, 'https:'));
  for (const [i, origin] of (farcaster.clientOrigins ?? []).entries()) {
    problems.push(hostProblem(`farcaster.clientOrigins.${i}`, origin, 'https:'));
  }
  const association = farcaster.accountAssociation;
  if (!association) {
    problems.push(
      "farcaster.accountAssociation is missing: sign the app's domain with the operator's Farcaster account " +
        "in Farcaster's developer tools and copy the association here",
    );
  } else if (farcaster.homeUrl && !hostProblem('farcaster.homeUrl', farcaster.homeUrl, 'https:')) {
    const domain = associatedDomain(association.payload);
    const home = new URL(farcaster.homeUrl).hostname;
    if (domain !== home) {
      problems.push(
        `farcaster.accountAssociation is signed for ${domain ?? 'no readable domain'}, not ${home}: sign ${home}`,
      );
    }
  }
  return problems;
}

/**
 * Everything wrong with `body` as the runtime config of the production app on mainnet (docs/deploying.md,
 * "The production config"): the schema first, then what production adds to it. An empty list means it may ship.
 */
export function productionConfigProblems(body: unknown): string[] {
  const parsed = runtimeConfigSchema.safeParse(body);
  if (!parsed.success) {
    return parsed.error.issues.map((issue) => `${issue.path.join('.') || 'root'}: ${issue.message}`);
  }
  const config = parsed.data;
  const problems: string[] = [];
  const add = (problem: string | null) => problem && problems.push(problem);

  if (config.cluster !== 'mainnet-beta') add(`cluster must be "mainnet-beta" (is "${config.cluster}")`);
  if (config.rpcUrl !== MAINNET_RPC_URL) add(`rpcUrl must be ${MAINNET_RPC_URL} (is ${config.rpcUrl})`);
  if (config.wsRpcUrl !== undefined) add(hostProblem('wsRpcUrl', config.wsRpcUrl, 'wss:'));
  add(hostProblem('authUrl', config.authUrl, 'https:'));
  add(hostProblem('apiUrl', config.apiUrl, 'https:'));
  add(hostProblem('notificationsUrl', config.notificationsUrl, 'wss:'));
  if (config.tabReportsUrl !== undefined) add(hostProblem('tabReportsUrl', config.tabReportsUrl, 'https:'));
  if (config.devWallet) add('devWallet must be absent or false: its key is not protected');
  if (config.farcaster) for (const problem of farcasterProblems(config.farcaster)) add(problem);

  for (const [token, mint] of Object.entries(config.mints)) {
    if (!BASE58_KEY.test(mint)) add(`mints.${token} must be the token's mainnet mint address`);
  }
  for (const [token, vault] of Object.entries(config.vaults ?? {})) {
    if (!BASE58_KEY.test(vault)) add(`vaults.${token} must be the game's mainnet vault token account`);
  }
  for (const tab of tabs) {
    const remote = config.remotes[tab.name];
    if (remote === undefined) {
      add(
        `remotes.${tab.name} is missing: add the entry \`pnpm deploy:remote ${tab.name} --version <v>\` printed` +
          ` (config/tabs.json lists the tab)`,
      );
    } else if (typeof remote === 'string' || 'entry' in remote) {
      add(`remotes.${tab.name} must name a deployed version ({ "base", "live" }), not a fixed entry`);
    } else {
      add(hostProblem(`remotes.${tab.name}.base`, remote.base, 'https:'));
      // The shell runs no file without its recorded hash: a version named without them never runs.
      for (const version of new Set([remote.live, ...(remote.canary ? [remote.canary.version] : [])])) {
        const files = remote.integrity?.[version];
        if (!files || !files['remoteEntry.js'] || !files['mf-manifest.json']) {
          add(
            `remotes.${tab.name}.integrity has no file hashes for ${version}: copy them from what ` +
              `pnpm deploy:remote printed for that version`,
          );
        }
      }
    }
  }
  for (const name of Object.keys(config.remotes)) {
    if (!tabs.some((tab) => tab.name === name)) {
      add(`remotes.${name} is no tab of config/tabs.json: add the tab there or remove it`);
    }
  }
  for (const [i, origin] of (config.embedHostOrigins ?? []).entries()) {
    add(hostProblem(`embedHostOrigins.${i}`, origin, 'https:'));
  }
  return problems;
}
