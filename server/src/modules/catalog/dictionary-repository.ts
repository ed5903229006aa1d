import type { DictionaryEntry } from '@portal/contract';
import type { Queryable } from '../../db/database';

/** Dictionary entries of one type, in their order. */
export const dictionary = (db: Queryable, type: string) =>
  db.query<DictionaryEntry>(
    `SELECT id, dict_type AS "dictType", dict_value AS "dictValue", dict_data_name AS "dictDataName", sort
       FROM dictionaries WHERE dict_type = $1 ORDER BY sort, id`,
    [type],
  );
