import type { ReactNode } from 'react';
import { App, Button, Divider, Drawer, Flex, Segmented, Select, Switch, Typography } from 'antd';
// Only this drawer uses the colour picker, and it is fetched when first opened: the picker is not in the
// shared antd entry (tools/shared-entries/antd.mjs) that every page runs. Imported from the host's own
// antd, the one that provides the shared entry, so it reads the same theme and locale context.
import ColorPicker from 'antd/es/color-picker';
import { useTranslation } from 'react-i18next';
import {
  COLOUR_STYLES,
  LAYOUTS,
  PRESET_COLOURS,
  TAB_STYLES,
  TRANSITIONS,
  type BooleanKey,
  type ThemeSettings,
} from './theme-settings';
import { useThemeStore } from './theme-store';

const capital = (value: string) => `${value[0].toUpperCase()}${value.slice(1)}`;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" style={{ marginBottom: 12 }} gap={12}>
      <Typography.Text style={{ flex: '0 0 auto', whiteSpace: 'nowrap' }}>{label}</Typography.Text>
      {children}
    </Flex>
  );
}

export function ThemeDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('host');
  const { message } = App.useApp();
  const settings = useThemeStore((s) => s.settings);
  const update = useThemeStore((s) => s.update);

  const toggle = (key: BooleanKey, disabled = false) => (
    <Row label={t(`theme.${key}`)}>
      <Switch
        aria-label={t(`theme.${key}`)}
        checked={settings[key]}
        disabled={disabled}
        onChange={(checked) => update({ [key]: checked })}
      />
    </Row>
  );

  /** A setting chosen from a few values; `labelKey` names each value's i18n key. */
  const segmented = <K extends 'sideTheme' | 'headerTheme' | 'layout' | 'tabStyle'>(
    key: K,
    values: readonly ThemeSettings[K][],
    labelKey: (value: ThemeSettings[K]) => string,
    disabled?: boolean,
  ) => {
    const label = t(`theme.${key as string}`);
    return (
      <Row label={label}>
        <Segmented
          aria-label={label}
          size="small"
          disabled={disabled}
          value={settings[key]}
          options={values.map((value) => ({ value, label: t(labelKey(value)) }))}
          onChange={(value) => update({ [key]: value })}
        />
      </Row>
    );
  };

  return (
    <Drawer
      title={t('theme.title')}
      open={open}
      onClose={onClose}
      size={340}
      footer={
        <Button
          block
          onClick={() => {
            useThemeStore.getState().reset();
            void message.success(t('theme.resetDone'));
          }}
        >
          {t('common:common.reset')}
        </Button>
      }
    >
      <Divider titlePlacement="start" plain>
        {t('theme.sectionStyle')}
      </Divider>
      {segmented('sideTheme', COLOUR_STYLES, (value) => `theme.${value}`)}
      {segmented('headerTheme', COLOUR_STYLES, (value) => `theme.${value}`)}
      <Row label={t('theme.primaryColor')}>
        <Flex gap={6} wrap align="center" role="group" aria-label={t('theme.primaryColor')}>
          {PRESET_COLOURS.map((colour) => (
            <button
              key={colour}
              type="button"
              className="portal-theme-swatch"
              aria-label={colour}
              aria-pressed={settings.primaryColor.toLowerCase() === colour}
              style={{ background: colour }}
              onClick={() => update({ primaryColor: colour })}
            />
          ))}
          <ColorPicker
            size="small"
            disabledAlpha
            value={settings.primaryColor}
            aria-label={t('theme.customColor')}
            onChangeComplete={(colour) => update({ primaryColor: colour.toHexString() })}
          />
        </Flex>
      </Row>
      {toggle('darkMode')}
      {toggle('weakMode')}

      <Divider titlePlacement="start" plain>
        {t('theme.sectionLayout')}
      </Divider>
      {segmented('layout', LAYOUTS, (value) => `theme.layout${capital(value)}`)}
      {toggle('doubleRowSide', settings.layout !== 'side')}
      {toggle('bodyFull')}
      {toggle('fixedHeader')}
      {toggle('fixedSidebar', settings.layout === 'top')}
      {toggle('fixedBody')}
      {toggle('logoAutoSize')}

      <Divider titlePlacement="start" plain>
        {t('theme.sectionFeatures')}
      </Divider>
      {toggle('colorfulIcons')}
      {toggle('uniqueOpened')}
      {toggle('footer')}
      {toggle('tabs')}
      {segmented('tabStyle', TAB_STYLES, (value) => `theme.tabStyle${capital(value)}`, !settings.tabs)}
      <Row label={t('theme.transition')}>
        <Select
          aria-label={t('theme.transition')}
          size="small"
          style={{ width: 120 }}
          value={settings.transition}
          options={TRANSITIONS.map((value) => ({ value, label: t(`theme.transition-${value}`) }))}
          onChange={(value) => update({ transition: value })}
        />
      </Row>
    </Drawer>
  );
}
