import { redirectTarget } from './redirect-target';

describe('redirectTarget', () => {
  it('strips /redirect and keeps the query', () => {
    expect(redirectTarget({ pathname: '/redirect/orderQueryDetails', search: '?id=3' })).toBe(
      '/orderQueryDetails?id=3',
    );
    expect(redirectTarget({ pathname: '/redirect/dispatchStation/dispatchQuery', search: '' })).toBe(
      '/dispatchStation/dispatchQuery',
    );
  });

  it('is null for other paths', () => {
    expect(redirectTarget({ pathname: '/redirected', search: '' })).toBeNull();
    expect(redirectTarget({ pathname: '/workplace', search: '' })).toBeNull();
  });
});
