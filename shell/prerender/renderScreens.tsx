// Run by PrerenderPlugin.js at build time (Node, through tsx): the shell's own components rendered to HTML, so
// the page shows the sign-in screen, in the product's exact words, before any script has run. Prints JSON.
// First: a component may import its stylesheet (./ignoreStyles.cjs).
import './ignoreStyles.cjs';
import { renderToString } from 'react-dom/server';
import { SESSION_STORAGE_KEY } from '@companion/shared-state/host';
import { App } from '../src/App';
import { LoadingScreen } from '../src/signin/LoadingScreen';
import { SIGN_IN_TITLE } from '../src/signin/SignInScreen';
import { documentTitle } from '../src/layout/useDocumentTitle';
import { markStoredSessionScript, showLoadingScreenScript } from '../src/boot/storedSession';

export interface PrerenderedScreens {
  /** The app as a signed-out player's first render has it: hydrateRoot takes it over unchanged. */
  root: string;
  title: string;
  headScript: string;
  /** Placed right after the root: a stored session's player sees the loading screen instead. */
  afterRootScript: string;
}

const screens: PrerenderedScreens = {
  root: renderToString(<App />),
  title: documentTitle(SIGN_IN_TITLE),
  headScript: markStoredSessionScript(SESSION_STORAGE_KEY),
  afterRootScript: showLoadingScreenScript(renderToString(<LoadingScreen />)),
};

process.stdout.write(JSON.stringify(screens));
