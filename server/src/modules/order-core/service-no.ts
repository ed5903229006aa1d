/**
 * SQL expression for a new service number: SO + date + a six-digit sequence value. The sequence
 * makes it unique under any number of concurrent submissions; the date makes it readable.
 */
export const NEXT_SERVICE_NO_SQL = `'SO' || to_char(now(), 'YYYYMMDD') || lpad(nextval('service_no_seq')::text, 6, '0')`;
