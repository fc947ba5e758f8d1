import { SORT_KEYS, SORT_LABELS, type SortKey } from '../lib/sort';

/** "Sort by" for the grid: level, rarity, HP and energy highest first, names A to Z. */
export function SortField({ value, onChange }: { value: SortKey; onChange: (value: SortKey) => void }) {
  return (
    <label className="inv-field inv-sort">
      <span>Sort by</span>
      <select value={value} onChange={(event) => onChange(event.target.value as SortKey)}>
        {SORT_KEYS.map((key) => (
          <option key={key} value={key}>
            {SORT_LABELS[key]}
          </option>
        ))}
      </select>
    </label>
  );
}
