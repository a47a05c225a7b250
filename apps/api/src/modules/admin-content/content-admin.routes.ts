import {
  adminContentSearchQuery,
  adminContentSearchResponse,
  adminContentTree,
  adminDetail,
  adminExerciseDetail,
  adminPublishParams,
  adminQuestionPreview,
  adminSlugParams,
  examInput,
  examTypeInput,
  examTypeUpdate,
  examUpdate,
  exerciseInput,
  exerciseUpdate,
  publishRequest,
  questionInput,
  reorderRequest,
} from '@prepa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdminGuard } from '../admin/admin-guard';
import { userId } from '../auth/auth.plugin';
import type { ContentAdminService } from './content-admin.service';
import type { ContentMedia } from './content-media';
import type { ContentPacks } from './content-pack';
import type { QuestionsAdmin } from './content-questions';
import { registerContentFiles } from './content-files.routes';
import { created } from '../../lib/created';
import { endpoint } from '../../lib/endpoint';

export interface AdminContent {
  service: ContentAdminService;
  questions: QuestionsAdmin;
  media: ContentMedia;
  packs: ContentPacks;
}

const withSlug = adminDetail.extend({ slug: z.string() });

/** `/api/admin/content/...`: exam types, exams, exercises, questions, media and packs. */
export const contentAdminRoutes: FastifyPluginAsyncZod<{ content: AdminContent; guard: AdminGuard }> = async (
  app,
  { content: c, guard },
) => {
  app.addHook('onRequest', guard);
  const tags = ['Administration — contenu'];

  app.route({
    ...endpoint(app, 'adminContent.tree'),
    schema: { tags, summary: 'Tout le contenu, brouillons compris', response: { 200: adminContentTree } },
    handler: () => c.service.tree(),
  });
  app.route({
    ...endpoint(app, 'adminContent.search'),
    schema: {
      tags,
      summary: 'Chercher un exercice ou une question',
      querystring: adminContentSearchQuery,
      response: { 200: adminContentSearchResponse },
    },
    handler: (req) => c.service.search(req.query.q),
  });

  app.route({
    ...endpoint(app, 'adminContent.createExamType'),
    schema: {
      tags,
      summary: 'Créer un type d’examen (brouillon)',
      body: examTypeInput,
      response: { 201: adminDetail },
    },
    handler: async (req, reply) => created(reply, await c.service.createExamType(userId(req), req.body)),
  });
  app.route({
    ...endpoint(app, 'adminContent.updateExamType'),
    schema: {
      tags,
      summary: 'Modifier un type d’examen',
      params: adminSlugParams,
      body: examTypeUpdate,
      response: { 200: adminDetail },
    },
    handler: (req) => c.service.updateExamType(userId(req), req.params.slug, req.body),
  });
  app.route({
    ...endpoint(app, 'adminContent.createExam'),
    schema: {
      tags,
      summary: 'Créer un examen (brouillon)',
      body: examInput,
      response: { 201: adminDetail },
    },
    handler: async (req, reply) => created(reply, await c.service.createExam(userId(req), req.body)),
  });
  app.route({
    ...endpoint(app, 'adminContent.updateExam'),
    schema: {
      tags,
      summary: 'Modifier un examen',
      params: adminSlugParams,
      body: examUpdate,
      response: { 200: adminDetail },
    },
    handler: (req) => c.service.updateExam(userId(req), req.params.slug, req.body),
  });
  app.route({
    ...endpoint(app, 'adminContent.createExercise'),
    schema: {
      tags,
      summary: 'Créer un exercice (brouillon)',
      body: exerciseInput,
      response: { 201: adminDetail },
    },
    handler: async (req, reply) => created(reply, await c.service.createExercise(userId(req), req.body)),
  });
  app.route({
    ...endpoint(app, 'adminContent.exercise'),
    schema: {
      tags,
      summary: 'Un exercice et tous les champs de ses questions',
      params: adminSlugParams,
      response: { 200: adminExerciseDetail },
    },
    handler: (req) => c.service.exercise(req.params.slug),
  });
  app.route({
    ...endpoint(app, 'adminContent.updateExercise'),
    schema: {
      tags,
      summary: 'Modifier un exercice',
      params: adminSlugParams,
      body: exerciseUpdate,
      response: { 200: adminDetail },
    },
    handler: (req) => c.service.updateExercise(userId(req), req.params.slug, req.body),
  });
  app.route({
    ...endpoint(app, 'adminContent.publish'),
    schema: {
      tags,
      summary: 'Publier ou dépublier un type d’examen, un examen ou un exercice',
      params: adminPublishParams,
      body: publishRequest,
      response: { 200: adminDetail },
    },
    handler: (req) => c.service.publish(userId(req), req.params.kind, req.params.slug, req.body.published),
  });
  for (const [name, kind, what] of [
    ['adminContent.orderExamType', 'exam-types', 'les examens d’un type d’examen'],
    ['adminContent.orderExercise', 'exercises', 'les questions d’un exercice'],
  ] as const) {
    app.route({
      ...endpoint(app, name),
      schema: {
        tags,
        summary: `Réordonner ${what}`,
        params: adminSlugParams,
        body: reorderRequest,
        response: { 200: adminDetail },
      },
      handler: (req) => c.service.reorder(userId(req), kind, req.params.slug, req.body.slugs),
    });
  }

  app.route({
    ...endpoint(app, 'adminContent.createQuestion'),
    schema: {
      tags,
      summary: 'Ajouter une question et ses choix',
      params: adminSlugParams,
      body: questionInput,
      response: { 201: withSlug },
    },
    handler: async (req, reply) =>
      created(reply, await c.questions.create(userId(req), req.params.slug, req.body)),
  });
  app.route({
    ...endpoint(app, 'adminContent.replaceQuestion'),
    schema: {
      tags,
      summary: 'Modifier une question et ses choix',
      params: adminSlugParams,
      body: questionInput,
      response: { 200: withSlug },
    },
    handler: (req) => c.questions.update(userId(req), req.params.slug, req.body),
  });
  app.route({
    ...endpoint(app, 'adminContent.deleteQuestion'),
    schema: {
      tags,
      summary: 'Supprimer une question sans réponse',
      params: adminSlugParams,
      response: { 200: adminDetail },
    },
    handler: (req) => c.questions.remove(userId(req), req.params.slug),
  });
  app.route({
    ...endpoint(app, 'adminContent.previewQuestion'),
    schema: {
      tags,
      summary: 'Une question telle que l’apprenant la voit',
      params: adminSlugParams,
      response: { 200: adminQuestionPreview },
    },
    handler: (req) => c.service.preview(req.params.slug),
  });

  registerContentFiles(app, c, tags);
};
