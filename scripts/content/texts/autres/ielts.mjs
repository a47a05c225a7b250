// IELTS — échantillon (anglais britannique, études et vie quotidienne) : une série par compétence.
const ask = 'Examiner’s question';
const TFNG = (answer) => {
  const all = ['TRUE', 'FALSE', 'NOT GIVEN'];
  return [answer, ...all.filter((x) => x !== answer)];
};
const GARDENS =
  'Community gardens have spread rapidly in British cities over the past two decades. Most are run by volunteers on land lent by local councils, and many have long waiting lists. Studies have linked gardening to lower stress levels and a better diet, although researchers admit that people who choose to garden may already be healthier than average. Some councils now include community gardens in their plans for new housing estates.';

export default {
  examType: 'ielts',
  lang: 'en',
  audioTitle: 'Recording',
  exams: [
    {
      slug: 'ielts-listening',
      name: 'Listening (compréhension orale)',
      description:
        'Conversations de la vie courante, présentations et extraits de cours, en anglais britannique.',
      skill: 'LISTENING',
      difficulty: 3,
      position: 1,
      exercises: [
        {
          slug: 'ielts-listening-test-1',
          title: 'Listening — Practice Test 1',
          instructions: 'Listen to each recording and choose the correct answer.',
          timeLimit: 600,
          questions: [
            {
              level: 'A2',
              a: 'Welcome to Hartley Castle. The tour lasts about ninety minutes. Please note that photography is allowed everywhere except in the library, where the old manuscripts are kept. The café on the ground floor is open until five.',
              q: 'Where are visitors not allowed to take photos?',
              c: ['In the library.', 'In the café.', 'In the gardens.', 'In the great hall.'],
            },
            {
              level: 'B1',
              a: [
                ['f', 'Good morning, Riverside Sports Centre.'],
                ['m', "Hi, I'd like to join the swimming club. How much is the membership?"],
                [
                  'f',
                  "It's forty-five pounds a month, or four hundred and twenty pounds for the whole year.",
                ],
                ['m', "I'll take the annual membership, then."],
              ],
              q: 'How much will the man pay?',
              c: ['£420', '£45', '£450', '£540'],
            },
            {
              level: 'B1',
              a: [
                ['f', 'Have you finished the survey for our project?'],
                [
                  'm',
                  "Almost. We've got eighty responses, but I think we need at least a hundred to draw any conclusions.",
                ],
                ['f', "Let's post the link on the university forum again, then."],
              ],
              q: 'What do the students decide to do?',
              c: [
                'Share the survey link again.',
                'Start writing their conclusions.',
                'Change the survey questions.',
                'Ask their tutor for more time.',
              ],
            },
            {
              level: 'B2',
              a: 'Bees are often described as the most important pollinators. However, research on farms in northern Europe suggests that flies, beetles and moths carry out a surprisingly large share of pollination, especially in cool and cloudy weather, when bees are less active. Protecting these insects may therefore be just as important as protecting bees.',
              q: 'What does the research suggest?',
              c: [
                'Other insects play a bigger role in pollination than expected.',
                'Bees are mainly active in cloudy weather.',
                'Flies damage crops in northern Europe.',
                'Moths only pollinate at night in summer.',
              ],
            },
            {
              level: 'C1',
              a: "Economists distinguish between a product's price and its cost. The price of cheap clothing, for example, does not include the pollution caused by dyeing factories or the health problems of workers. These so-called external costs are paid by someone else: local communities, or future generations. Policies such as taxes on pollution attempt to bring price and cost closer together.",
              q: 'What is the purpose of pollution taxes, according to the speaker?',
              c: [
                'To make prices reflect hidden costs.',
                'To make clothing cheaper.',
                'To pay factory workers higher wages.',
                'To stop people from buying clothes.',
              ],
            },
          ],
        },
      ],
    },
    {
      slug: 'ielts-reading',
      name: 'Reading (compréhension écrite)',
      description:
        'Textes informatifs en anglais avec questions « True / False / Not Given » et questions à choix multiple.',
      skill: 'READING',
      difficulty: 3,
      position: 2,
      exercises: [
        {
          slug: 'ielts-reading-test-1',
          title: 'Reading — Practice Test 1',
          instructions:
            'Read the passage. For statements, choose TRUE if the statement agrees with the information, FALSE if it contradicts it, and NOT GIVEN if there is no information on this.',
          timeLimit: 900,
          questions: [
            {
              level: 'B1',
              doc: GARDENS,
              q: 'Statement: Most community gardens are run by volunteers.',
              c: TFNG('TRUE'),
            },
            {
              level: 'B2',
              doc: GARDENS,
              q: 'Statement: Community gardens are more popular in Scotland than in England.',
              c: TFNG('NOT GIVEN'),
            },
            {
              level: 'B2',
              doc: GARDENS,
              q: 'Statement: Researchers are certain that gardening makes people healthier.',
              c: TFNG('FALSE'),
            },
            {
              level: 'C1',
              doc: GARDENS,
              q: 'Why might the results of the studies be misleading?',
              c: [
                'Gardeners may already be healthier than average.',
                'The studies involved too few people.',
                'The gardens were on council land.',
                'Volunteers did not answer honestly.',
              ],
            },
          ],
        },
      ],
    },
    {
      slug: 'ielts-writing',
      name: 'Writing (expression écrite)',
      description: 'Lettre (General Training, tâche 1) et essai argumenté (tâche 2), en anglais.',
      skill: 'WRITING',
      difficulty: 4,
      position: 3,
      exercises: [
        {
          slug: 'ielts-writing-test-1',
          title: 'Writing — Practice Test 1',
          instructions: 'Complete both tasks. Spend about 20 minutes on Task 1 and 40 minutes on Task 2.',
          timeLimit: 3600,
          tasks: [
            {
              type: 'essay',
              level: 'B1',
              titre: 'Task 1 — Letter',
              sujet:
                'You recently stayed at a hotel and left a personal item in your room. Write a letter to the hotel manager. In your letter: describe the item, explain where you think you left it, and say how you would like it to be returned to you. Begin your letter “Dear Sir or Madam,”.',
              min: 150,
              max: 200,
            },
            {
              type: 'essay',
              level: 'B2',
              titre: 'Task 2 — Essay',
              sujet:
                'Some people think that children should start learning a foreign language at primary school rather than at secondary school. Discuss both views and give your own opinion.',
              min: 250,
              max: 320,
            },
          ],
        },
      ],
    },
    {
      slug: 'ielts-speaking',
      name: 'Speaking (expression orale)',
      description:
        'Entretien en trois parties, en anglais : questions personnelles, exposé de deux minutes, discussion.',
      skill: 'SPEAKING',
      difficulty: 4,
      position: 4,
      exercises: [
        {
          slug: 'ielts-speaking-test-1',
          title: 'Speaking — Practice Test 1',
          instructions:
            'Answer the examiner’s questions. In Part 2, you have one minute to prepare, then speak for up to two minutes.',
          timeLimit: 840,
          tasks: [
            {
              type: 'audio',
              level: 'A2',
              titre: 'Part 1 — Your hometown',
              sujet:
                'Where is your hometown? What do you like about it? Is it a good place for young people?',
              prompt: [
                [
                  'm',
                  "Let's talk about your hometown. Where is it, and what do you like about it? Is it a good place for young people?",
                ],
              ],
              promptTitle: ask,
              min: 30,
              max: 60,
            },
            {
              type: 'audio',
              level: 'B2',
              titre: 'Part 2 — A useful skill',
              sujet:
                'Describe a skill you learned that you find useful. You should say: what the skill is, how you learned it, when you use it, and explain why it is useful to you.',
              prompt: [
                [
                  'f',
                  'Describe a skill you learned that you find useful. Say what the skill is, how you learned it, when you use it, and explain why it is useful to you.',
                ],
              ],
              promptTitle: ask,
              min: 60,
              max: 120,
            },
            {
              type: 'audio',
              level: 'C1',
              titre: 'Part 3 — Discussion',
              sujet:
                'Should schools teach more practical skills, such as cooking or managing money? Why or why not?',
              prompt: [
                [
                  'm',
                  'Do you think schools should teach more practical skills, such as cooking or managing money? Why, or why not?',
                ],
              ],
              promptTitle: ask,
              min: 60,
              max: 120,
            },
          ],
        },
      ],
    },
  ],
};
