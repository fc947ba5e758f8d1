import { BrowserRouter } from 'react-router-dom';
import type { RuntimeConfig } from '@companion/shared-state';
import { WalletLayer } from './wallet/WalletLayer';
import { AppLayout } from './layout/AppLayout';
import { Toasts } from './toasts/Toasts';
import { useSignIn } from './session/useSignIn';
import { useLiveSession } from './session/useLiveSession';
import { useWalletWatch } from './session/useWalletWatch';

function Session() {
  const signIn = useSignIn();
  useLiveSession();
  useWalletWatch();
  return <AppLayout onSignIn={signIn} />;
}

export function App({ config }: { config: RuntimeConfig }) {
  return (
    <WalletLayer config={config}>
      <BrowserRouter>
        <Session />
      </BrowserRouter>
      <Toasts />
    </WalletLayer>
  );
}
