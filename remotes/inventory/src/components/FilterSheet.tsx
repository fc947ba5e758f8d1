import { BottomSheet } from '@companion/tab-kit';
import { FIELD_LABELS, VALUE_LABELS } from '../lib/filterLabels';
import { FILTER_FIELDS, FILTER_VALUES, type FilterField, type NftFilter } from '../lib/filters';

interface Props {
  filter: NftFilter;
  /** How many NFTs the filter shows, of all. */
  matching: number;
  onChange: (filter: NftFilter) => void;
  onClose: () => void;
}

/** The header filter button's sheet: one choice per field, applied at once; Reset and Show close it. */
export function FilterSheet({ filter, matching, onChange, onClose }: Props) {
  const set = (field: FilterField, value: string) => onChange({ ...filter, [field]: value || undefined });
  return (
    <BottomSheet title="Filter NFTs" onClose={onClose} className="inv-filter">
      <div className="inv-filter__fields">
        {FILTER_FIELDS.map((field) => (
          <label key={field} className="inv-field">
            <span>{FIELD_LABELS[field]}</span>
            <select value={filter[field] ?? ''} onChange={(event) => set(field, event.target.value)}>
              <option value="">All</option>
              {FILTER_VALUES[field].map((value) => (
                <option key={value} value={value}>
                  {VALUE_LABELS[field][value]}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      <div className="kit-sheet__buttons">
        <button type="button" className="kit-button" onClick={() => onChange({})}>
          Reset
        </button>
        <button type="button" className="kit-button kit-button--primary" onClick={onClose}>
          Show {matching === 1 ? '1 NFT' : `${matching} NFTs`}
        </button>
      </div>
    </BottomSheet>
  );
}
