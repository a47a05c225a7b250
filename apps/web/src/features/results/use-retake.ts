import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths';

/**
 * 'Refaire l'exercice': goes to the exercise's start screen. The attempt starts only when the
 * learner presses "Commencer" there, so merely coming back creates nothing that could count.
 */
export function useRetake(exerciseSlug: string) {
  const navigate = useNavigate();
  return { busy: false, retake: async () => navigate(paths.exercise(exerciseSlug)) };
}
