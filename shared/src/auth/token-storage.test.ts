import { tokenStorage } from './token-storage';

describe('token storage', () => {
  beforeEach(() => tokenStorage.clear());
  it('uses localStorage when remembered and sessionStorage otherwise', () => {
    tokenStorage.set('a', true);
    expect(localStorage.getItem('portal.accessToken')).toBe('a');
    tokenStorage.set('b', false);
    expect(localStorage.getItem('portal.accessToken')).toBeNull();
    expect(sessionStorage.getItem('portal.accessToken')).toBe('b');
    expect(tokenStorage.get()).toBe('b');
  });
  it('clears both', () => {
    tokenStorage.set('a', true);
    tokenStorage.clear();
    expect(tokenStorage.get()).toBeNull();
  });
});
