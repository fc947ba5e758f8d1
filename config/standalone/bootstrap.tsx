import { createRoot } from 'react-dom/client';
import {
  loadConfig,
  provideGameApi,
  resumeStoredSession,
  useHeaderStore,
} from '@companion/shared-state/host';
import { registerDevWallet } from '@companion/shared-state/host/wallet/devWallet';
import { StandaloneApp } from './StandaloneApp';
import { SESSION_EXPIRED, showNotice } from './notice';
import { TAB } from './tab';
// The shell's design tokens (colours, spacing, tap sizes), which every tab's CSS uses.
import '@companion/tab-kit/tokens.css';
import './standalone.css';

/** The standalone page plays the shell for one tab: the same config, game client, wallet and session. */
async function start(): Promise<void> {
  document.title = `${TAB.title} · standalone`;
  const root = createRoot(document.getElementById('root')!);
  try {
    // The dev server answers /config.json with the running local stack's (written by `npm start`).
    const config = await loadConfig('/config.json');
    useHeaderStore.getState().setMints(config.mints);
    provideGameApi({ onExpired: () => showNotice(SESSION_EXPIRED) });
    if (config.devWallet) registerDevWallet(config.rpcUrl);
    resumeStoredSession();
    root.render(<StandaloneApp config={config} />);
  } catch (error) {
    console.error(error);
    root.render(
      <main className="standalone-fatal" role="alert">
        <h1>The {TAB.title} tab could not start</h1>
        <p>{(error as Error).message}</p>
        <p>
          Start the local stack first, leaving this tab&apos;s port free:{' '}
          <code>npm start -- --without {TAB.name}</code>
        </p>
      </main>,
    );
  }
}

void start();
