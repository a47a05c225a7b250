import en from '../lists/common-passwords.en.json';
import fr from '../lists/common-passwords.fr.json';

/** The 10,000 most common English passwords and 10,000 French ones (origin: lists/README.md). */
export const commonPasswords: ReadonlySet<string> = new Set<string>([...en, ...fr]);
