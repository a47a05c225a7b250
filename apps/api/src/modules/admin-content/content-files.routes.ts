import {
  adminDetail,
  adminResourceParams,
  adminSlugParams,
  packImportRequest,
  packImportResponse,
  resourceUpdate,
  resourceUpload,
} from '@prepa/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ValidationError } from '../../lib/errors';
import { messages } from '../../lib/messages';
import { userId } from '../auth/auth.plugin';
import type { AdminContent } from './content-admin.routes';
import { created } from '../../lib/created';
import { endpoint } from '../../lib/endpoint';

const withId = adminDetail.extend({ id: z.number().int() });

/** Files of the content: documents of questions (upload, edit, remove) and packs (export, import). */
export function registerContentFiles(scope: FastifyInstance, c: AdminContent, tags: string[]) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...endpoint(app, 'adminContent.uploadResource'),
    bodyLimit: 30 * 1024 * 1024,
    schema: {
      tags,
      summary: 'Ajouter une image ou un document audio (vérifié, audio converti en Opus et AAC)',
      params: adminSlugParams,
      body: resourceUpload,
      response: { 201: withId },
    },
    handler: async (req, reply) =>
      created(reply, await c.media.upload(userId(req), req.params.slug, req.body)),
  });
  app.route({
    ...endpoint(app, 'adminContent.updateResource'),
    schema: {
      tags,
      summary: 'Titre et transcription d’une ressource',
      params: adminResourceParams,
      body: resourceUpdate,
      response: { 200: adminDetail },
    },
    handler: (req) => c.media.update(userId(req), req.params.id, req.body),
  });
  app.route({
    ...endpoint(app, 'adminContent.deleteResource'),
    schema: {
      tags,
      summary: 'Retirer une ressource',
      params: adminResourceParams,
      response: { 200: adminDetail },
    },
    handler: (req) => c.media.remove(userId(req), req.params.id),
  });

  app.route({
    ...endpoint(app, 'adminContent.exportPack'),
    schema: {
      tags,
      summary: 'Exporter un type d’examen en pack de contenu (.tar)',
      params: adminSlugParams,
    },
    handler: async (req, reply) => {
      const { name, tar } = await c.packs.exportExamType(userId(req), req.params.slug);
      return reply
        .header('content-type', 'application/x-tar')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(tar);
    },
  });
  app.route({
    ...endpoint(app, 'adminContent.importPack'),
    bodyLimit: 300 * 1024 * 1024,
    schema: {
      tags,
      summary: 'Importer un pack de contenu (.tar) avec le rapport de validation de la ligne de commande',
      body: packImportRequest,
      response: { 200: packImportResponse },
    },
    handler: (req) => {
      const raw = req.body.archive.replace(/^data:[\w/.+-]*;base64,/, '');
      if (!/^[A-Za-z0-9+/\s]*={0,2}\s*$/.test(raw)) {
        throw ValidationError.field('archive', messages.backOfficeContent.packArchiveInvalid);
      }
      return c.packs.importArchive(userId(req), Buffer.from(raw, 'base64'));
    },
  });
}
