import { expect, type Locator, type Page } from '@playwright/test';
import type { PortalPage } from './portal-page';

/** The 在线沟通 modal of one signed-in page. */
export class ChatModal {
  constructor(readonly portal: PortalPage) {}

  get page(): Page {
    return this.portal.page;
  }

  dialog(): Locator {
    return this.page.getByRole('dialog', { name: /^(在线沟通|Online communication)/ });
  }

  sessions(): Locator {
    return this.dialog()
      .getByRole('list', { name: /会话列表|Sessions/ })
      .getByRole('listitem');
  }

  session(name: string | RegExp): Locator {
    return this.sessions().filter({ hasText: name });
  }

  messages(): Locator {
    return this.dialog().getByRole('list', { name: /消息列表|Messages/ });
  }

  bubble(text: string | RegExp): Locator {
    return this.messages().getByRole('listitem').filter({ hasText: text });
  }

  input(): Locator {
    return this.dialog().getByRole('textbox', { name: /输入消息|Message/ });
  }

  /** Opens an order's page by its path and its conversation with the page's 在线沟通 button. */
  async openFromOrder(path: string): Promise<void> {
    await this.page.goto(path);
    await this.portal.pane().getByRole('button', { name: '在线沟通' }).click();
    await expect(this.dialog()).toBeVisible();
    await expect(this.dialog().locator('[data-im-status="online"]')).toBeVisible();
  }

  /** Types a message, sends it with Ctrl+Enter and waits until the server acknowledged it. */
  async send(text: string): Promise<void> {
    await this.input().fill(text);
    await this.input().press('Control+Enter');
    await expect(this.bubble(text).last()).toHaveAttribute('data-status', 'sent');
    await expect(this.input()).toHaveValue('');
  }

  async remind(name: string): Promise<void> {
    await this.dialog().getByRole('button', { name: /提醒/ }).click();
    await this.page.getByRole('checkbox', { name }).check();
    await expect(this.dialog().getByText(`@${name}`)).toBeVisible();
    await this.dialog().getByRole('button', { name: /提醒/ }).click();
  }

  async close(): Promise<void> {
    await this.dialog()
      .getByRole('button', { name: /Close|关闭/ })
      .first()
      .click();
    await expect(this.dialog()).toBeHidden();
  }

  /** Pastes files into the input as the clipboard would. */
  async paste(files: Array<{ name: string; type: string; base64: string }>): Promise<void> {
    await this.input().evaluate((el, list) => {
      const data = new DataTransfer();
      for (const f of list) {
        const bytes = Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0));
        data.items.add(new File([bytes], f.name, { type: f.type }));
      }
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, files);
  }

  /** Drops files on the input area as a drag from the desktop would. */
  async drop(files: Array<{ name: string; type: string; base64: string }>): Promise<void> {
    await this.input().evaluate((el, list) => {
      const data = new DataTransfer();
      for (const f of list) {
        const bytes = Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0));
        data.items.add(new File([bytes], f.name, { type: f.type }));
      }
      el.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    }, files);
  }

  confirmFiles(): Locator {
    return this.page.getByRole('dialog', { name: /发送以下文件/ });
  }
}

/**
 * Counts, per document, the WebSockets a page opens to the chat server and how many are open now
 * (installed before any page of the context loads).
 */
export async function countChatSockets(page: Page): Promise<() => Promise<{ opened: number; open: number }>> {
  await page.addInitScript(() => {
    const Native = window.WebSocket;
    const sockets: WebSocket[] = [];
    (window as unknown as { __chatSockets: WebSocket[] }).__chatSockets = sockets;
    window.WebSocket = class extends Native {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        if (String(url).includes('/im/socket.io')) sockets.push(this);
      }
    } as typeof WebSocket;
  });
  return () =>
    page.evaluate(() => {
      const sockets = (window as unknown as { __chatSockets: WebSocket[] }).__chatSockets;
      return { opened: sockets.length, open: sockets.filter((s) => s.readyState === WebSocket.OPEN).length };
    });
}
