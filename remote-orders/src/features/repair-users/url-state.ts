import type { ListSearchCodec } from '@portal/shared';

export type ValidFilter = 'all' | 'valid' | 'invalid';

export interface RepairUserFilters {
  keyword: string;
  valid: ValidFilter;
}

/** The repair users list's filters in its URL (`keyword`, `valid=valid|invalid`; 全部 is left out). */
export const repairUserSearch: ListSearchCodec<RepairUserFilters> = {
  parse: (params) => {
    const valid = params.get('valid');
    return {
      keyword: params.get('keyword')?.trim() ?? '',
      valid: valid === 'valid' || valid === 'invalid' ? valid : 'all',
    };
  },
  serialize: ({ keyword, valid }) => ({
    ...(keyword?.trim() ? { keyword: keyword.trim() } : {}),
    ...(valid && valid !== 'all' ? { valid } : {}),
  }),
};

/** The list's `isValid` parameter: none for 全部. */
export const isValidParam = (valid: ValidFilter) => (valid === 'all' ? undefined : valid === 'valid');
