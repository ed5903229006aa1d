import { apiAs } from './api';

/** The order's group channel id (sysChannelId), through the API as admin (setup). */
export async function orderChannelId(baseURL: string, serviceId: number): Promise<number> {
  const admin = await apiAs(baseURL, 'admin');
  try {
    const res = await admin.get('/api/sys/im/v2/channel/simple/info', { params: { serviceId } });
    const body = (await res.json()) as { code: number; data: { id: number } };
    if (body.code !== 0) throw new Error(`simple info: ${JSON.stringify(body)}`);
    return body.data.id;
  } finally {
    await admin.dispose();
  }
}
