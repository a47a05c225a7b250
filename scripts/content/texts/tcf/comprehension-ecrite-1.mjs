// TCF Canada — Compréhension écrite, série 1.
// Chaque élément : doc = document à lire, img = image (SVG produite ici), q = question,
// c = choix (la bonne réponse en premier ; l'ordre affiché est mélangé par le générateur).
import { poster, table } from '../../lib/svg.mjs';

export default {
  n: 1,
  items: [
    // A1
    {
      img: {
        name: 'tcf-ce-1-piscine',
        title: 'Horaires de la piscine municipale',
        svg: table({
          title: 'Piscine municipale — Horaires',
          columns: ['Jour', 'Ouverture'],
          rows: [
            ['Lundi', 'Fermé'],
            ['Mardi à vendredi', '7 h – 21 h'],
            ['Samedi', '9 h – 18 h'],
            ['Dimanche', '9 h – 16 h'],
          ],
          note: 'Bonnet de bain obligatoire',
          theme: 'bleu',
        }),
      },
      q: 'Regardez le document. Quel jour la piscine est-elle fermée ?',
      c: ['Le lundi.', 'Le mardi.', 'Le samedi.', 'Le dimanche.'],
    },
    {
      doc: "Message de Paulo :\n« Salut Amina ! Je suis au café en face de l'école. Je t'attends. Il est 16 h. À tout de suite ! »",
      q: 'Où est Paulo ?',
      c: ['Au café.', "À l'école.", 'À la maison.', 'Au travail.'],
    },
    {
      img: {
        name: 'tcf-ce-1-fumer',
        title: 'Panneau à l’entrée d’un immeuble',
        svg: poster({
          title: 'INTERDIT DE FUMER',
          lines: ['Dans tout le bâtiment', 'et à moins de 9 mètres des portes.'],
          footer: 'Merci de respecter cette règle.',
          theme: 'rouge',
        }),
      },
      q: 'Regardez le panneau. Où peut-on fumer ?',
      c: [
        'À plus de 9 mètres des portes.',
        "Dans le hall d'entrée.",
        'Près des portes.',
        'Dans les bureaux.',
      ],
    },
    {
      doc: 'SOLDES !\nBottes d’hiver : 40 % de rabais.\nManteaux : 30 % de rabais.\nDu 2 au 15 janvier.',
      q: 'Sur quel produit le rabais est-il le plus important ?',
      c: ['Les bottes.', 'Les manteaux.', 'Les chapeaux.', 'Les gants.'],
    },
    // A2
    {
      doc: "Objet : Cours de francisation\n\nBonjour Madame Nguyen,\nVotre cours de français commence le lundi 9 septembre à 18 h 30, salle 204. Apportez une pièce d'identité et votre lettre d'admission. Le matériel est fourni.\n\nLe Centre d'éducation des adultes",
      q: "Qu'est-ce que Madame Nguyen doit apporter ?",
      c: [
        "Une pièce d'identité et sa lettre d'admission.",
        'Ses livres et un cahier.',
        'Un chèque pour payer le cours.',
        'Une photo et son diplôme.',
      ],
    },
    {
      img: {
        name: 'tcf-ce-1-autobus',
        title: 'Horaire de la ligne 33',
        svg: table({
          title: 'Ligne 33 — Horaire du matin',
          columns: ['Arrêt', 'Départ 1', 'Départ 2', 'Départ 3'],
          rows: [
            ['Terminus Nord', '6 h 45', '7 h 15', '7 h 45'],
            ['Hôpital', '6 h 58', '7 h 28', '7 h 58'],
            ['Cégep', '7 h 05', '7 h 35', '8 h 05'],
            ['Centre-ville', '7 h 20', '7 h 50', '8 h 20'],
          ],
          note: 'Du lundi au vendredi seulement',
        }),
      },
      q: "Regardez l'horaire. Vous devez être au cégep avant 7 h 40. Quel est le dernier autobus possible au Terminus Nord ?",
      c: ['Celui de 7 h 15.', 'Celui de 6 h 45.', 'Celui de 7 h 45.', 'Celui de 7 h 35.'],
    },
    {
      doc: 'À LOUER — 4 ½, rue des Érables, Sherbrooke\nDeux chambres, cuisine rénovée, près de l’université. 1 050 $ par mois, non chauffé, non éclairé. Animaux non acceptés. Libre le 1er juillet. Appelez Mme Gagnon après 17 h.',
      q: 'Quelle personne peut être intéressée par ce logement ?',
      c: [
        'Un étudiant sans animal qui cherche un logement pour juillet.',
        'Une famille avec un chien.',
        'Une personne qui veut le chauffage inclus.',
        'Un couple qui veut emménager en mai.',
      ],
    },
    {
      doc: 'Bonjour, voisins !\nNous organisons une fête de quartier le samedi 15 juin dans la ruelle, de 14 h à 20 h. Chaque famille apporte un plat à partager. En cas de pluie, la fête aura lieu au centre communautaire.\n— Le comité de la ruelle verte',
      q: "Que se passera-t-il s'il pleut ?",
      c: [
        'La fête aura lieu au centre communautaire.',
        'La fête sera annulée.',
        'La fête sera reportée au dimanche.',
        'La fête commencera plus tard.',
      ],
    },
    {
      img: {
        name: 'tcf-ce-1-vaccination',
        title: 'Affiche de la clinique de vaccination',
        svg: poster({
          title: 'Vaccination contre la grippe',
          subtitle: 'Centre communautaire Notre-Dame',
          lines: [
            'Du 1er au 30 novembre',
            'Sans rendez-vous : mardi et jeudi, de 9 h à 16 h',
            'Avec rendez-vous : les autres jours de la semaine',
            "Apportez votre carte d'assurance maladie.",
          ],
          footer: 'Gratuit pour les enfants de 6 mois à 17 ans et les 60 ans et plus',
          theme: 'vert',
        }),
      },
      q: "Regardez l'affiche. Quand peut-on se faire vacciner sans rendez-vous ?",
      c: [
        'Le mardi et le jeudi.',
        'Tous les jours de novembre.',
        'Le lundi et le mercredi.',
        'Seulement le samedi.',
      ],
    },
    {
      doc: "Texto reçu :\n« Bonjour, votre colis n'a pas pu être livré : personne n'était présent. Vous pouvez le récupérer au comptoir postal du 120, boulevard Laurier, à partir de demain 13 h, avec une pièce d'identité. »",
      q: 'Que doit faire le destinataire ?',
      c: [
        'Aller chercher son colis au comptoir postal.',
        'Attendre une deuxième livraison.',
        'Payer des frais de livraison.',
        'Rappeler le livreur avant 13 h.',
      ],
    },
    // B1
    {
      doc: "Depuis le printemps, la Ville de Laval prête gratuitement des vélos électriques pour une durée de deux semaines. Le but : permettre aux citoyens de les essayer avant d'en acheter un. Les résultats sont encourageants : un participant sur quatre a acheté un vélo électrique dans les trois mois suivants.",
      q: "Quel est l'objectif du programme ?",
      c: [
        "Permettre de tester un vélo électrique avant l'achat.",
        'Vendre des vélos électriques à prix réduit.',
        'Remplacer les autobus pendant l’été.',
        'Louer des vélos aux touristes.',
      ],
    },
    {
      doc: 'À tout le personnel :\nÀ compter du 1er mars, les demandes de vacances devront être faites au moins quatre semaines à l’avance dans le nouveau portail des ressources humaines. Les demandes envoyées par courriel ne seront plus acceptées. Pour toute question, contactez Isabelle Roy, poste 2215.',
      q: "Qu'est-ce qui change à partir du 1er mars ?",
      c: [
        'Les demandes de vacances se font uniquement par le portail.',
        'Les employés ont quatre semaines de vacances de plus.',
        'Isabelle Roy devient directrice des ressources humaines.',
        'Les vacances sont interdites au mois de mars.',
      ],
    },
    {
      img: {
        name: 'tcf-ce-1-portes-ouvertes',
        title: "Affiche d'une journée portes ouvertes",
        svg: poster({
          title: 'Journée portes ouvertes',
          subtitle: 'Cégep de la Rivière',
          lines: [
            'Samedi 8 février, de 10 h à 15 h',
            'Visite des laboratoires et des résidences',
            'Rencontres avec les enseignants et les étudiants',
            "Séance d'information sur l'aide financière aux études : 11 h, salle B-120",
          ],
          footer: 'Entrée libre — Stationnement gratuit',
          theme: 'violet',
        }),
      },
      q: "Regardez l'affiche. À quoi sert la séance de 11 h ?",
      c: [
        "À s'informer sur l'aide financière aux études.",
        'À visiter les résidences.',
        "À s'inscrire aux cours.",
        'À rencontrer les entreprises de la région.',
      ],
    },
    {
      doc: "Message publié sur un forum :\n« Bonjour à tous, je déménage à Québec en août avec ma famille. Mes enfants ont 8 et 12 ans. Est-ce qu'il faut les inscrire à l'école avant notre arrivée ? Nous n'avons pas encore d'adresse. Merci pour vos conseils ! — Karim »",
      q: 'Pourquoi Karim écrit-il ?',
      c: [
        "Pour savoir comment inscrire ses enfants à l'école.",
        'Pour trouver un logement à Québec.',
        'Pour chercher un emploi à Québec.',
        'Pour vendre ses meubles avant le déménagement.',
      ],
    },
    {
      doc: "Rappel de produit\nL'entreprise Délices du Nord rappelle ses biscuits à l'avoine (boîte de 300 g, meilleur avant le 12 mai), qui peuvent contenir des arachides non indiquées sur l'étiquette. Les personnes allergiques ne doivent pas les consommer. Le produit peut être rapporté au magasin pour un remboursement.",
      q: 'Pourquoi les biscuits sont-ils rappelés ?',
      c: [
        'Ils peuvent contenir un allergène non signalé.',
        'Leur date de péremption est dépassée.',
        'Leur emballage est défectueux.',
        'Ils contiennent trop de sucre.',
      ],
    },
    {
      doc: "Madame, Monsieur,\nDes travaux de réfection de la toiture auront lieu du 3 au 7 juin. Pendant cette période, l'accès au toit-terrasse sera interdit et le stationnement arrière sera réservé aux camions de l'entrepreneur. Nous nous excusons pour le bruit.\nLa gestion de l'immeuble",
      q: 'Qu’est-ce qui sera impossible pendant les travaux ?',
      c: [
        'Utiliser le stationnement arrière.',
        "Entrer dans l'immeuble.",
        "Utiliser l'ascenseur.",
        'Recevoir du courrier.',
      ],
    },
    {
      doc: 'Nous avons essayé le nouveau restaurant libanais de la rue Ontario. Les plats sont généreux et délicieux, surtout le taboulé. Le service, en revanche, est très lent : nous avons attendu quarante minutes nos plats principaux. À essayer, mais pas si vous êtes pressé !',
      q: "Que reproche l'auteur au restaurant ?",
      c: [
        'La lenteur du service.',
        'La qualité des plats.',
        'Les petites portions.',
        'Les prix trop élevés.',
      ],
    },
    {
      doc: 'Atelier « Budget et finances personnelles »\nQuatre rencontres de deux heures. Vous apprendrez à faire un budget, à comprendre votre relevé de carte de crédit et à préparer votre déclaration de revenus. Gratuit pour les résidents du quartier. Garde d’enfants offerte sur place.',
      q: 'Quel service est proposé aux parents ?',
      c: [
        "La garde des enfants pendant l'atelier.",
        'Le remboursement des frais de transport.',
        'Des cours particuliers à domicile.',
        'Une aide pour trouver une garderie.',
      ],
    },
    {
      doc: 'Salut Léa,\nJe serai en congé de maladie jusqu’à vendredi. Pourrais-tu me remplacer à la réunion avec le client de Trois-Rivières jeudi ? Tous les documents sont dans le dossier partagé « Projet Saint-Maurice ». Merci mille fois !\nOlivier',
      q: "Qu'est-ce qu'Olivier demande à Léa ?",
      c: [
        'De participer à une réunion à sa place.',
        'De lui envoyer des documents par courriel.',
        "D'annuler la réunion avec le client.",
        "De lui rendre visite à l'hôpital.",
      ],
    },
    // B2
    {
      doc: 'Le télétravail a transformé le marché immobilier. Depuis 2020, de nombreux ménages ont quitté les grands centres pour s’installer dans des villes moyennes, à une ou deux heures de route. Cet exode a fait grimper les prix dans des municipalités où les habitants, souvent aux revenus plus modestes, peinent désormais à se loger. Les élus locaux réclament des outils pour encadrer la spéculation.',
      q: "Quelle conséquence du télétravail l'article souligne-t-il ?",
      c: [
        'Une hausse des prix du logement dans les villes moyennes.',
        'Une baisse des loyers dans les grandes villes.',
        'Une augmentation des revenus des habitants des régions.',
        'Un retour massif des ménages vers les centres-villes.',
      ],
    },
    {
      doc: "Marcher trente minutes par jour réduirait de manière significative le risque de maladies cardiovasculaires, selon une vaste étude publiée cette semaine. Les chercheurs insistent toutefois sur un point : il n'est pas nécessaire de marcher d'un seul coup. Trois promenades de dix minutes auraient des effets comparables, ce qui rend l'objectif accessible même aux personnes très occupées.",
      q: 'Quel point les chercheurs mettent-ils en avant ?',
      c: [
        "L'activité peut être répartie en plusieurs courtes séances.",
        'Il faut marcher au moins une heure pour obtenir des effets.',
        'La marche est inutile pour les personnes âgées.',
        'Seule la course à pied protège le cœur.',
      ],
    },
    {
      doc: "Courrier des lecteurs\nMonsieur le rédacteur, votre article sur la fermeture de l'épicerie de notre village oublie l'essentiel. Pour beaucoup de personnes âgées sans voiture, ce commerce était le seul endroit où faire des courses, mais aussi le seul lieu de rencontre. Parler de « simple décision économique », c'est ignorer ce que perd une communauté quand son dernier commerce ferme.",
      q: "Que reproche l'auteur de la lettre au journal ?",
      c: [
        "D'avoir négligé les conséquences sociales de la fermeture.",
        "D'avoir publié de fausses informations sur les prix.",
        "D'avoir défendu les propriétaires de l'épicerie.",
        'De ne pas avoir parlé de la nouvelle épicerie.',
      ],
    },
    {
      doc: "Offre d'emploi — Coordonnateur ou coordonnatrice de projets\nOrganisme communautaire en environnement. Vous planifiez les activités de sensibilisation, gérez un budget de 150 000 $ et encadrez une équipe de cinq bénévoles. Exigences : diplôme universitaire pertinent, trois ans d'expérience, excellent français écrit ; l'anglais est un atout. Contrat d'un an, possibilité de renouvellement.",
      q: 'Laquelle de ces affirmations est exacte ?',
      c: [
        "La maîtrise de l'anglais n'est pas obligatoire.",
        'Le poste est permanent.',
        'La personne encadrera des employés salariés.',
        "Aucune expérience n'est exigée.",
      ],
    },
    {
      doc: 'Longtemps boudés par les jeunes, les musées misent désormais sur l’expérience : soirées avec musique, visites en réalité augmentée, ateliers de création. Certains conservateurs s’inquiètent de voir les œuvres reléguées au rang de décor. D’autres estiment qu’attirer un nouveau public justifie ces formules, à condition qu’elles servent de porte d’entrée vers les collections.',
      q: 'Quelle inquiétude certains conservateurs expriment-ils ?',
      c: [
        'Que les œuvres deviennent un simple arrière-plan.',
        'Que les musées perdent leurs subventions.',
        'Que les jeunes visiteurs abîment les œuvres.',
        'Que la réalité augmentée coûte trop cher.',
      ],
    },
    {
      doc: 'La Ville de Sherbrooke teste depuis un an la collecte des ordures toutes les trois semaines plutôt que toutes les deux semaines. Résultat : le volume d’ordures a diminué de 18 %, tandis que celui du compost a augmenté. Les critiques, nombreuses au départ, se sont atténuées, même si certaines familles avec de jeunes enfants réclament des bacs plus grands.',
      q: 'Quel effet la mesure a-t-elle eu ?',
      c: [
        'Les citoyens ont davantage composté.',
        'Les plaintes ont augmenté avec le temps.',
        "Le volume d'ordures est resté stable.",
        'Les familles ont reçu des bacs plus petits.',
      ],
    },
    {
      doc: "Vous avez reçu une lettre qui vous demande des documents supplémentaires pour votre demande de résidence permanente ? Répondez dans le délai indiqué, même si certains documents manquent : envoyez ce que vous avez et expliquez pourquoi le reste n'est pas encore disponible. Une absence de réponse peut entraîner le refus de la demande.",
      q: 'Que recommande ce texte ?',
      c: [
        'Répondre dans les délais, même avec un dossier incomplet.',
        "Attendre d'avoir tous les documents avant de répondre.",
        'Déposer une nouvelle demande.',
        'Ignorer la lettre si certains documents manquent.',
      ],
    },
    {
      doc: 'Les cégeps en région multiplient les incitatifs pour attirer des étudiants : bourses d’installation, logement à prix réduit, voire billets d’autobus gratuits pour rentrer chez soi. La raison est simple : avec la baisse démographique, certains programmes risquent de fermer, ce qui priverait les entreprises locales de la main-d’œuvre qu’ils forment.',
      q: 'Pourquoi les cégeps en région proposent-ils ces avantages ?',
      c: [
        "Pour maintenir des programmes utiles à l'économie locale.",
        'Pour concurrencer les universités étrangères.',
        'Parce que le gouvernement les y oblige.',
        'Parce que les étudiants des villes ont de meilleures notes.',
      ],
    },
    {
      doc: 'On reproche souvent aux jeunes de ne plus lire. Les chiffres disent pourtant autre chose : ils n’ont jamais autant lu, mais ils lisent autrement — romans en ligne, bandes dessinées, fils de discussion. Ce qui a changé, ce n’est pas la lecture, c’est notre définition de ce qui « compte » comme lecture.',
      q: 'Quelle est l’idée principale du texte ?',
      c: [
        'Les jeunes lisent toujours, mais sous d’autres formes.',
        'Les jeunes ne lisent plus du tout.',
        'Les romans en ligne sont de mauvaise qualité.',
        'Il faut limiter le temps d’écran des jeunes.',
      ],
    },
    {
      doc: 'Les banques alimentaires constatent une hausse de 30 % de leur fréquentation en deux ans. Fait nouveau : près d’un usager sur cinq occupe un emploi. Pour les organismes, c’est le signe que le travail ne protège plus toujours de la pauvreté, en particulier lorsque le loyer absorbe la moitié du salaire.',
      q: 'Quel fait nouveau les banques alimentaires observent-elles ?',
      c: [
        'Une part importante des usagers a un emploi.',
        'Les usagers sont surtout des étudiants.',
        'La fréquentation a baissé de 30 %.',
        'Les dons alimentaires ont doublé.',
      ],
    },
    // C1
    {
      doc: "L'engouement pour les « villes intelligentes » repose sur une promesse séduisante : des capteurs partout, des feux de circulation qui s'adaptent au trafic, des services publics ajustés en temps réel. Mais une ville n'est pas un système à optimiser ; c'est un espace de conflits légitimes entre des usages concurrents. Confier ces arbitrages à des algorithmes, c'est les soustraire au débat démocratique en les habillant d'une neutralité technique qu'ils n'ont pas.",
      q: "Que reproche l'auteur au modèle de la ville intelligente ?",
      c: [
        'Il masque des choix politiques sous une apparence technique.',
        'Il coûte trop cher aux municipalités.',
        'Il repose sur des technologies encore peu fiables.',
        'Il oblige les citoyens à acheter des appareils connectés.',
      ],
    },
    {
      doc: "Le documentaire suit pendant un an une famille d'agriculteurs de la Beauce confrontée à la transmission de sa ferme. La réalisatrice a l'intelligence de ne jamais commenter : pas de voix hors champ, pas de musique appuyée. Cette retenue, qui pourra dérouter le spectateur habitué aux récits balisés, laisse toute la place aux silences, plus éloquents que bien des discours.",
      q: 'Comment le critique juge-t-il le choix de la réalisatrice ?',
      c: [
        "Il salue sa sobriété tout en reconnaissant qu'elle peut surprendre.",
        "Il regrette l'absence de commentaire explicatif.",
        'Il trouve la musique trop présente.',
        'Il estime que le film est trop long.',
      ],
    },
    {
      doc: 'La semaine de quatre jours, testée par plusieurs entreprises québécoises, produit des résultats contrastés. Là où le travail est mesuré à la tâche accomplie, la productivité se maintient et l’absentéisme recule. Dans les services où la présence prime — soins, commerce, accueil —, la formule suppose d’embaucher davantage, ce qui en limite la portée en période de pénurie de personnel.',
      q: 'Pourquoi la semaine de quatre jours est-elle difficile à appliquer dans certains secteurs ?',
      c: [
        'Elle y exigerait du personnel supplémentaire, difficile à trouver.',
        'Les employés de ces secteurs la refusent.',
        "Elle y fait augmenter l'absentéisme.",
        "La loi l'interdit dans les services publics.",
      ],
    },
    {
      doc: 'Nous aimons croire que nos choix alimentaires relèvent de la volonté individuelle. Pourtant, ce que nous mangeons dépend largement de l’offre disponible autour de nous, du temps dont nous disposons et du prix relatif des produits. Culpabiliser le consommateur qui achète des plats transformés revient souvent à lui reprocher des contraintes qu’il n’a pas choisies.',
      q: "Quelle idée l'auteur conteste-t-il ?",
      c: [
        "L'alimentation serait avant tout une affaire de volonté personnelle.",
        'Les plats transformés seraient trop chers.',
        "Le prix des aliments n'aurait aucune importance.",
        "Les consommateurs manqueraient d'information sur les produits.",
      ],
    },
    {
      doc: 'Le bénévolat se transforme : les organismes constatent que les nouveaux bénévoles s’engagent volontiers, mais pour des missions ponctuelles et bien définies, plutôt que pour des années au sein d’un conseil d’administration. Au lieu de déplorer ce changement, certains organismes découpent désormais leurs besoins en projets courts, ce qui leur a permis de recruter un public plus jeune.',
      q: 'Comment certains organismes se sont-ils adaptés ?',
      c: [
        'En proposant des engagements courts et précis.',
        'En exigeant un engagement de plusieurs années.',
        'En rémunérant leurs bénévoles.',
        "En supprimant leur conseil d'administration.",
      ],
    },
    {
      doc: 'Longtemps, on a cru que le cerveau adulte perdait irrémédiablement sa capacité à se transformer. Les travaux sur la plasticité cérébrale ont nuancé ce tableau : l’apprentissage d’une langue, d’un instrument ou d’un nouveau métier modifie les connexions neuronales à tout âge. Le rythme est certes plus lent que dans l’enfance, mais l’idée qu’il serait « trop tard » relève davantage du préjugé que de la biologie.',
      q: 'Que montrent les travaux sur la plasticité cérébrale ?',
      c: [
        "Le cerveau peut continuer à se transformer à l'âge adulte.",
        "Le cerveau adulte apprend aussi vite que celui de l'enfant.",
        "Il est impossible d'apprendre une langue après quarante ans.",
        'Seuls les musiciens conservent leur plasticité cérébrale.',
      ],
    },
    // C2
    {
      doc: 'Il y a quelque chose de paradoxal dans l’injonction à « être soi-même » qui traverse la publicité contemporaine. On nous invite à affirmer notre singularité au moyen de produits fabriqués à des millions d’exemplaires ; l’authenticité devient un argument de vente, donc une norme, donc le contraire de ce qu’elle prétend être. Le marché n’a pas combattu l’individualisme : il en a fait son meilleur client.',
      q: "Quel paradoxe l'auteur met-il en évidence ?",
      c: [
        "L'authenticité, promue par le marché, devient une norme collective.",
        "La publicité refuse de parler d'individualité.",
        'Les produits de masse sont plus authentiques que les produits artisanaux.',
        'Les consommateurs rejettent massivement la publicité.',
      ],
    },
    {
      doc: 'On oppose volontiers la mémoire et l’histoire, comme si l’une était affective et partiale, l’autre rigoureuse et froide. La distinction est utile, mais elle devient trompeuse lorsqu’elle sert à disqualifier les témoignages : l’historien travaille aussi avec des souvenirs, qu’il confronte et met en perspective. Ce n’est pas la mémoire qui menace l’histoire, c’est la mémoire qui refuse d’être interrogée.',
      q: "Selon l'auteur, qu'est-ce qui menace l'histoire ?",
      c: [
        'Une mémoire qui se soustrait à tout examen critique.',
        'Le recours aux témoignages en général.',
        'La froideur excessive des historiens.',
        'La disparition des archives écrites.',
      ],
    },
    {
      doc: 'La lenteur a ses prédicateurs : on vante la cuisine lente, le voyage lent, la lecture lente. Cette valorisation, bienvenue dans une époque pressée, n’échappe pas toujours au soupçon d’élitisme : prendre son temps suppose d’en avoir, et le temps est inégalement distribué. L’éloge de la lenteur gagnerait en crédibilité s’il s’accompagnait d’une réflexion sur les conditions sociales qui la rendent possible.',
      q: "Quelle réserve l'auteur exprime-t-il à propos de l'éloge de la lenteur ?",
      c: [
        'Il néglige le fait que tout le monde ne dispose pas du même temps libre.',
        'Il encourage la paresse au travail.',
        'Il est incompatible avec la vie urbaine.',
        'Il repose sur des études scientifiques douteuses.',
      ],
    },
    {
      doc: 'Que la traduction soit une trahison, l’adage est connu. Il suppose pourtant qu’existerait, quelque part, un sens intact que le traducteur viendrait altérer. Or tout lecteur, même dans sa propre langue, interprète : le texte original n’est pas un coffre scellé mais un champ de possibles. Le traducteur ne trahit pas plus qu’il ne lit ; il rend visible ce que toute lecture fait en silence.',
      q: "Quelle thèse l'auteur défend-il ?",
      c: [
        "Traduire rend explicite l'interprétation propre à toute lecture.",
        'La traduction trahit toujours le sens original du texte.',
        'Seuls les textes simples peuvent être traduits fidèlement.',
        "Le lecteur d'une traduction comprend mieux que celui de l'original.",
      ],
    },
  ],
};
