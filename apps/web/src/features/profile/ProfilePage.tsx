import { PagePlaceholder } from '../../components/PagePlaceholder';
import { placeholders } from '../../lib/messages';

/** Placeholder route module: replaced by the real screen. */
export default function ProfilePage() {
  return <PagePlaceholder title={placeholders.profile} />;
}
