import { migrations } from '../src/db/migrations';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('004-hardening clears dispatch rights left on customer accounts and leaves staff alone', async () => {
  await t.db.query(
    `INSERT INTO users (username, password_hash, name, authority, allow_dispatch, customer_id, im_uid, roles)
     SELECT 'oldstray', password_hash, '旧误授权客户', 'customer', true, customer_id, 'im_oldstray', ARRAY['customer'] FROM users WHERE username = 'customer'`,
  );
  const hardening = migrations.find((m) => m.id === '004-hardening');
  await t.db.exec(hardening!.sql);
  const rows = await t.db.query<{ username: string; f: boolean }>(
    `SELECT username, allow_dispatch AS f FROM users WHERE username IN ('oldstray', 'admin') ORDER BY username`,
  );
  expect(rows).toEqual([
    { username: 'admin', f: true },
    { username: 'oldstray', f: false },
  ]);
});
