import { lastNotice, notify, onNotice, type Notice } from './notify';

test('every listener gets each notice once, with its tone', () => {
  const seen: Notice[] = [];
  const stop = onNotice((n) => seen.push(n));
  notify('Saved', 'success');
  notify('Oops', 'error');
  stop();
  notify('Not heard');
  expect(seen.map((n) => [n.message, n.tone])).toEqual([
    ['Saved', 'success'],
    ['Oops', 'error'],
  ]);
  expect(lastNotice()?.message).toBe('Not heard');
});
