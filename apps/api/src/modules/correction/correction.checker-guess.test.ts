import { describe, expect, it } from 'vitest';
import { checkerGuess } from './checker-guess';
import type { Finding } from './types';

/** A finding of the grammar checker on `word` (its first occurrence in `text`), with `replacement`. */
function guess(text: string, word: string, replacement: string): boolean {
  const chars = Array.from(text);
  const start = Array.from(text.slice(0, text.indexOf(word))).length;
  const f: Finding = {
    start,
    end: start + Array.from(word).length,
    replacement,
    suggestions: [replacement],
    message: '',
    source: 'grammalecte',
    category: 'accord',
  };
  return checkerGuess(chars, f);
}

describe('corrections of the grammar checker that are only guesses', () => {
  it('are dropped on correct words', () => {
    expect(guess('Départ en car à 7 h devant la mairie.', 'Départ en', 'Dépars-en')).toBe(true);
    expect(
      guess('Des applications mettent en relation conducteurs et passagers.', 'conducteurs', 'conductrices'),
    ).toBe(true);
    expect(guess('Nous accueillons des jeunes pendant une année scolaire.', 'scolaire', 'scolaires')).toBe(
      true,
    );
    expect(guess("C'est la meilleur solution.", 'la', 'le')).toBe(true);
    expect(guess('Un loyer de 1 050 $ par mois.', '1 050', '1\u202f050')).toBe(true);
    expect(
      guess('Des applications mettent en relation conducteurs et passagers.', 'relation', 'relations'),
    ).toBe(true);
    expect(guess("L'école veut remplacer les manuels papier par des tablettes.", 'papier', 'papiers')).toBe(
      true,
    );
    expect(
      guess('La date « meilleur avant le 12 mai » sert à identifier le produit.', 'meilleur', 'meilleure'),
    ).toBe(true);
    expect(
      guess(
        "Le choix des questions, des risques jugés acceptables, des seuils d'alerte engage des valeurs.",
        'engage',
        'engagent',
      ),
    ).toBe(true);
  });
  it('are kept where the text is wrong', () => {
    expect(guess('Les conducteur sont prudents.', 'conducteur', 'conducteurs')).toBe(false);
    expect(guess("J'ai acheté des pomme.", 'pomme', 'pommes')).toBe(false);
    expect(guess('La maison est grand.', 'grand', 'grande')).toBe(false);
    expect(guess("C'est la meilleur solution.", 'meilleur', 'meilleure')).toBe(false);
    expect(guess('Il aime le table.', 'le', 'la')).toBe(false);
    expect(guess('Nous partons en vacance demain.', 'vacance', 'vacances')).toBe(false);
    expect(guess('Les enfants malade restent à la maison.', 'malade', 'malades')).toBe(false);
    expect(guess('Les amis de mon frère arrive demain.', 'arrive', 'arrivent')).toBe(false);
  });
});
