import { useConfigStore } from '../config';
import { useServices } from '../services';
import { setNotificationSocket } from '../socket';
import { useHeaderStore } from '../stores/headerStore';
import { useLoginStore } from '../stores/loginStore';
import { useNftStore } from '../stores/nftStore';

/** Puts every shared store (and the socket registry) back to its first state, so no test sees another's. */
export function resetStores(): void {
  for (const store of [useHeaderStore, useLoginStore, useNftStore, useConfigStore, useServices] as const) {
    (store as typeof useServices).setState((store as typeof useServices).getInitialState(), true);
  }
  setNotificationSocket(null);
}
