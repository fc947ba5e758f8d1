import type { ReactNode } from 'react';

export interface Preset {
  key: string;
  /** What the button says ("25 %", "Max"). */
  label: ReactNode;
  pressed?: boolean;
  disabled?: boolean;
  onPick: () => void;
}

/** A row of one-tap choices, each at least 44 px, named by the group's label. */
export function PresetButtons({ label, presets }: { label: string; presets: Preset[] }) {
  return (
    <div className="staking-presets" role="group" aria-label={label}>
      {presets.map((preset) => (
        <button
          key={preset.key}
          type="button"
          className="kit-button staking-presets__button"
          aria-pressed={preset.pressed}
          disabled={preset.disabled}
          onClick={preset.onPick}
        >
          {preset.label}
        </button>
      ))}
    </div>
  );
}
