import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { analyseTaskFulfilment } from './fulfilment';
import type { WritingTask } from './task';

const here = path.dirname(fileURLToPath(import.meta.url));
const set = (f: string) => JSON.parse(readFileSync(path.join(here, 'eval', 'writing-set', f), 'utf8'));
const tasks = new Map((set('tasks.json') as (WritingTask & { id: string })[]).map((t) => [t.id, t]));
const winter = tasks.get('tcf-ee-1-t2')!;
const invitation = tasks.get('tcf-ee-1-t1')!;

describe('task fulfilment', () => {
  it('recognises a copy of the consigne and leaves copied words out of the count', () => {
    const r = analyseTaskFulfilment(winter.consigne, winter);
    expect(r.copyShare).toBeGreaterThan(0.9);
    expect(r.ownWords).toBeLessThan(5);
  });
  it('recognises an answer in English', () => {
    const r = analyseTaskFulfilment(
      'My first winter in Canada was very hard. The snow was everywhere and it was very cold. I bought a big coat and boots.',
      winter,
    );
    expect(r.language.french).toBe(false);
    expect(r.language.detected).toBe('eng');
  });
  it('tells an off-topic essay from an on-topic paraphrase', () => {
    const football =
      'Le football est un sport magnifique que je pratique depuis mon enfance. Chaque samedi, je retrouve mes coéquipiers au stade pour un match. L’entraîneur nous demande beaucoup d’efforts, mais la victoire est une grande joie.';
    expect(analyseTaskFulfilment(football, winter).topic.onTopic).toBe(false);
    const onTopic =
      'Quand je suis arrivée en décembre, la neige m’a étonnée. Il faisait moins vingt degrés et les trottoirs étaient glacés. Je conseille aux nouveaux arrivants d’acheter des bottes chaudes.';
    expect(analyseTaskFulfilment(onTopic, winter).topic.onTopic).toBe(true);
  });
  it('keeps a testimony rich in its own words on topic, and an opinion essay on another subject off it', () => {
    const career = tasks.get('tcf-ee-4-t2')!;
    const testimony =
      'Pendant douze ans, j’ai été notaire à Abidjan, un métier que ma mère avait exercé avant moi. En arrivant à Rimouski, j’ai découvert que mon titre n’était pas reconnu et qu’il me faudrait reprendre des études de droit civil québécois. Plutôt que de m’y résoudre, j’ai suivi une formation d’ébéniste au centre professionnel de la ville, le soir, tout en livrant des repas le jour. Les premiers mois furent rudes : des mains couvertes d’échardes, des commandes rares et des doutes tenaces. Aujourd’hui, mes tables en érable se vendent dans trois boutiques du Bas-Saint-Laurent, et je retiens de ce détour qu’un savoir-faire se reconstruit plus vite qu’on ne le croit.';
    expect(analyseTaskFulfilment(testimony, career).topic.onTopic).toBe(true);
    const networks = tasks.get('tcf-ee-3-t3')!;
    const canteen =
      'Faut-il servir des repas végétariens à la cantine ? Ses partisans estiment que cela protège la planète et la santé des enfants. Ses adversaires pensent au contraire que les élèves ont besoin de viande pour grandir. Pour ma part, je suis favorable à un menu végétarien deux fois par semaine. À mon avis, les cuisiniers peuvent préparer des plats variés et savoureux, par exemple un couscous aux légumes. Je crois toutefois qu’il faudrait consulter les parents avant de changer les habitudes.';
    expect(analyseTaskFulfilment(canteen, networks).topic.onTopic).toBe(false);
  });
  it('keeps on topic a text in its own words that is no farther from its task than from any other', () => {
    const place = tasks.get('extra-t2-a')!;
    const others = [...tasks].filter(([id]) => id !== 'extra-t2-a').map(([, t]) => t);
    const quay =
      "Certains lieux vous adoptent avant que vous ne sachiez pourquoi. Le mien est un quai du Vieux-Port de Québec, à l'heure où les traversiers s'immobilisent. J'y suis venue d'abord par hasard, fuyant un logis trop étroit ; j'y reviens désormais chaque soir d'octobre, quand la brume efface Lévis et que les goélands se disputent les dernières lueurs. On y croise des pêcheurs taciturnes, des amoureux transis, un violoniste qui n'a jamais joué deux fois le même air. C'est sur ce quai, adossée à une bitte d'amarrage rouillée, que j'ai appris par courriel ma résidence permanente. De cet endroit, je garde ce souvenir : j'ai ri toute seule, sous l'œil perplexe d'un goéland.";
    // under the threshold alone; closest to its own task among the catalogue
    expect(analyseTaskFulfilment(quay, place).topic.onTopic).toBe(false);
    expect(analyseTaskFulfilment(quay, place, { others }).topic.onTopic).toBe(true);
    // presented to another task, the same text stays off topic
    const winterOthers = [...tasks].filter(([id]) => id !== 'tcf-ee-1-t2').map(([, t]) => t);
    expect(analyseTaskFulfilment(quay, winter, { others: winterOthers }).topic.onTopic).toBe(false);
  });
  it('keeps on topic an answer plainly on its subject whose points are worded beyond their keywords', () => {
    const excuse = tasks.get('tcf-ee-2-t1')!;
    const ownWords =
      "Chère Sarah,\nNotre séance de yoga au studio se fera sans moi : le plombier vient réparer la douche de l'appartement ce matin-là. Je m'en veux de te faire faux bond, toi qui tenais tant à ce cours avec la nouvelle professeure. Que dirais-tu de la séance de la fin de semaine d'après ? Mon tapis t'attend.\nÀ bientôt,\nInès";
    const r = analyseTaskFulfilment(ownWords, excuse);
    expect(r.topic.points.every((p) => !p.covered)).toBe(true);
    expect(r.topic.onTopic).toBe(true);
    // a proposed day of the week is a proposed date, whichever day it is
    const wednesday = analyseTaskFulfilment('Serais-tu libre mercredi soir pour le cours ?', excuse);
    expect(wednesday.topic.points[2]!.covered).toBe(true);
  });
  it('keeps on topic a place the consigne does not name, described in the words of such places', () => {
    const place = tasks.get('extra-t2-a')!;
    const garden =
      "Mon coin préféré est un jardin derrière la mairie. Des fleurs et des plantes entourent un étang où nagent des canards. Je m'installe sur la pelouse avec un thé. L'été dernier, j'y ai rencontré ma voisine, devenue une amie.";
    expect(analyseTaskFulfilment(garden, place).topic.onTopic).toBe(true);
  });
  it('reads "parc" as a word of a place, never "parce que", and no number of a related expression', () => {
    const place = tasks.get('extra-t2-a')!;
    const park = analyseTaskFulfilment(
      "J'apprécie ce parc parce qu'il est calme. Je m'y promène après le travail.",
      place,
    );
    expect(park.topic.shared).toContain('parc');
    expect(park.topic.shared).not.toContain('parce');
    // a related expression with a number: "deux" alone says nothing of the invitation
    const near = { ...invitation, related: [...invitation.related, 'à deux pas du métro'] };
    const pets = analyseTaskFulfilment('Nous avons deux chats et deux chiens, près du métro.', near);
    expect(pets.topic.shared).toContain('métro');
    expect(pets.topic.shared).not.toContain('deux');
  });
  it('counts words as the editor does', () => {
    expect(analyseTaskFulfilment('Mon premier hiver était très, très froid.', winter).words).toBe(7);
  });
});
