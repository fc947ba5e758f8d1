import { useServices, type GameApi } from '../services';
import { createGameApi } from '../api';

export type FakeGameApi = { [K in keyof GameApi]: jest.Mock };

/**
 * The game API client the shell would provide, with every call a jest mock. Calls a test does not
 * fake reject naming the call, so a suite never silently depends on a call it did not set up.
 */
export function provideFakeGameApi(
  overrides: Partial<Record<keyof GameApi, (...args: never[]) => unknown>> = {},
): FakeGameApi {
  const names = Object.keys(
    createGameApi({ authUrl: 'http://127.0.0.1/auth', apiUrl: 'http://127.0.0.1/api', getToken: () => '' }),
  ) as (keyof GameApi)[];
  const api = Object.fromEntries(
    names.map((name) => [
      name,
      overrides[name] ?? jest.fn(async () => Promise.reject(new Error(`not faked in this test: ${name}`))),
    ]),
  ) as FakeGameApi;
  useServices.getState().provide({ gameApi: api as unknown as GameApi });
  return api;
}
