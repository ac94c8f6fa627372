import type { ContentPage } from "../types";

export const contactPage: ContentPage = {
  title: "Contacto",
  lead: "Para organizadores, grupos comunitarios, empresas y medios de comunicación que quieran colaborar con nosotros para ayudar a las personas afectadas por los incendios.",
  sections: [
    {
      title: "Este sitio no es un servicio de emergencia",
      blocks: [
        {
          kind: "callout",
          tone: "danger",
          title: "Si está en peligro inmediato, llame al 911.",
          text: [
            "No podemos atender emergencias. Para información y servicios del condado de Los Ángeles, marque 2-1-1."
          ]
        }
      ]
    },
    {
      title: "Formas de colaborar",
      blocks: [
        {
          kind: "list",
          items: [
            [
              "Publique los suministros que su centro necesita o tiene para dar."
            ],
            [
              "Publique las necesidades de voluntarios de su organización."
            ],
            [
              "Agregue un lugar al mapa o corrija uno."
            ],
            [
              "Proponga una alianza con su grupo o empresa."
            ],
            [
              "Preguntas de los medios de comunicación."
            ]
          ]
        }
      ]
    },
    {
      title: "Corregir un lugar en el mapa",
      blocks: [
        {
          kind: "paragraph",
          text: [
            "Para corregir un lugar en el mapa, use el formulario de colaboración e indique el nombre del lugar. Díganos qué está mal y cuál es la información correcta. Si usted administra el lugar, por favor indíquelo."
          ]
        }
      ]
    },
    {
      title: "Qué incluir",
      blocks: [
        {
          kind: "list",
          items: [
            [
              "Su nombre y su organización, si tiene una."
            ],
            [
              "Cómo podemos comunicarnos con usted."
            ],
            [
              "Qué necesita o qué ofrece."
            ],
            [
              "Dónde y cuándo, si se trata de un lugar o un evento."
            ]
          ]
        },
        {
          kind: "paragraph",
          text: [
            "Por favor, no envíe información privada de las personas a las que está ayudando."
          ]
        }
      ]
    },
    {
      id: "collaboration-form",
      title: "Formulario de colaboración",
      blocks: [
        {
          kind: "paragraph",
          text: [
            "Use el formulario de abajo para decirnos quién es usted y cómo le gustaría colaborar."
          ]
        }
      ]
    },
    {
      title: "¿Busca ayuda?",
      blocks: [
        {
          kind: "list",
          items: [
            [
              "Encuentre recursos cerca de usted en el ",
              {
                href: "/#map",
                label: "mapa"
              },
              "."
            ],
            [
              "Lea nuestra ",
              {
                href: "/wildfireguide",
                label: "guía sobre incendios forestales"
              },
              " para conocer los pasos de seguridad y recuperación."
            ],
            [
              "¿Quiere ayudar? Visite las páginas ",
              {
                href: "/volunteer",
                label: "Voluntariado"
              },
              " y ",
              {
                href: "/donate",
                label: "Donar"
              },
              "."
            ]
          ]
        }
      ]
    }
  ]
};
