// The Content-Security-Policy of the shell's page and of each tab's own page, derived from the runtime config
// (docs/deploying.md, "Content Security Policy"): scripts from the page's own origin, the tabs' hosts and the
// inline scripts the shell's build hashed, nothing else (no eval); connections to the game API, the chain and
// the tabs' hosts only; images from the page's own origin (token icons, NFT pictures), the game API's and the
// tabs' hosts, and data: URLs (wallets' icons); framing by the wallets the config allows. The local stack and the tabs' dev servers send
// it; `pnpm check:config` prints it for a production config.

/** @param {string} url */
const originOf = (url) => new URL(url).origin;

/**
 * The chain's PubSub address when the config names none: web3.js's own rule (ws for http, wss for https, the
 * next port when one is given).
 * @param {string} rpcUrl
 */
function defaultWsRpcUrl(rpcUrl) {
  const url = new URL(rpcUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  if (url.port) url.port = String(Number(url.port) + 1);
  return url.origin;
}

/**
 * Where the tabs' files come from: each remote's host (its versioned deploys' folder, or its fixed entry).
 * @param {{ remotes?: Record<string, string | { entry?: string, base?: string }> }} config
 */
function remoteOrigins(config) {
  return Object.values(config.remotes ?? {}).map((remote) =>
    originOf(typeof remote === 'string' ? remote : (remote.entry ?? remote.base ?? '')),
  );
}

/**
 * @typedef {{ authUrl: string, apiUrl: string, notificationsUrl: string, rpcUrl: string, wsRpcUrl?: string }}
 *   Services the services a runtime config names
 */

/**
 * The game API's, the notification socket's and the chain's origins.
 * @param {Services} config
 */
function serviceOrigins(config) {
  return [
    originOf(config.authUrl),
    originOf(config.apiUrl),
    originOf(config.notificationsUrl),
    originOf(config.rpcUrl),
    config.wsRpcUrl ? originOf(config.wsRpcUrl) : defaultWsRpcUrl(config.rpcUrl),
  ];
}

/**
 * Where pictures come from: the page's own origin (token icons and the NFT pictures the game names by path),
 * the game API's origins (an NFT picture it names by its own address), `hosts` (the tabs' own files) and data:
 * URLs, which wallets give their icons as (Wallet Standard).
 * @param {Services} config
 * @param {string[]} hosts
 */
function imageSources(config, hosts) {
  return ["'self'", 'data:', originOf(config.authUrl), originOf(config.apiUrl), ...hosts];
}

/** @param {string} name @param {string[]} sources */
const directive = (name, sources) => [name, ...new Set(sources)].join(' ');

/**
 * Where the shell's page sends each tab's load outcome and render errors, when the config names it.
 * @param {{ tabReportsUrl?: string }} config
 */
const reportOrigins = (config) => (config.tabReportsUrl ? [originOf(config.tabReportsUrl)] : []);

/**
 * The Farcaster web clients that open the app as a mini app in a frame, when the config names them
 * (docs/embedding.md, "Hosts"); a Farcaster phone client opens it in a web view, which no frame-ancestors binds.
 * @param {{ farcaster?: { clientOrigins?: string[] } }} config
 */
function farcasterClientOrigins(config) {
  const origins = config.farcaster?.clientOrigins ?? [];
  for (const origin of origins) {
    if (originOf(origin) !== origin) throw new Error(`farcaster.clientOrigins: "${origin}" is not an origin`);
  }
  return origins;
}

/**
 * The shell's page. `inlineScripts` are the hashes of its HTML's inline scripts, as its build wrote them
 * (`shell/dist/csp.json`, shell/prerender/PrerenderPlugin.js).
 * @param {Services & Parameters<typeof remoteOrigins>[0] & Parameters<typeof reportOrigins>[0] &
 *   Parameters<typeof farcasterClientOrigins>[0] & { embedHostOrigins?: string[] }} config
 * @param {{ inlineScripts?: string[] }} [build]
 */
function shellPolicy(config, { inlineScripts = [] } = {}) {
  for (const origin of config.embedHostOrigins ?? []) {
    if (originOf(origin) !== origin) throw new Error(`embedHostOrigins: "${origin}" is not an origin`);
  }
  const tabs = remoteOrigins(config);
  return [
    directive('script-src', ["'self'", ...tabs, ...inlineScripts]),
    // The tabs' manifests are read with fetch and their reports sent: those hosts are connections too.
    directive('connect-src', ["'self'", ...serviceOrigins(config), ...tabs, ...reportOrigins(config)]),
    directive('img-src', imageSources(config, tabs)),
    "object-src 'none'",
    "base-uri 'self'",
    // Framed only by itself and the wallets and Farcaster clients its config allows (docs/embedding.md).
    directive('frame-ancestors', [
      "'self'",
      ...(config.embedHostOrigins ?? []),
      ...farcasterClientOrigins(config),
    ]),
  ].join('; ');
}

/**
 * A tab's own page (its standalone page on its dev server, or the note a production build serves): its own
 * scripts only, the same services as the shell.
 * @param {Services} config
 */
function tabPagePolicy(config) {
  return [
    "script-src 'self'",
    directive('connect-src', ["'self'", ...serviceOrigins(config)]),
    directive('img-src', imageSources(config, [])),
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * The hash a CSP source list allows an inline script by: SHA-256 of its text, base64.
 * @param {string} text
 */
function inlineScriptSource(text) {
  return `'sha256-${require('node:crypto').createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * Every inline script of an HTML page (a <script> without src), as written.
 * @param {string} html
 */
function inlineScriptsOf(html) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes ?? ''))
    .map(([, , text]) => text ?? '');
}

module.exports = { shellPolicy, tabPagePolicy, inlineScriptSource, inlineScriptsOf, remoteOrigins };
