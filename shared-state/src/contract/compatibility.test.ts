import { checkContract, parseSemver } from './compatibility';
import { CONTRACT_VERSION } from './version';

describe('the contract version rule', () => {
  it('loads a tab built against the same or an older minor of the same major, whatever the patch', () => {
    for (const builtFor of ['1.4.0', '1.0.0', '1.4.9', '1.3.2', '1.4.0-rc.1'])
      expect(checkContract(builtFor, '1.4.2')).toEqual({ ok: true });
  });

  it('refuses a tab that needs a newer minor than the shell provides', () => {
    expect(checkContract('1.5.0', '1.4.2')).toMatchObject({ ok: false, reason: 'newer-minor' });
  });

  it('refuses a tab built against another major, older or newer', () => {
    expect(checkContract('2.0.0', '1.4.2')).toMatchObject({ ok: false, reason: 'other-major' });
    expect(checkContract('0.9.0', '1.4.2')).toMatchObject({ ok: false, reason: 'other-major' });
  });

  it('refuses what is not a version rather than guessing', () => {
    for (const builtFor of ['', '1.4', 'v1.4.0', 'latest', '01.2.3'])
      expect(checkContract(builtFor, '1.4.2')).toMatchObject({ ok: false, reason: 'unreadable' });
  });

  it('carries a semver version of its own', () => {
    expect(parseSemver(CONTRACT_VERSION)).not.toBeNull();
  });
});
