import { RARITIES, type Nft } from '@companion/shared-state';

export const SORT_KEYS = ['level', 'rarity', 'hp', 'energy', 'name'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export const SORT_LABELS: Readonly<Record<SortKey, string>> = {
  level: 'Level',
  rarity: 'Rarity',
  hp: 'HP',
  energy: 'Energy',
  name: 'Name',
};
export const DEFAULT_SORT: SortKey = 'level';

const rank = (nft: Nft) => RARITIES.indexOf(nft.rarity);

/** Accents are stripped only from names that have any: normalising every name costs more than the sort. */
const NON_ASCII = /[^\u0020-\u007e]/;

/**
 * A name as players order it, computed once per NFT and sort: case and accents ignored, numbers by value
 * ("Cow #2" before "Cow #10"). Plain string comparison of these keys is many times cheaper than a collator
 * on each comparison, which a sort of 1,000 NFTs makes about 10,000 of (docs/performance.md, "Inventory grid").
 */
const nameKey = (name: string) =>
  (NON_ASCII.test(name) ? name.normalize('NFD').replace(/\p{M}/gu, '') : name)
    .toLowerCase()
    .replace(/\d+/g, (digits) => digits.padStart(16, '0'));

const byKey = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Highest first for figures and rarity, A to Z for names; ties go by name, then id, so the order is stable. */
const COMPARE: Readonly<Record<SortKey, (a: Nft, b: Nft) => number>> = {
  level: (a, b) => b.level - a.level,
  rarity: (a, b) => rank(b) - rank(a),
  hp: (a, b) => b.hp - a.hp,
  energy: (a, b) => b.energy - a.energy,
  name: () => 0,
};

export function sortNfts(nfts: readonly Nft[], key: SortKey): Nft[] {
  const compare = COMPARE[key];
  return nfts
    .map((nft) => ({ nft, name: nameKey(nft.name) }))
    .sort((a, b) => compare(a.nft, b.nft) || byKey(a.name, b.name) || byKey(a.nft.id, b.nft.id))
    .map(({ nft }) => nft);
}

export const sortFromParam = (value: string | null): SortKey =>
  (SORT_KEYS as readonly string[]).includes(value ?? '') ? (value as SortKey) : DEFAULT_SORT;
