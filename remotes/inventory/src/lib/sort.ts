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

const byName = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const rank = (nft: Nft) => RARITIES.indexOf(nft.rarity);

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
  return [...nfts].sort(
    (a, b) => compare(a, b) || byName.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

export const sortFromParam = (value: string | null): SortKey =>
  (SORT_KEYS as readonly string[]).includes(value ?? '') ? (value as SortKey) : DEFAULT_SORT;
