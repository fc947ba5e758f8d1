import { notificationsSocketUrl } from './notificationsUrl';

describe('notificationsSocketUrl', () => {
  it('appends the token as the Authorization query parameter', () => {
    expect(notificationsSocketUrl('ws://127.0.0.1:8787/notifications', 'abc')).toBe(
      'ws://127.0.0.1:8787/notifications?Authorization=abc',
    );
  });

  it('joins an existing query with &', () => {
    expect(notificationsSocketUrl('wss://h/n?v=2', 'abc')).toBe('wss://h/n?v=2&Authorization=abc');
  });

  it("is '' without a token or a base", () => {
    expect(notificationsSocketUrl('ws://h/n', '')).toBe('');
    expect(notificationsSocketUrl(undefined, 'abc')).toBe('');
    expect(notificationsSocketUrl('', 'abc')).toBe('');
  });
});
