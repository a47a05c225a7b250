// DELE B1-B2 — échantillon (espagnol) : une série par compétence.
const ask = 'Pregunta del examinador';

export default {
  examType: 'dele',
  lang: 'es',
  audioTitle: 'Grabación',
  exams: [
    {
      slug: 'dele-comprension-auditiva',
      name: 'Comprensión auditiva (compréhension orale)',
      description: 'Annonces, dialogues et interviews en espagnol, niveau A2 à B2.',
      skill: 'LISTENING',
      difficulty: 3,
      position: 1,
      exercises: [
        {
          slug: 'dele-ca-modelo-1',
          title: 'Comprensión auditiva — Modelo 1',
          instructions: 'Escuche cada grabación y elija la respuesta correcta.',
          timeLimit: 1500,
          questions: [
            {
              level: 'A2',
              a: 'Atención, señores pasajeros: el tren con destino a Valencia saldrá con veinte minutos de retraso desde la vía cuatro. Disculpen las molestias.',
              q: '¿Qué pasa con el tren a Valencia?',
              c: [
                'Sale con retraso.',
                'Está cancelado.',
                'Sale de la vía veinte.',
                'Llega antes de la hora prevista.',
              ],
            },
            {
              level: 'A2',
              a: [
                ['f', '¿Vienes al cine esta noche?'],
                ['m', 'No puedo, tengo que terminar un trabajo para la universidad. ¿Y si vamos el sábado?'],
                ['f', 'Vale, el sábado a las ocho.'],
              ],
              q: '¿Cuándo van a ir al cine?',
              c: ['El sábado a las ocho.', 'Esta noche.', 'El viernes a las ocho.', 'Después de clase.'],
            },
            {
              level: 'B1',
              a: 'Cada vez más jóvenes deciden compartir piso con personas mayores que viven solas. Los jóvenes pagan un alquiler muy bajo y, a cambio, hacen compañía y ayudan en pequeñas tareas. Según la asociación que organiza el programa, la experiencia mejora el bienestar de las dos generaciones.',
              q: '¿Qué hacen los jóvenes a cambio del alquiler bajo?',
              c: [
                'Acompañan y ayudan a las personas mayores.',
                'Pagan las facturas de la casa.',
                'Cocinan para toda la familia.',
                'Trabajan para la asociación.',
              ],
            },
            {
              level: 'B2',
              a: [
                [
                  'm',
                  'Usted dejó su trabajo en un banco para dedicarse a la agricultura ecológica. ¿Se arrepiente?',
                ],
                [
                  'f',
                  'En absoluto. Gano menos dinero, es verdad, y el trabajo es duro. Pero ahora decido cómo organizo mi tiempo y veo el resultado de mi esfuerzo. Eso no tiene precio.',
                ],
              ],
              q: '¿Qué valora más la mujer de su nueva vida?',
              c: [
                'La libertad para organizar su tiempo.',
                'Un salario más alto.',
                'Un trabajo menos cansado.',
                'Unas vacaciones más largas.',
              ],
            },
          ],
        },
      ],
    },
    {
      slug: 'dele-comprension-lectora',
      name: 'Comprensión de lectura (compréhension écrite)',
      description: 'Annonces, articles et textes d’opinion en espagnol, niveau A2 à B2.',
      skill: 'READING',
      difficulty: 3,
      position: 2,
      exercises: [
        {
          slug: 'dele-cl-modelo-1',
          title: 'Comprensión de lectura — Modelo 1',
          instructions: 'Lea los textos y elija la respuesta correcta.',
          timeLimit: 3600,
          questions: [
            {
              level: 'A2',
              doc: 'Se alquila habitación en piso compartido, cerca de la Universidad de Salamanca. 300 euros al mes, gastos incluidos. Preferiblemente estudiante, no fumador. No se admiten mascotas.',
              q: '¿Qué incluye el precio?',
              c: ['Los gastos.', 'Una plaza de garaje.', 'Las comidas.', 'La limpieza semanal.'],
            },
            {
              level: 'B1',
              doc: 'La biblioteca municipal de Zaragoza ha puesto en marcha un servicio de préstamo de semillas. Los usuarios se llevan semillas de tomates, lechugas o flores, las plantan en casa y, al final de la temporada, devuelven algunas semillas de sus propias plantas. Así, la colección crece cada año.',
              q: '¿Cómo crece la colección de semillas?',
              c: [
                'Los usuarios devuelven semillas de sus plantas.',
                'La biblioteca compra semillas cada año.',
                'Los agricultores donan sus semillas.',
                'Los usuarios pagan una cuota anual.',
              ],
            },
            {
              level: 'B2',
              doc: 'Muchos expertos defienden que los niños se aburran de vez en cuando. Según ellos, el aburrimiento estimula la creatividad, porque obliga a inventar juegos y a buscar soluciones propias. Sin embargo, muchos padres llenan la agenda de sus hijos con actividades extraescolares por miedo a que pierdan el tiempo.',
              q: '¿Qué opinan los expertos sobre el aburrimiento?',
              c: [
                'Que favorece la creatividad de los niños.',
                'Que es peligroso para su desarrollo.',
                'Que se debe evitar con actividades.',
                'Que solo afecta a los adolescentes.',
              ],
            },
          ],
        },
      ],
    },
    {
      slug: 'dele-expresion-escrita',
      name: 'Expresión escrita (expression écrite)',
      description: 'Courriel personnel et article d’opinion en espagnol.',
      skill: 'WRITING',
      difficulty: 4,
      position: 3,
      exercises: [
        {
          slug: 'dele-ee-modelo-1',
          title: 'Expresión escrita — Modelo 1',
          instructions: 'Realice las dos tareas respetando el número de palabras indicado.',
          timeLimit: 3600,
          tasks: [
            {
              type: 'open_text',
              level: 'B1',
              titre: 'Un nuevo trabajo',
              sujet:
                'Escriba un correo a un amigo para contarle su nuevo trabajo: dónde está, qué hace, qué le gusta y qué no le gusta.',
              min: 100,
              max: 120,
            },
            {
              type: 'essay',
              level: 'B2',
              titre: 'Artículo de opinión',
              sujet:
                '¿Debería ser obligatorio aprender dos lenguas extranjeras en el colegio? Escriba un artículo de opinión: presente argumentos a favor y en contra, y dé su opinión personal.',
              min: 150,
              max: 180,
            },
          ],
        },
      ],
    },
    {
      slug: 'dele-expresion-oral',
      name: 'Expresión oral (expression orale)',
      description: 'Monologue et expression d’une opinion en espagnol.',
      skill: 'SPEAKING',
      difficulty: 4,
      position: 4,
      exercises: [
        {
          slug: 'dele-eo-modelo-1',
          title: 'Expresión oral — Modelo 1',
          instructions: 'Escuche la pregunta del examinador y grabe su respuesta.',
          timeLimit: 1200,
          tasks: [
            {
              type: 'audio',
              level: 'B1',
              titre: 'Vacaciones ideales',
              sujet: 'Hable de sus vacaciones ideales: dónde, con quién y qué actividades haría.',
              prompt: [['f', 'Hábleme de sus vacaciones ideales: ¿adónde iría, con quién y qué haría?']],
              promptTitle: ask,
              min: 60,
              max: 120,
            },
            {
              type: 'audio',
              level: 'B2',
              titre: 'Ciudad o pueblo',
              sujet:
                '¿Es mejor vivir en una ciudad grande o en un pueblo? Dé su opinión y justifíquela con ejemplos.',
              prompt: [
                [
                  'm',
                  'En su opinión, ¿es mejor vivir en una ciudad grande o en un pueblo? Justifique su respuesta con ejemplos.',
                ],
              ],
              promptTitle: ask,
              min: 90,
              max: 180,
            },
          ],
        },
      ],
    },
  ],
};
