import { guardRedirect, isPublicPath, safeFrom } from './guard';

/** The login path and the decoded `from` of a redirect (the encoding itself is the shared client's). */
function parse(target: string | null) {
  if (target === null) return null;
  const url = new URL(target, 'http://portal.test');
  return { path: url.pathname, from: url.searchParams.get('from') };
}

describe('guardRedirect', () => {
  it('sends a visitor without a session to /login with the original path and query', () => {
    expect(parse(guardRedirect({ pathname: '/orderQueryDetails', search: '?id=7' }, false))).toEqual({
      path: '/login',
      from: '/orderQueryDetails?id=7',
    });
  });

  it('adds no from query for /', () => {
    expect(guardRedirect({ pathname: '/', search: '' }, false)).toBe('/login');
  });

  it('lets /login and /forget through without a session', () => {
    expect(guardRedirect({ pathname: '/login', search: '?from=%2Fx' }, false)).toBeNull();
    expect(guardRedirect({ pathname: '/forget', search: '' }, false)).toBeNull();
    expect(isPublicPath('/forgetful')).toBe(false);
  });

  it('lets signed-in users through', () => {
    expect(guardRedirect({ pathname: '/workplace', search: '' }, true)).toBeNull();
  });

  it('guards unknown paths too', () => {
    expect(parse(guardRedirect({ pathname: '/no/such/page', search: '' }, false))).toEqual({
      path: '/login',
      from: '/no/such/page',
    });
  });
});

describe('safeFrom', () => {
  it('returns the from query when it is a path of the portal', () => {
    expect(safeFrom(`?from=${encodeURIComponent('/orderQuery?status=toArrive')}`)).toBe(
      '/orderQuery?status=toArrive',
    );
  });

  it('reads what guardRedirect wrote', () => {
    const target =
      guardRedirect({ pathname: '/dispatchStation/dispatchQuery', search: '?a=1&b=2' }, false) ?? '';
    expect(safeFrom(target.slice(target.indexOf('?')))).toBe('/dispatchStation/dispatchQuery?a=1&b=2');
  });

  it('ignores other origins, protocol-relative urls and the public pages', () => {
    expect(safeFrom('?from=https%3A%2F%2Fevil.example')).toBeNull();
    expect(safeFrom('?from=%2F%2Fevil.example')).toBeNull();
    expect(safeFrom('?from=%2Flogin')).toBeNull();
    expect(safeFrom('')).toBeNull();
  });
});
