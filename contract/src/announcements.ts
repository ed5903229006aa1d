import { Type, type Static } from '@sinclair/typebox';
import { Text } from './strings';
import { ANNOUNCEMENT_LIMITS } from './field-limits';
import { PageQuery } from './paging';

/** A system announcement (`/api/sys/announce...`). */
export const Announcement = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String(),
  status: Type.Union([Type.Literal('published'), Type.Literal('withdrawn')]),
  publisherName: Type.String(),
  publishTime: Type.String(),
  updateTime: Type.String(),
});
export type Announcement = Static<typeof Announcement>;

/** What a manager publishes or edits. */
export const AnnouncementBody = Type.Object({
  title: Text(ANNOUNCEMENT_LIMITS.title, { minLength: 1 }),
  content: Text(ANNOUNCEMENT_LIMITS.content, { minLength: 1 }),
});
export type AnnouncementBody = Static<typeof AnnouncementBody>;

/** `GET /api/sys/announce/page`. */
export const AnnouncementPageQuery = Type.Intersect([
  PageQuery,
  Type.Object({ keyword: Type.Optional(Text(100)) }),
]);
export type AnnouncementPageQuery = Static<typeof AnnouncementPageQuery>;
