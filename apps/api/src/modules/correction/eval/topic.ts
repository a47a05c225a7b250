import { analyseTaskFulfilment } from '../fulfilment';
import type { WritingTask } from '../task';
import type { Item } from './set';

/**
 * Off-topic check on the whole set: every text is judged against its own task (it must be on
 * topic) and against each of the other tasks (it should be off topic: a text written for another
 * subject). Some tasks are neighbours (two on volunteering, two on transport), so a few texts
 * legitimately pass for another task; the figure measures how far the check separates subjects.
 */
export function crossTopic(items: Item[], tasks: Map<string, WritingTask>): void {
  for (const split of ['tune', 'holdout'] as const) {
    const own = items.filter((i) => i.split === split);
    let falseCaps = 0;
    let pairs = 0;
    let passed = 0;
    for (const item of own) {
      for (const [id, task] of tasks) {
        // the other tasks of the set stand for the catalogue, the text's own task among them
        const others = [...tasks].filter(([o]) => o !== id).map(([, t]) => t);
        const onTopic = analyseTaskFulfilment(item.text, task, { others }).topic.onTopic;
        if (id === item.task) {
          if (!onTopic) falseCaps++;
        } else {
          pairs++;
          if (onTopic) passed++;
        }
      }
    }
    console.log(
      `${split === 'tune' ? 'Réglage (tune)' : 'Mis de côté (holdout)'} : ${falseCaps} texte(s) sur ${own.length} jugé(s) hors sujet pour leur propre tâche ; ` +
        `${((passed * 100) / pairs).toFixed(1)} % (${passed}/${pairs}) jugés dans le sujet d'une autre tâche`,
    );
  }
}
