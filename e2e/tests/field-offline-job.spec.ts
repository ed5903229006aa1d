import { expect, test } from '@playwright/test';
import { apiAs } from '../support/api';
import { orderDispatchedToEngineer } from '../support/orders';
import {
  openTaskOnPhone,
  orderFacts,
  pendingButton,
  QUEUED,
  pickPhoto,
  seededRandom,
  shownTime,
  sign,
  stepButton,
  templateCard,
  writeTrackingRecord,
} from '../support/field-job';

test('a whole job done offline reaches the server once online: every act once, in order, at the phone’s times', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const order = await orderDispatchedToEngineer(baseURL!, 'customer2');
  const dispatchedAt = Date.now();
  const portal = await openTaskOnPhone(page, order.id);
  await expect(stepButton(portal, '接单')).toBeVisible();

  await context.setOffline(true);
  // Each act at its own time of the phone's clock, seconds after the dispatch and long before the replay.
  const at = (second: number) => dispatchedAt + 1000 + second * 1000;
  await page.clock.setFixedTime(at(0));
  await stepButton(portal, '接单').click();
  await expect(portal.message(QUEUED).last()).toBeVisible();
  await page.clock.setFixedTime(at(1));
  await stepButton(portal, '到场').click();
  await expect(stepButton(portal, '完工')).toBeVisible();
  for (const [index, name] of ['p1.png', 'p2.png', 'p3.png'].entries()) {
    await page.clock.setFixedTime(at(2 + index));
    await pickPhoto(portal, name);
  }
  await page.clock.setFixedTime(at(5));
  await sign(portal);
  await page.clock.setFixedTime(at(6));
  await writeTrackingRecord(portal, '已更换电源，设备恢复正常');
  await page.clock.setFixedTime(at(7));
  await stepButton(portal, '完工').click();
  await expect(stepButton(portal, '完工')).toBeHidden();
  await expect(pendingButton(portal)).toHaveText(/待同步 8$/);
  // Waiting photos keep their thumbnails and never read as failed.
  const photos = templateCard(portal, '现场照片');
  await expect(photos.getByRole('group', { name: /等待同步$/ })).toHaveCount(3);
  await expect
    .poll(() =>
      photos
        .getByRole('group', { name: /等待同步$/ })
        .locator('img')
        .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).naturalWidth)),
    )
    .toEqual([1, 1, 1]);
  await expect(portal.pane().getByText('请求失败')).toHaveCount(0);
  expect((await orderFacts(baseURL!, order.id)).timeline.map((e) => e.action)).toEqual([
    'create',
    'dispatch',
  ]);
  // The replay comes well after the acts, so a step kept at replay time could not pass for the phone's.
  await expect.poll(() => Date.now(), { timeout: 30_000 }).toBeGreaterThan(at(7) + 2000);

  await context.setOffline(false);
  await expect(pendingButton(portal)).toHaveCount(0, { timeout: 60_000 });
  await expect(portal.pane().getByText('待验收').first()).toBeVisible();

  const facts = await orderFacts(baseURL!, order.id);
  expect(facts.status).toBe('pendingAcceptance');
  expect(facts.timeline).toEqual([
    { action: 'create', createTime: expect.any(String) },
    { action: 'dispatch', createTime: expect.any(String) },
    { action: 'claim', createTime: shownTime(at(0)) },
    { action: 'arrive', createTime: shownTime(at(1)) },
    { action: 'complete', createTime: shownTime(at(7)) },
  ]);
  expect(facts.trackingRecords).toEqual([
    { content: '已更换电源，设备恢复正常', contactTime: shownTime(at(6)) },
  ]);
  expect(facts.receipts.map((r) => [r.templateName, r.name])).toEqual([
    ['现场照片', 'p1.png'],
    ['现场照片', 'p2.png'],
    ['现场照片', 'p3.png'],
    ['验收单', expect.stringMatching(/^signature-\d+\.png$/)],
  ]);
  // The signature carries the watermark of the order, like a stamped photo.
  expect(facts.watermarked).toEqual([facts.receipts[3].id]);
});

