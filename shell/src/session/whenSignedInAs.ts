import { Layout } from '@companion/shared-state';
import { useLoginStore } from '@companion/shared-state/host';

/**
 * Runs `then` once `address` is signed in (at once if it is); a sign-in that ends otherwise (logged out, or
 * another wallet signed in) stops the wait. Answers a function that stops it too.
 */
export function whenSignedInAs(address: string, then: () => void): () => void {
  const settled = ({ token, publicKey, layout }: ReturnType<typeof useLoginStore.getState>) => {
    if (token && publicKey === address) {
      then();
      return true;
    }
    return layout === Layout.LoggedOut || (Boolean(token) && Boolean(publicKey) && publicKey !== address);
  };
  if (settled(useLoginStore.getState())) return () => undefined;
  const stop = useLoginStore.subscribe((state) => {
    if (settled(state)) stop();
  });
  return stop;
}
