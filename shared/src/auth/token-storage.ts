const KEY = 'portal.accessToken';

/** The access token lives in localStorage when the user chose "remember me", else in sessionStorage. */
export const tokenStorage = {
  get(): string | null {
    return localStorage.getItem(KEY) ?? sessionStorage.getItem(KEY);
  },
  set(token: string, remember?: boolean): void {
    const useLocal = remember ?? localStorage.getItem(KEY) !== null;
    (useLocal ? localStorage : sessionStorage).setItem(KEY, token);
    (useLocal ? sessionStorage : localStorage).removeItem(KEY);
  },
  clear(): void {
    localStorage.removeItem(KEY);
    sessionStorage.removeItem(KEY);
  },
};

export const ACCESS_TOKEN_HEADER = 'x-access-token';
