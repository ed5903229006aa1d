import { createTestApp, login, bearer, type TestApp } from './helpers/test-app';
import { signToken, verifyToken } from '../src/modules/sessions/access-token';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/auth/login', () => {
  it('returns a token for the right password', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'customer', password: 'demo123456' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(0);
    expect(body.msg).toBe('');
    expect(typeof body.data.token).toBe('string');
  });

  it('answers 400 with a message for a wrong password, in the asked language', async () => {
    const zh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'manager', password: 'nope' },
    });
    expect(zh.statusCode).toBe(400);
    expect(zh.json()).toEqual({ code: 400, msg: '用户名或密码错误', data: null });
    const en = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'accept-language': 'en' },
      payload: { username: 'nobody', password: 'nope' },
    });
    expect(en.json().msg).toBe('Wrong username or password');
  });

  it('names the missing field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('password 不能为空');
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: '', password: 'x' },
    });
    expect(empty.json().msg).toBe('username 不能为空');
  });

  it('refuses a user who has left', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'engineer2', password: 'demo123456' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('账号已停用，请联系管理员');
  });
});

describe('tokens and sessions', () => {
  it('answers 401 for a missing, forged or revoked token', async () => {
    expect((await t.app.inject({ url: '/api/order/user/detail' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/order/user/detail', headers: bearer('abc.def') })).statusCode,
    ).toBe(401);
    const token = await login(t.app, 'customer');
    expect((await t.app.inject({ url: '/api/order/user/detail', headers: bearer(token) })).statusCode).toBe(
      200,
    );
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ url: '/api/order/user/detail', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe(401);
  });

  it('answers 401 for an expired session', async () => {
    const token = await login(t.app, 'customer');
    const { sid } = verifyToken(token, t.app.tokenSecret)!;
    await t.db.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = $1`, [sid]);
    expect((await t.app.inject({ url: '/api/order/user/detail', headers: bearer(token) })).statusCode).toBe(
      401,
    );
  });

  it('sends a fresh token in x-access-token once the token is older than 300000 ms', async () => {
    const token = await login(t.app, 'customer');
    const fresh = await t.app.inject({ url: '/api/order/user/detail', headers: bearer(token) });
    expect(fresh.headers['x-access-token']).toBeUndefined();
    const claims = verifyToken(token, t.app.tokenSecret)!;
    const old = signToken({ ...claims, iat: Date.now() - 300_001 }, t.app.tokenSecret);
    const res = await t.app.inject({ url: '/api/order/user/detail', headers: bearer(old) });
    expect(res.statusCode).toBe(200);
    const next = res.headers['x-access-token'] as string;
    expect(verifyToken(next, t.app.tokenSecret)).toMatchObject({ sid: claims.sid, uid: claims.uid });
    expect(verifyToken(next, t.app.tokenSecret)!.iat).toBeGreaterThan(Date.now() - 5000);
    expect((await t.app.inject({ url: '/api/order/user/detail', headers: bearer(next) })).statusCode).toBe(
      200,
    );
  });
});

describe('PUT /api/auth/password', () => {
  it('checks each rule with a message, then changes the password and ends the sessions', async () => {
    const token = await login(t.app, 'pm');
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/auth/password', headers: bearer(token), payload });
    expect((await put({ oldPassword: 'demo123456', password: 'abcdef1' })).json().msg).toBe(
      'password2 不能为空',
    );
    expect(
      (await put({ oldPassword: 'demo123456', password: 'abcdef1', password2: 'abcdef2' })).json().msg,
    ).toBe('两次输入密码不一致');
    expect((await put({ oldPassword: 'demo123456', password: 'abc', password2: 'abc' })).json().msg).toBe(
      '新密码长度为 6 到 64 个字符',
    );
    expect(
      (await put({ oldPassword: 'wrong-old', password: 'abcdef1', password2: 'abcdef1' })).json().msg,
    ).toBe('旧密码不正确');
    const done = await put({ oldPassword: 'demo123456', password: 'abcdef1', password2: 'abcdef1' });
    expect(done.statusCode).toBe(200);
    expect(done.json().code).toBe(0);
    expect((await t.app.inject({ url: '/api/order/user/detail', headers: bearer(token) })).statusCode).toBe(
      401,
    );
    await expect(login(t.app, 'pm')).rejects.toThrow();
    await expect(login(t.app, 'pm', 'abcdef1')).resolves.toEqual(expect.any(String));
  });
});

describe('POST /api/auth/forget', () => {
  it('sends the request to every manager as a notice that links to the user', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forget',
      payload: { username: 'customer2', phone: '13900000002', note: '忘记了' },
    });
    expect(res.statusCode).toBe(200);
    const admin = await login(t.app, 'admin');
    const notices = await t.app.inject({
      url: '/api/order/customer/notice/page?status=unread',
      headers: bearer(admin),
    });
    const reset = notices.json().data.records.find((n: { title: string }) => n.title === '密码重置申请');
    expect(reset.content).toContain('customer2');
    expect(reset.link).toMatch(/^\/systemUserEdit\?id=\d+$/);
    const customer = await login(t.app, 'customer');
    const theirs = await t.app.inject({ url: '/api/order/customer/notice/page', headers: bearer(customer) });
    expect(theirs.json().data.records.some((n: { title: string }) => n.title === '密码重置申请')).toBe(false);
  });

  it('answers the same for an unknown user and validates the phone', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forget',
      payload: { username: 'ghost', phone: '123' },
    });
    expect(unknown.statusCode).toBe(200);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forget',
      payload: { username: 'ghost', phone: 'abc' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('phone 格式不正确');
  });
});
