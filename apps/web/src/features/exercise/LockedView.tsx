import type { Exercise } from '@prepa/shared';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { ErrorState } from '../../components/StateViews';
import { access, exercise as t } from '../../lib/messages';
import { useAccessRule } from '../../lib/site';

/** A locked exercise: what the operator's rule for its exam type opens, and where to buy it. */
export function LockedView({ exercise }: { exercise?: Exercise }) {
  const rule = useAccessRule(exercise?.examtype_slug ?? '');
  return (
    <ErrorState title={t.lockedTitle} message={rule ? access.locked(rule) : t.locked}>
      <Link
        to={exercise ? paths.packagesFor(exercise.examtype_slug) : paths.packages}
        className="btn btn-primary"
      >
        {t.buyPackage}
      </Link>
    </ErrorState>
  );
}
