import { Type, type Static } from '@sinclair/typebox';
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
  title: Type.String({ minLength: 1, maxLength: ANNOUNCEMENT_LIMITS.title }),
  content: Type.String({ minLength: 1, maxLength: ANNOUNCEMENT_LIMITS.content }),
});
export type AnnouncementBody = Static<typeof AnnouncementBody>;

/** `GET /api/sys/announce/page`. */
export const AnnouncementPageQuery = Type.Intersect([PageQuery, Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 100 })) })]);
export type AnnouncementPageQuery = Static<typeof AnnouncementPageQuery>;
