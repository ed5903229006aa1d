import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';

/** A call's success as the portal's API sends it (`{ code: 0, msg: '', data }`), for a stubbed axios adapter to resolve. */
export const okResponse = (config: InternalAxiosRequestConfig, data: unknown): AxiosResponse => ({
  status: 200,
  statusText: '',
  headers: {},
  config,
  data: { code: 0, msg: '', data },
});
