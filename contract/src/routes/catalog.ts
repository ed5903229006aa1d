import type { catalogSchemas } from './catalog.schemas';
import { linkRoutes } from './route';

/** Projects and their contents, guidelines and documents, dictionaries, regions and the generic model reads. */
export const catalogRoutes = linkRoutes<typeof catalogSchemas>()({
  projectList: { method: 'GET', url: '/api/sys/project/list', access: 'user' },
  serviceContents: { method: 'GET', url: '/api/sys/service/content/v2/base/list', access: 'user' },
  projectGuidelines: {
    method: 'GET',
    url: '/api/sys/project/guidelines/getProjectGuidelinesListByProjectId',
    access: 'user',
  },
  projectDocuments: { method: 'GET', url: '/api/sys/project/document/list', access: 'user' },
  dictionary: { method: 'GET', url: '/api/sys/dict/data/list', access: 'user' },
  /** Provinces > cities > districts as `{ value, label, children }` (written as prepared bytes, no response schema). */
  areaTree: { method: 'GET', url: '/api/geo/area/tree', access: 'user' },
  modelPage: { method: 'POST', url: '/api/model/get/page/condition', access: 'user' },
  modelPageHigh: { method: 'POST', url: '/api/model/get/page/condition/high', access: 'user' },
  modelAll: { method: 'POST', url: '/api/model/get/all', access: 'user' },
  modelSelection: { method: 'POST', url: '/api/model/get/selection/map', access: 'user' },
  modelAdd: { method: 'POST', url: '/api/model/add', access: 'user' },
  modelUpdate: { method: 'POST', url: '/api/model/update', access: 'user' },
  modelDelete: { method: 'POST', url: '/api/model/delete', access: 'user' },
});
