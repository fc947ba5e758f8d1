import { UnknownBalance, unknownSentence } from './UnknownBalance';
import { LOADING_IN_GAME_TEXT, UNKNOWN_IN_GAME_TEXT, useInGameNotKnown } from './walletUnknown';

/**
 * An IN_GAME balance that is not known, said so in place of its figure: "Your tickets: loading: the game has
 * not answered yet." before the session's first read answers, then `UnknownBalance` (with its Retry) if the
 * game could not give it. Nothing once the balances are known.
 */
export function InGameNotKnown({ what }: { what: string }) {
  const notKnown = useInGameNotKnown();
  if (notKnown === LOADING_IN_GAME_TEXT) {
    return (
      <span className="kit-unknown" data-testid="loading-value">
        {unknownSentence(what, LOADING_IN_GAME_TEXT)}
      </span>
    );
  }
  return notKnown === null ? null : <UnknownBalance what={what} text={UNKNOWN_IN_GAME_TEXT} />;
}
