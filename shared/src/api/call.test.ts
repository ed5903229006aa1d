import type { InternalAxiosRequestConfig } from 'axios';
import { routes } from '@portal/contract';
import { call, urlOf } from './call';
import { root } from './client';
import { okResponse } from '../testing/api';

let sent: InternalAxiosRequestConfig[] = [];
beforeEach(() => {
  sent = [];
  root.defaults.adapter = async (config) => {
    sent.push(config);
    return okResponse(config, { echoed: config.url });
  };
});
afterAll(() => {
  delete root.defaults.adapter;
});

test("sends the entry's method to its full URL with the params filled in, and returns data", async () => {
  await expect(call(routes.announcement, { params: { id: 7 } })).resolves.toEqual({
    echoed: '/api/sys/announce/7',
  });
  expect(sent[0]).toMatchObject({ method: 'get', url: '/api/sys/announce/7' });
  expect(sent[0].baseURL).toBe('');
});

test('a query goes as search parameters, a body as JSON', async () => {
  await call(routes.announcementPage, { query: { current: 2, size: 10, keyword: '停电' } });
  expect(sent[0]).toMatchObject({
    method: 'get',
    url: '/api/sys/announce/page',
    params: { current: 2, size: 10, keyword: '停电' },
  });
  await call(routes.announcementCreate, { body: { title: 't', content: 'c' } });
  expect(sent[1]).toMatchObject({ method: 'post', url: '/api/sys/announce' });
  expect(JSON.parse(String(sent[1].data))).toEqual({ title: 't', content: 'c' });
  await call(routes.logout);
  expect(sent[2]).toMatchObject({ method: 'post', url: '/api/auth/logout', data: undefined });
});

test('passes headers, signal and the silent flag through, and signs the call', async () => {
  const controller = new AbortController();
  await call(
    routes.trackingAdd,
    { body: { serviceId: 3, content: 'x' } },
    {
      headers: { 'Idempotency-Key': 'k1', 'X-Acted-At': '2026-01-02 03:04:05' },
      signal: controller.signal,
      silent: true,
    },
  );
  expect(sent[0].headers.get('Idempotency-Key')).toBe('k1');
  expect(sent[0].headers.get('X-Acted-At')).toBe('2026-01-02 03:04:05');
  expect(sent[0].headers.get('Accept-Language')).toBeTruthy();
  expect(sent[0].signal).toBe(controller.signal);
  expect(sent[0].silent).toBe(true);
});

test('urlOf encodes each part and refuses a missing one', () => {
  expect(urlOf(routes.file, { id: 5, name: '报告 1.pdf' })).toBe('/file/files/5/%E6%8A%A5%E5%91%8A%201.pdf');
  expect(() => urlOf(routes.announcement, {})).toThrow('GET /api/sys/announce/:id: no id');
});
