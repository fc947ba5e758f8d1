// Test helpers for the tabs' own suites: '@companion/shared-state/testing', never imported by app code.
export { provideFakeSocket } from './provideFakeSocket';
export { loadTestConfig } from './loadTestConfig';
export { provideFakeGameApi, type FakeGameApi } from './provideFakeGameApi';
export { resetStores } from './resetStores';
export { deferred } from './deferred';
export { renderTab, type RenderTabOptions } from './renderTab';
export { signInAs, type TestBalances } from './signInAs';
export { raffleEvent } from './fixtures';
export { answerPrices, priceList, PRICES_READ_AT } from './priceList';
