import { createNotificationSocket } from './createNotificationSocket';
import { getNotificationSocket, onNotificationSocketChange, setNotificationSocket } from './registry';

afterEach(() => setNotificationSocket(null));

describe('the shared socket', () => {
  it('is null until the shell registers one, then that one', () => {
    expect(getNotificationSocket()).toBeNull();
    const socket = createNotificationSocket({ url: () => '' });
    setNotificationSocket(socket);
    expect(getNotificationSocket()).toBe(socket);
    setNotificationSocket(null);
    expect(getNotificationSocket()).toBeNull();
  });

  it('tells listeners when it changes, once per change', () => {
    const listener = jest.fn();
    const stop = onNotificationSocketChange(listener);
    const socket = createNotificationSocket({ url: () => '' });
    setNotificationSocket(socket);
    setNotificationSocket(socket);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    setNotificationSocket(null);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
