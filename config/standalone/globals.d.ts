// What config/rspack.app.js supplies to a tab's standalone page at build time.
declare const __STANDALONE_TAB__: { name: string; route: string; title: string };

declare module '@companion-standalone/tab-app' {
  import type { ComponentType } from 'react';
  const App: ComponentType;
  export default App;
}
