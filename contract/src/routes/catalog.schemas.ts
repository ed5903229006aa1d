import { Type } from '@sinclair/typebox';
import { DictionaryEntry } from '../dictionary';
import { Page } from '../envelope';
import { Id } from '../integers';
import { PageQuery } from '../paging';
import { Project, ProjectDocument, ProjectGuideline, ServiceContent } from '../projects';
import { Text } from '../strings';
import type { RouteSchemas } from './route';

const DictionaryQuery = Type.Object({ type: Text(100, { minLength: 1 }) });
const ProjectListQuery = Type.Object({
  customerId: Type.Optional(Id),
  keyword: Type.Optional(Text(100)),
  includeInvalid: Type.Optional(Type.Boolean()),
});
const ContentQuery = Type.Object({ projectId: Type.Optional(Id) });
const GuidelineQuery = Type.Object({ projectId: Id, keyword: Type.Optional(Text(100)) });
const DocumentQuery = Type.Object({ serviceContentId: Type.Optional(Id), projectId: Type.Optional(Id) });

const ModelName = Text(64, { minLength: 1 });
const Condition = Type.Object({ field: Text(64), op: Text(16), value: Type.Optional(Type.Unknown()) });
const OrderItem = Type.Object({ field: Text(64), order: Type.Optional(Text(8)) });
const Fields = Type.Optional(Type.Array(Text(64), { maxItems: 50 }));
const Logic = Type.Optional(Type.Union([Type.Literal('and'), Type.Literal('or')]));
const ModelQuery = {
  model: ModelName,
  fields: Fields,
  orderBy: Type.Optional(Type.Array(OrderItem, { maxItems: 5 })),
};
const ModelPageBody = Type.Object({
  ...ModelQuery,
  conditions: Type.Optional(Type.Array(Condition, { maxItems: 50 })),
  ...PageQuery.properties,
});
// Nested groups are checked node by node (ConditionCompiler) rather than by a recursive schema.
const ModelHighBody = Type.Object({
  ...ModelQuery,
  logic: Logic,
  conditions: Type.Optional(Type.Array(Type.Unknown(), { maxItems: 50 })),
  ...PageQuery.properties,
});
export const ModelAllBody = Type.Object({
  ...ModelQuery,
  logic: Logic,
  conditions: Type.Optional(Type.Array(Type.Unknown(), { maxItems: 50 })),
});
const ModelSelectionBody = Type.Object({
  model: ModelName,
  logic: Logic,
  conditions: Type.Optional(Type.Array(Type.Unknown(), { maxItems: 50 })),
  labelField: Type.Optional(Text(64)),
  valueField: Type.Optional(Text(64)),
});
const ModelAddBody = Type.Object({ model: ModelName, data: Type.Record(Type.String(), Type.Unknown()) });
const ModelUpdateBody = Type.Object({
  model: ModelName,
  id: Id,
  data: Type.Record(Type.String(), Type.Unknown()),
});
const ModelDeleteBody = Type.Object({ model: ModelName, id: Id });
const ModelRow = Type.Record(Type.String(), Type.Unknown());
const ModelSelection = Type.Array(Type.Object({ value: Type.Unknown(), label: Type.Unknown() }));

/** The schemas of catalogRoutes (the server's side of the table), keyed as its routes. */
export const catalogSchemas = {
  projectList: { querystring: ProjectListQuery, response: Type.Array(Project) },
  serviceContents: { querystring: ContentQuery, response: Type.Array(ServiceContent) },
  projectGuidelines: { querystring: GuidelineQuery, response: Type.Array(ProjectGuideline) },
  projectDocuments: { querystring: DocumentQuery, response: Type.Array(ProjectDocument) },
  dictionary: { querystring: DictionaryQuery, response: Type.Array(DictionaryEntry) },
  areaTree: {},
  modelPage: { body: ModelPageBody, response: Page(ModelRow) },
  modelPageHigh: { body: ModelHighBody, response: Page(ModelRow) },
  modelAll: { body: ModelAllBody, response: Type.Array(ModelRow) },
  modelSelection: { body: ModelSelectionBody, response: ModelSelection },
  modelAdd: { body: ModelAddBody, response: ModelRow },
  modelUpdate: { body: ModelUpdateBody, response: ModelRow },
  modelDelete: { body: ModelDeleteBody, response: Type.Null() },
} satisfies Record<string, RouteSchemas>;
