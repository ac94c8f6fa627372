import type { SafetyNoticeContent } from "../types";

export const notice: SafetyNoticeContent = {
  title: "¿Está en peligro inmediato? Llame al 911.",
  body: [
    "Este sitio comparte información de ayuda. No es un servicio de emergencia. Si las autoridades le indican que evacúe, salga de inmediato."
  ],
  links: [
    [
      "Inscríbase para recibir alertas de emergencia y consulte su zona de evacuación en ",
      {
        href: "https://ready.lacounty.gov/",
        label: "ready.lacounty.gov"
      },
      "."
    ],
    [
      "Vea los incendios activos en la lista de ",
      {
        href: "https://www.fire.ca.gov/incidents",
        label: "incidentes de CAL FIRE"
      },
      "."
    ],
    [
      "Para información y referidos del condado de Los Ángeles, marque 2-1-1."
    ]
  ],
  dismiss: "Entendido, ocultar este aviso"
};
