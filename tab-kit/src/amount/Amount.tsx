import { groupDigits } from '@companion/shared-state';

/**
 * An exact amount with digit grouping ("1,234,567.891234567") and its unit, in tabular figures so a
 * changing balance does not make the layout jump.
 */
export function Amount({ value, unit, className }: { value: string; unit?: string; className?: string }) {
  return (
    <span className={className ? `kit-number ${className}` : 'kit-number'}>
      {groupDigits(value)}
      {unit ? ` ${unit}` : ''}
    </span>
  );
}
