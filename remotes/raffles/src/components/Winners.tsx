import { ordinal, shortPublicKey, type RaffleEvent } from '@companion/shared-state';

/** The winners by place (1ST, 2ND, …) with their prizes; the player's own wins stand out. */
export function Winners({ raffle, walletId }: { raffle: RaffleEvent; walletId: string }) {
  if (raffle.winners.length === 0) return <p>No winners: there were no entries to draw.</p>;
  return (
    <ol className="raffles-winners" aria-label={`Winners of ${raffle.name}`}>
      {raffle.winners.map((winner) => {
        const prize = raffle.prizes.find((p) => p.place === winner.place);
        const isMe = winner.walletId === walletId;
        return (
          <li key={winner.place} className={isMe ? 'raffles-winner raffles-winner--me' : 'raffles-winner'}>
            <span className="raffles-place">{ordinal(winner.place)}</span>{' '}
            <span>{isMe ? 'You' : shortPublicKey(winner.walletId)}</span>{' '}
            <span className="raffles-prize">{prize?.label}</span>
          </li>
        );
      })}
    </ol>
  );
}
