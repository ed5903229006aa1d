import { api, request } from '@portal/shared';

export interface DictEntry {
  id: number;
  dictValue: string;
  dictDataName: string;
}

export const QUICK_REPLY_DICT = 'im_fast_script';

/** `GET /api/sys/dict/data/list?type=im_fast_script`: the quick-reply phrases. */
export function getQuickReplies(): Promise<DictEntry[]> {
  return request<DictEntry[]>(api, {
    method: 'GET',
    url: '/sys/dict/data/list',
    params: { type: QUICK_REPLY_DICT },
    silent: true,
  });
}
