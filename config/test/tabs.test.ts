import fs from 'node:fs';
import path from 'node:path';
import tabs from '../tabs.json';

interface TabEntry {
  name: string;
  route: string;
  port: number;
  title: string;
  team: string;
  icon: string;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { checkTabs, portVariable } = require('../tabs.cjs') as {
  checkTabs: (tabs: unknown) => TabEntry[];
  portVariable: (name: string) => string;
};

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { tabListProblems, readFrom } = require('../tabListChecks.cjs') as {
  tabListProblems: (tabs: TabEntry[], read: (file: string) => string | null) => string[];
  readFrom: (root: string) => (file: string) => string | null;
};

const ROOT = path.resolve(__dirname, '..', '..');
const valid = (): TabEntry[] => tabs.map((tab) => ({ ...tab }));

describe('config/tabs.json, the one list of tabs', () => {
  it('names a folder under remotes/ for every tab, whose package is @companion/<name>', () => {
    for (const tab of tabs) {
      const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'remotes', tab.name, 'package.json'), 'utf8'));
      expect(pkg.name).toBe(`@companion/${tab.name}`);
    }
  });

  it('has no remote folder that the list leaves out', () => {
    const folders = fs.readdirSync(path.join(ROOT, 'remotes')).sort();
    expect(folders).toEqual(tabs.map((t) => t.name).sort());
  });

  it('refuses a second tab with the same name, route or port', () => {
    const [first] = valid();
    expect(() => checkTabs([...valid(), { ...first, title: 'Again' }])).toThrow(/same name/);
    expect(() => checkTabs([...valid(), { ...first, name: 'other', port: 3999 }])).toThrow(/same route/);
    expect(() => checkTabs([...valid(), { ...first, name: 'other', route: '/other' }])).toThrow(/same port/);
  });

  it('refuses a malformed entry, naming the tab and the field', () => {
    const ok = { name: 'x', route: '/x', port: 3001, title: 'X', team: '@org/x-team', icon: 'M4 4h16' };
    expect(() => checkTabs([ok])).not.toThrow();
    expect(() => checkTabs([{ ...ok, name: 'Bad Name' }])).toThrow(/name must/);
    expect(() => checkTabs([{ ...ok, route: 'x' }])).toThrow(/"x": route/);
    expect(() => checkTabs([{ ...ok, port: 80 }])).toThrow(/port/);
    expect(() => checkTabs([{ ...ok, title: ' ' }])).toThrow(/title/);
    expect(() => checkTabs([{ ...ok, team: 'x-team' }])).toThrow(/team must be .* @org\/team/);
    expect(() => checkTabs([{ ...ok, icon: '<svg/>' }])).toThrow(/icon must be an SVG path/);
    expect(() => checkTabs([])).toThrow(/at least one tab/);
  });

  it('moves a tab with <NAME>_PORT', () => {
    expect(portVariable('home')).toBe('HOME_PORT');
    expect(portVariable('add-lp')).toBe('ADD_LP_PORT');
  });
});

describe('what is written by hand beside config/tabs.json', () => {
  it("agrees with the list: the configs' remotes, the packages' ports, CODEOWNERS", () => {
    expect(tabListProblems(valid(), readFrom(ROOT))).toEqual([]);
  });

  it('says what to add for a new tab, and what to remove for a tab no longer listed', () => {
    const quests = {
      name: 'quests',
      route: '/quests',
      port: 3006,
      title: 'Quests',
      team: '@companion/quests-team',
      icon: 'M4 4h16',
    };
    const read = readFrom(ROOT);
    const withQuests = (file: string) =>
      file === 'remotes/quests/package.json'
        ? JSON.stringify({ name: '@companion/quests', description: 'The quests tab (port 3007).' })
        : read(file);
    expect(tabListProblems([...valid(), quests], withQuests)).toEqual([
      'shell/public/config.json: add "quests": "http://127.0.0.1:3006/remoteEntry.js" to "remotes"',
      expect.stringMatching(/^shell\/config\.production\.json: add "quests": \{ "base": .* to "remotes"/),
      'remotes/quests/package.json: "description" says port 3007; config/tabs.json gives 3006',
      '.github/CODEOWNERS: add the line "/remotes/quests/ @companion/quests-team"',
    ]);
    const withoutRaffles = valid().filter((tab) => tab.name !== 'raffles');
    expect(tabListProblems(withoutRaffles, read)).toEqual([
      'shell/public/config.json: remotes.raffles is no tab of config/tabs.json: add the tab there or remove it',
      'shell/config.production.json: remotes.raffles is no tab of config/tabs.json: add the tab there or remove it',
      '.github/CODEOWNERS: "/remotes/raffles/ @companion/raffles-team" names no tab of config/tabs.json: remove it',
    ]);
  });

  it('wants a port in each package description and a platform owner for every shared folder', () => {
    const read = readFrom(ROOT);
    const problems = tabListProblems(valid(), (file) =>
      file === 'remotes/home/package.json'
        ? JSON.stringify({ name: '@companion/home', description: 'The home tab.' })
        : file === '.github/CODEOWNERS'
          ? (read(file) ?? '').replace(/^\/shell\/.*$/m, '')
          : read(file),
    );
    expect(problems).toEqual([
      'remotes/home/package.json: end "description" with "(port 3001)", its port in config/tabs.json',
      '.github/CODEOWNERS: add the line "/shell/ @companion/platform-team"',
    ]);
  });
});
