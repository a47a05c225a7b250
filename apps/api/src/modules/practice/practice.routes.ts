import multipart from '@fastify/multipart';
import {
  answerRequest,
  answerResponse,
  attemptListQuery,
  attemptListResponse,
  attemptResultsResponse,
  attemptSchema,
  completeAttemptRequest,
  createAttemptRequest,
  mistakesResponse,
  RECORDING_MAX_BYTES,
  slugParam,
} from '@prepa/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ValidationError } from '../../lib/errors';
import { messages } from '../../lib/messages';
import { userId } from '../auth/auth.plugin';
import type { AnswersService } from './answers.service';
import type { AttemptsService } from './practice.service';
import type { ResultsService } from './results';
import { endpoint } from '../../lib/endpoint';

const tags = ['Pratique'];
const slug = z.object({ slug: slugParam });
/** Base64 of a 10 MB recording plus the JSON around it. */
const ANSWER_BODY_LIMIT = Math.ceil((RECORDING_MAX_BYTES * 4) / 3) + 1024 * 1024;

/** Bytes of the multipart upload of a request, kept aside from its (validated) fields. */
const uploads = new WeakMap<FastifyRequest, Buffer>();

async function readMultipart(req: FastifyRequest): Promise<void> {
  if (!req.isMultipart()) return;
  const fields: Record<string, string> = {};
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'audio_file') uploads.set(req, bytes);
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw ValidationError.field(
        'audio_file',
        messages.practice.audioTooLarge(RECORDING_MAX_BYTES / 1048576),
      );
    }
    throw ValidationError.field('non_field_errors', messages.practice.multipartInvalid);
  }
  if (uploads.has(req)) fields.audio_file = 'multipart';
  req.body = fields;
}

export const practiceRoutes: FastifyPluginAsyncZod<{
  attempts: AttemptsService;
  answers: AnswersService;
  results: ResultsService;
}> = async (app, { attempts, answers, results }) => {
  await app.register(multipart, {
    limits: { fileSize: RECORDING_MAX_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024 },
  });

  app.route({
    ...endpoint(app, 'attempts.start'),
    onRequest: [app.requireUser],
    schema: {
      tags,
      summary: 'Commencer une tentative (mode examen ou entraînement ; le score envoyé est ignoré)',
      params: slug,
      body: createAttemptRequest,
      response: { 201: attemptSchema },
    },
    handler: async (req, reply) =>
      reply.status(201).send(await attempts.create(userId(req), req.params.slug, req.body.practice_type)),
  });

  app.route({
    ...endpoint(app, 'attempts.complete'),
    onRequest: [app.requireUser],
    schema: {
      tags,
      summary: 'Terminer une tentative (score et durée calculés par le serveur ; idempotent)',
      params: slug,
      // The body is optional: a bare PUT completes the attempt too.
      body: z.preprocess((v) => v ?? {}, completeAttemptRequest),
      response: { 200: attemptSchema },
    },
    handler: async (req) => attempts.complete(userId(req), req.params.slug),
  });

  app.route({
    ...endpoint(app, 'attempts.list'),
    onRequest: [app.requireUser],
    schema: {
      tags,
      summary: 'Mes tentatives, de la plus récente à la plus ancienne',
      querystring: attemptListQuery,
      response: { 200: attemptListResponse },
    },
    handler: async (req, reply) => {
      const { items, total } = await attempts.list(userId(req), req.query);
      reply.header('x-total-count', String(total));
      return items;
    },
  });

  for (const name of ['attempts.resultsBare', 'attempts.results'] as const) {
    app.route({
      ...endpoint(app, name),
      onRequest: [app.requireUser],
      schema: {
        tags,
        summary: "Résultats d'une tentative (questions, choix, réponses, score, niveaux)",
        params: slug,
        response: { 200: attemptResultsResponse },
      },
      handler: async (req) => results.results(userId(req), req.params.slug),
    });
  }

  app.route({
    ...endpoint(app, 'attempts.mistakes'),
    onRequest: [app.requireUser],
    schema: {
      tags: ['Entraînement'],
      summary: "Refaire mes erreurs : questions ratées ou sans réponse d'une tentative terminée",
      params: slug,
      response: { 200: mistakesResponse },
    },
    handler: async (req) => attempts.mistakes(userId(req), req.params.slug),
  });

  app.route({
    ...endpoint(app, 'answers.submit'),
    onRequest: [app.requireUser],
    preValidation: readMultipart,
    bodyLimit: ANSWER_BODY_LIMIT,
    schema: {
      tags,
      summary:
        'Répondre à une question (JSON : choice, answer_text ou audio_file en URL de données ; ou multipart audio_file)',
      params: slug,
      body: answerRequest,
      response: { 200: answerResponse, 201: answerResponse },
    },
    handler: async (req, reply) => {
      const bytes = uploads.get(req);
      const b = req.body;
      const { created, answer } = await answers.submit(userId(req), req.params.slug, {
        question_slug: b.question_slug,
        choice: b.choice,
        answer_text: b.answer_text,
        audio: bytes
          ? { bytes }
          : b.audio_file !== undefined && b.audio_file !== ''
            ? { dataUrl: b.audio_file }
            : undefined,
      });
      return reply.status(created ? 201 : 200).send(answer);
    },
  });
};
