// Exact decimal strings in token units ↔ integer base units: the shared conversion (shared-state's schemas),
// under the names the game's services use.
export {
  formatBaseUnits as fromBaseUnits,
  parseBaseUnits as toBaseUnits,
} from '@companion/shared-state/schemas';

/** The largest amount an SQLite INTEGER column holds. */
export const MAX_BASE_UNITS = 2n ** 63n - 1n;
