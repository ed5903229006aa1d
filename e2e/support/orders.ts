import type { APIRequestContext } from '@playwright/test';
import { apiAs } from './api';

export interface PlacedOrder {
  id: number;
  serviceNo: string;
  faultDescription: string;
  /** 'YYYY-MM-DD HH:mm:ss' as the server shows it. */
  createTime: string;
}

const data = async <T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> => {
  const body = (await response.json()) as { code: number; data: unknown };
  if (!response.ok() || body.code !== 0)
    throw new Error(`${response.url()}: ${response.status()} ${JSON.stringify(body)}`);
  return body.data as T;
};

/** A unique suffix for data a test creates, so parallel tests never meet each other's rows. */
export const unique = (): string => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** 'YYYY-MM-DD' of a day relative to today (server and browser agree within a day). */
export function isoDay(offsetDays = 0): string {
  const day = new Date(Date.now() + offsetDays * 86_400_000);
  return day.toISOString().slice(0, 10);
}

/** Places an order through the API as `username` (setup, not the subject of a test). */
export async function placeOrderByApi(
  baseURL: string,
  username = 'customer',
  faultDescription = `接口下单 ${unique()}`,
): Promise<PlacedOrder> {
  const api = await apiAs(baseURL, username);
  try {
    const [project] = await data<Array<{ id: number }>>(await api.get('/api/sys/project/list'));
    const [content] = await data<Array<{ id: number }>>(
      await api.get('/api/sys/service/content/v2/base/list', { params: { projectId: project.id } }),
    );
    const [repairUser] = await data<Array<{ id: number }>>(await api.get('/api/order/repair/user/list'));
    const order = await data<{ id: number; serviceNo: string; createTime: string }>(
      await api.post('/api/customer/order', {
        data: {
          projectId: project.id,
          serviceContentId: content.id,
          repairUserId: repairUser.id,
          appointmentTime: `${isoDay(2)} 10:00:00`,
          faultDescription,
          attachments: [],
        },
      }),
    );
    return { id: order.id, serviceNo: order.serviceNo, faultDescription, createTime: order.createTime };
  } finally {
    await api.dispose();
  }
}

/**
 * Takes a fresh order through the whole flow (dispatch, claim, arrival, completion, acceptance with
 * income fees, expenses, settlement) so that it waits for the customer's confirmation.
 */
export async function orderAwaitingConfirmation(baseURL: string): Promise<PlacedOrder> {
  const order = await placeOrderByApi(baseURL, 'customer', `待确认结算 ${unique()}`);
  const admin = await apiAs(baseURL, 'admin');
  const engineer = await apiAs(baseURL, 'engineer');
  try {
    const technicians = await data<Array<{ id: number; name: string }>>(
      await admin.get('/api/sys/staff/technician'),
    );
    const engineerId = technicians.find((t) => t.name === '赵工程师')?.id ?? technicians[0].id;
    const step = async (who: APIRequestContext, path: string, body: object = {}) =>
      data(await who.post(`/api/dispatch/service/${order.id}/${path}`, { data: body }));
    await step(admin, 'dispatch', { engineerId, appointmentTime: `${isoDay(2)} 10:00` });
    await step(engineer, 'claim');
    await step(admin, 'arrive');
    await step(admin, 'complete', { lackReceipt: '验收单稍后补交' });
    await step(admin, 'accept', {
      fees: [
        { sortId: 1, feeIndex: '上门服务费', endRange: null, amount: 200 },
        { sortId: 2, feeIndex: '配件费', endRange: 10, amount: 88.8 },
      ],
    });
    await step(admin, 'close-expenses', {
      fees: [{ sortId: 1, feeIndex: '工程师劳务', endRange: null, amount: 100 }],
    });
    await step(admin, 'issue-settlement');
    return order;
  } finally {
    await admin.dispose();
    await engineer.dispose();
  }
}
