// Stands in for shell/src/boot/loadApp.ts in the one-bundle build: the app is part of the page's one bundle,
// as a plain client-rendered build has it, not a chunk loaded on intent.
import * as app from '../../shell/src/boot/startApp';

export function loadApp(): Promise<typeof app> {
  return Promise.resolve(app);
}
