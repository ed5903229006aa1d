import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/accounts';

export class LoginPage {
  constructor(private readonly page: Page) {}

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/login${query}`);
  }

  submit() {
    return this.page.getByRole('button', { name: /^(登录|Sign in)$/ });
  }

  async signIn(username: string, password = DEMO_PASSWORD): Promise<void> {
    await this.page.getByLabel(/^(用户名|Username)$/).fill(username);
    await this.page.getByLabel(/^(密码|Password)$/).fill(password);
    await this.submit().click();
  }

  async expectShown(): Promise<void> {
    await expect(this.submit()).toBeVisible();
  }
}
