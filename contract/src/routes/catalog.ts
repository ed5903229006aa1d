import { Type } from '@sinclair/typebox';
import { DictionaryEntry } from '../dictionary';
import { Page } from '../envelope';
import { Id } from '../integers';
import { PageQuery } from '../paging';
import { Project, ProjectDocument, ProjectGuideline, ServiceContent } from '../projects';
import { Text } from '../strings';
import { route } from './route';

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

/** Projects and their contents, guidelines and documents, dictionaries, regions and the generic model reads. */
export const catalogRoutes = {
  projectList: route({
    method: 'GET',
    url: '/api/sys/project/list',
    access: 'user',
    querystring: ProjectListQuery,
    response: Type.Array(Project),
  }),
  serviceContents: route({
    method: 'GET',
    url: '/api/sys/service/content/v2/base/list',
    access: 'user',
    querystring: ContentQuery,
    response: Type.Array(ServiceContent),
  }),
  projectGuidelines: route({
    method: 'GET',
    url: '/api/sys/project/guidelines/getProjectGuidelinesListByProjectId',
    access: 'user',
    querystring: GuidelineQuery,
    response: Type.Array(ProjectGuideline),
  }),
  projectDocuments: route({
    method: 'GET',
    url: '/api/sys/project/document/list',
    access: 'user',
    querystring: DocumentQuery,
    response: Type.Array(ProjectDocument),
  }),
  dictionary: route({
    method: 'GET',
    url: '/api/sys/dict/data/list',
    access: 'user',
    querystring: DictionaryQuery,
    response: Type.Array(DictionaryEntry),
  }),
  /** Provinces > cities > districts as `{ value, label, children }` (written as prepared bytes, no response schema). */
  areaTree: route({ method: 'GET', url: '/api/geo/area/tree', access: 'user' }),
  modelPage: route({
    method: 'POST',
    url: '/api/model/get/page/condition',
    access: 'user',
    body: ModelPageBody,
    response: Page(ModelRow),
  }),
  modelPageHigh: route({
    method: 'POST',
    url: '/api/model/get/page/condition/high',
    access: 'user',
    body: ModelHighBody,
    response: Page(ModelRow),
  }),
  modelAll: route({
    method: 'POST',
    url: '/api/model/get/all',
    access: 'user',
    body: ModelAllBody,
    response: Type.Array(ModelRow),
  }),
  modelSelection: route({
    method: 'POST',
    url: '/api/model/get/selection/map',
    access: 'user',
    body: ModelSelectionBody,
    response: ModelSelection,
  }),
  modelAdd: route({
    method: 'POST',
    url: '/api/model/add',
    access: 'user',
    body: ModelAddBody,
    response: ModelRow,
  }),
  modelUpdate: route({
    method: 'POST',
    url: '/api/model/update',
    access: 'user',
    body: ModelUpdateBody,
    response: ModelRow,
  }),
  modelDelete: route({
    method: 'POST',
    url: '/api/model/delete',
    access: 'user',
    body: ModelDeleteBody,
    response: Type.Null(),
  }),
};
