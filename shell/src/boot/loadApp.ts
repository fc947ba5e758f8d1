/** The app itself (React, the screens, the stores): a chunk of its own, which the page's entry loads on intent. */
export function loadApp(): Promise<typeof import('./startApp')> {
  return import(/* webpackChunkName: "app" */ './startApp');
}
