import { routes, type RouteName } from '../routes';
import { adminDetail } from '../admin';
import {
  adminContentSearchQuery,
  adminContentSearchResponse,
  adminContentTree,
  adminExerciseDetail,
  adminPublishParams,
  adminQuestionPreview,
  adminResourceParams,
  adminSlugParams,
  examInput,
  examTypeInput,
  examTypeUpdate,
  examUpdate,
  exerciseInput,
  exerciseUpdate,
  packImportRequest,
  packImportResponse,
  publishRequest,
  questionInput,
  reorderRequest,
  resourceUpdate,
  resourceUpload,
} from '../admin-content';
import type { EndpointDef } from './common';

/** The back office's content editor: exam types, exams, exercises, questions, resources, packs. */
export const adminContentEndpoints = {
  'adminContent.tree': { ...routes['adminContent.tree'], response: adminContentTree },
  'adminContent.search': {
    ...routes['adminContent.search'],
    query: adminContentSearchQuery,
    response: adminContentSearchResponse,
  },
  'adminContent.createExamType': {
    ...routes['adminContent.createExamType'],
    body: examTypeInput,
    response: adminDetail,
  },
  'adminContent.updateExamType': {
    ...routes['adminContent.updateExamType'],
    params: adminSlugParams,
    body: examTypeUpdate,
    response: adminDetail,
  },
  'adminContent.createExam': { ...routes['adminContent.createExam'], body: examInput, response: adminDetail },
  'adminContent.updateExam': {
    ...routes['adminContent.updateExam'],
    params: adminSlugParams,
    body: examUpdate,
    response: adminDetail,
  },
  'adminContent.createExercise': {
    ...routes['adminContent.createExercise'],
    body: exerciseInput,
    response: adminDetail,
  },
  'adminContent.exercise': {
    ...routes['adminContent.exercise'],
    params: adminSlugParams,
    response: adminExerciseDetail,
  },
  'adminContent.updateExercise': {
    ...routes['adminContent.updateExercise'],
    params: adminSlugParams,
    body: exerciseUpdate,
    response: adminDetail,
  },
  'adminContent.publish': {
    ...routes['adminContent.publish'],
    params: adminPublishParams,
    body: publishRequest,
    response: adminDetail,
  },
  'adminContent.orderExamType': {
    ...routes['adminContent.orderExamType'],
    params: adminSlugParams,
    body: reorderRequest,
    response: adminDetail,
  },
  'adminContent.orderExercise': {
    ...routes['adminContent.orderExercise'],
    params: adminSlugParams,
    body: reorderRequest,
    response: adminDetail,
  },
  'adminContent.createQuestion': {
    ...routes['adminContent.createQuestion'],
    params: adminSlugParams,
    body: questionInput,
  },
  'adminContent.replaceQuestion': {
    ...routes['adminContent.replaceQuestion'],
    params: adminSlugParams,
    body: questionInput,
  },
  'adminContent.deleteQuestion': {
    ...routes['adminContent.deleteQuestion'],
    params: adminSlugParams,
    response: adminDetail,
  },
  'adminContent.previewQuestion': {
    ...routes['adminContent.previewQuestion'],
    params: adminSlugParams,
    response: adminQuestionPreview,
  },
  'adminContent.uploadResource': {
    ...routes['adminContent.uploadResource'],
    params: adminSlugParams,
    body: resourceUpload,
  },
  'adminContent.updateResource': {
    ...routes['adminContent.updateResource'],
    params: adminResourceParams,
    body: resourceUpdate,
    response: adminDetail,
  },
  'adminContent.deleteResource': {
    ...routes['adminContent.deleteResource'],
    params: adminResourceParams,
    response: adminDetail,
  },
  'adminContent.exportPack': { ...routes['adminContent.exportPack'], params: adminSlugParams },
  'adminContent.importPack': {
    ...routes['adminContent.importPack'],
    body: packImportRequest,
    response: packImportResponse,
  },
} as const satisfies Partial<Record<RouteName, EndpointDef>>;
