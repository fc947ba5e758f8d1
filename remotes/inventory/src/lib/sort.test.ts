import { nft } from '../testing/fakes';
import { sortNfts } from './sort';

const named = (...names: string[]) => names.map((name, i) => nft({ id: `n-${i}`, name, level: 1 }));

describe('sortNfts', () => {
  it('orders names as players read them: case and accents ignored, numbers by value', () => {
    const sorted = sortNfts(named('Cow #10', 'Éclair #1', 'cow #2', 'Duck #1', 'Eagle #3'), 'name');
    expect(sorted.map((item) => item.name)).toEqual([
      'cow #2',
      'Cow #10',
      'Duck #1',
      'Eagle #3',
      'Éclair #1',
    ]);
  });

  it('breaks ties of a figure by name, then by id, so the order never depends on the input order', () => {
    const [a, b, c] = named('Gun #3', 'Gun #3', 'Axe #1');
    expect(sortNfts([a!, b!, c!], 'level')).toEqual(sortNfts([b!, c!, a!], 'level'));
    expect(sortNfts([a!, b!, c!], 'level').map((item) => item.id)).toEqual(['n-2', 'n-0', 'n-1']);
  });
});
