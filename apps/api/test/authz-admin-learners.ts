import type { FastifyInstance } from 'fastify';
import { ADMIN, type Caller, type Row } from './authz-rows';
import { registerAndLogin } from './kit/app';
import type { MatrixName } from './kit/openapi';

/** Rows of the authorisation matrix for the back office's learners: administrators only. */
type AdminLearnersName = Extract<MatrixName, `adminLearners.${string}`>;

const ids = { learner: '', gone: '', goneEmail: '', sub: '' };

/** Accounts the rows act on (disabled, given access, deleted), apart from the callers. */
export async function prepareAdminLearners(app: FastifyInstance, adminHeaders: Caller['headers']) {
  const learner = await registerAndLogin(app);
  const gone = await registerAndLogin(app);
  ids.learner = String(learner.user.id);
  ids.gone = String(gone.user.id);
  ids.goneEmail = gone.email;
  await app.inject({
    method: 'POST',
    url: `/api/admin/learners/${ids.learner}/subscriptions/`,
    headers: adminHeaders,
    payload: { package: 'tcf-essai-1-mois', days: 30, reason: 'matrice des droits' },
  });
  const detail = await app.inject({
    url: `/api/admin/learners/${ids.learner}/`,
    headers: adminHeaders,
  });
  ids.sub = String(detail.json().subscriptions[0].id);
}

export function adminLearnersRows(): Record<AdminLearnersName, Row> {
  return {
    'adminLearners.list': { query: 'search=e2e', expect: ADMIN },
    'adminLearners.detail': { params: { id: ids.learner }, expect: ADMIN },
    'adminLearners.grant': {
      params: { id: ids.learner },
      body: () => ({ package: 'tcf-essai-1-mois', days: 3, reason: 'matrice des droits' }),
      expect: [401, 403, 403, 201],
    },
    'adminLearners.extend': {
      params: { id: ids.learner, subscriptionId: ids.sub },
      body: () => ({ days: 1, reason: 'matrice des droits' }),
      expect: ADMIN,
    },
    'adminLearners.end': {
      params: { id: ids.learner, subscriptionId: ids.sub },
      body: () => ({ reason: 'matrice des droits' }),
      expect: ADMIN,
    },
    'adminLearners.disable': {
      params: { id: ids.learner },
      body: () => ({ reason: 'matrice des droits' }),
      expect: ADMIN,
    },
    'adminLearners.enable': {
      params: { id: ids.learner },
      body: () => ({ reason: 'matrice des droits' }),
      expect: ADMIN,
    },
    'adminLearners.delete': {
      params: { id: ids.gone },
      body: () => ({ confirm_email: ids.goneEmail }),
      expect: ADMIN,
    },
  };
}
