import { useSearchParams } from 'react-router-dom';
import { parseId } from '@portal/shared';

/** A positive id from the page's query (`?id=` by default), else null. */
export function useQueryId(name = 'id'): number | null {
  const [params] = useSearchParams();
  return parseId(params.get(name));
}
