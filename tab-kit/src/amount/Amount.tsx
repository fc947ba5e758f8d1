import { groupDigits } from '@companion/shared-state';
import { formatAmount } from '../format/numbers';
import { unitName } from '../format/units';

/**
 * An exact amount with digit grouping ("1,234,567.891234567") and its unit as players read it ("7 tickets",
 * `unitName`), in tabular figures so a changing balance does not make the layout jump.
 */
export function Amount({
  value,
  unit,
  className,
  maxDecimals,
}: {
  value: string;
  unit?: string;
  className?: string;
  /** Cut to this many decimals (`formatAmount`), e.g. a reward ticking each second; exact when left out. */
  maxDecimals?: number;
}) {
  return (
    <span className={className ? `kit-number ${className}` : 'kit-number'}>
      {maxDecimals === undefined ? groupDigits(value) : formatAmount(value, maxDecimals)}
      {unit ? ` ${unitName(unit, value)}` : ''}
    </span>
  );
}
