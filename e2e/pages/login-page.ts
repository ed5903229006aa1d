import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/accounts';

export class LoginPage {
  constructor(private readonly page: Page) {}

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/login${query}`);
  }

  submit() {
    // After a failed sign-in, antd can leave the spinner's collapsed icon (labelled "loading") in the
    // button once loading has ended, so its accessible name may keep that word in front.
    return this.page.getByRole('button', { name: /^(loading\s*)?(登\s*录|Sign in)$/ });
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
