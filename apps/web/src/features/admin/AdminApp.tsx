import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { useSession } from '../../lib/use-session';
import { AdminLayout } from './AdminLayout';

// Each section is its own chunk, loaded when an operator opens it; none is reachable from the
// learner screens (the /admin route itself is a lazy chunk guarded for the admin role).
const AdminHome = lazy(() => import('./AdminHome'));
const AdminNotFound = lazy(() => import('./AdminNotFound'));
const JournalPage = lazy(() => import('./journal/JournalPage'));
const LearnersPage = lazy(() => import('./learners/LearnersPage'));
const LearnerPage = lazy(() => import('./learners/LearnerPage'));
const ContentPage = lazy(() => import('./content/ContentPage'));
const ExerciseEditor = lazy(() => import('./content/ExerciseEditor'));
const ReportsPage = lazy(() => import('./reports/ReportsPage'));
const ReviewsPage = lazy(() => import('./reviews/ReviewsPage'));
const ReviewDetailPage = lazy(() => import('./reviews/ReviewDetailPage'));
const PaymentsPage = lazy(() => import('./payments/PaymentsPage'));
const OperationsPage = lazy(() => import('./operations/OperationsPage'));

/** The back office's routes, below /admin. */
export default function AdminApp() {
  // A reviewer (role `reviewer`) works in the review queue only.
  if (useSession()?.user?.role === 'reviewer') {
    return (
      <Routes>
        <Route element={<AdminLayout />}>
          <Route path="relectures" element={<ReviewsPage />} />
          <Route path="relectures/:id" element={<ReviewDetailPage />} />
          <Route path="*" element={<Navigate to="relectures" replace />} />
        </Route>
      </Routes>
    );
  }
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<AdminHome />} />
        <Route path="contenu" element={<ContentPage />} />
        <Route path="contenu/exercices/:slug" element={<ExerciseEditor />} />
        <Route path="apprenants" element={<LearnersPage />} />
        <Route path="apprenants/:id" element={<LearnerPage />} />
        <Route path="journal" element={<JournalPage />} />
        <Route path="signalements" element={<ReportsPage />} />
        <Route path="relectures" element={<ReviewsPage />} />
        <Route path="relectures/:id" element={<ReviewDetailPage />} />
        <Route path="paiements/*" element={<PaymentsPage />} />
        <Route path="exploitation" element={<OperationsPage />} />
        <Route path="*" element={<AdminNotFound />} />
      </Route>
    </Routes>
  );
}
