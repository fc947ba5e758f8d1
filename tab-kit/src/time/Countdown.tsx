import { useId } from 'react';
import { formatTimeLeft } from '../format/time';

interface CountdownProps {
  /** What is counted down to, e.g. "Ends in". */
  label: string;
  /** The moment, in ms since the epoch. */
  at: number;
  /** The current time, from the game clock (useGameNow), so every countdown of a page ticks together. */
  now: number;
  className?: string;
}

/** "Ends in 01:02:03" in HH:MM:SS, read as a timer named by its label (docs/tab-kit.md, "Time"). */
export function Countdown({ label, at, now, className }: CountdownProps) {
  const labelId = useId();
  return (
    <span className={className ? `kit-countdown ${className}` : 'kit-countdown'}>
      <span id={labelId}>{label}</span>{' '}
      <span role="timer" aria-labelledby={labelId} className="kit-number">
        {formatTimeLeft(at, now)}
      </span>
    </span>
  );
}
