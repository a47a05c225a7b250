import { routes, type RouteName } from '../routes';
import { makeNewCorrectionRequest, makeNewCorrectionResponse } from '../correction';
import {
  answerRequest,
  answerResponse,
  attemptSchema,
  checkChoiceRequest,
  checkChoiceResponse,
  createAttemptRequest,
  trainingQuestionQuery,
  trainingQuestionResponse,
} from '../practice';
import { reportRequest, reportResponse } from '../reports';
import { reviewRequest, reviewRequestResponse } from '../reviews';
import { slug, type EndpointDef } from './common';

/**
 * Practising: training questions, attempts started and completed, answers (and their recordings),
 * a new correction, a human review, a report on a question.
 */
export const practiceEndpoints = {
  'training.randomQuestion': {
    ...routes['training.randomQuestion'],
    params: slug,
    query: trainingQuestionQuery,
    response: trainingQuestionResponse,
  },
  'training.checkChoice': {
    ...routes['training.checkChoice'],
    params: slug,
    body: checkChoiceRequest,
    response: checkChoiceResponse,
  },
  'attempts.start': {
    ...routes['attempts.start'],
    params: slug,
    body: createAttemptRequest,
    response: attemptSchema,
  },
  'attempts.complete': { ...routes['attempts.complete'], params: slug, response: attemptSchema },
  'answers.submit': {
    ...routes['answers.submit'],
    params: slug,
    body: answerRequest,
    response: answerResponse,
  },
  'media.answerAudio': routes['media.answerAudio'],
  'correction.recorrect': {
    ...routes['correction.recorrect'],
    body: makeNewCorrectionRequest,
    response: makeNewCorrectionResponse,
  },
  'reviews.request': { ...routes['reviews.request'], body: reviewRequest, response: reviewRequestResponse },
  'reports.create': { ...routes['reports.create'], body: reportRequest, response: reportResponse },
} as const satisfies Partial<Record<RouteName, EndpointDef>>;
