import {
  ADVENTURE_HOURS,
  groupDigits,
  type ClaimAnimalRequest,
  type NftQuote,
} from '@companion/shared-state';

type AdventureHours = ClaimAnimalRequest['adventureHours'];

interface Props {
  adventures: NftQuote['adventures'];
  value: AdventureHours;
  onChange: (hours: AdventureHours) => void;
  /** Locked while an action runs. */
  disabled?: boolean;
}

/** How long a dog or cat goes away, each length with what the game pays for it. */
export function AdventureField({ adventures, value, onChange, disabled }: Props) {
  return (
    <label className="inv-field inv-action__choice">
      <span>Adventure length</span>
      <select
        value={value ?? ''}
        disabled={disabled}
        onChange={(event) => onChange(ADVENTURE_HOURS.find((hours) => hours === Number(event.target.value)))}
      >
        {adventures.map((trip) => (
          <option key={trip.hours} value={trip.hours}>
            {trip.hours} h · {groupDigits(trip.goldy)} GOLDY
          </option>
        ))}
      </select>
    </label>
  );
}
