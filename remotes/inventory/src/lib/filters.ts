import {
  NFT_COLLECTIONS,
  NFT_KINDS,
  NFT_TYPES,
  RARITIES,
  type Nft,
  type NftCollection,
  type NftKind,
  type NftType,
  type Rarity,
} from '@companion/shared-state';
import { NFT_STATUSES, statusesOf, type NftStatus } from './nftStatus';

/** What the filter sheet narrows the grid by; a field left out shows every value. */
export interface NftFilter {
  collection?: NftCollection;
  kind?: NftKind;
  type?: NftType;
  rarity?: Rarity;
  status?: NftStatus;
}
export type FilterField = keyof NftFilter;

/** Every field with the values it may take, in the sheet's order. */
export const FILTER_VALUES: { readonly [F in FilterField]-?: readonly NonNullable<NftFilter[F]>[] } = {
  collection: NFT_COLLECTIONS,
  kind: NFT_KINDS,
  type: NFT_TYPES,
  rarity: RARITIES,
  status: NFT_STATUSES,
};
export const FILTER_FIELDS = Object.keys(FILTER_VALUES) as FilterField[];

export const activeFilters = (filter: NftFilter): number =>
  FILTER_FIELDS.filter((field) => filter[field] !== undefined).length;

export function matchesFilter(nft: Nft, filter: NftFilter, gameNow: number): boolean {
  return (
    (filter.collection === undefined || nft.collection === filter.collection) &&
    (filter.kind === undefined || nft.kind === filter.kind) &&
    (filter.type === undefined || nft.type === filter.type) &&
    (filter.rarity === undefined || nft.rarity === filter.rarity) &&
    (filter.status === undefined || statusesOf(nft, gameNow).includes(filter.status))
  );
}

/** Reads a filter from the page's query (`?rarity=epic`), ignoring values it does not know. */
export function filterFromParams(params: URLSearchParams): NftFilter {
  const filter: Record<string, string> = {};
  for (const field of FILTER_FIELDS) {
    const value = params.get(field);
    if (value !== null && (FILTER_VALUES[field] as readonly string[]).includes(value)) filter[field] = value;
  }
  return filter as NftFilter;
}
