// Jest set-up for browser packages (config/jest.preset.js): shared stores start fresh in every test.
// The reset runs before each test rather than after: after a test, its components are still mounted
// until testing-library unmounts them, and a reset under them would re-render them with no game client.
import { resetStores } from './resetStores';

beforeEach(() => resetStores());
