import { sql as init } from './001-init';

export interface Migration {
  id: string;
  sql: string;
}

/** Applied in order, each once; never edit one that has shipped: add the next. */
export const migrations: Migration[] = [{ id: '001-init', sql: init }];
