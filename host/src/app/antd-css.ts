import href from 'antd/dist/antd.css?url';

let loaded: Promise<void> | null = null;

/**
 * antd's static stylesheet (every component, styled through the theme's CSS variables). antd runs in
 * its zero-runtime mode (see antd-providers): it writes no component styles while rendering, which on
 * a phone was most of the signed-in page's first render. Resolves once the sheet applies, so that no
 * page shows unstyled; a sheet that fails to load does not keep the portal from opening.
 */
export function loadAntdCss(): Promise<void> {
  loaded ??= new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => resolve();
    // Before the portal's own <style>s, so that they win over antd's at equal specificity.
    document.head.prepend(link);
  });
  return loaded;
}
