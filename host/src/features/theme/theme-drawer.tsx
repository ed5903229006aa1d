import type { ReactNode } from 'react';
import { App, Button, ColorPicker, Divider, Drawer, Flex, Segmented, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  COLOUR_STYLES,
  LAYOUTS,
  PRESET_COLOURS,
  TAB_STYLES,
  TRANSITIONS,
  type ThemeSettings,
} from './theme-settings';
import { useThemeStore } from './theme-store';

type BooleanKey = {
  [K in keyof ThemeSettings]: ThemeSettings[K] extends boolean ? K : never;
}[keyof ThemeSettings];

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

  const colourStyle = (key: 'sideTheme' | 'headerTheme') => (
    <Row label={t(`theme.${key}`)}>
      <Segmented
        aria-label={t(`theme.${key}`)}
        size="small"
        value={settings[key]}
        options={COLOUR_STYLES.map((value) => ({ value, label: t(`theme.${value}`) }))}
        onChange={(value) => update({ [key]: value })}
      />
    </Row>
  );

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
          {t('theme.reset')}
        </Button>
      }
    >
      <Divider titlePlacement="start" plain>
        {t('theme.sectionStyle')}
      </Divider>
      {colourStyle('sideTheme')}
      {colourStyle('headerTheme')}
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
      <Row label={t('theme.layout')}>
        <Segmented
          aria-label={t('theme.layout')}
          size="small"
          value={settings.layout}
          options={LAYOUTS.map((value) => ({
            value,
            label: t(`theme.layout${value[0].toUpperCase()}${value.slice(1)}`),
          }))}
          onChange={(value) => update({ layout: value })}
        />
      </Row>
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
      <Row label={t('theme.tabStyle')}>
        <Segmented
          aria-label={t('theme.tabStyle')}
          size="small"
          disabled={!settings.tabs}
          value={settings.tabStyle}
          options={TAB_STYLES.map((value) => ({
            value,
            label: t(`theme.tabStyle${value[0].toUpperCase()}${value.slice(1)}`),
          }))}
          onChange={(value) => update({ tabStyle: value })}
        />
      </Row>
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
