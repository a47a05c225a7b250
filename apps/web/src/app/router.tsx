import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { GuestOnly, RequireAdmin, RequireAuth } from './guards';
import { DashboardLayout } from './layout/DashboardLayout';
import { RootLayout } from './layout/RootLayout';
import { WithQuery } from '../lib/with-query';

// Every screen is its own chunk (SPEC §2 route table).
const HomePage = lazy(() => import('../features/home/HomePage'));
const PackagesPage = lazy(() => import('../features/packages/PackagesPage'));
const BuyPackagePage = lazy(() => import('../features/purchase/BuyPackagePage'));
const CheckoutResultPage = lazy(() => import('../features/checkout/CheckoutResultPage'));
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage'));
const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage'));
const ProfilePage = lazy(() => import('../features/profile/ProfilePage'));
const HistoryPage = lazy(() => import('../features/history/HistoryPage'));
const WizardPage = lazy(() => import('../features/wizard/WizardPage'));
const ExercisePage = lazy(() => import('../features/exercise/ExercisePage'));
const TrainingPage = lazy(() => import('../features/training/TrainingPage'));
const ResultsPage = lazy(() => import('../features/results/ResultsPage'));
const MethodologyPage = lazy(() => import('../features/methodology/MethodologyPage'));
const TermsPage = lazy(() => import('../features/legal/TermsPage'));
const PrivacyPage = lazy(() => import('../features/legal/PrivacyPage'));
const NotFoundPage = lazy(() => import('../features/not-found/NotFoundPage'));
// The back office: its own chunks, never loaded by a learner screen.
const AdminApp = lazy(() => import('../features/admin/AdminApp'));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomePage />} />
        <Route element={<WithQuery />}>
          <Route path="packages" element={<PackagesPage />} />
          <Route
            path="buy-package/:slug/:promo?"
            element={
              <RequireAuth>
                <BuyPackagePage />
              </RequireAuth>
            }
          />
          <Route path="checkout/success" element={<CheckoutResultPage />} />
          <Route path="checkout/error" element={<CheckoutResultPage />} />
          <Route
            path="login"
            element={
              <GuestOnly>
                <LoginPage />
              </GuestOnly>
            }
          />
          <Route
            path="password-reset-confirm/:first?/:token?"
            element={
              <GuestOnly>
                <ResetPasswordPage />
              </GuestOnly>
            }
          />
          <Route
            path="dashboard"
            element={
              <RequireAuth>
                <DashboardLayout />
              </RequireAuth>
            }
          >
            <Route index element={<DashboardPage />} />
            <Route path="profile" element={<ProfilePage />} />
            <Route path="history" element={<HistoryPage />} />
          </Route>
          <Route path="dashboard/exercises/:examTypeSlug?/:examSlug?/:practice?" element={<WizardPage />} />
          <Route
            path="exercice/:slug"
            element={
              <RequireAuth>
                <ExercisePage />
              </RequireAuth>
            }
          />
          <Route
            path="exercice-training/:slug_exam"
            element={
              <RequireAuth>
                <TrainingPage />
              </RequireAuth>
            }
          />
          <Route
            path="exercice-results/:slug"
            element={
              <RequireAuth>
                <ResultsPage />
              </RequireAuth>
            }
          />
          <Route
            path="result/:slug"
            element={
              <RequireAuth>
                <ResultsPage />
              </RequireAuth>
            }
          />
          <Route path="methodologie/:module?/:lesson?" element={<MethodologyPage />} />
          <Route path="conditions-utilisation" element={<TermsPage />} />
          <Route path="confidentialite" element={<PrivacyPage />} />
          <Route
            path="admin/*"
            element={
              <RequireAdmin>
                <AdminApp />
              </RequireAdmin>
            }
          />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
