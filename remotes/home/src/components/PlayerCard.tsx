import { groupDigits, shortPublicKey, useLoginStore } from '@companion/shared-state';
import type { PlayerXp } from '../api/homeApi';
import { xpRead } from '../api/homeReads';
import { Card, ErrorState, LastVisitNote, Placeholder, Skeleton, useGameRead } from '@companion/tab-kit';
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
      {view.status === 'loading' && (
        <Skeleton label="Loading XP">
          <XpShape />
        </Skeleton>
      )}
      {view.status === 'error' && <ErrorState what="Your XP" error={view.error} onRetry={retry} />}
      {view.status === 'ready' && <XpProgress xp={view.data} />}
      {view.status === 'ready' && <LastVisitNote savedAt={view.savedAt} />}
      <XpChartDetails />
    </Card>
  );
}

/** The level, the XP and the bar as they will stand, with nothing in them yet. */
function XpShape() {
  return (
    <div className="home-xp">
      <p className="home-xp__level">
        <Placeholder width="4.5em" />
      </p>
      <p className="home-xp__points">
        <Placeholder width="8em" />
      </p>
      <progress className="home-xp__bar" aria-hidden="true" value={0} max={1} />
    </div>
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
