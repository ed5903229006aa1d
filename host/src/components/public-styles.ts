// The pages shown before sign-in are drawn without antd, so that the login page needs none of it: these
// rules give them antd's look (v6 default tokens, large controls) in light and dark mode, and follow
// the chosen primary colour through --portal-primary.
export const PUBLIC_CSS = `
.portal-public { --pp-text: rgba(0, 0, 0, 0.88); --pp-text-2: rgba(0, 0, 0, 0.45); --pp-bg: #fff; --pp-layout: #f5f5f5;
  --pp-border: #d9d9d9; --pp-split: #f0f0f0; --pp-error: #ff4d4f; --pp-error-bg: #fff2f0; --pp-error-border: #ffccc7;
  --pp-primary: var(--portal-primary, #1668dc); --pp-tint: #fff;
  display: flex; flex-direction: column; min-height: 100vh; box-sizing: border-box; color: var(--pp-text);
  font-family: -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif,
    'Apple Color Emoji', 'Segoe UI Emoji', 'Segoe UI Symbol', 'Noto Color Emoji';
  font-size: 14px; line-height: 1.5714;
  background: linear-gradient(135deg, color-mix(in srgb, var(--pp-primary) 10%, var(--pp-tint)) 0%, var(--pp-layout) 60%); }
html.portal-dark .portal-public { --pp-text: rgba(255, 255, 255, 0.85); --pp-text-2: rgba(255, 255, 255, 0.45);
  --pp-bg: #141414; --pp-layout: #000; --pp-border: #424242; --pp-split: #303030; --pp-error: #dc4446;
  --pp-error-bg: #2c1618; --pp-error-border: #5b2526; --pp-tint: #000; }
.portal-public *, .portal-public *::before, .portal-public *::after { box-sizing: border-box; }
.portal-public-top { display: flex; justify-content: space-between; align-items: center; padding: 12px 24px; }
.portal-public-brand { display: flex; align-items: center; gap: 10px; font-size: 18px; font-weight: 600; }
.portal-public-main { flex: 1; display: flex; justify-content: center; align-items: center; padding: 24px; }
.portal-public-card { width: 400px; max-width: 100%; padding: 24px; background: var(--pp-bg); border: 1px solid var(--pp-split);
  border-radius: 8px; }
.portal-public-card h1 { margin: 0 0 0.5em; font-size: 24px; line-height: 1.3333; font-weight: 600; text-align: center; }
.portal-icon { display: inline-flex; align-items: center; line-height: 0; }
.portal-language { position: relative; display: inline-flex; align-items: center; gap: 6px; height: 40px; padding: 0 8px;
  border-radius: 6px; font-size: 16px; }
.portal-language:hover { background: rgba(127, 127, 127, 0.16); }
.portal-language span:last-of-type { font-size: 14px; }
.portal-language select { position: absolute; inset: 0; width: 100%; opacity: 0; cursor: pointer; font-size: 14px; }
.portal-language:focus-within { outline: 2px solid color-mix(in srgb, var(--pp-primary) 40%, transparent); }
.portal-field { margin-bottom: 24px; }
.portal-field > label { display: block; padding-bottom: 8px; }
.portal-input { display: flex; align-items: center; gap: 4px; height: 40px; padding: 7px 11px; font-size: 16px;
  background: var(--pp-bg); border: 1px solid var(--pp-border); border-radius: 8px; transition: border-color 0.2s, box-shadow 0.2s; }
.portal-input:hover { border-color: color-mix(in srgb, var(--pp-primary) 75%, #fff); }
.portal-input:focus-within { border-color: var(--pp-primary); box-shadow: 0 0 0 2px color-mix(in srgb, var(--pp-primary) 10%, transparent); }
.portal-input.is-invalid { border-color: var(--pp-error); }
.portal-input.is-invalid:focus-within { box-shadow: 0 0 0 2px color-mix(in srgb, var(--pp-error) 10%, transparent); }
.portal-input input { flex: 1; min-width: 0; padding: 0; border: 0; outline: 0; background: transparent; color: inherit;
  font: inherit; line-height: 1.5; }
.portal-input-toggle { display: inline-flex; padding: 0; border: 0; background: transparent; color: var(--pp-text-2);
  cursor: pointer; font-size: 16px; }
.portal-input-toggle:hover { color: var(--pp-text); }
.portal-field-error { color: var(--pp-error); min-height: 22px; }
.portal-field.has-error { margin-bottom: 2px; }
.portal-public-row { display: flex; justify-content: space-between; align-items: center; margin-bottom: 16px; }
.portal-public-row label { display: inline-flex; align-items: center; gap: 8px; cursor: pointer; }
.portal-public-row input[type='checkbox'] { width: 16px; height: 16px; margin: 0; accent-color: var(--pp-primary); cursor: pointer; }
.portal-public a { color: var(--pp-primary); text-decoration: none; }
.portal-public a:hover { color: color-mix(in srgb, var(--pp-primary) 75%, #fff); }
.portal-public-alert { display: flex; align-items: flex-start; gap: 8px; margin-bottom: 16px; padding: 8px 12px;
  background: var(--pp-error-bg); border: 1px solid var(--pp-error-border); border-radius: 8px; }
.portal-public-alert .portal-icon { color: var(--pp-error); line-height: 1.5714; height: 22px; }
.portal-public-submit { display: flex; align-items: center; justify-content: center; gap: 8px; width: 100%; height: 40px;
  padding: 0 15px; font: inherit; font-size: 16px; color: var(--portal-on-primary, #fff); background: var(--pp-primary); border: 0; border-radius: 8px;
  box-shadow: 0 2px 0 color-mix(in srgb, var(--pp-primary) 10%, transparent); cursor: pointer; transition: background 0.2s; }
.portal-public-submit:hover { background: color-mix(in srgb, var(--pp-primary) 80%, #fff); }
.portal-public-submit:focus-visible { outline: 3px solid color-mix(in srgb, var(--pp-primary) 40%, transparent); outline-offset: 1px; }
.portal-public-submit[aria-busy='true'] { opacity: 0.65; cursor: default; }
.portal-spinner { width: 1em; height: 1em; border: 2px solid currentColor; border-right-color: transparent; border-radius: 50%;
  animation: portal-spin 0.8s linear infinite; }
@keyframes portal-spin { to { transform: rotate(360deg); } }
`;
