// TCF Canada — Compréhension orale, série 3 (même structure que la série 1).
export default {
  n: 3,
  items: [
    // A1
    {
      a: 'Le cours de yoga commence à dix heures, dans la salle numéro trois.',
      q: 'Où a lieu le cours ?',
      c: ['Dans la salle 3.', 'Dans la salle 10.', 'Dans la salle 13.', 'Dans la salle 2.'],
    },
    {
      a: [
        ['m', 'Tu as quel âge, Léa ?'],
        ['g', "J'ai huit ans. Et mon frère a cinq ans."],
      ],
      q: 'Quel âge a le frère de Léa ?',
      c: ['Cinq ans.', 'Huit ans.', 'Trois ans.', 'Treize ans.'],
    },
    {
      a: [
        ['f', "Bonjour, c'est combien, les pommes ?"],
        ['m', 'Trois dollars le sac.'],
        ['f', "Je prends deux sacs, s'il vous plaît."],
      ],
      q: "Qu'est-ce que la femme achète ?",
      c: ['Deux sacs de pommes.', 'Trois sacs de pommes.', "Deux sacs d'oranges.", 'Un sac de poires.'],
    },
    {
      a: [
        [
          'f',
          "Bonjour, c'est Sophie. Je suis en retard : l'autobus ne passe pas. J'arrive dans vingt minutes.",
        ],
      ],
      q: 'Pourquoi Sophie est-elle en retard ?',
      c: ["À cause de l'autobus.", 'Elle est malade.', 'Elle a perdu ses clés.', 'Il neige beaucoup.'],
    },
    // A2
    {
      a: "Bonjour, ici la pharmacie Bélanger. Votre ordonnance est prête. Vous pouvez passer la prendre aujourd'hui jusqu'à vingt et une heures, ou demain à partir de neuf heures.",
      q: 'Pourquoi la pharmacie appelle-t-elle ?',
      c: [
        'Les médicaments sont prêts.',
        "L'ordonnance n'est plus valide.",
        'La pharmacie est fermée demain.',
        'Le médecin veut voir le patient.',
      ],
    },
    {
      a: [
        ['f', 'Bonjour, je viens pour avoir une carte de bibliothèque.'],
        ['m', 'Vous habitez dans la ville ?'],
        ['f', 'Oui, depuis un mois.'],
        [
          'm',
          "Alors c'est gratuit. Il me faut juste une preuve d'adresse, comme une facture d'électricité ou votre bail.",
        ],
      ],
      q: 'Que doit montrer la femme ?',
      c: ["Une preuve d'adresse.", 'Son passeport.', "Une photo d'identité.", 'Sa carte bancaire.'],
    },
    {
      a: "Chers parents, la journée pédagogique du vendredi 18 octobre approche. Il n'y aura pas de classe ce jour-là, mais le service de garde sera ouvert de sept heures à dix-huit heures. L'inscription est obligatoire avant le 11 octobre.",
      q: 'Que se passe-t-il le 18 octobre ?',
      c: [
        "Les élèves n'ont pas de cours.",
        "L'école est complètement fermée.",
        'Les parents rencontrent les enseignants.',
        'Les cours finissent plus tôt.',
      ],
    },
    {
      a: [
        ['m', "Tu veux aller voir le feu d'artifice samedi ?"],
        ['f', 'Oui ! Mais il y aura beaucoup de monde. On y va à vélo ?'],
        ['m', "Bonne idée : c'est plus rapide que la voiture, et on n'aura pas à chercher de stationnement."],
      ],
      q: "Comment vont-ils aller au feu d'artifice ?",
      c: ['À vélo.', 'En voiture.', 'En métro.', 'À pied.'],
    },
    {
      a: "Avertissement de chaleur pour la région de Montréal : les températures atteindront trente-quatre degrés cet après-midi. Buvez beaucoup d'eau, évitez les efforts physiques entre onze heures et seize heures, et prenez des nouvelles de vos proches âgés.",
      q: 'Quel conseil est donné ?',
      c: [
        'Éviter de faire des efforts au milieu de la journée.',
        "Rester à l'intérieur toute la semaine.",
        "Aller à l'hôpital en cas de fatigue.",
        "Faire du sport en début d'après-midi.",
      ],
    },
    {
      a: [
        ['f', "Kevin, l'imprimante du deuxième étage est encore en panne."],
        [
          'm',
          'Je sais, le technicien vient demain matin. En attendant, utilise celle de la salle de réunion.',
        ],
      ],
      q: 'Que doit faire la femme ?',
      c: [
        "Utiliser l'imprimante de la salle de réunion.",
        "Réparer l'imprimante elle-même.",
        'Attendre le technicien cet après-midi.',
        'Aller imprimer au premier étage.',
      ],
    },
    // B1
    {
      a: "Vous avez une vieille bicyclette qui dort dans votre garage ? Apportez-la samedi à l'atelier Vélo-Partage. Nos bénévoles la répareront et l'offriront à un nouvel arrivant ou à un étudiant. En échange, vous recevrez un reçu pour don de bienfaisance.",
      q: 'Que deviennent les vélos donnés ?',
      c: [
        'Ils sont réparés puis offerts à des personnes qui en ont besoin.',
        "Ils sont vendus pour financer l'atelier.",
        'Ils sont démontés pour récupérer les pièces.',
        "Ils sont prêtés aux touristes pendant l'été.",
      ],
    },
    {
      a: [
        ['g', "J'ai reçu un appel de quelqu'un qui disait travailler pour la banque. Il voulait mon NIP."],
        [
          'f',
          "Vous ne le lui avez pas donné, j'espère ? Nous ne demandons jamais votre NIP ni votre mot de passe par téléphone. La prochaine fois, raccrochez et appelez le numéro inscrit au dos de votre carte.",
        ],
      ],
      q: "Que conseille l'employée de la banque ?",
      c: [
        'Raccrocher et rappeler la banque au numéro officiel.',
        'Donner son NIP seulement au directeur.',
        'Changer de banque immédiatement.',
        'Répondre aux questions sans donner son nom.',
      ],
    },
    {
      a: [
        ['m', 'Alors, tes cours de conduite ?'],
        ['f', "Le moniteur est très patient, mais je n'arrive pas à faire les stationnements en parallèle."],
        [
          'm',
          "C'est normal au début. Je peux t'emmener t'exercer dimanche dans le stationnement du centre commercial : il est vide le matin.",
        ],
      ],
      q: "Que propose l'homme ?",
      c: [
        "D'aider la femme à s'entraîner.",
        'De changer de moniteur.',
        "De lui prêter sa voiture pour l'examen.",
        "De l'inscrire à d'autres cours.",
      ],
    },
    {
      a: "La Société de transport informe sa clientèle que les tarifs augmenteront de deux pour cent le 1er janvier. Le tarif réduit pour les étudiants et les aînés ne change pas. Les titres achetés avant le 31 décembre resteront valides jusqu'à leur date d'expiration.",
      q: 'Qui ne sera pas touché par la hausse ?',
      c: [
        'Les étudiants et les aînés.',
        'Les travailleurs à temps plein.',
        'Les touristes.',
        'Les usagers qui paient en argent comptant.',
      ],
    },
    {
      a: [
        ['f', "J'ai vu une offre de poste de réceptionniste à la clinique, mais il faut être bilingue."],
        ['m', 'Ton anglais est bon, non ?'],
        ['f', "À l'écrit, oui, mais à l'oral je manque de confiance."],
        [
          'm',
          'Postule quand même ! Et inscris-toi au club de conversation de la bibliothèque : c’est gratuit le jeudi soir.',
        ],
      ],
      q: "Quel conseil l'homme donne-t-il ?",
      c: [
        "Poser sa candidature et pratiquer l'anglais oral.",
        "Attendre d'être parfaitement bilingue.",
        "Chercher un poste où l'anglais n'est pas exigé.",
        "Prendre des cours d'anglais écrit.",
      ],
    },
    {
      a: [
        ['m', 'Vous avez lancé un service de popote roulante dans votre quartier. En quoi ça consiste ?'],
        [
          'f',
          "Des bénévoles cuisinent des repas chauds et les livrent trois fois par semaine à des personnes âgées ou en convalescence. Le repas coûte cinq dollars. Mais pour beaucoup, le plus important, c'est la visite : parfois, c'est la seule personne qu'ils voient de la journée.",
        ],
      ],
      q: "Selon la femme, qu'est-ce qui compte le plus pour les bénéficiaires ?",
      c: [
        'Le contact humain lors de la livraison.',
        'Le prix très bas des repas.',
        'La qualité des menus.',
        'La livraison tous les jours.',
      ],
    },
    {
      a: "Vous déménagez ? N'oubliez pas de signaler votre changement d'adresse dans les trente jours à la Régie de l'assurance maladie et à la Société de l'assurance automobile. Vous pouvez le faire en une seule fois grâce au service en ligne du gouvernement.",
      q: 'Que permet le service en ligne ?',
      c: [
        "Déclarer son changement d'adresse à plusieurs organismes à la fois.",
        'Trouver un nouveau logement.',
        'Renouveler son permis de conduire.',
        "Obtenir une carte d'assurance maladie le jour même.",
      ],
    },
    {
      a: [
        ['m', "Le concert est annulé à cause de l'orage. Ils vont rembourser les billets ?"],
        [
          'f',
          "Oui, automatiquement, sur la carte de crédit utilisée pour l'achat, d'ici dix jours. On peut aussi garder les billets pour la nouvelle date, en septembre.",
        ],
        ['m', 'Moi, je préfère attendre septembre.'],
      ],
      q: "Que choisit l'homme ?",
      c: [
        'Garder ses billets pour la nouvelle date.',
        'Se faire rembourser.',
        'Échanger ses billets contre un autre concert.',
        'Donner ses billets à un ami.',
      ],
    },
    {
      a: [
        [
          'f',
          "Allô, le soutien informatique ? Je n'arrive plus à me connecter au réseau de l'entreprise depuis chez moi.",
        ],
        ['m', 'Avez-vous changé votre mot de passe récemment ?'],
        ['f', 'Oui, hier.'],
        [
          'm',
          'Alors il faut aussi le mettre à jour dans le logiciel de connexion à distance. Je vous envoie la marche à suivre par courriel.',
        ],
      ],
      q: "D'où vient le problème ?",
      c: [
        "Le nouveau mot de passe n'a pas été mis à jour dans le logiciel.",
        "L'ordinateur de la femme est en panne.",
        "Le réseau de l'entreprise est fermé.",
        'La connexion Internet de la femme est trop lente.',
      ],
    },
    // B2
    {
      a: "Selon une étude récente, les jeunes adultes quittent le domicile familial de plus en plus tard : à vingt-six ans en moyenne, contre vingt-trois il y a vingt ans. Le coût du logement est la principale explication, mais les chercheurs notent aussi l'allongement des études et une meilleure entente entre parents et enfants.",
      q: 'Parmi les explications citées, laquelle est la principale ?',
      c: [
        'Le coût du logement.',
        "L'allongement des études.",
        'La bonne entente avec les parents.',
        'La difficulté à trouver un emploi.',
      ],
    },
    {
      a: [
        [
          'm',
          "Vous êtes pompière volontaire dans un village de l'Abitibi. Comment conciliez-vous cela avec votre travail ?",
        ],
        [
          'f',
          "Mon employeur est compréhensif : quand le téléavertisseur sonne, je peux partir. En échange, je rattrape mes heures le soir. Le plus difficile, ce n'est pas l'horaire, c'est l'imprévisibilité : on ne sait jamais quand on sera appelé.",
        ],
      ],
      q: "Qu'est-ce que la pompière trouve le plus difficile ?",
      c: [
        'Le caractère imprévisible des appels.',
        'Le manque de compréhension de son employeur.',
        "Le nombre d'heures de formation.",
        'Le faible salaire.',
      ],
    },
    {
      a: [
        ['f', "Tu as lu que l'école veut remplacer les manuels papier par des tablettes ?"],
        ['m', 'Oui, et je ne suis pas convaincu. Les enfants passent déjà assez de temps devant les écrans.'],
        ['f', 'Mais les manuels coûtent cher, et ils sont vite dépassés.'],
        [
          'm',
          "Alors qu'on garde le papier pour la lecture et qu'on utilise les tablettes pour les exercices.",
        ],
      ],
      q: "Quelle est la position finale de l'homme ?",
      c: [
        'Il propose un compromis entre le papier et les tablettes.',
        'Il refuse toute utilisation des tablettes.',
        'Il veut supprimer les manuels papier.',
        'Il veut que les parents paient les tablettes.',
      ],
    },
    {
      a: "Les friperies ont longtemps eu mauvaise réputation. Aujourd'hui, elles attirent une clientèle jeune, soucieuse de l'environnement et de son budget. Cette popularité a un revers : des revendeurs achètent les plus belles pièces pour les revendre en ligne à prix fort, si bien que les familles à faible revenu, clientes historiques de ces magasins, y trouvent de moins en moins leur compte.",
      q: 'Quel revers de la popularité des friperies la chronique mentionne-t-elle ?',
      c: [
        'Les familles modestes y trouvent moins de bons articles.',
        'Les friperies ferment les unes après les autres.',
        "Les jeunes n'aiment plus les vêtements usagés.",
        'Les prix des vêtements neufs ont baissé.',
      ],
    },
    {
      a: [
        ['m', 'Votre entreprise embauche des personnes autistes comme testeurs de logiciels. Pourquoi ?'],
        [
          'f',
          "Parce que beaucoup d'entre elles ont un sens du détail remarquable et une grande constance dans les tâches répétitives. Nous avons adapté l'environnement : éclairage doux, consignes écrites, horaires stables. Ce n'est pas de la charité : c'est une décision d'affaires qui fonctionne.",
        ],
      ],
      q: 'Comment la dirigeante présente-t-elle sa démarche ?',
      c: [
        "Comme un choix d'entreprise fondé sur les compétences.",
        'Comme une action de charité.',
        'Comme une obligation imposée par la loi.',
        'Comme une expérience temporaire.',
      ],
    },
    {
      a: "Les feux de forêt de cet été ont forcé l'évacuation de plusieurs localités du nord du Québec. Si la pluie a permis de maîtriser la plupart des incendies, les experts rappellent que la saison des feux s'allonge d'année en année. Ils recommandent de mieux préparer les communautés, notamment en aménageant des zones coupe-feu autour des villages.",
      q: 'Que recommandent les experts ?',
      c: [
        'Mieux protéger les villages en prévision des prochains feux.',
        "Interdire l'accès aux forêts l'été.",
        'Reconstruire les villages plus au sud.',
        'Compter sur la pluie pour éteindre les feux.',
      ],
    },
    {
      a: [
        ['m', 'Mon propriétaire veut augmenter mon loyer de quinze pour cent. Il a le droit ?'],
        [
          'f',
          "Il doit t'envoyer un avis écrit dans les délais prévus. Et tu as le droit de refuser l'augmentation tout en restant dans ton logement : c'est alors au tribunal du logement de fixer le loyer.",
        ],
        ['m', "Je ne savais pas qu'on pouvait refuser !"],
      ],
      q: "Qu'apprend l'homme ?",
      c: [
        'Il peut refuser la hausse sans perdre son logement.',
        "Il doit quitter son logement s'il refuse.",
        "L'augmentation est automatiquement acceptée.",
        "Le propriétaire n'a pas besoin d'envoyer d'avis.",
      ],
    },
    {
      a: "Présentée cet automne à Montréal, cette adaptation d'une comédie de Molière transpose l'action dans une tour de bureaux d'aujourd'hui. Le pari est risqué, et la première demi-heure peine à convaincre. Puis la mécanique comique reprend ses droits, portée par une distribution remarquable. On sort en se disant que Molière n'a pas pris une ride.",
      q: "Quel est l'avis du critique ?",
      c: [
        'Après un début difficile, la pièce finit par convaincre.',
        'La pièce est ratée du début à la fin.',
        "L'adaptation trahit complètement Molière.",
        "Les comédiens manquent d'expérience.",
      ],
    },
    {
      a: [
        ['m', "Vous enseignez le français aux adultes immigrants. Qu'est-ce qui fait réussir un apprenant ?"],
        [
          'f',
          "Pas seulement le talent pour les langues. Ceux qui progressent le plus vite sont ceux qui utilisent le français hors de la classe : au travail, au parc avec leurs enfants, en faisant du bénévolat. La classe donne les outils, mais c'est la vie qui les fait fonctionner.",
        ],
      ],
      q: "Selon l'enseignante, qu'est-ce qui favorise la réussite ?",
      c: [
        'Utiliser le français dans la vie quotidienne.',
        'Avoir un talent naturel pour les langues.',
        "Suivre le plus d'heures de cours possible.",
        'Étudier la grammaire tous les soirs.',
      ],
    },
    {
      a: [
        [
          'f',
          "Les villes devraient interdire le chauffage au bois. La fumée pollue l'air de tout le quartier.",
        ],
        [
          'm',
          "Pour certaines personnes en région, c'est le seul chauffage abordable, et il est indispensable pendant les pannes d'électricité.",
        ],
        ['f', "Alors qu'on impose au moins des poêles certifiés, qui polluent beaucoup moins."],
      ],
      q: 'Comment la femme nuance-t-elle sa position ?',
      c: [
        "Elle accepte des appareils moins polluants plutôt qu'une interdiction totale.",
        'Elle renonce à toute réglementation.',
        "Elle propose de couper l'électricité en région.",
        'Elle veut interdire le chauffage électrique.',
      ],
    },
    // C1
    {
      a: "Le gaspillage alimentaire est souvent présenté comme une affaire de consommateurs négligents. Or près de la moitié des pertes surviennent avant même que les aliments n'atteignent nos réfrigérateurs : lors de la récolte, du transport, de la transformation, ou parce que des légumes jugés trop laids sont écartés des tablettes. Culpabiliser les ménages est facile ; repenser toute la chaîne l'est beaucoup moins.",
      q: 'Que souligne le chroniqueur ?',
      c: [
        'Une grande partie du gaspillage se produit avant la consommation.',
        'Les consommateurs sont les seuls responsables du gaspillage.',
        'Les légumes jugés laids sont dangereux pour la santé.',
        'Le transport des aliments ne cause aucune perte.',
      ],
    },
    {
      a: [
        [
          'm',
          "On dit que les jeunes ne veulent plus travailler. Vous qui étudiez le marché du travail, êtes-vous d'accord ?",
        ],
        [
          'f',
          "Pas du tout. Le taux d'emploi des jeunes n'a jamais été aussi élevé. Ce qui a changé, c'est leur rapport à l'employeur : ils sont moins disposés à sacrifier leur vie personnelle pour une entreprise qui ne leur promet plus grand-chose en retour. Ce n'est pas de la paresse, c'est une renégociation du contrat implicite.",
        ],
      ],
      q: "Comment la spécialiste interprète-t-elle l'attitude des jeunes ?",
      c: [
        "Comme une redéfinition de leurs attentes envers l'employeur.",
        'Comme un manque de motivation pour le travail.',
        'Comme une conséquence du chômage élevé.',
        'Comme une mode passagère.',
      ],
    },
    {
      a: "Les applications de rencontre promettaient d'élargir nos horizons amoureux. Les chercheurs constatent l'inverse : les utilisateurs filtrent leurs partenaires potentiels selon l'âge, le niveau d'études, voire le revenu, si bien que l'on se rencontre désormais surtout entre semblables. Jamais le choix n'a paru aussi vaste ; jamais, peut-être, il n'a été aussi étroit.",
      q: 'Quel constat les chercheurs font-ils ?',
      c: [
        'Les applications favorisent les rencontres entre personnes semblables.',
        'Les applications favorisent la diversité des couples.',
        'Les utilisateurs ne filtrent jamais les profils.',
        'Les applications ont remplacé toutes les autres formes de rencontre.',
      ],
    },
    {
      a: [
        [
          'm',
          'Vous avez dirigé un rapport sur la francisation des immigrants. Quelle est votre principale recommandation ?',
        ],
        [
          'f',
          "Que l'État cesse de considérer la francisation comme une dépense et qu'il y voie enfin un investissement. Un immigrant qui maîtrise le français s'intègre plus vite au marché du travail, paie plus d'impôts et a moins besoin de certains services. Les économies réalisées dépassent largement le coût des cours.",
        ],
      ],
      q: 'Sur quel argument repose cette recommandation ?',
      c: [
        'La francisation rapporte plus qu’elle ne coûte.',
        'Les immigrants refusent les cours de français.',
        'Les services publics doivent être offerts en anglais.',
        "Les cours de français sont trop chers pour l'État.",
      ],
    },
    {
      a: "Les parcs nationaux battent des records de fréquentation, et l'on s'en réjouit. Mais à force d'aménager des stationnements, des belvédères et des sentiers élargis pour accueillir les foules, on risque d'abîmer précisément ce que les visiteurs viennent chercher : le silence, la faune, le sentiment d'une nature intacte. Protéger un parc, c'est parfois accepter d'en limiter l'accès.",
      q: 'Quelle idée la chronique défend-elle ?',
      c: [
        'La protection des parcs peut exiger de restreindre leur fréquentation.',
        'Il faut construire davantage de stationnements dans les parcs.',
        'Les parcs nationaux sont trop peu fréquentés.',
        'Les visiteurs ne s’intéressent pas à la faune.',
      ],
    },
    {
      a: [
        ['m', 'Les examens standardisés permettent de comparer les écoles de façon objective.'],
        [
          'f',
          "Ils mesurent surtout ce qui est facile à mesurer. Une école qui accueille beaucoup d'élèves en difficulté paraîtra toujours moins performante, même si elle fait un travail remarquable. Et dès qu'un indicateur sert à classer, les écoles finissent par enseigner en fonction de l'examen.",
        ],
      ],
      q: 'Quelle critique la femme adresse-t-elle aux examens standardisés ?',
      c: [
        "Ils donnent une image biaisée des écoles et orientent l'enseignement.",
        'Ils sont trop difficiles pour les élèves.',
        'Ils coûtent trop cher à organiser.',
        'Ils ne sont pas corrigés de façon anonyme.',
      ],
    },
    // C2
    {
      a: "Il est devenu banal d'opposer les générations : les baby-boomers auraient tout pris, les jeunes n'auraient rien. Le récit séduit parce qu'il désigne des coupables commodes. Il masque pourtant l'essentiel : les écarts de patrimoine sont bien plus grands à l'intérieur d'une même génération qu'entre les générations. Parler d'âge, c'est souvent une manière élégante de ne pas parler de classe sociale.",
      q: 'Quelle thèse le chroniqueur défend-il ?',
      c: [
        'Les inégalités sociales comptent davantage que les écarts entre générations.',
        'Les baby-boomers sont responsables des difficultés des jeunes.',
        'Les jeunes sont aujourd’hui plus riches que leurs parents.',
        "Il n'existe aucune inégalité de patrimoine.",
      ],
    },
    {
      a: [
        ['m', "Vous critiquez la manière dont on parle de l'« intelligence » des machines."],
        [
          'f',
          "Le vocabulaire n'est jamais innocent. Dire qu'un logiciel « comprend » ou « décide », c'est lui prêter une intention, et donc, implicitement, lui transférer une responsabilité. Or derrière chaque système, il y a des choix humains : des données retenues, des objectifs fixés, des erreurs tolérées. L'anthropomorphisme n'est pas qu'un abus de langage ; c'est une commodité qui dilue les responsabilités.",
        ],
      ],
      q: 'Selon la chercheuse, quel est le danger de ce vocabulaire ?',
      c: [
        'Il masque la responsabilité des concepteurs humains.',
        'Il rend les logiciels moins performants.',
        'Il effraie inutilement le public.',
        'Il est trop technique pour être compris.',
      ],
    },
    {
      a: "On reproche souvent aux musées de conserver des objets venus d'ailleurs, parfois acquis dans des conditions douteuses. La restitution paraît alors la seule réponse juste. Elle n'épuise pourtant pas la question : rendre un objet ne dit rien de la manière dont on raconte l'histoire qui l'avait fait venir. Une vitrine vide peut être aussi silencieuse qu'une vitrine pleine, si elle ne s'accompagne d'aucun récit.",
      q: 'Quelle idée le chroniqueur exprime-t-il sur la restitution ?',
      c: [
        'Elle est nécessaire, mais ne remplace pas un travail sur le récit historique.',
        'Elle est toujours injustifiée.',
        'Elle doit se faire sans aucune explication.',
        'Elle videra définitivement les musées.',
      ],
    },
    {
      a: [
        ['m', "Vous plaidez pour une « écologie de la réparation ». Qu'entendez-vous par là ?"],
        [
          'f',
          "Nous avons longtemps associé le progrès au remplacement : le neuf chasse l'ancien. Réparer, c'était avouer qu'on n'avait pas les moyens de racheter. Je crois que ce rapport est en train de s'inverser : savoir réparer redevient une compétence, voire une forme d'autonomie. Encore faut-il que les fabricants cessent de concevoir des objets qu'on ne peut pas ouvrir.",
        ],
      ],
      q: 'Selon la femme, quelle condition est nécessaire au développement de la réparation ?',
      c: [
        'Que les fabricants conçoivent des objets réparables.',
        "Que les consommateurs aient moins d'argent.",
        "Que l'on cesse complètement d'acheter des objets neufs.",
        'Que la réparation devienne obligatoire par la loi.',
      ],
    },
  ],
};
