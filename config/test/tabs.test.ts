import fs from 'node:fs';
import path from 'node:path';
import tabs from '../tabs.json';

interface TabEntry {
  name: string;
  route: string;
  port: number;
  title: string;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { checkTabs, portVariable } = require('../tabs.cjs') as {
  checkTabs: (tabs: unknown) => TabEntry[];
  portVariable: (name: string) => string;
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
    expect(() => checkTabs([{ name: 'Bad Name', route: '/x', port: 3001, title: 'X' }])).toThrow(/name must/);
    expect(() => checkTabs([{ name: 'x', route: 'x', port: 3001, title: 'X' }])).toThrow(/"x": route/);
    expect(() => checkTabs([{ name: 'x', route: '/x', port: 80, title: 'X' }])).toThrow(/port/);
    expect(() => checkTabs([{ name: 'x', route: '/x', port: 3001, title: ' ' }])).toThrow(/title/);
    expect(() => checkTabs([])).toThrow(/at least one tab/);
  });

  it('moves a tab with <NAME>_PORT', () => {
    expect(portVariable('home')).toBe('HOME_PORT');
    expect(portVariable('add-lp')).toBe('ADD_LP_PORT');
  });
});
