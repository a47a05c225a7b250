import { routes, type RouteName } from '../routes';
import {
  examListQuery,
  examListResponse,
  examTypeListResponse,
  exerciseListQuery,
  exerciseListResponse,
  exerciseSchema,
  favoriteResponse,
  questionListResponse,
} from '../catalog';
import { slug, type EndpointDef } from './common';

/** The published catalogue: exam types, exams (and favourites), exercises and their questions. */
export const catalogEndpoints = {
  'catalog.examTypes': { ...routes['catalog.examTypes'], response: examTypeListResponse },
  'catalog.exams': { ...routes['catalog.exams'], query: examListQuery, response: examListResponse },
  'catalog.addFavorite': { ...routes['catalog.addFavorite'], params: slug, response: favoriteResponse },
  'catalog.removeFavorite': { ...routes['catalog.removeFavorite'], params: slug, response: favoriteResponse },
  'catalog.exercises': {
    ...routes['catalog.exercises'],
    query: exerciseListQuery,
    response: exerciseListResponse,
  },
  'catalog.examExercises': {
    ...routes['catalog.examExercises'],
    params: slug,
    response: exerciseListResponse,
  },
  'catalog.exercise': { ...routes['catalog.exercise'], params: slug, response: exerciseSchema },
  'catalog.questions': { ...routes['catalog.questions'], params: slug, response: questionListResponse },
} as const satisfies Partial<Record<RouteName, EndpointDef>>;
