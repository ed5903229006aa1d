export const LAYOUTS = ['side', 'top', 'mix'] as const;
export const TAB_STYLES = ['default', 'dot', 'card'] as const;
export const TRANSITIONS = ['slide-right', 'slide-bottom', 'zoom-in', 'zoom-out', 'fade'] as const;
export const COLOUR_STYLES = ['dark', 'light'] as const;
// The default is antd's blue a step darker (#1677ff carries white text at 4.10:1 only): 5.19:1, AA.
export const DEFAULT_PRIMARY = '#1668dc';
export const PRESET_COLOURS = [
  DEFAULT_PRIMARY,
  '#722ed1',
  '#13c2c2',
  '#52c41a',
  '#fa541c',
  '#eb2f96',
  '#2f54eb',
];

export type LayoutMode = (typeof LAYOUTS)[number];
export type TabStyle = (typeof TAB_STYLES)[number];
export type PageTransition = (typeof TRANSITIONS)[number];
export type ColourStyle = (typeof COLOUR_STYLES)[number];

export interface ThemeSettings {
  sideTheme: ColourStyle;
  headerTheme: ColourStyle;
  primaryColor: string;
  darkMode: boolean;
  layout: LayoutMode;
  doubleRowSide: boolean;
  bodyFull: boolean;
  fixedHeader: boolean;
  fixedSidebar: boolean;
  fixedBody: boolean;
  logoAutoSize: boolean;
  colorfulIcons: boolean;
  uniqueOpened: boolean;
  footer: boolean;
  weakMode: boolean;
  tabs: boolean;
  tabStyle: TabStyle;
  transition: PageTransition;
}

export const DEFAULT_THEME: ThemeSettings = {
  sideTheme: 'dark',
  headerTheme: 'light',
  primaryColor: DEFAULT_PRIMARY,
  darkMode: false,
  layout: 'side',
  doubleRowSide: false,
  bodyFull: true,
  fixedHeader: true,
  fixedSidebar: true,
  fixedBody: false,
  logoAutoSize: true,
  colorfulIcons: false,
  uniqueOpened: true,
  footer: true,
  weakMode: false,
  tabs: true,
  tabStyle: 'default',
  transition: 'fade',
};

const COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** The on/off settings (each a switch in the theme drawer). */
export type BooleanKey = {
  [K in keyof ThemeSettings]: ThemeSettings[K] extends boolean ? K : never;
}[keyof ThemeSettings];

const BOOLEAN_KEYS = (Object.keys(DEFAULT_THEME) as (keyof ThemeSettings)[]).filter(
  (key): key is BooleanKey => typeof DEFAULT_THEME[key] === 'boolean',
);

const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/**
 * Reads stored settings. Missing fields take their defaults (settings added later); a field of the
 * wrong kind means the stored value is corrupt, and the answer is null.
 */
export function parseThemeSettings(raw: unknown): ThemeSettings | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const input = raw as Record<string, unknown>;
  const out: ThemeSettings = { ...DEFAULT_THEME };
  const check = <K extends keyof ThemeSettings>(key: K, valid: (v: unknown) => v is ThemeSettings[K]) => {
    if (!(key in input)) return true;
    if (!valid(input[key])) return false;
    out[key] = input[key] as ThemeSettings[K];
    return true;
  };
  const ok =
    check('sideTheme', (v): v is ColourStyle => oneOf(COLOUR_STYLES, v)) &&
    check('headerTheme', (v): v is ColourStyle => oneOf(COLOUR_STYLES, v)) &&
    check('primaryColor', (v): v is string => typeof v === 'string' && COLOUR.test(v)) &&
    check('layout', (v): v is LayoutMode => oneOf(LAYOUTS, v)) &&
    check('tabStyle', (v): v is TabStyle => oneOf(TAB_STYLES, v)) &&
    check('transition', (v): v is PageTransition => oneOf(TRANSITIONS, v)) &&
    BOOLEAN_KEYS.every((key) => check(key, (v): v is boolean => typeof v === 'boolean'));
  return ok ? out : null;
}
