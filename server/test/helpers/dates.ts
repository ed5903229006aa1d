/** 'YYYY-MM-DD HH:mm:ss' in the server's zone (Asia/Shanghai), `days` from now. */
export function shanghaiTime(days = 1, time = '10:00:00'): string {
  const date = new Date(Date.now() + days * 86400000);
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
  return `${day} ${time}`;
}
