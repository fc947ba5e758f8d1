import { useEffect } from 'react';

export const APP_NAME = 'Companion';

/** The browser tab (and history, and screen readers on navigation) name the screen: "Staking · Companion". */
export function useDocumentTitle(screen: string): void {
  useEffect(() => {
    document.title = documentTitle(screen);
  }, [screen]);
}

/** "Staking · Companion"; the app's name alone for no screen. */
export function documentTitle(screen: string): string {
  return screen ? `${screen} · ${APP_NAME}` : APP_NAME;
}