test('an act the server refuses is shown with its words and kept until the engineer discards it', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const order = await orderDispatchedToEngineer(baseURL!, 'customer2');
  const portal = await openTaskOnPhone(page, order.id);
  await stepButton(portal, '接单').click();
  await expect(portal.message('操作成功')).toBeVisible();

  await context.setOffline(true);
  await stepButton(portal, '到场').click();
  await expect(pendingButton(portal)).toHaveText(/待同步 1$/);
  // Meanwhile the order is taken away from the engineer.
  const admin = await apiAs(baseURL!, 'admin');
  const redispatched = await admin.post(`/api/dispatch/service/${order.id}/redispatch`, {
    data: { reason: '客户改约' },
  });
  expect((await redispatched.json()).code).toBe(0);
  await admin.dispose();
  const engineer = await apiAs(baseURL!, 'engineer');
  const refusal = (
    await (await engineer.post(`/api/dispatch/service/${order.id}/arrive`, { data: {} })).json()
  ).msg as string;
  await engineer.dispose();
  expect(refusal).toBeTruthy();

  await context.setOffline(false);
  await pendingButton(portal).click();
  const drawer = page.getByRole('dialog', { name: /待同步/ });
  await expect(drawer.getByText('服务器拒绝')).toBeVisible();
  await expect(drawer.getByText(refusal)).toBeVisible();

  // Kept on the phone across a reload.
  await page.reload();
  await expect(pendingButton(portal)).toHaveText(/待同步 1$/);
  await pendingButton(portal).click();
  await expect(drawer.getByText(refusal)).toBeVisible();
  await drawer.getByRole('button', { name: /放\s*弃/ }).click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(drawer.getByText(refusal)).toBeHidden();
  await expect(pendingButton(portal)).toHaveCount(0);
  expect((await orderFacts(baseURL!, order.id)).timeline.map((e) => e.action)).not.toContain('arrive');
});

test('a job through 50 seeded-random offline/online toggles: nothing lost, nothing doubled', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const seed = Number(process.env.FIELD_SEED ?? 20261127);
  const random = seededRandom(seed);
  test.info().annotations.push({ type: 'seed', description: String(seed) });
  const order = await orderDispatchedToEngineer(baseURL!, 'customer2');
  const portal = await openTaskOnPhone(page, order.id);
  await expect(stepButton(portal, '接单')).toBeVisible();

  const acts: Array<() => Promise<void>> = [
    async () => {
      await stepButton(portal, '接单').click();
      await expect(stepButton(portal, '到场')).toBeVisible();
    },
    async () => {
      await stepButton(portal, '到场').click();
      await expect(stepButton(portal, '完工')).toBeVisible();
    },
    () => pickPhoto(portal, 'r1.png'),
    () => pickPhoto(portal, 'r2.png'),
    () => pickPhoto(portal, 'r3.png'),
    () => sign(portal),
    async () => {
      await stepButton(portal, '完工').click();
      await expect(stepButton(portal, '完工')).toBeHidden();
    },
  ];
  // 50 toggles spread at random before, between and after the acts.
  const slots = Array.from({ length: acts.length + 1 }, () => 0);
  for (let i = 0; i < 50; i += 1) slots[Math.floor(random() * slots.length)] += 1;
  let offline = false;
  const toggle = async (times: number) => {
    for (let i = 0; i < times; i += 1) {
      offline = !offline;
      await context.setOffline(offline);
    }
  };
  for (const [index, act] of acts.entries()) {
    await toggle(slots[index]);
    await act();
  }
  await toggle(slots[acts.length]);
  await context.setOffline(false);
  await expect(pendingButton(portal)).toHaveCount(0, { timeout: 60_000 });

  const facts = await orderFacts(baseURL!, order.id);
  expect(facts.status).toBe('pendingAcceptance');
  expect(facts.timeline.map((e) => e.action)).toEqual(['create', 'dispatch', 'claim', 'arrive', 'complete']);
  expect(facts.receipts.map((r) => r.name)).toEqual([
    'r1.png',
    'r2.png',
    'r3.png',
    expect.stringMatching(/^signature-\d+\.png$/),
  ]);
  expect(facts.watermarked).toEqual([facts.receipts[3].id]);
});
