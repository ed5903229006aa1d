import { expect, type Locator, type Page } from '@playwright/test';
import { LoginPage } from './login-page';

/** The signed-in shell: side menu, tab bar, header. */
export class PortalPage {
  readonly login: LoginPage;

  constructor(readonly page: Page) {
    this.login = new LoginPage(page);
  }

  /** Signs in from the login page and waits for the shell. */
  async signIn(username: string, password?: string): Promise<void> {
    await this.login.goto();
    await this.login.signIn(username, password);
    await expect(this.page).not.toHaveURL(/\/login/);
    await expect(this.sideMenu()).toBeVisible();
  }

  /** The content of the active tab (other tabs stay mounted but hidden). */
  pane(): Locator {
    return this.page.locator('.portal-tab-pane:not([hidden])');
  }

  sideMenu(): Locator {
    return this.page.getByRole('menu').first();
  }

  menuItem(name: string | RegExp): Locator {
    return this.page.getByRole('menuitem', { name });
  }

  async openMenu(name: string | RegExp): Promise<void> {
    await this.menuItem(name).first().click();
  }

  /** A tab of the portal's tab bar (pages may have tabs of their own). */
  tab(name: string | RegExp): Locator {
    return this.page.locator('.portal-tab-bar').getByRole('tab', { name });
  }

  tabs(): Locator {
    return this.page.locator('.portal-tab-bar').getByRole('tab');
  }

  async tabAction(tabName: string | RegExp, action: string): Promise<void> {
    const open = this.page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
    const item = open.getByRole('menuitem', { name: action, exact: true });
    await expect(open).toHaveCount(0);
    // While the tab bar re-lays out after a change, a right click can be lost or its menu re-created
    // under the pointer: open the menu and choose the action again until the choice lands.
    await expect(async () => {
      if ((await item.count()) === 0) await this.tab(tabName).click({ button: 'right' });
      await expect(item).toBeVisible({ timeout: 2_000 });
      // The menu item is chosen by its own click event: while a tab closes, antd's leaving tab can
      // still cover the pointer position for a frame.
      await item.dispatchEvent('click');
    }).toPass({ timeout: 15_000 });
    // Wait until the menu has closed, so the next right click never meets a menu still fading out.
    await expect(open).toHaveCount(0);
  }

  message(text: string | RegExp): Locator {
    return this.page.locator('.ant-message-notice').filter({ hasText: text });
  }

  /** The header's chat button (order pages have an 在线沟通 button of their own). */
  chatButton(): Locator {
    return this.page.locator('.portal-header').getByRole('button', { name: /在线沟通|Online chat/ });
  }

  async token(): Promise<string> {
    return this.page.evaluate(
      () => localStorage.getItem('portal.accessToken') ?? sessionStorage.getItem('portal.accessToken') ?? '',
    );
  }
}
