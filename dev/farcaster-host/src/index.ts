import { exposeToIframe } from '@farcaster/miniapp-host';
import { fundFromFaucet } from '@companion/shared-state/host/wallet';
import { loadClientConfig } from './config';
import { createApprovals } from './approvals';
import { createSolanaProvider, loadKeypair } from './solanaWallet';
import { createMiniAppHost } from './miniAppHost';
import './styles.css';

const byTestId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`)!;

async function start(): Promise<void> {
  const status = byTestId('farcaster-account');
  const splash = byTestId('mini-app-splash');
  const config = await loadClientConfig();
  const keypair = loadKeypair();
  const address = keypair.publicKey.toBase58();
  status.dataset.address = address;
  status.textContent = 'Funding this account from the local faucet…';
  // Each account gets local test funds the first time it is used.
  fundFromFaucet(config.rpcUrl, address).then(
    () => {
      status.dataset.funding = 'ready';
      status.textContent = `Account ${address.slice(0, 4)}…${address.slice(-4)} · local test funds`;
    },
    (error: unknown) => {
      console.warn('The local faucet did not fund the account', error);
      status.dataset.funding = 'failed';
      status.textContent = 'The local faucet could not fund this account.';
    },
  );

  const iframe = document.createElement('iframe');
  iframe.title = 'Game companion';
  iframe.src = config.appUrl;
  // A Farcaster web client's frame: scripts, its own storage and forms; no popups or top navigation.
  iframe.sandbox.add('allow-scripts', 'allow-same-origin', 'allow-forms');
  const approvals = createApprovals(byTestId('farcaster-request'));
  const host = createMiniAppHost(createSolanaProvider(keypair, approvals), {
    // The client shows its splash until the mini app says its first screen is up.
    onReady: () => {
      splash.hidden = true;
      splash.dataset.ready = 'yes';
    },
    onOpenUrl: (url) => {
      if (/^https?:\/\//.test(url)) window.open(url, '_blank', 'noopener');
    },
  });
  // In the page first: the host listens to the frame's window, which exists from then on.
  splash.before(iframe);
  exposeToIframe({ iframe, sdk: host, miniAppOrigin: new URL(config.appUrl).origin });
}

start().catch((error: unknown) => {
  console.error(error);
  byTestId('farcaster-account').textContent = (error as Error).message;
});
