import { prefetchSignedIn } from './signed-in-chunks';

describe('prefetchSignedIn', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('adds a prefetch link for each file the build listed, once, without running them', () => {
    const meta = document.createElement('meta');
    meta.name = 'portal-prefetch';
    meta.content = '/495.abc.js /623.def.js';
    document.head.appendChild(meta);

    prefetchSignedIn();
    prefetchSignedIn();

    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((l) => [l.rel, l.getAttribute('href')])).toEqual([
      ['prefetch', '/495.abc.js'],
      ['prefetch', '/623.def.js'],
    ]);
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('does nothing when the page lists no files (a development build)', () => {
    prefetchSignedIn();
    expect(document.head.querySelector('link')).toBeNull();
  });
});
