/** The search field's text as the grid compares it: trimmed, any case. */
export const normalizeSearch = (search: string): string => search.trim().toLocaleLowerCase();

/** An NFT's name matches when it contains the searched text, in any case; an empty search matches all. */
export function matchesName(name: string, search: string): boolean {
  const wanted = normalizeSearch(search);
  return wanted === '' || name.toLocaleLowerCase().includes(wanted);
}
