// The demo accounts as the benches sign in with them (through the API, not the subject of a bench).
export const DEMO_PASSWORD = 'demo123456';

/** The access token of `username`. */
export async function tokenOf(baseURL, username, password = DEMO_PASSWORD) {
  const res = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${username} failed: ${res.status}`);
  return (await res.json()).data.token;
}

/** The page of one of the engineer's tasks (the first in their list). */
export async function engineerTaskPath(baseURL, token) {
  const res = await fetch(`${baseURL}/api/dispatch/engineer/tasks?status=total&current=1&size=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = await res.json();
  const row = body.data?.records?.[0] ?? body.data?.list?.[0];
  if (!row) throw new Error(`the engineer has no task: ${JSON.stringify(body).slice(0, 200)}`);
  return `/myTasks/details?id=${row.id}`;
}

/**
 * The signed-in pages of the phone-speed issue, each with the account that opens it, and the accounts'
 * tokens: the customer's workplace and order query, the admin's dispatch station, the engineer's tasks
 * and first task page (`label` names it, its path carrying the order's id).
 */
export async function signedInPages(baseURL) {
  const tokens = {};
  for (const user of ['customer', 'admin', 'engineer']) tokens[user] = await tokenOf(baseURL, user);
  const pages = [
    { path: '/workplace', user: 'customer' },
    { path: '/dispatchStation', user: 'admin' },
    { path: '/orderQuery', user: 'customer' },
    { path: '/myTasks', user: 'engineer' },
    { path: await engineerTaskPath(baseURL, tokens.engineer), user: 'engineer', label: '/myTasks/details' },
  ];
  return { tokens, pages };
}
