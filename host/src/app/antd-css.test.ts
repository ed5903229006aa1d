import { loadAntdCss } from './antd-css';

describe('antd static stylesheet', () => {
  it('is linked once, before the portal own styles, and resolves once it has loaded', async () => {
    const own = document.createElement('style');
    document.head.appendChild(own);
    await Promise.all([loadAntdCss(), loadAntdCss()]);
    const links = document.head.querySelectorAll('link[rel="stylesheet"]');
    expect(links).toHaveLength(1);
    expect(links[0].getAttribute('href')).toBe('stylesheet.css');
    expect(document.head.firstElementChild).toBe(links[0]);
  });
});
