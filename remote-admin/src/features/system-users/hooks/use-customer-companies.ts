import { useQuery } from '@tanstack/react-query';
import { getCustomerCompanies } from '../api/get-customer-companies';
import { systemUserKeys } from './system-user-keys';

export function useCustomerCompanies(enabled = true) {
  return useQuery({
    queryKey: systemUserKeys.companies(),
    queryFn: getCustomerCompanies,
    enabled,
    staleTime: 5 * 60_000,
  });
}
