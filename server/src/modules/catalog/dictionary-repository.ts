import { Type, type Static } from '@sinclair/typebox';
import type { Queryable } from '../../db/database';

export const DictionaryEntry = Type.Object({
  id: Type.Integer(),
  dictType: Type.String(),
  dictValue: Type.String(),
  dictDataName: Type.String(),
  sort: Type.Integer(),
});

/** Dictionary entries of one type, in their order. */
export const dictionary = (db: Queryable, type: string) =>
  db.query<Static<typeof DictionaryEntry>>(
    `SELECT id, dict_type AS "dictType", dict_value AS "dictValue", dict_data_name AS "dictDataName", sort
       FROM dictionaries WHERE dict_type = $1 ORDER BY sort, id`,
    [type],
  );
