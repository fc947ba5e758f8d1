import { useId } from 'react';

export interface ChoiceOption<T extends string> {
  value: T;
  label: string;
  /** A second line, e.g. which way the tokens go. */
  hint?: string;
}

interface ChoiceProps<T extends string> {
  legend: string;
  options: readonly ChoiceOption<T>[];
  value: T;
  onChange: (value: T) => void;
}

/** A segmented control built on radio buttons, so keyboard and screen readers treat it as one choice. */
export function Choice<T extends string>({ legend, options, value, onChange }: ChoiceProps<T>) {
  const name = useId();
  return (
    <fieldset className="transfer-choice">
      <legend className="transfer-choice__legend">{legend}</legend>
      <div className="transfer-choice__options">
        {options.map((option) => {
          const checked = option.value === value;
          const hintId = `${name}-${option.value}-hint`;
          return (
            <label
              key={option.value}
              className={
                checked ? 'transfer-choice__option transfer-choice__option--on' : 'transfer-choice__option'
              }
            >
              <input
                type="radio"
                className="transfer-choice__input"
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                // The name is the label alone; the hint is read as the description.
                aria-label={option.label}
                aria-describedby={option.hint ? hintId : undefined}
              />
              <span className="transfer-choice__label">{option.label}</span>
              {option.hint && (
                <span id={hintId} className="transfer-choice__hint">
                  {option.hint}
                </span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
