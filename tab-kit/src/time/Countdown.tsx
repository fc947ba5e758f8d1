import { useId } from 'react';
import { formatDuration } from '@companion/shared-state';

/** A countdown shows 00:00:00 only once the moment has come, so a part of a second counts as a whole one. */
const roundUpToSecond = (ms: number) => Math.ceil(ms / 1000) * 1000;

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
        {formatDuration(roundUpToSecond(at - now))}
      </span>
    </span>
  );
}
