import { Type, type Static } from '@sinclair/typebox';

/** A dictionary entry (`GET /api/sys/dict/data/list`, the tracking templates): `dictValue` is the text, `dictDataName` its short name. */
export const DictionaryEntry = Type.Object({
  id: Type.Integer(),
  dictType: Type.String(),
  dictValue: Type.String(),
  dictDataName: Type.String(),
  sort: Type.Integer(),
});
export type DictionaryEntry = Static<typeof DictionaryEntry>;
