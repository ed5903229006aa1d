import { bearer, createTestApp, login, type TestApp } from './helpers/test-app';

/**
 * An export that fails never ends as a "successful" broken file and never takes the process down:
 * a failure before the first row is an error response, a failure mid-way destroys the connection.
 */
describe('export failures', () => {
  let t: TestApp;
  let base: string;
  let customer: string;
  let original: TestApp['db']['query'];

  beforeAll(async () => {
    t = await createTestApp();
    original = t.db.query.bind(t.db) as TestApp['db']['query'];
    customer = await login(t.app, 'customer');
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(() => {
    t.db.query = original;
  });
  afterAll(async () => t.close());

  const isExportBatch = (sql: string) => sql.includes('AS "_key"');
  const stillAnswers = async () => {
    const response = await fetch(`${base}/api/customer/order/page`, { headers: bearer(customer) });
    expect(response.status).toBe(200);
  };

  it('answers createStart=2024-01-01T00:00:00+99:99 with a 400 and keeps running', async () => {
    const response = await fetch(
      `${base}/api/customer/order/export?createStart=${encodeURIComponent('2024-01-01T00:00:00+99:99')}`,
      {
        headers: bearer(customer),
      },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 400, msg: 'createStart 格式不正确', data: null });
    await stillAnswers();
  });

  it.each(['/api/customer/order/export', '/api/customer/settlement/export'])(
    '%s: a query failing before the first row is an error response, not a file',
    async (path) => {
      t.db.query = (async (sql: string, params?: unknown[]) => {
        if (isExportBatch(sql)) throw new Error('database went away');
        return original(sql, params);
      }) as TestApp['db']['query'];
      const response = await fetch(`${base}${path}`, { headers: bearer(customer) });
      expect(response.status).toBe(500);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(((await response.json()) as { msg: string }).msg).toBe('服务器错误');
      t.db.query = original;
      await stillAnswers();
    },
  );

  it('a query failing mid-stream ends the download as failed, not as a short file', async () => {
    // Sorted by a column with nulls, the export reads two batches: the orders without a completion
    // time, then the others. The second one fails once the download is under way.
    let batches = 0;
    let askedForSecond!: (fail: (error: Error) => void) => void;
    const secondAsked = new Promise<(error: Error) => void>((resolve) => (askedForSecond = resolve));
    t.db.query = (async (sql: string, params?: unknown[]) => {
      if (isExportBatch(sql) && ++batches === 2) return new Promise((_, reject) => askedForSecond(reject));
      return original(sql, params);
    }) as TestApp['db']['query'];
    const response = await fetch(`${base}/api/customer/order/export?sortBy=completionTime&sortOrder=desc`, {
      headers: bearer(customer),
    });
    expect(response.status).toBe(200);
    const body = response.arrayBuffer();
    (await secondAsked)(new Error('database went away mid-export'));
    await expect(body).rejects.toThrow();
    t.db.query = original;
    await stillAnswers();
  });
});
