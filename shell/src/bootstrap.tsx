import { createRoot } from 'react-dom/client';
import { Layout, useHeaderStore, useLoginStore } from '@companion/shared-state';
import { loadConfig } from './config/loadConfig';
import { registerTabRemotes } from './federation/remoteRegistry';
import { provideGameApi } from './session/gameApi';
import { App } from './App';
import './styles.css';

async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root')!);
  try {
    const config = await loadConfig();
    registerTabRemotes(config.remotes);
    useHeaderStore.getState().setMints(config.mints);
    provideGameApi();
    // A stored session resumes logged in; the first game call checks the token (401 → sign-in screen).
    if (useLoginStore.getState().token) useLoginStore.getState().setLayout(Layout.LoggedIn);
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
