import { parsePersistedTabs } from './tabs-persistence';

const home = { key: '/workplace', path: '/workplace', title: 'menu.workplace', closable: false };
const query = { key: '/orderQuery', path: '/orderQuery', title: 'menu.orderQuery', closable: true };

describe('parsePersistedTabs', () => {
  it('keeps the tabs in their order with the active one and the owner', () => {
    const stored = { owner: 3, tabs: [home, query], activeKey: '/orderQuery', titleOverrides: { '/x': 'X' } };
    expect(parsePersistedTabs(stored)).toEqual(stored);
  });

  it('refuses anything that is not a tab list of a user', () => {
    expect(parsePersistedTabs(null)).toBeNull();
    expect(parsePersistedTabs('tabs')).toBeNull();
    expect(parsePersistedTabs({ owner: null, tabs: [home], activeKey: '/workplace' })).toBeNull();
    expect(parsePersistedTabs({ owner: 1, tabs: [{ key: 1 }], activeKey: '/workplace' })).toBeNull();
  });

  it('drops titles that are not strings', () => {
    const parsed = parsePersistedTabs({
      owner: 1,
      tabs: [home],
      activeKey: '/workplace',
      titleOverrides: { a: 1, b: 'B' },
    });
    expect(parsed?.titleOverrides).toEqual({ b: 'B' });
  });
});
