// The Farcaster mini-app manifest the shell's origin serves at /.well-known/farcaster.json (docs/embedding.md,
// "Farcaster"), built from the runtime config: Farcaster clients read it to list and open the app. The local
// stack serves it generated from its config; a deployment serves what
// `node shell/src/hosts/farcaster/farcasterManifest.cjs <config.json>` prints.

/** Where the manifest is served, on the app's own origin. */
const MANIFEST_PATH = '/.well-known/farcaster.json';

/** The product as a Farcaster client lists it. */
const APP = {
  name: 'Companion',
  subtitle: 'Your game wallet',
  description: 'Sign in with your wallet, see your game and wallet balances live, and move, stake and play.',
  // In the shell's public folder: 1024×1024 and 200×200 PNGs with no transparency, as the clients ask.
  icon: '/icons/app-icon.png',
  splash: '/icons/splash.png',
  // The page's theme colour (shell/src/index.html).
  background: '#12101c',
};

/** Solana mainnet as Farcaster names chains (CAIP-2). */
const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';

/**
 * @typedef {{ header: string, payload: string, signature: string }} AccountAssociation the domain's signed
 *   association with the operator's Farcaster account, as Farcaster's developer tools produce it for that domain
 * @typedef {{ homeUrl?: string, clientOrigins?: string[], accountAssociation?: AccountAssociation }} FarcasterConfig
 */

/**
 * The manifest. `homeUrl` is the config's `farcaster.homeUrl`, else `servedAt` (the shell's own address, as the
 * local stack serves it); the icons are on the same origin. The account association is the operator's, signed for
 * their domain: copied when the config has it, left out when it does not (a client then treats the app as
 * unverified); never made up.
 * @param {{ cluster?: string, farcaster?: FarcasterConfig }} config
 * @param {string} [servedAt]
 */
function farcasterManifest(config, servedAt) {
  const home = config.farcaster?.homeUrl ?? servedAt;
  if (!home) throw new Error('farcaster.homeUrl is missing: the address the app is opened at');
  const homeUrl = new URL(home).href;
  const association = config.farcaster?.accountAssociation;
  return {
    ...(association && {
      accountAssociation: {
        header: association.header,
        payload: association.payload,
        signature: association.signature,
      },
    }),
    miniapp: {
      version: '1',
      name: APP.name,
      homeUrl,
      iconUrl: new URL(APP.icon, homeUrl).href,
      splashImageUrl: new URL(APP.splash, homeUrl).href,
      splashBackgroundColor: APP.background,
      subtitle: APP.subtitle,
      description: APP.description,
      primaryCategory: 'games',
      // The app signs in with the client's Solana wallet and tells the client when its first screen is up.
      requiredCapabilities: ['wallet.getSolanaProvider', 'actions.ready'],
      ...(config.cluster === 'mainnet-beta' && { requiredChains: [SOLANA_MAINNET] }),
    },
  };
}

module.exports = { farcasterManifest, MANIFEST_PATH };

if (require.main === module) {
  const file = process.argv[2];
  if (!file) {
    console.error('Usage: node shell/src/hosts/farcaster/farcasterManifest.cjs <config.json>');
    process.exit(1);
  }
  const config = JSON.parse(require('node:fs').readFileSync(file, 'utf8'));
  if (!config.farcaster?.accountAssociation) {
    console.error(
      `${file} has no farcaster.accountAssociation: sign your domain with your Farcaster account in ` +
        "Farcaster's developer tools and copy the association into the config (the manifest below has none).",
    );
  }
  console.log(JSON.stringify(farcasterManifest(config), null, 2));
}
