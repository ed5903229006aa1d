import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type CSSProperties } from 'react';
import { Layout, theme } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useIsPhone, useSessionStore, type UserInfo } from '@portal/shared';
import {
  buildNav,
  buildRoutes,
  firstLeaf,
  matchRoute,
  navSelection,
  topLevelOf,
} from '../features/menu/build-routes';
import { buildMixNav } from '../features/menu/mix-nav';
import { NavMenu, type NavMenuProps } from '../features/menu/nav-menu';
import { RemotePage, PageSpinner } from '../features/remotes/remote-page';
import { NewVersionNotice } from '../features/remotes/new-version-notice';
import { TabBar } from '../features/tabs/tab-bar';
import { TabPanes } from '../features/tabs/tab-panes';
import type { TabItem } from '../features/tabs/tab-ops';
import { useTabsStore } from '../features/tabs/tabs-store';
import { useTabActions, useTabEvents } from '../features/tabs/use-tab-actions';
import { useThemeStore } from '../features/theme/theme-store';
import { transitionClass } from '../features/theme/theme-styles';
import { usePageTitle } from '../components/use-page-title';
import { NotFoundPage } from '../pages/not-found-page';
import { HEADER_HEIGHT, HeaderBar } from './header-bar';
import { PhoneNavDrawer } from './phone-nav-drawer';
import { PHONE_CSS } from './phone-styles';
// The host must provide @portal/shared/ui itself (webpack provides a shared module only where it is
// imported): a remote's copy would carry its own session store, event bus and i18n instance.
import '@portal/shared/ui';
import { redirectTarget } from './redirect-target';
import { SideNav } from './side-nav';
import { useLayoutTabs } from './use-layout-tabs';

// The theme drawer (and its colour picker) is fetched when first opened: most sessions never open it,
// and every signed-in page would otherwise run its code at start.
const ThemeDrawer = lazy(() =>
  import('../features/theme/theme-drawer').then((m) => ({ default: m.ThemeDrawer })),
);

/** Reload-then-replace: remounts the target tab and replaces /redirect/... with the target. */
function RedirectEffect({ target }: { target: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    useTabsStore.getState().reload(target);
    navigate(target, { replace: true });
  }, [target, navigate]);
  return null;
}

