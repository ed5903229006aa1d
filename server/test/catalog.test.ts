import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, login, bearer, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: string;
let customer: string;
let customer2: string;
let engineer: string;
beforeAll(async () => {
  t = await createTestApp({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'portal-catalog-')) });
  [admin, customer, customer2, engineer] = await Promise.all(
    ['admin', 'customer', 'customer2', 'engineer'].map((u) => login(t.app, u)),
  );
});
afterAll(async () => {
  await t.close();
  fs.rmSync(t.config.dataDir, { recursive: true, force: true });
});

const get = async (url: string, token: string) => {
  const res = await t.app.inject({ url, headers: bearer(token) });
  return { status: res.statusCode, body: res.json() };
};

describe('projects and what hangs off them', () => {
  it('lists projects in the user scope', async () => {
    const a = (await get('/api/sys/project/list', customer)).body.data;
    const b = (await get('/api/sys/project/list', customer2)).body.data;
    const all = (await get('/api/sys/project/list', admin)).body.data;
    expect(a.map((p: { name: string }) => p.name)).toEqual(['华东产线设备维保', '办公网络运维']);
    expect(b.map((p: { name: string }) => p.name)).toEqual(['门店 POS 维修']);
    expect(all).toHaveLength(3);
    expect(a[0]).toMatchObject({
      id: expect.any(Number),
      customerName: '华东智能制造有限公司',
      isValid: true,
    });
    const byCompany = (await get(`/api/sys/project/list?customerId=${a[0].customerId}`, admin)).body.data;
    expect(byCompany).toHaveLength(2);
    // A customer cannot widen its scope with customerId.
    expect((await get(`/api/sys/project/list?customerId=${a[0].customerId}`, customer2)).body.data).toEqual(
      [],
    );
    // The engineer sees the projects of orders assigned to them.
    expect((await get('/api/sys/project/list', engineer)).body.data).toHaveLength(3);
    expect((await get('/api/sys/project/list?customerId=abc', admin)).status).toBe(400);
  });

  it('lists service contents of a project, only within scope', async () => {
    const [project] = (await get('/api/sys/project/list', customer)).body.data;
    const contents = (await get(`/api/sys/service/content/v2/base/list?projectId=${project.id}`, customer))
      .body.data;
    expect(contents.map((c: { name: string }) => c.name)).toEqual(['设备维修', '上门安装', '巡检保养']);
    expect(contents[0]).toMatchObject({ projectId: project.id, projectName: project.name });
    expect(
      (await get(`/api/sys/service/content/v2/base/list?projectId=${project.id}`, customer2)).body.data,
    ).toEqual([]);
    expect((await get('/api/sys/service/content/v2/base/list', customer)).body.data).toHaveLength(6);
    const bad = await get('/api/sys/service/content/v2/base/list?projectId=0', customer);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('projectId 不能小于 1');
  });

  it('filters guidelines by keyword', async () => {
    const [project] = (await get('/api/sys/project/list', customer)).body.data;
    const all = (
      await get(
        `/api/sys/project/guidelines/getProjectGuidelinesListByProjectId?projectId=${project.id}`,
        customer,
      )
    ).body.data;
    expect(all.map((g: { content: string }) => g.content)).toEqual([
      '到场前请与联系人确认时间',
      '完工后请上传现场照片与验收单',
    ]);
    const some = await get(
      `/api/sys/project/guidelines/getProjectGuidelinesListByProjectId?projectId=${project.id}&keyword=${encodeURIComponent('照片')}`,
      customer,
    );
    expect(some.body.data).toHaveLength(1);
    expect(
      (
        await get(
          `/api/sys/project/guidelines/getProjectGuidelinesListByProjectId?projectId=${project.id}`,
          customer2,
        )
      ).body.data,
    ).toEqual([]);
    const missing = await get('/api/sys/project/guidelines/getProjectGuidelinesListByProjectId', customer);
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('projectId 不能为空');
  });

  it('lists project documents by service content (with project-wide ones) or project', async () => {
    const [project] = (await get('/api/sys/project/list', customer)).body.data;
    const [content, other] = (
      await get(`/api/sys/service/content/v2/base/list?projectId=${project.id}`, customer)
    ).body.data;
    const docs = (await get(`/api/sys/project/document/list?serviceContentId=${content.id}`, customer)).body
      .data;
    expect(docs.map((d: { originName: string }) => d.originName).sort()).toEqual(
      ['现场安全须知.txt', '设备维修作业指导书.txt'].sort(),
    );
    expect(docs[0]).toEqual(
      expect.objectContaining({ filePath: expect.stringMatching(/^\/file\/files\/\d+\//), ext: 'txt' }),
    );
    const otherDocs = (await get(`/api/sys/project/document/list?serviceContentId=${other.id}`, customer))
      .body.data;
    expect(otherDocs.map((d: { originName: string }) => d.originName)).toEqual(['现场安全须知.txt']);
    expect(
      (await get(`/api/sys/project/document/list?projectId=${project.id}`, customer)).body.data,
    ).toHaveLength(2);
    expect(
      (await get(`/api/sys/project/document/list?projectId=${project.id}`, customer2)).body.data,
    ).toEqual([]);
    const none = await get('/api/sys/project/document/list', customer);
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe('请提供 serviceContentId 或 projectId');

    // A document is readable by the project's company and not by another one.
    const safety = docs.find((d: { originName: string }) => d.originName === '现场安全须知.txt');
    const read = await t.app.inject({ url: safety.filePath, headers: bearer(customer) });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toContain('text/plain');
    expect(read.body).toContain('现场安全须知');
    // The list hands out a signed link; the bare path needs the reader's own access.
    const bare = safety.filePath.split('?')[0];
    expect(safety.filePath).toMatch(/\?exp=\d+&sig=/);
    expect((await t.app.inject({ url: bare, headers: bearer(customer2) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: bare })).statusCode).toBe(401);
  });
});

describe('regions', () => {
  it('serves the province > city > district tree with the seed codes', async () => {
    const res = await t.app.inject({ url: '/api/geo/area/tree', headers: bearer(customer) });
    expect(res.statusCode).toBe(200);
    const tree = res.json().data as Array<{
      value: string;
      label: string;
      children: Array<{ value: string; label: string; children: Array<{ value: string; label: string }> }>;
    }>;
    expect(tree.length).toBe(31);
    const shanghai = tree.find((p) => p.value === '31')!;
    expect(shanghai.label).toBe('上海市');
    expect(
      shanghai.children.find((c) => c.value === '3101')!.children.find((d) => d.value === '310115')!.label,
    ).toBe('浦东新区');
    const shenzhen = tree.find((p) => p.value === '44')!.children.find((c) => c.value === '4403')!;
    expect(shenzhen.children.find((d) => d.value === '440305')!.label).toBe('南山区');
    expect((await t.app.inject({ url: '/api/geo/area/tree' })).statusCode).toBe(401);
  });
});

describe('dictionaries and courier companies', () => {
  it('lists dictionary entries by type', async () => {
    const res = await get('/api/sys/dict/data/list?type=im_fast_script', customer);
    expect(res.body.data).toHaveLength(4);
    expect(res.body.data[0]).toEqual(
      expect.objectContaining({ dictValue: expect.any(String), dictDataName: expect.any(String) }),
    );
    expect((await get('/api/sys/dict/data/list?type=nothing', customer)).body.data).toEqual([]);
    const missing = await get('/api/sys/dict/data/list', customer);
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('type 不能为空');
  });

  it('lists courier companies', async () => {
    const res = await get('/api/sys/courier/company/list', customer);
    expect(res.body.data.map((c: { code: string }) => c.code)).toEqual(['SF', 'JD', 'ZTO', 'YTO', 'EMS']);
  });
});
