import type { FaqContent } from "../types";

export const faq: FaqContent = {
  greeting: [
    "¡Hola! Puedo responder preguntas comunes sobre este sitio y la ayuda por los incendios forestales en Los Ángeles. Elija una pregunta abajo. Si está en peligro en este momento, llame al 911."
  ],
  faqs: [
    {
      id: "volunteer",
      question: "¿Cómo puedo ser voluntario?",
      answer: [
        "Gracias por querer ayudar. Por favor, no entre por su cuenta a zonas quemadas ni a zonas cerradas. Inscríbase a través de una organización que esté organizando un turno; así sabrán que usted va a llegar, recibirá capacitación y estará a salvo. Las oportunidades actuales, con horarios y enlaces para inscribirse, están en la ",
        {
          href: "/volunteer",
          label: "página de Voluntariado"
        },
        ". Los organizadores que necesitan voluntarios pueden comunicarse con nosotros a través del ",
        {
          href: "/contact",
          label: "formulario de colaboración"
        },
        "."
      ],
      showFaqButtonsAfter: true
    },
    {
      id: "donations",
      question: "¿Qué donaciones se aceptan?",
      answer: [
        "La mayoría de los lugares aceptan alimentos (sellados, no vencidos y no perecederos), artículos de higiene (nuevos y sin abrir), suministros médicos (artículos de primeros auxilios sin abrir y mascarillas N95; nunca medicamentos con receta) y artículos para mascotas (comida, correas, jaulas, arena). Las necesidades cambian todos los días, así que revise qué pide cada lugar y su horario para recibir donaciones en la ",
        {
          href: "/donate",
          label: "página de Donaciones"
        },
        " antes de ir. Por favor, no lleve ropa usada a menos que un lugar la pida."
      ],
      showFaqButtonsAfter: true
    },
    {
      id: "resources",
      question: "¿Cómo encuentro ayuda cerca de mí?",
      answer: [
        "Abra el ",
        {
          href: "/#map",
          label: "mapa"
        },
        " y elija una categoría: Artículos esenciales (comida, agua, suministros); Refugio y servicios de apoyo; Atención médica y salud; o Apoyo para animales. Puede buscar, mostrar solo los lugares abiertos ahora y ordenarlos por distancia desde donde usted está. Cada lugar muestra su horario, número de teléfono, cómo llegar y cuándo se verificó por última vez. También puede marcar 2-1-1 para obtener información y referidos del condado de Los Ángeles."
      ],
      showFaqButtonsAfter: true
    },
    {
      id: "evacuation",
      question: "¿Qué debo hacer si tengo que evacuar?",
      answer: [
        "Si las autoridades le ordenan evacuar, salga de inmediato. No espere. Si siente que corre peligro, salga aunque no haya una orden. Lleve su mochila de emergencia, medicamentos, documentos, cargador de teléfono y mascotas. Siga las rutas que indiquen las autoridades y llame al 911 si está en peligro. Inscríbase para recibir alertas locales en ",
        {
          href: "https://ready.lacounty.gov/",
          label: "ready.lacounty.gov"
        },
        ". Nuestra ",
        {
          href: "/wildfireguide#wildfire-readiness",
          label: "guía sobre incendios forestales"
        },
        " explica cómo prepararse, y ",
        {
          href: "/#map",
          label: "el mapa"
        },
        " muestra los refugios abiertos."
      ],
      showFaqButtonsAfter: true
    },
    {
      id: "add-information",
      question: "¿Cómo agrego información al mapa?",
      answer: [
        "Si conoce un refugio, un centro de distribución o un servicio que falta, use el ",
        {
          href: "/suggest",
          label: "formulario para agregar un lugar"
        },
        ". Indique su dirección o márquelo en el mapa, su horario y de dónde viene la información. Una persona revisa cada sugerencia antes de publicarla. Si la información de un lugar está equivocada, pulse “Reportar un problema” en su ficha."
      ],
      showFaqButtonsAfter: true
    },
    {
      id: "update-frequency",
      question: "¿Con qué frecuencia se actualiza el mapa?",
      answer: [
        "El mapa se actualiza todos los días. Cada lugar muestra cuándo se verificó por última vez. Los horarios y las necesidades pueden cambiar rápidamente durante una emergencia, así que llame antes de ir cuando haya un número de teléfono."
      ],
      showFaqButtonsAfter: true
    },
    {
      id: "collaborate",
      question: "¿Cómo puede colaborar mi organización?",
      answer: [
        "Trabajamos con grupos comunitarios, organizaciones de ayuda, empresas y medios de comunicación. Complete el ",
        {
          href: "/contact",
          label: "formulario de colaboración en la página de Contacto"
        },
        " y díganos cómo le gustaría colaborar: con suministros, voluntarios, publicando un servicio u otra cosa. Le responderemos."
      ],
      showFaqButtonsAfter: true
    }
  ]
};
