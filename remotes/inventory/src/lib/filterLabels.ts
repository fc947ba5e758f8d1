import { NFT_KIND_LABELS, NFT_TYPE_LABELS, RARITY_LABELS } from '@companion/shared-state';
import type { FilterField } from './filters';
import { NFT_STATUS_LABELS } from './nftStatus';

/** Each filter field's name, as the sheet and the chips show it. */
export const FIELD_LABELS: Readonly<Record<FilterField, string>> = {
  collection: 'Collection',
  kind: 'Kind',
  type: 'Type',
  rarity: 'Rarity',
  status: 'Status',
};

/** Each filter value's name, per field. */
export const VALUE_LABELS: Readonly<Record<FilterField, Readonly<Record<string, string>>>> = {
  collection: { p2e: 'Play to earn', f2p: 'Free to play' },
  kind: NFT_KIND_LABELS,
  type: NFT_TYPE_LABELS,
  rarity: RARITY_LABELS,
  status: NFT_STATUS_LABELS,
};

/** An active filter's chip: "Rarity: Epic". */
export const chipLabel = (field: FilterField, value: string): string =>
  `${FIELD_LABELS[field]}: ${VALUE_LABELS[field][value] ?? value}`;
