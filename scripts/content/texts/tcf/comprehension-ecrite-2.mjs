// TCF Canada — Compréhension écrite, série 2 (même structure que la série 1).
import { poster, table } from '../../lib/svg.mjs';

export default {
  n: 2,
  items: [
    // A1
    {
      img: {
        name: 'tcf-ce-2-stationnement',
        title: 'Panneau de stationnement',
        svg: poster({
          title: 'STATIONNEMENT INTERDIT',
          lines: ['Du lundi au vendredi', 'de 7 h à 9 h'],
          footer: 'Remorquage à vos frais',
          theme: 'rouge',
        }),
      },
      q: 'Regardez le panneau. Quand est-il interdit de stationner ici ?',
      c: [
        'En semaine, de 7 h à 9 h.',
        'Le samedi toute la journée.',
        'Tous les soirs après 19 h.',
        'Le dimanche matin.',
      ],
    },
    {
      doc: 'Café du Parc — Menu du jour\nSoupe aux légumes\nSandwich au poulet\nTarte aux pommes\nLe tout : 14 $',
      q: 'Quel est le dessert ?',
      c: [
        'La tarte aux pommes.',
        'La soupe aux légumes.',
        'Le sandwich au poulet.',
        'Le gâteau au chocolat.',
      ],
    },
    {
      doc: 'Note sur le réfrigérateur :\n« Les enfants, je suis chez le dentiste. Votre repas est dans le four. Je rentre à 19 h. — Maman »',
      q: 'Où est la mère ?',
      c: ['Chez le dentiste.', 'À la maison.', 'Au travail.', "À l'épicerie."],
    },
    {
      img: {
        name: 'tcf-ce-2-ascenseur',
        title: 'Affiche dans un immeuble',
        svg: poster({
          title: 'ASCENSEUR EN PANNE',
          lines: ["Merci d'utiliser l'escalier B.", 'Réparation prévue jeudi.'],
          footer: 'La direction de l’immeuble',
          theme: 'orange',
        }),
      },
      q: "Regardez l'affiche. Que faut-il faire ?",
      c: [
        "Prendre l'escalier.",
        'Attendre jeudi dans le hall.',
        'Appeler le réparateur.',
        "Utiliser l'ascenseur B.",
      ],
    },
    // A2
    {
      doc: "Bonjour à tous,\nLe souper de fin d'année de l'équipe aura lieu le vendredi 13 décembre au restaurant Le Vieux Port, à 19 h. Merci de confirmer votre présence à Nadia avant le 6 décembre et de lui signaler vos allergies éventuelles.\nBonne journée,\nMartin",
      q: 'Que doivent faire les employés avant le 6 décembre ?',
      c: [
        "Dire à Nadia s'ils viennent au souper.",
        'Réserver une table au restaurant.',
        'Payer leur repas à Martin.',
        'Choisir le restaurant.',
      ],
    },
    {
      img: {
        name: 'tcf-ce-2-tarifs',
        title: 'Tarifs du centre sportif',
        svg: table({
          title: 'Centre sportif — Tarifs',
          columns: ['Activité', 'Adulte', 'Enfant (6-17 ans)'],
          rows: [
            ['Bain libre', '5 $', '3 $'],
            ['Patinage libre', '4 $', '2 $'],
            ['Badminton (1 h)', '12 $', '8 $'],
          ],
          note: 'Gratuit pour les enfants de moins de 6 ans',
          theme: 'bleu',
        }),
      },
      q: 'Regardez les tarifs. Combien paie une mère qui va au patinage libre avec son fils de 10 ans ?',
      c: ['6 $', '4 $', '8 $', '9 $'],
    },
    {
      doc: "Cherche gardienne ou gardien pour deux enfants (4 et 7 ans), les mardis et jeudis de 15 h 30 à 18 h. Aller chercher les enfants à l'école, préparer la collation, aider aux devoirs. 18 $ de l'heure. Expérience avec les enfants demandée.\nÉcrire à famille.roy@courriel.ca",
      q: 'Que devra faire la personne engagée ?',
      c: [
        "Aller chercher les enfants à l'école.",
        'Préparer le souper de toute la famille.',
        'Faire le ménage de la maison.',
        'Garder les enfants la fin de semaine.',
      ],
    },
    {
      doc: "Avis aux résidents\nLe lundi 3 juin, l'eau sera coupée de 9 h à 15 h en raison de travaux sur la conduite principale. Nous vous conseillons de faire des réserves d'eau la veille. Merci de votre patience.\nVille de Lévis — Travaux publics",
      q: 'Que recommande la Ville ?',
      c: [
        "Garder de l'eau en réserve avant les travaux.",
        "Ne pas utiliser l'électricité le 3 juin.",
        'Quitter son logement pendant la journée.',
        "Faire bouillir l'eau pendant une semaine.",
      ],
    },
    {
      img: {
        name: 'tcf-ce-2-marche',
        title: 'Affiche du marché fermier',
        svg: poster({
          title: 'Marché fermier du Vieux-Port',
          subtitle: 'Tous les samedis, de mai à octobre',
          lines: [
            '8 h à 13 h — Place de la Gare',
            'Fruits et légumes des producteurs de la région',
            "Pain, fromages, miel et produits de l'érable",
            'Apportez vos sacs réutilisables !',
          ],
          footer: 'Paiement par carte accepté chez la plupart des marchands',
          theme: 'vert',
        }),
      },
      q: "Regardez l'affiche. Que demande-t-on aux clients ?",
      c: [
        "D'apporter leurs propres sacs.",
        'De payer seulement en argent comptant.',
        "De réserver leurs produits à l'avance.",
        'De venir avant 8 h.',
      ],
    },
    {
      doc: 'Texto de la clinique dentaire :\n« Rappel : votre rendez-vous avec la Dre Lavoie est le mardi 21 mai à 14 h 15. Pour confirmer, répondez OUI. Pour annuler, appelez-nous au moins 24 h à l’avance ; sinon, des frais de 50 $ vous seront facturés. »',
      q: 'Que se passe-t-il si le patient annule le matin même du rendez-vous ?',
      c: [
        'Il devra payer 50 $.',
        'Il recevra un nouveau rendez-vous gratuit.',
        'Il devra répondre OUI au message.',
        "Rien : l'annulation est gratuite.",
      ],
    },
    // B1
    {
      doc: "Depuis septembre, l'école secondaire Jean-Rivard a installé des casiers fermés à clé où les élèves déposent leur cellulaire en arrivant. Après trois mois, les enseignants observent des élèves plus attentifs, et les surveillants remarquent que les jeunes discutent davantage entre eux pendant les pauses. Quelques parents regrettent toutefois de ne plus pouvoir joindre leur enfant directement.",
      q: "Qu'est-ce que certains parents regrettent ?",
      c: [
        'De ne plus pouvoir contacter leur enfant directement.',
        'Que les élèves soient moins attentifs.',
        'Que les casiers coûtent trop cher.',
        'Que les élèves ne se parlent plus.',
      ],
    },
    {
      doc: "Offre d'emploi — Commis d'épicerie (temps partiel)\nHoraire : soirs et fins de semaine, de 20 à 25 heures par semaine. Tâches : placer la marchandise, accueillir la clientèle, tenir la caisse au besoin. Aucune expérience nécessaire, formation payée. Idéal pour les étudiants. Présentez-vous avec votre CV au comptoir du service à la clientèle.",
      q: "À qui cette offre s'adresse-t-elle particulièrement ?",
      c: [
        'Aux étudiants qui cherchent un emploi à temps partiel.',
        'Aux gestionnaires expérimentés.',
        'Aux personnes disponibles seulement en semaine, le jour.',
        "Aux caissiers ayant cinq ans d'expérience.",
      ],
    },
    {
      img: {
        name: 'tcf-ce-2-collectes',
        title: 'Calendrier des collectes',
        svg: table({
          title: 'Collectes — Secteur Est',
          columns: ['Collecte', 'Jour', 'Fréquence'],
          rows: [
            ['Ordures', 'Mardi', 'Aux 2 semaines'],
            ['Recyclage', 'Jeudi', 'Chaque semaine'],
            ['Compost', 'Lundi', 'Chaque semaine'],
            ['Encombrants', '1er mercredi', 'Une fois par mois'],
          ],
          note: 'Déposez vos bacs en bordure de rue avant 7 h.',
        }),
      },
      q: 'Regardez le calendrier. Un résident veut se débarrasser d’un vieux matelas. Quand doit-il le sortir ?',
      c: ['Le premier mercredi du mois.', 'Tous les jeudis.', 'Un mardi sur deux.', 'Tous les lundis.'],
    },
    {
      doc: "Réponse publiée sur un forum de nouveaux arrivants :\n« Pour conduire au Québec avec un permis étranger, tout dépend du pays. Certains pays ont une entente d'échange : on échange simplement son permis. Pour les autres, il faut réussir l'examen théorique et l'examen pratique. Dans tous les cas, on peut conduire avec son permis d'origine pendant six mois après l'arrivée. »",
      q: "Selon ce message, qu'est-ce qui est vrai pour tous les nouveaux arrivants ?",
      c: [
        "Ils peuvent conduire six mois avec leur permis d'origine.",
        'Ils doivent réussir deux examens.',
        'Ils peuvent échanger directement leur permis.',
        'Ils doivent suivre des cours de conduite.',
      ],
    },
    {
      doc: "Bonjour madame Tremblay,\nNous avons bien reçu votre candidature au poste d'adjointe administrative. Nous aimerions vous rencontrer en entrevue le mercredi 12 avril à 10 h, à nos bureaux du 450, rue Sherbrooke Ouest. Merci de nous confirmer votre disponibilité par retour de courriel. Si cette date ne vous convient pas, proposez-nous deux autres moments.\nService des ressources humaines",
      q: "Que doit faire madame Tremblay si elle n'est pas libre le 12 avril ?",
      c: [
        'Proposer deux autres moments.',
        'Envoyer une nouvelle candidature.',
        'Se présenter un autre jour sans prévenir.',
        'Téléphoner à la directrice générale.',
      ],
    },
    {
      doc: "Avis d'un client :\n« J'ai acheté ce siège d'auto pour bébé après avoir lu de nombreux commentaires positifs. L'installation est vraiment facile et la housse se lave à la machine, ce qui est très pratique. Mon seul regret : il est lourd, et le transporter de la voiture à la maison est fatigant. Je le recommande quand même. »",
      q: "Quel défaut l'auteur trouve-t-il au siège ?",
      c: ['Son poids.', 'Son installation compliquée.', 'Sa housse difficile à laver.', 'Son prix élevé.'],
    },
    {
      doc: 'Le centre de services scolaire offre des cours de français pour personnes immigrantes à temps plein (25 heures par semaine) et à temps partiel (le soir). Les personnes inscrites à temps plein peuvent recevoir une allocation de participation et une aide pour les frais de garde. Les cours sont gratuits pour les personnes immigrantes admissibles.',
      q: 'Quel avantage est réservé aux élèves à temps plein ?',
      c: [
        'Une allocation et une aide pour la garde des enfants.',
        'La gratuité des cours.',
        'Des cours le soir.',
        "Un diplôme d'études secondaires.",
      ],
    },
    {
      doc: "Conseils avant de signer un bail\nVisitez le logement à la lumière du jour, ouvrez les robinets, vérifiez les fenêtres et demandez le coût moyen du chauffage. N'hésitez pas à parler aux voisins : ils connaissent souvent l'immeuble mieux que le propriétaire ne veut bien le dire.",
      q: 'Pourquoi est-il conseillé de parler aux voisins ?',
      c: [
        "Ils peuvent donner des informations franches sur l'immeuble.",
        'Ils peuvent signer le bail à votre place.',
        'Ils connaissent le loyer de tous les logements.',
        'Ils peuvent vous aider à déménager.',
      ],
    },
    {
      img: {
        name: 'tcf-ce-2-lanternes',
        title: 'Affiche du festival des lanternes',
        svg: poster({
          title: 'Festival des lanternes',
          subtitle: 'Parc du Bord-de-l’Eau',
          lines: [
            'Du 12 au 21 septembre, de 19 h à 23 h',
            'Adultes : 15 $ — Enfants de 3 à 12 ans : 8 $',
            'Gratuit pour les moins de 3 ans',
            'Billets en vente en ligne seulement',
          ],
          footer: 'Navette gratuite depuis la station Longueuil',
          theme: 'violet',
        }),
      },
      q: "Regardez l'affiche. Comment peut-on acheter les billets ?",
      c: ['Uniquement sur Internet.', "À l'entrée du parc.", 'Dans la navette.', 'Au guichet de la station.'],
    },
    // B2
    {
      doc: 'Les logements locatifs neufs se multiplient dans les grandes villes, mais ils sont de plus en plus petits : studios et trois et demie représentent désormais la majorité des mises en chantier. Les promoteurs expliquent que ces unités sont plus rentables. Les familles, elles, peinent à trouver des logements de trois chambres à prix abordable et sont nombreuses à quitter les quartiers centraux.',
      q: 'Quelle conséquence cette tendance a-t-elle pour les familles ?',
      c: [
        'Elles quittent les quartiers centraux faute de grands logements.',
        'Elles louent plus souvent des studios.',
        'Elles profitent de loyers plus bas.',
        'Elles construisent elles-mêmes leur logement.',
      ],
    },
    {
      doc: "Une entreprise de Drummondville a décidé de payer ses employés pour qu'ils fassent du bénévolat une journée par mois. La direction y voit un moyen de renforcer l'esprit d'équipe et l'attachement à la région. Les employés apprécient, même si certains font remarquer que le travail non fait pendant cette journée doit être rattrapé ensuite.",
      q: 'Quelle réserve certains employés expriment-ils ?',
      c: [
        'Le travail doit être rattrapé plus tard.',
        "La journée de bénévolat n'est pas payée.",
        'Les activités proposées sont ennuyeuses.',
        "La direction impose le choix de l'organisme.",
      ],
    },
    {
      doc: "Les trottinettes électriques en libre-service ont fait leur retour dans plusieurs villes cet été. Si les usagers apprécient leur côté pratique, les piétons se plaignent des trottinettes abandonnées au milieu des trottoirs. Certaines villes imposent désormais des zones de stationnement obligatoires, sous peine d'amende pour l'usager.",
      q: 'Quelle mesure certaines villes ont-elles adoptée ?',
      c: [
        'Obliger les usagers à garer les trottinettes dans des zones prévues.',
        'Interdire complètement les trottinettes.',
        'Réserver les trottinettes aux touristes.',
        'Faire payer les piétons qui les déplacent.',
      ],
    },
    {
      doc: "La téléconsultation médicale, qui a explosé pendant la pandémie, s'installe durablement. Pratique pour un renouvellement d'ordonnance ou un suivi simple, elle montre ses limites dès qu'un examen physique est nécessaire. Les médecins interrogés estiment qu'elle doit rester un complément et non remplacer la consultation en personne.",
      q: "Quelle est l'opinion des médecins interrogés ?",
      c: [
        'La téléconsultation doit compléter les visites en personne, pas les remplacer.',
        'La téléconsultation doit devenir la norme.',
        'La téléconsultation est inutile pour les ordonnances.',
        'La téléconsultation doit être interdite.',
      ],
    },
    {
      doc: "Le Québec produit près des trois quarts du sirop d'érable mondial. Mais le réchauffement climatique bouscule le temps des sucres : la saison commence parfois dès février et devient plus irrégulière. Les acériculteurs s'adaptent en entaillant plus tôt et en investissant dans des équipements qui permettent de récolter la sève plus efficacement.",
      q: 'Comment les producteurs réagissent-ils aux changements climatiques ?',
      c: [
        'Ils entaillent plus tôt et modernisent leur équipement.',
        'Ils abandonnent la production de sirop.',
        'Ils déplacent leurs érablières plus au sud.',
        'Ils baissent le prix du sirop.',
      ],
    },
    {
      doc: "Chers voisins,\nVotre association de locataires a obtenu du propriétaire le remplacement des fenêtres de l'immeuble d'ici l'automne. En contrepartie, le propriétaire demandera au tribunal l'autorisation d'augmenter les loyers en raison des travaux. Nous vous invitons à une assemblée le 4 mai pour définir notre position commune sur cette hausse.",
      q: "Quel est l'objet de l'assemblée du 4 mai ?",
      c: [
        'Définir une position commune sur la hausse de loyer.',
        'Choisir le modèle des nouvelles fenêtres.',
        "Élire un nouveau conseil d'administration.",
        'Organiser le déménagement des locataires.',
      ],
    },
    {
      doc: "Les jeux vidéo sont souvent accusés de rendre les jeunes violents. Pourtant, la majorité des études sérieuses ne trouvent pas de lien direct entre jeux violents et comportements agressifs dans la vie réelle. Les chercheurs s'inquiètent davantage du temps passé devant l'écran, qui peut empiéter sur le sommeil et l'activité physique.",
      q: "Qu'est-ce qui inquiète le plus les chercheurs ?",
      c: [
        "Le temps d'écran, au détriment du sommeil et de l'activité physique.",
        'La violence des jeux vidéo.',
        'Le prix élevé des consoles.',
        "L'isolement des joueurs adultes.",
      ],
    },
    {
      doc: "Les universités francophones du Canada attirent un nombre croissant d'étudiants africains. Pour eux, l'enseignement en français et la possibilité de travailler après les études sont des atouts majeurs. Les établissements soulignent toutefois que les délais d'obtention du permis d'études restent un obstacle : chaque année, des étudiants admis ne peuvent commencer leur programme à temps.",
      q: 'Quel obstacle les universités mentionnent-elles ?',
      c: [
        "Les délais pour obtenir le permis d'études.",
        'Le manque de programmes en français.',
        "Le coût des billets d'avion.",
        "L'impossibilité de travailler après les études.",
      ],
    },
    {
      doc: "Faut-il donner de l'argent de poche aux enfants ? Oui, répondent la plupart des spécialistes, à condition de fixer des règles claires. Une petite somme régulière, non liée aux tâches ménagères, permet à l'enfant d'apprendre à gérer un budget, à épargner et à faire des choix… y compris de mauvais choix, dont il tirera des leçons.",
      q: 'Selon les spécialistes, quelle condition faut-il respecter ?',
      c: [
        "Établir des règles claires pour l'argent de poche.",
        "Payer l'enfant pour chaque tâche ménagère.",
        'Donner une grosse somme une fois par année.',
        "Interdire à l'enfant de dépenser son argent.",
      ],
    },
    {
      doc: "Le nombre de cyclistes d'hiver a doublé à Montréal en cinq ans. Ce succès tient moins à l'équipement des cyclistes qu'au déneigement prioritaire de certaines pistes cyclables. Là où les pistes sont dégagées rapidement, les cyclistes continuent de rouler ; ailleurs, ils rangent leur vélo dès la première neige.",
      q: "Selon l'article, qu'est-ce qui explique surtout le succès du vélo d'hiver ?",
      c: [
        'Le déneigement rapide de certaines pistes.',
        'Le nouvel équipement des cyclistes.',
        'Des hivers moins froids.',
        "La hausse du prix de l'essence.",
      ],
    },
    // C1
    {
      doc: "Les entreprises vantent volontiers leur « culture d'entreprise » : tables de ping-pong, collations gratuites, vocabulaire familial. Ces attentions ne sont pas négligeables, mais elles peuvent aussi servir d'écran. Une équipe qui se dit « famille » tolère mal qu'on compte ses heures ou qu'on négocie son salaire ; la convivialité affichée rend plus délicate l'expression de revendications pourtant légitimes.",
      q: "Quel risque l'auteur associe-t-il à la « culture d'entreprise » ?",
      c: [
        'Elle peut dissuader les employés de défendre leurs intérêts.',
        'Elle coûte trop cher aux entreprises.',
        'Elle empêche les employés de se lier d’amitié.',
        'Elle multiplie les conflits entre collègues.',
      ],
    },
    {
      doc: "On a longtemps mesuré la richesse d'un pays par son produit intérieur brut. L'indicateur a le mérite de la simplicité, mais il ignore ce qui ne s'échange pas sur un marché : le travail domestique, le bénévolat, la qualité de l'air. Pire, une catastrophe peut le faire augmenter, puisque la reconstruction stimule l'activité. D'où l'intérêt d'indicateurs complémentaires, qui mesurent le bien-être ou l'état des ressources naturelles.",
      q: "Pourquoi l'auteur juge-t-il le PIB insuffisant ?",
      c: [
        'Il néglige de nombreuses dimensions du bien-être.',
        'Il est trop difficile à calculer.',
        'Il diminue toujours après une catastrophe.',
        'Il ne mesure que le travail domestique.',
      ],
    },
    {
      doc: "Ce premier long métrage d'un jeune cinéaste innu frappe par la justesse de son regard. Loin du folklore comme du misérabilisme, il filme le quotidien d'une adolescente partagée entre sa communauté et la ville. On pourra regretter une fin un peu précipitée, mais l'ensemble témoigne d'une maîtrise rare pour un premier film.",
      q: 'Quelle qualité principale le critique reconnaît-il au film ?',
      c: [
        'Un regard juste qui évite les clichés.',
        'Une fin particulièrement réussie.',
        'Un rythme très rapide.',
        'Des effets spéciaux impressionnants.',
      ],
    },
    {
      doc: "La généralisation du paiement sans contact a des effets inattendus sur nos dépenses. Plusieurs études montrent que payer d'un simple geste atténue la « douleur de payer » que l'on ressent en tendant des billets. Résultat : les consommateurs dépensent davantage et suivent moins bien leur budget. La commodité a un prix que l'on ne voit pas sur le reçu.",
      q: "Quel effet du paiement sans contact l'article décrit-il ?",
      c: [
        'Il rend la dépense moins perceptible et pousse à acheter davantage.',
        'Il rend les achats plus lents.',
        'Il aide à mieux suivre son budget.',
        'Il supprime les frais bancaires.',
      ],
    },
    {
      doc: "Les villes multiplient les plantations d'arbres pour lutter contre les îlots de chaleur. Encore faut-il choisir les bonnes espèces : des décennies de plantations uniformes ont rendu certaines villes vulnérables, comme l'a montré l'agrile du frêne, un insecte qui a décimé des milliers d'arbres identiques. La diversité des espèces est désormais considérée comme une assurance contre les ravageurs et les maladies.",
      q: "Quelle leçon les villes ont-elles tirée de l'agrile du frêne ?",
      c: [
        'Il faut diversifier les espèces plantées.',
        'Il faut cesser de planter des arbres en ville.',
        'Il faut planter uniquement des frênes.',
        'Il faut abattre les arbres malades sans les remplacer.',
      ],
    },
    {
      doc: "Le retour des jeunes diplômés dans leur région d'origine est souvent présenté comme un simple choix de qualité de vie. Les entrevues menées par une équipe de chercheurs révèlent une réalité plus complexe : pour beaucoup, le retour dépend de la possibilité, pour le conjoint, de trouver un emploi qualifié sur place. Sans cette perspective, les intentions de retour restent lettre morte.",
      q: 'Selon les chercheurs, de quoi le retour en région dépend-il souvent ?',
      c: [
        "De la possibilité d'un emploi qualifié pour le conjoint.",
        'Uniquement de la qualité de vie.',
        'Du prix des maisons en région.',
        'De la présence des parents.',
      ],
    },
    // C2
    {
      doc: "Il est frappant que notre époque, si prompte à dénoncer la surveillance, s'expose avec tant de complaisance. Nous protestons contre la collecte de nos données tout en publiant spontanément ce qu'aucun enquêteur n'aurait jadis osé demander. Ce paradoxe n'est qu'apparent : ce que nous refusons, ce n'est pas d'être vus, c'est de ne pas choisir la manière dont nous le sommes.",
      q: "Comment l'auteur résout-il le paradoxe qu'il expose ?",
      c: [
        'Ce qui importe, c’est de garder la maîtrise de sa propre exposition.',
        'Les gens ne se soucient pas réellement de leur vie privée.',
        'La surveillance a disparu avec les réseaux sociaux.',
        'Les enquêteurs ont toujours eu accès à tout.',
      ],
    },
    {
      doc: "L'école a longtemps eu pour mission de transmettre un patrimoine commun : des œuvres, des savoirs, une langue. On lui demande aujourd'hui de préparer à des métiers qui n'existent pas encore, et l'on en conclut qu'il faut privilégier des compétences générales — adaptabilité, créativité — au détriment des contenus. Mais on ne devient pas créatif à vide : l'invention suppose un répertoire, et c'est précisément ce répertoire que l'école est la mieux placée pour constituer.",
      q: "Quel est l'argument central de l'auteur ?",
      c: [
        'Les connaissances transmises sont la condition même de la créativité.',
        "L'école doit renoncer à transmettre des œuvres.",
        "Les métiers de demain n'exigeront aucune connaissance.",
        "La créativité ne peut pas s'enseigner à l'école.",
      ],
    },
    {
      doc: "On loue l'objectivité du journaliste comme s'il s'agissait d'une absence de point de vue. C'est confondre objectivité et neutralité. Choisir un sujet, un angle, un interlocuteur, c'est déjà trancher. L'objectivité n'est pas l'effacement du regard, mais la rigueur avec laquelle ce regard se soumet aux faits, accepte la contradiction et rend compte de ses propres choix.",
      q: "Comment l'auteur définit-il l'objectivité journalistique ?",
      c: [
        'Comme une rigueur face aux faits, et non comme une absence de point de vue.',
        'Comme le refus de choisir un angle.',
        'Comme la neutralité absolue du journaliste.',
        'Comme la reproduction fidèle des propos officiels.',
      ],
    },
    {
      doc: "La nostalgie a mauvaise presse : on y voit un refus du présent, voire une complaisance réactionnaire. Elle peut pourtant être féconde lorsqu'elle ne se contente pas de regretter, mais interroge ce que le passé rendait possible et que le présent a perdu. Bien comprise, la nostalgie n'est pas le désir de revenir en arrière ; c'est une critique du présent formulée au nom de possibles abandonnés.",
      q: "À quelle condition l'auteur juge-t-il la nostalgie féconde ?",
      c: [
        'Quand elle interroge les possibles perdus au lieu de se contenter de regretter.',
        "Quand elle pousse à revenir au mode de vie d'autrefois.",
        'Quand elle rejette entièrement le présent.',
        'Quand elle reste un sentiment strictement personnel.',
      ],
    },
  ],
};
