import { createRoot } from 'react-dom/client';
import { loadConfig, resumeStoredSession, useHeaderStore } from '@companion/shared-state/host';
import { registerTabRemotes } from './federation/remoteRegistry';
import { provideGameApi } from './session/gameApi';
import { App } from './App';
import { startEmbeddedMode } from './embedded/embeddedMode';
import '@companion/tab-kit/tokens.css';
import './styles.css';

async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root')!);
  try {
    const config = await loadConfig();
    registerTabRemotes(config.remotes);
    useHeaderStore.getState().setMints(config.mints);
    provideGameApi();
    await startEmbeddedMode(config);
    // A stored session resumes logged in; the first game call checks the token (401 → sign-in screen).
    resumeStoredSession();
    root.render(<App config={config} />);
  } catch (error) {
    console.error(error);
    root.render(
      <main className="fatal" role="alert">
        <h1>The app could not start</h1>
        <p>{(error as Error).message}</p>
      </main>,
    );
  }
}

void start();
