/** Every route of the app (SPEC §2), in one place. */
export const paths = {
  home: '/',
  packages: '/packages',
  packagesFor: (examtype?: string, codePromo?: string) => {
    const q = new URLSearchParams();
    if (examtype) q.set('examtype', examtype);
    if (codePromo) q.set('codePromo', codePromo);
    const s = q.toString();
    return s ? `/packages?${s}` : '/packages';
  },
  buyPackage: (slug: string, promo?: string) =>
    `/buy-package/${encodeURIComponent(slug)}${promo ? `/${encodeURIComponent(promo)}` : ''}`,
  checkoutSuccess: '/checkout/success',
  checkoutError: '/checkout/error',
  login: '/login',
  loginWithRedirect: (redirect: string) => `/login?redirect=${encodeURIComponent(redirect)}`,
  dashboard: '/dashboard',
  profile: '/dashboard/profile',
  history: '/dashboard/history',
  exercises: '/dashboard/exercises',
  exercisesFor: (examTypeSlug: string) =>
    `/dashboard/exercises?examTypeSlug=${encodeURIComponent(examTypeSlug)}`,
  exercise: (slug: string) => `/exercice/${encodeURIComponent(slug)}`,
  training: (examSlug: string) => `/exercice-training/${encodeURIComponent(examSlug)}`,
  results: (attemptSlug: string) => `/exercice-results/${encodeURIComponent(attemptSlug)}`,
  methodology: '/methodologie',
  methodologyModule: (module: string) => `/methodologie/${module}`,
  methodologyLesson: (module: string, lesson: string) => `/methodologie/${module}/${lesson}`,
  terms: '/conditions-utilisation',
  privacy: '/confidentialite',
} as const;
