import type { ContentPage } from "../types";

export const volunteerPage: ContentPage = {
  title: "Voluntariado",
  lead: "Gracias por querer ayudar. Aquí le explicamos cómo ayudar de forma segura, dónde se necesita ayuda y cómo inscribirse.",
  sections: [
    {
      title: "Ayude de forma segura",
      blocks: [
        {
          kind: "callout",
          tone: "danger",
          title: "No entre por su cuenta a las zonas quemadas.",
          text: [
            "Las zonas quemadas y las zonas cerradas son peligrosas. Ir allí sin que se lo pidan puede bloquear los caminos y alejar a los rescatistas de las personas que los necesitan. Vaya únicamente a los lugares donde una organización le haya pedido que esté."
          ]
        },
        {
          kind: "paragraph",
          text: [
            "La mejor manera de ayudar es inscribirse a través de una organización establecida o de una de las oportunidades que publicamos. Esas organizaciones saben lo que se necesita y pueden velar por su seguridad."
          ]
        }
      ]
    },
    {
      title: "Oportunidades de voluntariado cerca de usted",
      blocks: [
        {
          kind: "paragraph",
          text: [
            "Las oportunidades de voluntariado cerca de usted aparecen abajo y en el ",
            {
              href: "/#map",
              label: "mapa"
            },
            "."
          ]
        },
        {
          kind: "paragraph",
          text: [
            "Las necesidades cambian rápidamente. Si una oportunidad está llena o cerrada, vuelva a consultar más tarde o pruebe con otra."
          ]
        },
        {
          kind: "paragraph",
          text: [
            "También puede ser voluntario de la ",
            {
              href: "https://www.redcross.org/",
              label: "Cruz Roja Americana"
            },
            "."
          ]
        }
      ]
    },
    {
      title: "Habilidades que se necesitan",
      blocks: [
        {
          kind: "list",
          items: [
            [
              "Clasificar y empacar donaciones."
            ],
            [
              "Cocinar, empacar y servir comidas. Siga las reglas de seguridad alimentaria del lugar."
            ],
            [
              "Traducción e interpretación. En Los Ángeles se valora especialmente a quienes hablan español, chino, coreano, armenio y tagalo."
            ],
            [
              "Cuidado de animales, como alimentar, pasear y limpiar lo que dejan las mascotas desplazadas."
            ],
            [
              "Ayuda de oficina, como responder preguntas, registrar la llegada de las personas e ingresar datos."
            ],
            [
              "Limpieza, solo cuando las autoridades lo permitan y solo con equipo de protección."
            ]
          ]
        },
        {
          kind: "paragraph",
          text: [
            "Si tiene una licencia profesional, por ejemplo en atención médica o salud mental, inscríbase a través de una organización que pueda verificar su licencia y asignarle un lugar."
          ]
        }
      ]
    },
    {
      title: "Qué llevar",
      blocks: [
        {
          kind: "list",
          items: [
            [
              "Agua para beber."
            ],
            [
              "Una identificación con foto."
            ],
            [
              "Zapatos cerrados."
            ],
            [
              "Una mascarilla N95, si hay humo o ceniza."
            ],
            [
              "Ropa que se pueda ensuciar, un sombrero y protector solar."
            ],
            [
              "Cualquier otra cosa que pida el anuncio."
            ]
          ]
        }
      ]
    },
    {
      title: "Cómo inscribirse",
      blocks: [
        {
          kind: "steps",
          items: [
            {
              title: "Encuentre una oportunidad",
              text: [
                "Vea las oportunidades abajo o en el ",
                {
                  href: "/#map",
                  label: "mapa"
                },
                "."
              ]
            },
            {
              title: "Lea los detalles",
              text: [
                "Revise el lugar, el horario y cualquier límite de edad o de habilidades."
              ]
            },
            {
              title: "Inscríbase primero",
              text: [
                "Cada oportunidad tiene un enlace para inscribirse. Úselo antes de ir, para que los organizadores sepan que usted va a llegar."
              ]
            },
            {
              title: "Llegue y regístrese",
              text: [
                "Llegue a tiempo y regístrese con el organizador al llegar. Siga sus instrucciones."
              ]
            }
          ]
        },
        {
          kind: "paragraph",
          text: [
            "¿Organiza voluntarios? Publique sus necesidades a través de nuestro ",
            {
              href: "/contact",
              label: "formulario de colaboración"
            },
            "."
          ]
        }
      ]
    },
    {
      title: "Cuídese",
      blocks: [
        {
          kind: "list",
          items: [
            [
              "Tome agua, coma y descanse."
            ],
            [
              "Antes de ir, revise la calidad del aire en ",
              {
                href: "https://www.airnow.gov/",
                label: "AirNow"
              },
              ". Limite el trabajo al aire libre cuando el aire no sea saludable."
            ],
            [
              "Conozca sus límites. Está bien decir que no o detenerse."
            ],
            [
              "Ayudar después de un desastre también puede afectarle emocionalmente. Hable con alguien de confianza."
            ],
            [
              "Línea de Ayuda para los Afectados por Catástrofes (Disaster Distress Helpline): llame o envíe un mensaje de texto al 1-800-985-5990."
            ]
          ]
        },
        {
          kind: "paragraph",
          text: [
            "¿No puede ser voluntario en este momento? También puede ",
            {
              href: "/donate",
              label: "donar"
            },
            "."
          ]
        }
      ]
    }
  ],
  sources: [
    {
      href: "https://www.redcross.org/",
      label: "Cruz Roja Americana"
    },
    {
      href: "https://www.airnow.gov/",
      label: "AirNow"
    }
  ]
};
