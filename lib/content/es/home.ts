import type { HomeContent } from "../types";

export const home: HomeContent = {
  hero: {
    title: "Ayuda por los incendios forestales en Los Ángeles",
    lead: "Encuentre refugio, comida, atención médica y ayuda para animales cerca de usted, y vea cómo puede ser voluntario o donar.",
    findHelp: "Encuentre ayuda cerca de usted",
    guide: "Guía sobre incendios forestales",
    emergency: "¿Está en peligro? Llame al 911. Para información y referidos del condado de Los Ángeles, marque 2-1-1."
  },
  map: {
    title: "Mapa de recursos",
    lead: "Lugares que pueden ayudar, actualizados todos los días. Cada uno muestra su horario, si está abierto ahora, quién puede ir y cuándo lo verificó una persona por última vez.",
    unknownPlace: "No pudimos encontrar ese lugar. Es posible que haya cerrado o que se haya quitado del mapa. Estos son los lugares que aparecen ahora."
  }
};
