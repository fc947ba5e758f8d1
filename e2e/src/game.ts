import type { Page } from 'playwright-core';
import type { Stack } from './stack';

/** The game API session token of the app signed in on `page` (the login store's persisted state). */
export async function sessionToken(page: Page): Promise<string> {
  const session = await page.evaluate(() => localStorage.getItem('companion.session'));
  // The persisted login store: { state: { token, publicKey }, version }.
  return (JSON.parse(session ?? '{}') as { state?: { token?: string } }).state?.token ?? '';
}

/** `GET {api}<path>` as the player signed in on `page`, as the tabs call it; anything but 200 fails. */
export async function playerGet<T>(stack: Stack, page: Page, path: string): Promise<T> {
  const response = await fetch(`${stack.urls.gameApi}/api${path}`, {
    headers: { authorization: await sessionToken(page) },
  });
  if (response.status !== 200)
    throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** `POST {api}<path>` with a JSON body as the player signed in on `page`; anything but 200 fails. */
export async function playerPost<T>(stack: Stack, page: Page, path: string, body: object): Promise<T> {
  const response = await fetch(`${stack.urls.gameApi}/api${path}`, {
    method: 'POST',
    headers: { authorization: await sessionToken(page), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 200)
    throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Moves the game clock forward by the dev route the test stack turns on (docs/game-api.md, "The game clock"). */
export async function moveGameClock(stack: Stack, seconds: number): Promise<void> {
  const moved = await fetch(`${stack.urls.gameApi}/dev/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceSeconds: seconds }),
  });
  if (!moved.ok) throw new Error(`moving the game clock answered ${moved.status}: ${await moved.text()}`);
}
