import { canaryBucket, pickRemote } from './pickVersion';

const home = {
  base: 'https://tabs.example/home/',
  live: '1.4.0',
  canary: { version: '1.5.0', percent: 50 },
};
const players = Array.from({ length: 4000 }, (_, i) => `player-${i}`);

describe('pickRemote', () => {
  it('gives a fixed entry as it is', () => {
    expect(pickRemote('home', 'http://127.0.0.1:3001/remoteEntry.js', 'p')).toEqual({
      entry: 'http://127.0.0.1:3001/remoteEntry.js',
      version: null,
      canary: false,
      files: null,
    });
  });

  it('gives each build the file hashes the config records for it, and none for a build it records none for', () => {
    const files = (tag: string) => ({ 'remoteEntry.js': `sha384-${tag.repeat(64)}` });
    const local = { entry: 'http://127.0.0.1:3001/remoteEntry.js', integrity: files('L') };
    expect(pickRemote('home', local, 'p')).toEqual({
      entry: local.entry,
      version: null,
      canary: false,
      files: local.integrity,
    });
    const recorded = {
      ...home,
      canary: { version: '1.5.0', percent: 100 },
      integrity: { '1.4.0': files('A') },
    };
    expect(pickRemote('home', { ...recorded, canary: undefined }, 'p').files).toEqual(files('A'));
    // The canary's hashes are not recorded: the pick says so, and the shell refuses that build.
    expect(pickRemote('home', recorded, 'p')).toMatchObject({ version: '1.5.0', files: null });
  });

  it('gives everyone the live version when there is no canary', () => {
    const { canary: _, ...liveOnly } = home;
    for (const player of players.slice(0, 100)) {
      expect(pickRemote('home', liveOnly, player)).toEqual({
        entry: 'https://tabs.example/home/1.4.0/remoteEntry.js',
        version: '1.4.0',
        canary: false,
        files: null,
      });
    }
  });

  it('keeps a player on one version, pick after pick', () => {
    for (const player of players.slice(0, 100)) {
      const first = pickRemote('home', home, player);
      for (let i = 0; i < 5; i += 1) expect(pickRemote('home', home, player)).toEqual(first);
    }
  });

  it('sends about the canary percentage of players to the canary', () => {
    for (const percent of [0, 10, 50, 100]) {
      const config = { ...home, canary: { version: '1.5.0', percent } };
      const inCanary = players.filter((p) => pickRemote('home', config, p).canary).length;
      expect(Math.abs(inCanary / players.length - percent / 100)).toBeLessThan(0.03);
      if (percent === 0) expect(inCanary).toBe(0);
      if (percent === 100) expect(inCanary).toBe(players.length);
    }
  });

  it('grows a canary by adding players, never by moving those already in it out', () => {
    const at = (percent: number) =>
      new Set(
        players.filter(
          (p) => pickRemote('home', { ...home, canary: { version: '1.5.0', percent } }, p).canary,
        ),
      );
    const ten = at(10);
    const fifty = at(50);
    for (const player of ten) expect(fifty.has(player)).toBe(true);
  });

  it('draws each remote independently', () => {
    const same = players.filter(
      (p) => canaryBucket('home', p) < 50 === canaryBucket('raffles', p) < 50,
    ).length;
    expect(same / players.length).toBeGreaterThan(0.4);
    expect(same / players.length).toBeLessThan(0.6);
  });

  it('has buckets 0-99 only', () => {
    for (const player of players) {
      const bucket = canaryBucket('home', player);
      expect(Number.isInteger(bucket) && bucket >= 0 && bucket < 100).toBe(true);
    }
  });
});
