import { verifyDraw, type DrawCheck, type RaffleEvent } from '@companion/shared-state';
import { ErrorState, Skeleton, useGameData } from '@companion/tab-kit';
import { rafflesApi } from '../api/rafflesApi';

/**
 * Re-runs a past draw in the browser (docs/game-api.md, "The draw, and how to check it"): the revealed seed
 * against the commitment published at creation, the entry list against the hash published at close, and
 * the winners recomputed with the same function the server used.
 */
export function VerifyPanel({ raffle }: { raffle: RaffleEvent }) {
  const { view, retry } = useGameData(`entries:${raffle.id}`, () => rafflesApi().getRaffleEntries(raffle.id));
  if (view.status === 'loading') return <Skeleton label="Checking the draw" />;
  if (view.status === 'error') return <ErrorState what="The entry list" error={view.error} onRetry={retry} />;
  const check = verifyDraw({
    commitment: raffle.commitment,
    entriesHash: raffle.entriesHash ?? '',
    seed: raffle.seed ?? '',
    entries: view.data.entries,
    prizeCount: raffle.prizes.length,
    winners: raffle.winners,
  });
  return (
    <div className="raffles-verify" role="status">
      <p className={check.ok ? 'raffles-verify__ok' : 'raffles-verify__bad'}>
        <strong>{check.ok ? 'The draw matches.' : 'The draw does not match.'}</strong> {explain(check)}
      </p>
      <dl className="kit-facts raffles-hashes">
        <dt>Commitment</dt>
        <dd>{raffle.commitment}</dd>
        <dt>Seed</dt>
        <dd>{raffle.seed}</dd>
        <dt>Entry-list hash</dt>
        <dd>{raffle.entriesHash}</dd>
        <dt>Entries</dt>
        <dd>{view.data.entries.length}</dd>
      </dl>
    </div>
  );
}

function explain(check: DrawCheck): string {
  if (check.ok) {
    return 'The seed hashes to the commitment published before any entry, the entries hash to the list published at close, and the winners recomputed here are the published ones.';
  }
  const faults = [
    !check.commitmentMatches && 'the seed does not hash to the published commitment',
    !check.entriesMatch && 'the entries do not hash to the published entry-list hash',
    !check.winnersMatch && 'the winners recomputed here differ from the published ones',
  ].filter(Boolean);
  return `${faults.join('; ')}.`.replace(/^./, (c) => c.toUpperCase());
}
