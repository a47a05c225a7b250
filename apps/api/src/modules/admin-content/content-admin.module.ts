import type { Db } from '../../db/client';
import type { Storage } from '../../lib/storage';
import type { AuditService } from '../audit/audit.service';
import { createContentAdminRepository } from './content-admin.repository';
import { createContentAdminService } from './content-admin.service';
import { createContentMedia } from './content-media';
import { createContentPacks } from './content-pack';
import { createQuestionsAdmin } from './content-questions';

/** Wires the back office's content editing: exams and exercises, questions, media, packs. */
export function createContentAdmin(deps: { db: Db; audit: AuditService; storage: Storage }) {
  const contentDeps = { db: deps.db, content: createContentAdminRepository(deps.db), audit: deps.audit };
  const service = createContentAdminService(contentDeps);
  return {
    service,
    questions: createQuestionsAdmin({ ...contentDeps, service }),
    media: createContentMedia({ ...contentDeps, storage: deps.storage }),
    packs: createContentPacks({ ...contentDeps, storage: deps.storage }),
  };
}
