import type { DictionaryEntry, TrackingBody } from '@portal/shared/contract';

export type { TrackingRecord, TrackingType } from '@portal/shared/contract';

/** SPEC "Tracking record" fields as the add/edit calls take them (the form sends each but the engineer). */
export type TrackingInput = Required<Omit<TrackingBody, 'engineerId'>> & Pick<TrackingBody, 'engineerId'>;

/** A template (dictionary entry): `dictValue` is the text inserted, `dictDataName` its short name. */
export type TrackTemplate = Omit<DictionaryEntry, 'dictType'>;
