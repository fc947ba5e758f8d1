import { Layout } from '../stores/layout';
import { useLoginStore } from '../stores/loginStore';
import { resumeStoredSession } from './session';

const WALLET = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';

function stored(token: string, publicKey: string): void {
  const login = useLoginStore.getState();
  login.setLayout(Layout.LoggedOut);
  login.setToken(token);
  login.setPublicKey(publicKey);
}

describe('resumeStoredSession', () => {
  it('resumes a stored session logged in and answers whose it is', () => {
    stored('tok', WALLET);
    expect(resumeStoredSession()).toEqual({ publicKey: WALLET, token: 'tok' });
    expect(useLoginStore.getState().layout).toBe(Layout.LoggedIn);
  });

  it('answers null and leaves the sign-in screen when no session is stored', () => {
    stored('', '');
    expect(resumeStoredSession()).toBeNull();
    expect(useLoginStore.getState().layout).toBe(Layout.LoggedOut);
  });
});
