/** Global rules of the shell; antd components are styled through the ConfigProvider theme. */
export const THEME_CSS = `
html.portal-weak { filter: invert(80%); }
body { margin: 0; }
.portal-tab-pane { min-height: 100%; }
@keyframes portal-slide-right { from { opacity: 0; transform: translateX(-30px); } to { opacity: 1; transform: none; } }
@keyframes portal-slide-bottom { from { opacity: 0; transform: translateY(-30px); } to { opacity: 1; transform: none; } }
@keyframes portal-zoom-in { from { opacity: 0; transform: scale(0.9); } to { opacity: 1; transform: none; } }
@keyframes portal-zoom-out { from { opacity: 0; transform: scale(1.1); } to { opacity: 1; transform: none; } }
@keyframes portal-fade { from { opacity: 0; } to { opacity: 1; } }
.portal-transition-slide-right { animation: portal-slide-right 0.35s ease-out both; }
.portal-transition-slide-bottom { animation: portal-slide-bottom 0.35s ease-out both; }
.portal-transition-zoom-in { animation: portal-zoom-in 0.35s ease-out both; }
.portal-transition-zoom-out { animation: portal-zoom-out 0.35s ease-out both; }
.portal-transition-fade { animation: portal-fade 0.35s ease-out both; }
.portal-tab-bar { display: flex; align-items: center; padding: 6px 12px 0; }
.portal-tab-list { display: flex; flex: 1; min-width: 0; overflow-x: auto; scrollbar-width: none; }
.portal-visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.portal-tab-label { display: inline-flex; align-items: center; gap: 6px; }
.portal-tab-close { display: inline-flex; font-size: 10px; opacity: 0.55; padding: 2px; border-radius: 4px; }
.portal-tab-close:hover { opacity: 1; background: rgba(127, 127, 127, 0.18); }
.portal-tab-dot { width: 8px; height: 8px; border-radius: 50%; background: #bfbfbf; transition: background 0.2s; }
.portal-tab-active .portal-tab-dot { background: var(--portal-primary); box-shadow: 0 0 0 3px color-mix(in srgb, var(--portal-primary) 25%, transparent); }
.portal-tab-more { border: 0; background: transparent; cursor: pointer; padding: 4px 8px; color: inherit; }
.portal-logo { display: flex; align-items: center; gap: 10px; height: 64px; padding: 0 16px; overflow: hidden; white-space: nowrap; font-weight: 600; }
.portal-logo svg { width: 32px; height: 32px; flex: none; }
.portal-header .portal-logo { height: 100%; }
.portal-logo span { font-size: 18px; overflow: hidden; text-overflow: ellipsis; }
.portal-logo.is-auto svg { width: auto; height: 62%; }
.portal-logo.is-auto span { font-size: clamp(13px, 1.1vw, 18px); white-space: normal; line-height: 1.2; text-overflow: clip; }
.portal-rail-item { display: flex; flex-direction: column; align-items: center; gap: 4px; width: 100%; padding: 10px 4px;
  border: 0; background: transparent; color: inherit; cursor: pointer; font-size: 18px; }
.portal-rail-item.is-active { color: var(--portal-primary); background: rgba(127, 127, 127, 0.16); }
.portal-rail-label { font-size: 11px; max-width: 64px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.portal-header-action { display: inline-flex; align-items: center; justify-content: center; gap: 6px; height: 40px; min-width: 40px;
  padding: 0 8px; border: 0; background: transparent; color: inherit; cursor: pointer; border-radius: 6px; font-size: 16px; }
.portal-header-action:hover { background: rgba(127, 127, 127, 0.16); }
.portal-theme-swatch { width: 24px; height: 24px; border-radius: 4px; border: 2px solid transparent; cursor: pointer; padding: 0; }
.portal-theme-swatch[aria-pressed='true'] { border-color: rgba(0, 0, 0, 0.45); box-shadow: 0 0 0 2px #fff inset; }
`;

export const transitionClass = (name: string): string => `portal-transition-${name}`;
