import { groupDigits, shortPublicKey, useLoginStore } from '@companion/shared-state';
import type { PlayerXp } from '../api/homeApi';
import { xpRead } from '../api/homeReads';
import { Card, ErrorState, LastVisitNote, Skeleton, useGameRead } from '@companion/tab-kit';
import { XpChartDetails } from './CardCharts';

// Grouped as text: toLocaleString's first call loads the locale's number data, a long task on a phone.
const formatCount = (n: number) => groupDigits(String(n));

/** The signed-in player's short key, level and XP towards the next level. */
export function PlayerCard() {
  const publicKey = useLoginStore((s) => s.publicKey);
  const { view, retry } = useGameRead(xpRead, { lastVisit: true });
  return (
    <Card title="Player" className="home-player">
      <p className="home-player__key" title={publicKey}>
        {shortPublicKey(publicKey)}
      </p>
      {view.status === 'loading' && <Skeleton label="Loading XP" lines={1} />}
      {view.status === 'error' && <ErrorState what="Your XP" error={view.error} onRetry={retry} />}
      {view.status === 'ready' && <XpProgress xp={view.data} />}
      {view.status === 'ready' && view.savedAt !== undefined && <LastVisitNote savedAt={view.savedAt} />}
      <XpChartDetails />
    </Card>
  );
}

function XpProgress({ xp }: { xp: PlayerXp }) {
  return (
    <div className="home-xp">
      <p className="home-xp__level">Level {xp.level}</p>
      <p className="home-xp__points">
        {formatCount(xp.xp)} / {formatCount(xp.nextLevelXp)} XP
      </p>
      <progress
        className="home-xp__bar"
        aria-label="XP towards the next level"
        value={Math.min(xp.xp, xp.nextLevelXp)}
        max={Math.max(xp.nextLevelXp, 1)}
      />
    </div>
  );
}
