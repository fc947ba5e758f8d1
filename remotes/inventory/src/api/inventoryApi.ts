import { getGameApi, type GameApi } from '@companion/shared-state';

/** The calls of the shared game client this tab uses (fakes in tests implement only these). */
export type InventoryApi = Pick<
  GameApi,
  | 'getNfts'
  | 'getNftQuote'
  | 'upgradeNft'
  | 'repairNft'
  | 'feedAnimal'
  | 'claimAnimal'
  | 'playMiniGame'
  | 'getNftCollect'
  | 'collectNft'
>;

export function inventoryApi(): InventoryApi {
  return getGameApi();
}
