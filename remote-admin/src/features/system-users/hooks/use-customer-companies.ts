import { useQuery } from '@tanstack/react-query';
import { call } from '@portal/shared';
import { routes } from '@portal/shared/contract';
import { systemUserKeys } from './system-user-keys';

export function useCustomerCompanies(enabled = true) {
  return useQuery({
    queryKey: systemUserKeys.companies(),
    // The companies a customer user can belong to.
    queryFn: () => call(routes.customerCompanies),
    enabled,
    staleTime: 5 * 60_000,
  });
}
