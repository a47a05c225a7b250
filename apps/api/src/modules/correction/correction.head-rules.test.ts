import { describe, expect, it } from 'vitest';
import { singularHeadRules } from './rules-head';
import { allRules } from './writing';

const run = (t: string) =>
  singularHeadRules(t).map((f) => [Array.from(t).slice(f.start, f.end).join(''), f.replacement]);

describe('the verb of a singular head noun', () => {
  it('agrees with the head, not with the nearest plural complement', () => {
    expect(run('Le bruit des collègues me dérangent beaucoup.')).toEqual([['dérangent', 'dérange']]);
    expect(run('Je pense que le prix des loyers augmentent chaque année.')).toEqual([
      ['augmentent', 'augmente'],
    ]);
    expect(run("L'arrivée des nouveaux employés changent tout.")).toEqual([['changent', 'change']]);
  });
  it('after "qui", agrees with a singular antecedent', () => {
    expect(run("C'est un organisme qui les intéressent.")).toEqual([['intéressent', 'intéresse']]);
    expect(run('Le premier qui viens gagne un prix.')).toEqual([['viens', 'vient']]);
  });
  it('leaves quantities, two subjects and complements of a plural noun alone', () => {
    expect(run('La plupart des gens pensent que le télétravail est utile.')).toEqual([]);
    expect(run("Un groupe d'amis sont venus m'aider.")).toEqual([]);
    expect(run('Le père de Marie et ses frères sont venus.')).toEqual([]);
    expect(run('Les enfants de ma sœur qui jouent dehors sont bruyants.')).toEqual([]);
    expect(run('Le bruit des voisins qui crient me dérange.')).toEqual([]);
    expect(run("C'est toi qui viens samedi ?")).toEqual([]);
  });
});

describe('verbs and attributes in a series', () => {
  const all = (t: string) =>
    allRules(t).map((f) => [Array.from(t).slice(f.start, f.end).join(''), f.replacement]);
  it('a singular verb between two plural verbs of one subject', () => {
    expect(all('Sans cellulaire, les élèves parlent ensemble, joue dehors et écoutent mieux.')).toEqual([
      ['joue', 'jouent'],
    ]);
    expect(all('Les enfants jouent, Marie mange et les parents dorment.')).toEqual([]);
  });
  it('two attributes joined by « et » after a plural copula agree alike', () => {
    expect(all('Les rues sont glissantes et dangereux. Les enfants sont fatigués et content.')).toEqual([
      ['dangereux', 'dangereuses'],
      ['content', 'contents'],
    ]);
    expect(all('Les cours sont intéressants et utiles.')).toEqual([]);
  });
  it('reads « a côté de » as a complement, and « son » for « sont » before its attribute', () => {
    expect(all('Les grandes plantes a côté de la fenêtre boit beaucoup.')).toEqual([
      ['a', 'à'],
      ['boit', 'boivent'],
    ]);
    expect(all('Hugo dit non : les jeunes son pas motivé.')).toEqual([
      ['son', 'sont'],
      ['motivé', 'motivés'],
    ]);
  });
});
