import { frStem } from './lexicon';

/**
 * The everyday vocabulary of French (content words of the "français fondamental" and of A1-A2
 * course books: family, home, town, time, food, work, school, feelings, frequent verbs and
 * adjectives). A content word outside this list counts as less frequent: its share in a text
 * measures the rarity of the vocabulary.
 */
const COMMON = `
an année jour journée semaine mois heure minute matin midi soir soirée nuit temps moment fois week-end
lundi mardi mercredi jeudi vendredi samedi dimanche janvier février mars avril mai juin juillet août septembre octobre novembre décembre
hiver printemps été automne hier demain aujourd'hui maintenant toujours souvent parfois jamais déjà encore bientôt tard tôt longtemps
homme femme enfant fille garçon fils père mère parent frère sœur famille ami amie copain copine mari voisin voisine personne gens monde
bébé grand-mère grand-père oncle tante cousin madame monsieur collègue patron professeur élève étudiant médecin
maison appartement chambre cuisine salon salle bain porte fenêtre lit table chaise jardin immeuble étage adresse clé
ville village quartier rue avenue pays endroit lieu place centre magasin boutique marché supermarché restaurant café bar hôtel
école université classe cours travail bureau entreprise métier emploi argent prix euro dollar banque poste gare aéroport
hôpital pharmacie parc plage mer montagne campagne lac rivière forêt arbre fleur animal chien chat oiseau
voiture bus autobus métro train avion vélo pied route chemin voyage vacances billet valise transport station arrêt
eau pain lait café thé vin bière viande poisson légume fruit pomme gâteau repas déjeuner dîner petit-déjeuner cuisine plat sucre sel
vêtement manteau robe pantalon chemise chaussure botte chapeau
tête main bras jambe œil yeux cœur corps santé malade maladie
livre journal lettre message mail courriel téléphone ordinateur internet photo film musique chanson sport football jeu télévision radio
idée problème question réponse chose fait raison exemple façon manière partie fin début suite sorte genre besoin envie peur
vie histoire nom mot langue français anglais pays canada québec france montréal
fête anniversaire cadeau invitation soirée
bon bonne mauvais mauvaise grand grande petit petite beau belle joli jolie nouveau nouvelle vieux vieille jeune
gros grosse long longue court courte haut bas chaud froid facile difficile important possible impossible
content heureux heureuse triste fatigué malade libre occupé cher chère gentil gentille sympathique intéressant
premier première dernier dernière prochain prochaine seul seule même autre tout vrai faux fort meilleur pire
blanc noir rouge bleu vert jaune gris orange brun rose violet
bien mal mieux beaucoup peu trop assez très vraiment surtout ensemble ici là loin près vite lentement
être avoir faire aller venir dire pouvoir vouloir devoir savoir voir prendre donner mettre partir sortir entrer
arriver rester passer tomber rentrer revenir devenir trouver penser croire aimer adorer détester préférer
parler écouter regarder lire écrire manger boire dormir travailler étudier apprendre comprendre connaître
tourner traverser descendre monter habiter vivre acheter vendre payer chercher attendre commencer finir jouer marcher courir nager
ouvrir fermer appeler demander répondre aider laisser porter montrer raconter expliquer oublier
rencontrer visiter voyager inviter organiser préparer cuisiner laver ranger changer essayer
sentir rire pleurer espérer souhaiter remercier excuser décider choisir utiliser envoyer recevoir
falloir plaire neiger pleuvoir coûter durer arrêter continuer
merci bonjour salut bravo oui non d'accord
`;

export const COMMON_STEMS: ReadonlySet<string> = new Set(
  COMMON.split(/\s+/)
    .filter(Boolean)
    .map((w) => frStem(w)),
);
