import { expect, test } from '../support/chat-fixture';
import { shot } from '../support/shots';

test('an invitation reaches another open chat live: its member count and remind list, and the list offers no other company customer', async ({
  order,
  admin,
  customer,
}) => {
  test.setTimeout(180_000);
  await customer.chat.openFromOrder(order.paths.customer);
  await admin.chat.openFromOrder(order.paths.admin);

  // The customer keeps the member list open while the dispatcher invites.
  await customer.chat.dialog().getByRole('button', { name: '群成员' }).click();
  const drawer = customer.chat.page.locator('.ant-drawer').filter({ hasText: /群成员（\d+）/ });
  await expect(drawer).toBeVisible();
  const before = Number((await drawer.locator('.ant-drawer-title').textContent())!.match(/（(\d+)）/)![1]);
  await expect(drawer.getByText('王经理')).toHaveCount(0);

  await admin.chat.dialog().getByRole('button', { name: '邀请' }).click();
  const invite = admin.chat.page.getByRole('dialog', { name: '邀请入群' });
  await expect(invite.getByRole('checkbox', { name: '王经理' })).toBeVisible();
  // 李客户 is a customer of another company: the server would refuse, so the list does not offer.
  await expect(invite.getByRole('checkbox', { name: '李客户' })).toHaveCount(0);
  await expect(invite.getByRole('checkbox', { name: '张客户' })).toHaveCount(0);
  await invite.getByRole('checkbox', { name: '王经理' }).check();
  await shot(admin.chat.page, 'chat-invite-list');
  await invite.getByRole('button', { name: '邀请' }).click();
  await expect(invite).toBeHidden();

  // Without reopening: the count, the list, and the system message in the customer's chat.
  await expect(drawer.locator('.ant-drawer-title')).toHaveText(`群成员（${before + 1}）`);
  await expect(drawer.getByText('王经理')).toBeVisible();
  await expect(customer.chat.bubble('系统管理员 邀请 王经理 加入群聊')).toBeVisible();
  await shot(customer.chat.page, 'chat-members-live');
  await drawer.getByRole('button', { name: /Close|关闭/ }).click();
  await customer.chat.dialog().getByRole('button', { name: /提醒/ }).click();
  await expect(customer.chat.page.getByRole('checkbox', { name: '王经理' })).toBeVisible();
});
