import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { useToast } from '../../components/toast-context';
import { errorMessage } from '../../lib/api-client';
import { exercise as t } from '../../lib/messages';
import { startAttempt } from '../exercise/api/start-attempt';

/** 'Refaire l'exercice': starts a new attempt, then goes to the exercise screen (which resumes it). */
export function useRetake(exerciseSlug: string) {
  const toast = useToast();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  return {
    busy,
    retake: async () => {
      setBusy(true);
      try {
        await startAttempt(exerciseSlug, 'exam');
        navigate(paths.exercise(exerciseSlug));
      } catch (err) {
        toast.error(errorMessage(err, t.startError));
        setBusy(false);
      }
    },
  };
}