export function BasicLayout() {
  const user = useSessionStore((s) => s.user) as UserInfo;
  const settings = useThemeStore((s) => s.settings);
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const location = useLocation();
  const navigate = useNavigate();
  const [collapsed, setCollapsed] = useState(false);
  const [themeOpen, setThemeOpen] = useState(false);
  // Mounted from its first opening on, so that it closes with its animation.
  const [themeUsed, setThemeUsed] = useState(false);
  const phone = useIsPhone();
  const [phoneNavOpen, setPhoneNavOpen] = useState(false);

  const routes = useMemo(() => buildRoutes(user.menus ?? []), [user.menus]);
  const nav = useMemo(() => buildNav(user.menus ?? []), [user.menus]);
  const mixNav = useMemo(() => buildMixNav(user.menus ?? []), [user.menus]);
  const redirect = redirectTarget(location);
  const tabs = useLayoutTabs(user, routes, redirect ? null : location);
  const runTabAction = useTabActions();
  useTabEvents(runTabAction);

  const route = matchRoute(routes, location.pathname);
  const selection = navSelection(nav, route);
  const top = topLevelOf(nav, route);
  const mixTop = topLevelOf(mixNav, route);
  const titleOf = useCallback(
    (tab: TabItem) => tabs.titleOverrides[tab.key] ?? t(tab.title),
    [tabs.titleOverrides, t],
  );
  const activeTab = tabs.tabs.find((tab) => tab.key === tabs.activeKey);
  usePageTitle(activeTab ? titleOf(activeTab) : undefined);

  const renderTab = useCallback(
    (tab: TabItem) => {
      const component = matchRoute(routes, tab.path)?.component;
      return component ? (
        <RemotePage componentKey={component} notFound={<NotFoundPage />} />
      ) : (
        <NotFoundPage />
      );
    },
    [routes],
  );

  const go = useCallback((path: string) => navigate(path), [navigate]);
  const { fixedBody } = settings;
  // At phone width every layout puts the whole menu in a drawer opened from the header.
  const layout = phone ? 'phone' : settings.layout;
  const sideLayout = layout === 'side';
  const mixChildren = layout === 'mix' ? (mixTop?.children ?? []) : [];
  const hasSider = sideLayout || mixChildren.length > 0;

  // The header's menu (top and mixed layouts): horizontal, nothing to open.
  const horizontal: Omit<NavMenuProps, 'nav' | 'selectedKeys' | 'onNavigate'> = {
    mode: 'horizontal',
    theme: settings.headerTheme,
    openKeys: [],
    uniqueOpened: false,
    colorfulIcons: settings.colorfulIcons,
  };
  const headerMenu =
    layout === 'top' ? (
      <NavMenu {...horizontal} nav={nav} selectedKeys={selection.selected} onNavigate={go} />
    ) : layout === 'mix' ? (
      <NavMenu
        {...horizontal}
        nav={mixNav.map(({ key, path, title, icon }) => ({ key, path, title, icon }))}
        selectedKeys={mixTop ? [mixTop.key] : []}
        onNavigate={(key) => {
          const node = mixNav.find((n) => n.key === key);
          go(node ? firstLeaf(node) : key);
        }}
      />
    ) : null;

  const header = (
    <HeaderBar
      showLogo={!sideLayout && !phone}
      menu={headerMenu}
      collapsed={phone ? !phoneNavOpen : collapsed}
      onToggleCollapsed={
        phone ? () => setPhoneNavOpen(true) : hasSider ? () => setCollapsed((c) => !c) : undefined
      }
      onOpenTheme={() => {
        setThemeUsed(true);
        setThemeOpen(true);
      }}
    />
  );

  const sider = hasSider ? (
    <SideNav
      nav={sideLayout ? nav : mixChildren}
      settings={settings}
      collapsed={collapsed}
      selected={selection.selected}
      open={selection.open}
      activeTop={top?.key}
      withLogo={sideLayout}
      doubleRow={sideLayout && settings.doubleRowSide}
      ariaLabel={t('host:theme.layoutSide')}
      onNavigate={go}
    />
  ) : null;

  const viewport = sideLayout ? '100vh' : `calc(100vh - ${HEADER_HEIGHT}px)`;
  const mainStyle: CSSProperties = fixedBody
    ? { height: viewport, overflow: 'hidden' }
    : { minHeight: viewport };

  const main = (
    <Layout style={mainStyle} className="portal-main">
      {sideLayout ? header : null}
      {settings.tabs ? (
        <div style={{ background: token.colorBgContainer, flex: 'none' }}>
          <TabBar
            tabs={tabs.tabs}
            activeKey={tabs.activeKey}
            tabStyle={settings.tabStyle}
            titleOf={titleOf}
            onSelect={go}
            onAction={runTabAction}
          />
        </div>
      ) : null}
      <Layout.Content style={{ padding: phone ? 8 : 16, flex: 1, overflow: fixedBody ? 'auto' : undefined }}>
        {/* The page's heading for assistive technology; the tab and the page itself show the title. */}
        <h1 className="portal-visually-hidden">{activeTab ? titleOf(activeTab) : t('app.name')}</h1>
        <div style={{ maxWidth: settings.bodyFull ? undefined : 1200, margin: '0 auto', height: '100%' }}>
          {redirect ? (
            <>
              <RedirectEffect target={redirect} />
              <PageSpinner />
            </>
          ) : null}
          <TabPanes
            tabs={tabs.tabs}
            activeKey={redirect ? '' : tabs.activeKey}
            reloadSeq={tabs.reloadSeq}
            keepAlive={settings.tabs}
            transitionClass={transitionClass(settings.transition)}
            render={renderTab}
          />
        </div>
      </Layout.Content>
      {settings.footer ? (
        <Layout.Footer style={{ textAlign: 'center', padding: '12px 16px', flex: 'none' }}>
          {t('host:footer.copyright', { year: new Date().getFullYear(), name: t('app.name') })}
        </Layout.Footer>
      ) : null}
    </Layout>
  );

  return (
    <>
      {sideLayout ? (
        <Layout hasSider style={{ minHeight: '100vh' }}>
          {sider}
          {main}
        </Layout>
      ) : (
        <Layout style={{ minHeight: '100vh' }}>
          {header}
          <Layout hasSider={!!sider}>
            {sider}
            {main}
          </Layout>
        </Layout>
      )}
      {themeUsed ? (
        <Suspense fallback={null}>
          <ThemeDrawer open={themeOpen} onClose={() => setThemeOpen(false)} />
        </Suspense>
      ) : null}
      <NewVersionNotice userId={user.id} />
      <style>{PHONE_CSS}</style>
      {phone ? (
        <PhoneNavDrawer
          open={phoneNavOpen}
          nav={nav}
          settings={settings}
          selected={selection.selected}
          openKeys={selection.open}
          onNavigate={go}
          onClose={() => setPhoneNavOpen(false)}
        />
      ) : null}
    </>
  );
}
