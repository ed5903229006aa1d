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

/** The API steps of the flow, by the API as the users who take them (setup, not the subject of a test). */
async function flowSteps(baseURL: string) {
  const admin = await apiAs(baseURL, 'admin');
  const engineer = await apiAs(baseURL, 'engineer');
  const technicians = await data<Array<{ id: number; name: string }>>(
    await admin.get('/api/sys/staff/technician'),
  );
  const engineerId = technicians.find((t) => t.name === '赵工程师')?.id ?? technicians[0].id;
  const step = async (who: APIRequestContext, id: number, path: string, body: object = {}) =>
    data(await who.post(`/api/dispatch/service/${id}/${path}`, { data: body }));
  return {
    engineerId,
    asAdmin: (id: number, path: string, body?: object) => step(admin, id, path, body),
    asEngineer: (id: number, path: string, body?: object) => step(engineer, id, path, body),
    dispose: async () => {
      await admin.dispose();
      await engineer.dispose();
    },
  };
}

/** A fresh order of `username`'s company, dispatched to the demo engineer 赵工程师: pending claim. */
export async function orderDispatchedToEngineer(
  baseURL: string,
  username = 'customer',
): Promise<PlacedOrder> {
  const order = await placeOrderByApi(baseURL, username, `待接单 ${unique()}`);
  const flow = await flowSteps(baseURL);
  try {
    await flow.asAdmin(order.id, 'dispatch', {
      engineerId: flow.engineerId,
      appointmentTime: `${isoDay(2)} 10:00`,
    });
    return order;
  } finally {
    await flow.dispose();
  }
}

/** A fresh order of `username`'s company, dispatched, claimed, arrived and completed: pending acceptance. */
export async function orderAwaitingAcceptance(baseURL: string, username = 'customer'): Promise<PlacedOrder> {
  const order = await placeOrderByApi(baseURL, username, `待验收 ${unique()}`);
  const flow = await flowSteps(baseURL);
  try {
    await flow.asAdmin(order.id, 'dispatch', {
      engineerId: flow.engineerId,
      appointmentTime: `${isoDay(2)} 10:00`,
    });
    await flow.asEngineer(order.id, 'claim');
    await flow.asAdmin(order.id, 'arrive');
    await flow.asAdmin(order.id, 'complete', { lackReceipt: '验收单稍后补交' });
    return order;
  } finally {
    await flow.dispose();
  }
}

/**
 * Takes a fresh order through the whole flow (dispatch, claim, arrival, completion, acceptance with
 * income fees, expenses, settlement) so that it waits for the customer's confirmation.
 */
export async function orderAwaitingConfirmation(baseURL: string): Promise<PlacedOrder> {
  const order = await orderAwaitingAcceptance(baseURL);
  const flow = await flowSteps(baseURL);
  try {
    await flow.asAdmin(order.id, 'accept', {
      fees: [
        { sortId: 1, feeIndex: '上门服务费', endRange: null, amount: 200 },
        { sortId: 2, feeIndex: '配件费', endRange: 10, amount: 88.8 },
      ],
    });
    await flow.asAdmin(order.id, 'close-expenses', {
      fees: [{ sortId: 1, feeIndex: '工程师劳务', endRange: null, amount: 100 }],
    });
    await flow.asAdmin(order.id, 'issue-settlement');
    return order;
  } finally {
    await flow.dispose();
  }
}
