import { toast } from '../toasts/toast';
import {
  connectToHost,
  isBridgeError,
  registerHostWallet,
  type ConnectOptions,
} from '@companion/wallet-bridge/frame';
import { provideLinkOpener } from '@companion/shared-state/host';

export const LINK_NOT_OPENED = 'Your wallet could not open the link.';

/**
 * The handshake with the wallet that frames the app; on success its wallet is registered as a Wallet
 * Standard wallet (so the wallet adapter and every tab use it unchanged) and links open through it.
 * Returns the wallet's name, or null when no allowed host answered.
 */
export async function connectEmbeddedWallet(
  allowedOrigins: readonly string[],
  windows: Pick<ConnectOptions, 'self' | 'parent'> = {},
): Promise<string | null> {
  const connection = await connectToHost({ allowedOrigins, ...windows });
  if (!connection) {
    console.warn('No allowed wallet answered the handshake; running as a page of its own');
    return null;
  }
  registerHostWallet(connection);
  // Inside the wallet the app opens no window of its own: the wallet opens the link.
  provideLinkOpener((url) => {
    connection.request('openLink', { url }).catch((error: unknown) => {
      if (isBridgeError(error) && error.code === 'USER_REJECTED') return;
      console.warn('The wallet did not open the link', error);
      toast.error(LINK_NOT_OPENED, { id: 'open-link' });
    });
  });
  return connection.host.name;
}
