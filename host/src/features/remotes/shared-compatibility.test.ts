import { breakingLine, findIncompatibility } from './shared-compatibility';

const provided = { '@portal/shared': '1.4.0', react: '19.3.1', zustand: '0.3.2' };

describe('findIncompatibility', () => {
  it('loads a remote built against the same major, an older or a newer minor', () => {
    expect(
      findIncompatibility(
        [
          { name: '@portal/shared', version: '1.2.0', requiredVersion: '^1.2.0', singleton: true },
          { name: 'react', version: '19.4.0', requiredVersion: '^19.4.0', singleton: true },
          { name: 'zustand', version: '0.3.9', singleton: true },
        ],
        provided,
      ),
    ).toBeNull();
  });

  it('refuses another major of @portal/shared or of a shared singleton, naming it', () => {
    expect(
      findIncompatibility(
        [{ name: '@portal/shared', version: '2.0.0', requiredVersion: '^2.0.0', singleton: true }],
        provided,
      ),
    ).toEqual({
      dependency: '@portal/shared',
      required: '2.0.0',
      provided: '1.4.0',
    });
    expect(
      findIncompatibility([{ name: 'react', version: '18.3.1', singleton: true }], provided)?.dependency,
    ).toBe('react');
    // In 0.x the minor is the breaking part.
    expect(
      findIncompatibility([{ name: 'zustand', version: '0.4.0', singleton: true }], provided)?.dependency,
    ).toBe('zustand');
  });

  it('ignores modules that are not singletons, not provided by the host, or without a version', () => {
    expect(
      findIncompatibility(
        [
          { name: 'react', version: '18.0.0', singleton: false },
          { name: 'lodash', version: '9.0.0', singleton: true },
          { name: '@portal/shared', singleton: true },
        ],
        provided,
      ),
    ).toBeNull();
  });

  it('reads the breaking line of a version', () => {
    expect(breakingLine('19.3.1')).toBe('19');
    expect(breakingLine('0.1.0')).toBe('0.1');
    expect(breakingLine('^2.1.0')).toBe('2');
    expect(breakingLine('latest')).toBeNull();
  });
});
