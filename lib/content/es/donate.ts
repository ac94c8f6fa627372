import type { ContentPage } from "../types";

export const donatePage: ContentPage = {
  title: "Donar",
  lead: "Gracias por donar. Aquí le explicamos qué aceptan los centros de donación, qué no debe llevar y cómo donar dinero de forma segura.",
  sections: [
    {
      title: "Necesidades actuales",
      blocks: [
        {
          kind: "paragraph",
          text: [
            "Las necesidades de donaciones, marcadas según su urgencia, aparecen abajo y en el ",
            {
              href: "/#map",
              label: "mapa"
            },
            ". Las necesidades cambian todos los días. Siempre revise la información del lugar antes de ir."
          ]
        }
      ]
    },
    {
      title: "Qué se acepta",
      blocks: [
        {
          kind: "paragraph",
          text: [
            "La mayoría de los lugares aceptan los artículos de abajo. Lleve solo lo que pida la información del lugar."
          ]
        }
      ],
      subsections: [
        {
          title: "Alimentos",
          blocks: [
            {
              kind: "list",
              items: [
                [
                  "Alimentos no perecederos que no necesiten refrigerador."
                ],
                [
                  "Sellados y no vencidos."
                ],
                [
                  "Listos para comer, sin necesidad de cocinarlos."
                ],
                [
                  "Nada de comida casera, a menos que el lugar la pida."
                ]
              ]
            }
          ]
        },
        {
          title: "Higiene",
          blocks: [
            {
              kind: "paragraph",
              text: [
                "Solo artículos nuevos y sin abrir:"
              ]
            },
            {
              kind: "list",
              items: [
                [
                  "Cepillos de dientes y pasta de dientes."
                ],
                [
                  "Jabón."
                ],
                [
                  "Productos para la menstruación."
                ],
                [
                  "Pañales y toallitas húmedas."
                ]
              ]
            }
          ]
        },
        {
          title: "Suministros médicos",
          blocks: [
            {
              kind: "list",
              items: [
                [
                  "Artículos de primeros auxilios sin abrir."
                ],
                [
                  "Mascarillas N95."
                ],
                [
                  "Productos de venta libre sin abrir."
                ],
                [
                  "Nunca lleve medicamentos con receta."
                ]
              ]
            }
          ]
        },
        {
          title: "Artículos para mascotas",
          blocks: [
            {
              kind: "list",
              items: [
                [
                  "Comida para mascotas."
                ],
                [
                  "Correas."
                ],
                [
                  "Jaulas y transportadoras."
                ],
                [
                  "Arena para gatos."
                ]
              ]
            }
          ]
        }
      ]
    },
    {
      title: "Por favor, no lleve",
      blocks: [
        {
          kind: "list",
          items: [
            [
              "Ropa usada, a menos que un lugar la pida. Clasificarla aleja a muchos voluntarios de otras tareas."
            ],
            [
              "Artículos abiertos o usados."
            ],
            [
              "Alimentos vencidos."
            ],
            [
              "Comida casera, a menos que un lugar la pida."
            ],
            [
              "Medicamentos con receta."
            ]
          ]
        }
      ]
    },
    {
      title: "Cómo entregar donaciones",
      blocks: [
        {
          kind: "steps",
          items: [
            {
              title: "Revise la información del lugar",
              text: [
                "Consulte el horario del lugar y sus necesidades actuales abajo o en el ",
                {
                  href: "/#map",
                  label: "mapa"
                },
                "."
              ]
            },
            {
              title: "Llame antes",
              text: [
                "Si la información incluye un número de teléfono, llame para confirmar que todavía necesitan lo que usted tiene."
              ]
            },
            {
              title: "Lleve solo lo que se necesita",
              text: [
                "Empaque los artículos por tipo, para que los voluntarios puedan clasificarlos rápidamente."
              ]
            },
            {
              title: "Entregue durante el horario de atención",
              text: [
                "No deje artículos afuera cuando el lugar esté cerrado. Se pueden dañar o alguien se los puede llevar."
              ]
            }
          ]
        }
      ]
    },
    {
      title: "Done dinero",
      blocks: [
        {
          kind: "paragraph",
          text: [
            "El dinero suele ser la ayuda más flexible. Las organizaciones pueden comprar exactamente lo que las personas necesitan, cuando lo necesitan. Done a organizaciones establecidas que usted pueda verificar, como la ",
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
      title: "Evite las estafas",
      blocks: [
        {
          kind: "callout",
          tone: "danger",
          title: "Los estafadores aprovechan los desastres para robar dinero.",
          text: [
            "Nunca pague con tarjetas de regalo ni con transferencias bancarias. Una organización benéfica real no le pedirá eso."
          ]
        },
        {
          kind: "list",
          items: [
            [
              "Antes de donar, verifique que la organización benéfica sea real. Entre directamente a su sitio web oficial. No use un enlace que alguien le haya enviado."
            ],
            [
              "No dé dinero en efectivo a desconocidos que digan estar recolectando para las víctimas del incendio."
            ],
            [
              "Tenga cuidado con las llamadas, los mensajes de texto y los correos electrónicos que le insistan en donar de inmediato."
            ],
            [
              "Las recaudaciones de fondos en línea son más seguras cuando usted conoce a la persona que las inició."
            ]
          ]
        }
      ]
    }
  ],
  sources: [
    {
      href: "https://www.redcross.org/",
      label: "Cruz Roja Americana"
    }
  ]
};
