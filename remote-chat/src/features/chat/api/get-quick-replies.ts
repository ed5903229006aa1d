import { api, request } from '@portal/shared';
import type { DictionaryEntry } from '@portal/shared/contract';

/** The fields of a dictionary entry the quick replies use. */
export type DictEntry = Pick<DictionaryEntry, 'id' | 'dictValue' | 'dictDataName'>;

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
