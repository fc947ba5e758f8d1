import { chipLabel } from '../lib/filterLabels';
import { FILTER_FIELDS, type FilterField, type NftFilter } from '../lib/filters';

interface Props {
  filter: NftFilter;
  onChange: (filter: NftFilter) => void;
}

/** One chip per active filter, each removed by its ✕, and "Clear all"; nothing when no filter is on. */
export function FilterChips({ filter, onChange }: Props) {
  const active = FILTER_FIELDS.flatMap((field) => {
    const value = filter[field];
    return value === undefined ? [] : [{ field, label: chipLabel(field, value) }];
  });
  if (active.length === 0) return null;
  const remove = (field: FilterField) => onChange({ ...filter, [field]: undefined });
  return (
    <ul className="inv-chips" aria-label="Active filters">
      {active.map(({ field, label }) => (
        <li key={field} className="inv-chip">
          <span>{label}</span>
          <button
            type="button"
            className="inv-chip__remove"
            aria-label={`Remove ${label}`}
            onClick={() => remove(field)}
          >
            ✕
          </button>
        </li>
      ))}
      <li>
        <button type="button" className="kit-button kit-button--small" onClick={() => onChange({})}>
          Clear all
        </button>
      </li>
    </ul>
  );
}
