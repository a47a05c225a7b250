import {
  checkChoiceRequest,
  checkChoiceResponse,
  examListQuery,
  examListResponse,
  examTypeListResponse,
  exerciseListQuery,
  exerciseListResponse,
  exerciseSchema,
  favoriteResponse,
  questionListResponse,
  siteSettingsResponse,
  slugParam,
  trainingQuestionQuery,
  trainingQuestionResponse,
} from '@prepa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendSerialized } from '../../lib/serialized';
import { userId } from '../auth/auth.plugin';
import type { CatalogService } from './catalog.service';
import { endpoint } from '../../lib/endpoint';

const tags = ['Catalogue'];
const training = ['Entraînement'];
const slug = z.object({ slug: slugParam });
const caller = (req: { auth: { userId: number } | null }) => req.auth?.userId ?? null;

export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (app, { catalog }) => {
  app.route({
    ...endpoint(app, 'site.settings'),
    schema: {
      tags: ['Site'],
      summary: 'Réglages publics du site (contact, chiffres affichés)',
      security: [],
      response: { 200: siteSettingsResponse },
    },
    handler: async () => catalog.siteSettings(),
  });

  app.route({
    ...endpoint(app, 'catalog.examTypes'),
    schema: {
      tags,
      summary: "Types d'examen",
      security: [],
      response: { 200: examTypeListResponse },
    },
    handler: async (_req, reply) => sendSerialized(reply, await catalog.listExamTypesJson()),
  });

  app.route({
    ...endpoint(app, 'catalog.exams'),
    schema: {
      tags,
      summary: "Examens (filtre par type d'examen : slug ou identifiant ; favoris de l'appelant)",
      querystring: examListQuery,
      response: { 200: examListResponse },
    },
    handler: async (req) => catalog.listExams(caller(req), req.query),
  });

  for (const [name, on] of [
    ['catalog.addFavorite', true],
    ['catalog.removeFavorite', false],
  ] as const) {
    app.route({
      ...endpoint(app, name),
      onRequest: [app.requireUser],
      schema: {
        tags,
        summary: on ? 'Ajouter un examen à mes favoris' : 'Retirer un examen de mes favoris',
        params: slug,
        response: { 200: favoriteResponse },
      },
      handler: async (req) => catalog.setFavorite(userId(req), req.params.slug, on),
    });
  }

  app.route({
    ...endpoint(app, 'catalog.exercises'),
    schema: {
      tags,
      summary: "Exercices (filtres : examen, type d'examen), par numéro de titre",
      querystring: exerciseListQuery,
      response: { 200: exerciseListResponse },
    },
    handler: async (req, reply) =>
      sendSerialized(reply, await catalog.listExercisesJson(caller(req), req.query)),
  });

  app.route({
    ...endpoint(app, 'catalog.examExercises'),
    schema: {
      tags,
      summary: "Exercices d'un examen, par numéro de titre, avec verrou et tentatives de l'appelant",
      params: slug,
      response: { 200: exerciseListResponse },
    },
    handler: async (req, reply) =>
      sendSerialized(reply, await catalog.listExercisesJson(caller(req), { exam: req.params.slug })),
  });

  app.route({
    ...endpoint(app, 'catalog.exercise'),
    schema: { tags, summary: 'Un exercice', params: slug, response: { 200: exerciseSchema } },
    handler: async (req) => catalog.getExercise(caller(req), req.params.slug),
  });

  app.route({
    ...endpoint(app, 'catalog.questions'),
    onRequest: [app.requireUser],
    schema: {
      tags,
      summary: "Questions d'un exercice (sans les bonnes réponses tant qu'aucune tentative n'est terminée)",
      params: slug,
      response: { 200: questionListResponse },
    },
    handler: async (req, reply) =>
      sendSerialized(reply, await catalog.questionsForLearner(userId(req), req.params.slug)),
  });

  app.route({
    ...endpoint(app, 'training.randomQuestion'),
    onRequest: [app.requireUser],
    schema: {
      tags: training,
      summary: "Question aléatoire d'un examen pour l'entraînement (sans la réponse)",
      params: slug,
      querystring: trainingQuestionQuery,
      response: { 200: trainingQuestionResponse },
    },
    handler: async (req) => catalog.randomQuestion(userId(req), req.params.slug, req.query.exclude),
  });

  app.route({
    ...endpoint(app, 'training.checkChoice'),
    onRequest: [app.requireUser],
    schema: {
      tags: training,
      summary: "Vérifier un choix de QCM en entraînement (rien n'est enregistré)",
      params: slug,
      body: checkChoiceRequest,
      response: { 200: checkChoiceResponse },
    },
    handler: async (req) => catalog.checkChoice(userId(req), req.params.slug, req.body.choice),
  });
};
