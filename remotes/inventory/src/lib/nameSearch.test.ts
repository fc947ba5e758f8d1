import { matchesName, normalizeSearch } from './nameSearch';

describe('name search', () => {
  it('matches a name containing the text, in any case, ignoring spaces around it', () => {
    expect(matchesName('Cow #12', 'cow')).toBe(true);
    expect(matchesName('Cow #12', '  #1 ')).toBe(true);
    expect(matchesName('Fishing Rod #3', 'ROD')).toBe(true);
    expect(matchesName('Cow #12', 'dog')).toBe(false);
    expect(matchesName('Cow #12', 'cow#')).toBe(false);
  });

  it('matches every name when the search is empty or only spaces', () => {
    expect(matchesName('Cow #12', '')).toBe(true);
    expect(matchesName('Cow #12', '   ')).toBe(true);
    expect(normalizeSearch('  Dog ')).toBe('dog');
  });
});
