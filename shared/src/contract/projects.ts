import { Type, type Static, type TSchema } from '@sinclair/typebox';

const OrNull = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A project of the user's scope (`GET /api/sys/project/list`). */
export const Project = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  code: OrNull(Type.String()),
  customerId: Type.Integer(),
  customerName: Type.String(),
  isValid: Type.Boolean(),
  createTime: Type.String(),
});
export type Project = Static<typeof Project>;

/** What can be ordered under a project (`GET /api/sys/service/content/v2/base/list`). */
export const ServiceContent = Type.Object({
  id: Type.Integer(),
  projectId: Type.Integer(),
  projectName: Type.String(),
  name: Type.String(),
  description: OrNull(Type.String()),
});
export type ServiceContent = Static<typeof ServiceContent>;

/** `GET /api/sys/project/guidelines/getProjectGuidelinesListByProjectId`. */
export const ProjectGuideline = Type.Object({ id: Type.Integer(), projectId: Type.Integer(), content: Type.String(), sort: Type.Integer() });
export type ProjectGuideline = Static<typeof ProjectGuideline>;

/** A project's document (`GET /api/sys/project/document/list`); without a service content it is project-wide. */
export const ProjectDocument = Type.Object({
  id: Type.Integer(),
  projectId: Type.Integer(),
  serviceContentId: OrNull(Type.Integer()),
  fileId: OrNull(Type.Integer()),
  filePath: Type.String(),
  originName: Type.String(),
  ext: Type.String(),
});
export type ProjectDocument = Static<typeof ProjectDocument>;
