import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './answer-types';

/** A project of the user's scope (`GET /api/sys/project/list`). */
export const Project = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  code: Nullable(Type.String()),
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
  description: Nullable(Type.String()),
});
export type ServiceContent = Static<typeof ServiceContent>;

/** `GET /api/sys/project/guidelines/getProjectGuidelinesListByProjectId`. */
export const ProjectGuideline = Type.Object({
  id: Type.Integer(),
  projectId: Type.Integer(),
  content: Type.String(),
  sort: Type.Integer(),
});
export type ProjectGuideline = Static<typeof ProjectGuideline>;

/** A project's document (`GET /api/sys/project/document/list`); without a service content it is project-wide. */
export const ProjectDocument = Type.Object({
  id: Type.Integer(),
  projectId: Type.Integer(),
  serviceContentId: Nullable(Type.Integer()),
  fileId: Nullable(Type.Integer()),
  filePath: Type.String(),
  originName: Type.String(),
  ext: Type.String(),
});
export type ProjectDocument = Static<typeof ProjectDocument>;
