/** Addresses of the back office; each section owns the addresses below its own. */
export const adminPaths = {
  root: '/admin',
  content: '/admin/contenu',
  learners: '/admin/apprenants',
  learner: (id: number) => `/admin/apprenants/${id}`,
  exercise: (slug: string) => `/admin/contenu/exercices/${encodeURIComponent(slug)}`,
  payments: '/admin/paiements',
  reports: '/admin/signalements',
  reviews: '/admin/relectures',
  operations: '/admin/exploitation',
  journal: '/admin/journal',
} as const;
