import type { ComponentType } from 'react';
import App from '@companion-standalone/tab-app';

/** The tab this page runs: its line of config/tabs.json, put in by the Rspack set-up. */
export const TAB: { name: string; route: string; title: string } = __STANDALONE_TAB__;

/** The tab's own App, exactly as the shell loads it through federation. */
export const TabApp: ComponentType = App;

/** The route pattern the shell gives the tab: home owns "/" only, every other tab its whole subtree. */
export const TAB_PATH = TAB.route === '/' ? '/' : `${TAB.route}/*`;
