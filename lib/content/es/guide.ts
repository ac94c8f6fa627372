import type { ContentPage } from "../types";

export const guidePage: ContentPage = {
  title: "Guía sobre incendios forestales",
  lead: "Cómo prepararse para un incendio forestal, mantenerse informado cuando comienza uno y recuperarse de forma segura después. Pasos breves, con enlaces a fuentes oficiales.",
  sections: [
    {
      id: "wildfire-readiness",
      title: "Prepárese",
      blocks: [
        {
          kind: "paragraph",
          text: [
            "Haga estos preparativos antes de que comience un incendio. Un poco de tiempo ahora puede salvar su casa y su vida. Encontrará consejos oficiales en ",
            {
              href: "https://www.readyforwildfire.org/",
              label: "Ready for Wildfire (CAL FIRE)"
            },
            " y ",
            {
              href: "https://www.ready.gov/wildfires",
              label: "Ready.gov"
            },
            "."
          ]
        }
      ],
      subsections: [
        {
          title: "Espacio defendible alrededor de su casa",
          blocks: [
            {
              kind: "paragraph",
              text: [
                "El espacio defendible es el área alrededor de su casa que usted mantiene libre de cosas que puedan quemarse. Hace más lento el avance del fuego y les da a los bomberos espacio para trabajar. CAL FIRE lo divide en tres zonas."
              ]
            },
            {
              kind: "list",
              items: [
                [
                  "Zona 0, zona resistente a brasas (de 0 a 5 pies de la casa): quite las plantas muertas, las hojas secas, las pilas de leña y todo lo demás que pueda quemarse. Use superficies duras como grava, piedra o concreto."
                ],
                [
                  "Zona 1, despejada, limpia y verde (de 5 a 30 pies): quite las plantas muertas, el pasto y las hojas. Mantenga las ramas de los árboles alejadas del techo y de la chimenea. Mantenga las plantas regadas."
                ],
                [
                  "Zona 2, reducción de combustible (de 30 a 100 pies): mantenga el pasto y la maleza bien cortos. Deje espacio entre los arbustos y los árboles."
                ]
              ]
            }
          ]
        },
        {
          title: "Refuerce su casa contra el fuego",
          blocks: [
            {
              kind: "paragraph",
              text: [
                "Las brasas que vuelan con el viento pueden llegar muy por delante del incendio. Son una de las principales causas de que las casas se incendien. Cierre los lugares por donde pueden entrar las brasas o donde pueden caer."
              ]
            },
            {
              kind: "list",
              items: [
                [
                  "Cuando repare o reemplace su techo, use un techo con clasificación de resistencia al fuego Clase A."
                ],
                [
                  "Use respiraderos resistentes a brasas, o cubra los respiraderos con malla metálica fina."
                ],
                [
                  "Limpie con frecuencia las hojas y las agujas de pino del techo y las canaletas."
                ],
                [
                  "Aleje de la casa la leña, los botes de basura y otras cosas que se queman, y sáquelos de debajo de las terrazas."
                ],
                [
                  "Tenga una manguera de jardín que alcance todos los lados de su casa."
                ]
              ]
            }
          ]
        },
        {
          title: "Prepare una mochila de emergencia",
          blocks: [
            {
              kind: "paragraph",
              text: [
                "Tenga una mochila lista para poder salir en cuestión de minutos. Recuerde las “seis P” (por sus iniciales en inglés):"
              ]
            },
            {
              kind: "list",
              items: [
                [
                  "Personas y mascotas."
                ],
                [
                  "Papeles, números de teléfono y documentos importantes."
                ],
                [
                  "Medicamentos recetados, vitaminas y anteojos."
                ],
                [
                  "Fotos y cosas que no se pueden reemplazar."
                ],
                [
                  "Disco duro de su computadora personal y discos."
                ],
                [
                  "“Plástico”: tarjetas de crédito, tarjetas de cajero automático (ATM) y dinero en efectivo."
                ]
              ]
            },
            {
              kind: "paragraph",
              text: [
                "Empaque también agua, bocadillos, una linterna, un radio de baterías, cargadores de teléfono y una batería portátil, un botiquín de primeros auxilios, mascarillas N95, una muda de ropa y zapatos resistentes. Durante la temporada de incendios, mantenga el tanque de gasolina de su carro lleno por lo menos hasta la mitad. Vea la lista completa en ",
                {
                  href: "https://www.ready.gov/kit",
                  label: "Ready.gov: Prepare un kit de emergencia"
                },
                "."
              ]
            }
          ]
        },
        {
          title: "Haga un plan de evacuación",
          blocks: [
            {
              kind: "list",
              items: [
                [
                  "Conozca por lo menos dos maneras de salir de su vecindario."
                ],
                [
                  "Elija un lugar de encuentro fuera de la zona del incendio."
                ],
                [
                  "Elija a una persona de contacto que viva fuera de la zona. Todos en la familia la llamarán o le enviarán mensajes de texto."
                ],
                [
                  "Conozca su zona de evacuación. Búsquela en ",
                  {
                    href: "https://ready.lacounty.gov/",
                    label: "ready.lacounty.gov"
                  },
                  " y anótela."
                ],
                [
                  "Practique el plan con todas las personas de su hogar, incluidos los niños."
                ]
              ]
            },
            {
              kind: "paragraph",
              text: [
                "Encontrará ayuda para hacer su plan en ",
                {
                  href: "https://www.ready.gov/plan",
                  label: "Ready.gov: Haga un plan"
                },
                ". Siga los pasos de Ready, Set, Go! (Prepárese, Esté alerta, Evacúe):"
              ]
            },
            {
              kind: "steps",
              items: [
                {
                  title: "Ready (Prepárese)",
                  text: [
                    "Prepárese antes de que comience un incendio. Cree un espacio defendible, refuerce su casa contra el fuego, prepare su mochila de emergencia y haga su plan."
                  ]
                },
                {
                  title: "Set (Esté alerta)",
                  text: [
                    "Cuando haya un incendio cerca, manténgase alerta. Esté pendiente de las alertas oficiales y de las noticias. Ponga en el carro su mochila de emergencia, sus mascotas y sus cosas importantes. Estacione el carro de frente hacia la salida para poder irse rápido."
                  ]
                },
                {
                  title: "Go (Evacúe)",
                  text: [
                    "Salga temprano. Váyase cuando las autoridades se lo indiquen, o antes si no se siente seguro. No espere una orden de evacuación. Salir temprano deja las calles libres para los bomberos."
                  ]
                }
              ]
            }
          ]
        },
        {
          title: "Personas con discapacidades, adultos mayores, mascotas y animales grandes",
          blocks: [
            {
              kind: "paragraph",
              text: [
                "Si necesita más tiempo para salir, planéelo desde ahora. Salga cuando se emita una advertencia de evacuación. No espere una orden."
              ]
            },
            {
              kind: "list",
              items: [
                [
                  "Pida a vecinos, amigos o familiares que estén pendientes de usted y le ayuden a salir."
                ],
                [
                  "Guarde en su mochila de emergencia medicinas adicionales, suministros médicos y copias de sus recetas."
                ],
                [
                  "Tenga una fuente de energía de respaldo o baterías adicionales para aparatos médicos, audífonos y sillas de ruedas eléctricas."
                ],
                [
                  "Si no puede salir por su cuenta y está en peligro, llame al 911."
                ]
              ]
            },
            {
              kind: "paragraph",
              text: [
                "Lleve a sus mascotas con usted. Si no es seguro para usted, tampoco lo es para ellas."
              ]
            },
            {
              kind: "list",
              items: [
                [
                  "Para cada mascota, empaque una transportadora o jaula, una correa, comida, agua, medicinas y su registro de vacunas."
                ],
                [
                  "Ponga placas de identificación a sus mascotas y guarde en su teléfono una foto reciente de cada una."
                ],
                [
                  "Busque lugares donde quedarse que acepten mascotas antes de necesitarlos."
                ],
                [
                  "Los caballos y otros animales grandes necesitan más tiempo. Planee con anticipación los remolques y un lugar a donde llevarlos. Sáquelos temprano, cuando se emita una advertencia de evacuación."
                ]
              ]
            }
          ]
        }
      ]
    },
    {
      id: "wildfire-monitoring",
      title: "Manténgase informado",
      blocks: [
        {
          kind: "callout",
          tone: "danger",
          title: "Si le indican que evacúe, váyase.",
          text: [
            "En caso de emergencia, llame al 911. No espere hasta ver el fuego."
          ]
        }
      ],
      subsections: [
        {
          title: "Alertas oficiales",
          blocks: [
            {
              kind: "list",
              items: [
                [
                  "Inscríbase en Alert LA County, las alertas de emergencia del condado, en ",
                  {
                    href: "https://ready.lacounty.gov/",
                    label: "ready.lacounty.gov"
                  },
                  ". Algunas ciudades también tienen sus propias alertas. Consulte el sitio web de su ciudad."
                ],
                [
                  "Mantenga activadas las Alertas Inalámbricas de Emergencia (Wireless Emergency Alerts) en la configuración de su teléfono. Estas alertas pueden llegarle aunque no se haya inscrito."
                ],
                [
                  "En la página de ",
                  {
                    href: "https://www.fire.ca.gov/incidents",
                    label: "incidentes de CAL FIRE"
                  },
                  " puede ver dónde hay incendios activos y en qué medida están contenidos."
                ],
                [
                  "Siga las noticias locales y las cuentas oficiales de su ciudad, su condado y el departamento de bomberos."
                ],
                [
                  "Tenga un radio de baterías por si se cortan la electricidad y el servicio de celular."
                ],
                [
                  "Marque 2-1-1 para obtener información y servicios del condado de Los Ángeles."
                ]
              ]
            }
          ]
        },
        {
          title: "Órdenes y advertencias de evacuación",
          blocks: [
            {
              kind: "list",
              items: [
                [
                  "Orden de evacuación: hay peligro ahora. Salga de inmediato."
                ],
                [
                  "Advertencia de evacuación: puede haber peligro pronto. Prepárese para salir. Salga ahora si necesita más tiempo; por ejemplo, personas con discapacidades, adultos mayores y personas con mascotas o ganado."
                ],
                [
                  "Refugiarse en el lugar (Shelter in Place): quédese dentro del lugar donde está, con las puertas y ventanas cerradas, hasta que las autoridades digan que es seguro. Salir podría ponerlo en mayor peligro."
                ]
              ]
            },
            {
              kind: "paragraph",
              text: [
                "El condado de Los Ángeles usa zonas de evacuación. Las autoridades pueden mencionar las zonas en las alertas. Busque su zona en ",
                {
                  href: "https://ready.lacounty.gov/",
                  label: "ready.lacounty.gov"
                },
                " y guárdela en su teléfono."
              ]
            }
          ]
        },
        {
          title: "Avisos de Bandera Roja (Red Flag Warnings)",
          blocks: [
            {
              kind: "paragraph",
              text: [
                "El Servicio Meteorológico Nacional (National Weather Service) emite un Aviso de Bandera Roja (Red Flag Warning) cuando se combinan temperaturas cálidas, humedad muy baja y vientos fuertes. Los incendios pueden empezar fácilmente y propagarse muy rápido. En Los Ángeles, los vientos de Santa Ana suelen traer estas condiciones. Consulte el pronóstico en ",
                {
                  href: "https://www.weather.gov/lox",
                  label: "National Weather Service Los Angeles (Servicio Meteorológico Nacional)"
                },
                "."
              ]
            },
            {
              kind: "list",
              items: [
                [
                  "Esté listo para salir. Ponga su mochila de emergencia en el carro."
                ],
                [
                  "Cargue su teléfono y su batería portátil."
                ],
                [
                  "Evite al aire libre cualquier cosa que pueda producir una chispa, como cortar pasto seco o usar herramientas eléctricas."
                ],
                [
                  "Las compañías de electricidad pueden cortar la luz en zonas de alto riesgo para prevenir incendios. Tenga linternas listas."
                ]
              ]
            }
          ]
        },
        {
          title: "Calidad del aire y humo",
          blocks: [
            {
              kind: "paragraph",
              text: [
                "El humo puede dañar su salud, incluso lejos del incendio. Consulte la calidad del aire en ",
                {
                  href: "https://www.airnow.gov/",
                  label: "AirNow"
                },
                ". Los colores significan: verde, buena; amarillo, moderada; anaranjado, dañina para la salud de grupos sensibles; rojo, dañina para la salud; morado, muy dañina para la salud; y granate, peligrosa. El South Coast AQMD (Distrito de Administración de la Calidad del Aire de la Costa Sur) cubre la mayor parte del condado de Los Ángeles y publica avisos locales sobre el humo en ",
                {
                  href: "https://www.aqmd.gov/",
                  label: "aqmd.gov"
                },
                ". El Antelope Valley AQMD cubre la zona de Antelope Valley."
              ]
            },
            {
              kind: "list",
              items: [
                [
                  "Quédese adentro y mantenga las ventanas y las puertas cerradas."
                ],
                [
                  "Use un purificador de aire HEPA, o un filtro MERV-13 en su sistema de calefacción y aire acondicionado."
                ],
                [
                  "Limite el tiempo al aire libre, sobre todo el ejercicio."
                ],
                [
                  "No encienda velas ni incienso, y no fume dentro de la casa."
                ],
                [
                  "Tenga especial cuidado con los niños, los adultos mayores, las personas embarazadas y las personas con enfermedades del corazón o de los pulmones."
                ],
                [
                  "Si alguien tiene dificultad para respirar o dolor en el pecho, llame al 911."
                ]
              ]
            },
            {
              kind: "callout",
              tone: "info",
              title: "Sobre las mascarillas",
              text: [
                "Las mascarillas de tela y las quirúrgicas no lo protegen del humo ni de la ceniza. Una mascarilla N95 puede ayudar, pero solo si le queda bien y se ajusta herméticamente a la cara. Las mascarillas N95 no están hechas para niños. Si tiene una enfermedad del corazón o de los pulmones, consulte a su médico antes de usarla. Obtenga más información en ",
                {
                  href: "https://www.cdc.gov/wildfires/",
                  label: "CDC"
                },
                "."
              ]
            }
          ]
        }
      ]
    },
    {
      id: "post-fire-recovery",
      title: "Después del incendio",
      blocks: [
        {
          kind: "paragraph",
          text: [
            "La recuperación toma tiempo. Vaya paso a paso. Encuentre información actualizada y servicios del condado de Los Ángeles en ",
            {
              href: "https://recovery.lacounty.gov/",
              label: "recovery.lacounty.gov"
            },
            "."
          ]
        }
      ],
      subsections: [
        {
          title: "Cómo regresar a casa de forma segura",
          blocks: [
            {
              kind: "callout",
              tone: "danger",
              title: "No regrese hasta que las autoridades digan que es seguro.",
              text: [
                "Si huele a gas, salga de inmediato. Llame al 911 desde una distancia segura."
              ]
            },
            {
              kind: "list",
              items: [
                [
                  "Tenga cuidado con los puntos calientes. Las áreas quemadas pueden seguir calientes y volver a encenderse."
                ],
                [
                  "Manténgase alejado de los cables eléctricos dañados o caídos. Trate todos los cables como si tuvieran corriente."
                ],
                [
                  "No entre a edificios dañados. Las paredes, las chimeneas y los árboles pueden caerse."
                ],
                [
                  "Revise si hay tuberías de gas dañadas. Si huele a gas, no use cerillos, encendedores ni interruptores de luz."
                ],
                [
                  "Siga los avisos de seguridad del agua de su proveedor de agua. Use agua embotellada hasta que le digan que el agua de la llave es segura. Después de algunos incendios, hervir el agua no la hace segura."
                ],
                [
                  "Mantenga a los niños y las mascotas fuera de las áreas quemadas."
                ],
                [
                  "Tome fotos y video de todos los daños antes de mover o limpiar cualquier cosa."
                ]
              ]
            }
          ]
        },
        {
          title: "Limpieza de ceniza y escombros",
          blocks: [
            {
              kind: "callout",
              tone: "danger",
              title: "Si su casa se quemó, no revise ni limpie los escombros usted mismo.",
              text: [
                "Pueden contener asbesto, plomo y restos de baterías de litio, que pueden causarle quemaduras o enfermarlo. Los programas del gobierno para la remoción de escombros se encargan de limpiar las propiedades quemadas; encontrará información en ",
                {
                  href: "https://recovery.lacounty.gov/",
                  label: "recovery.lacounty.gov"
                },
                ". Los pasos siguientes son solo para la ceniza dentro y alrededor de una casa que sigue en pie."
              ]
            },
            {
              kind: "paragraph",
              text: [
                "La ceniza de casas y carros quemados puede contener sustancias tóxicas. Limpie con cuidado."
              ]
            },
            {
              kind: "list",
              items: [
                [
                  "No use sopladoras de hojas. No barra la ceniza seca. Eso levanta la ceniza al aire."
                ],
                [
                  "Primero rocíe la ceniza ligeramente con agua; luego, con cuidado, recójala o bárrala y póngala en bolsas de plástico."
                ],
                [
                  "Dentro de la casa, aspire la ceniza solo con una aspiradora con filtro HEPA. Una aspiradora común devuelve la ceniza fina al aire."
                ],
                [
                  "No arrastre la ceniza con agua hacia los desagües pluviales."
                ],
                [
                  "Mantenga alejados a los niños y las mascotas mientras limpia."
                ],
                [
                  "Si le cae ceniza en la piel, lávela con agua y jabón."
                ]
              ]
            }
          ]
        },
        {
          title: "Mascarillas y equipo de protección",
          blocks: [
            {
              kind: "list",
              items: [
                [
                  "Use una mascarilla N95 que le quede bien. Las mascarillas de tela y las quirúrgicas no lo protegen de la ceniza."
                ],
                [
                  "Use gafas protectoras, guantes de trabajo gruesos, camisa de manga larga, pantalones largos, calcetines y zapatos resistentes o botas."
                ],
                [
                  "Lave la ropa que usó durante la limpieza aparte del resto de la ropa."
                ],
                [
                  "Los niños no deben ayudar a limpiar la ceniza."
                ]
              ]
            }
          ]
        },
        {
          title: "Ayuda de programas de asistencia",
          blocks: [
            {
              kind: "list",
              items: [
                [
                  "FEMA: solicite asistencia por desastre en ",
                  {
                    href: "https://www.disasterassistance.gov/",
                    label: "DisasterAssistance.gov"
                  },
                  " o llame al 1-800-621-3362. Obtenga más información en ",
                  {
                    href: "https://www.fema.gov/",
                    label: "FEMA.gov"
                  },
                  "."
                ],
                [
                  "Si tiene seguro, comuníquese también con su compañía de seguros. FEMA no puede pagar por cosas que su seguro ya cubre."
                ],
                [
                  "Los préstamos por desastre de la SBA no son solo para negocios. Los propietarios de vivienda y los inquilinos también pueden solicitarlos. Obtenga más información en ",
                  {
                    href: "https://www.sba.gov/",
                    label: "SBA.gov"
                  },
                  "."
                ],
                [
                  "Condado de Los Ángeles: encuentre servicios de recuperación, información actualizada e información sobre la reconstrucción en ",
                  {
                    href: "https://recovery.lacounty.gov/",
                    label: "recovery.lacounty.gov"
                  },
                  "."
                ],
                [
                  "Cruz Roja Americana (American Red Cross): refugio de emergencia y apoyo en ",
                  {
                    href: "https://www.redcross.org/",
                    label: "redcross.org"
                  },
                  "."
                ],
                [
                  "Marque 2-1-1 si necesita ayuda para encontrar servicios locales."
                ],
                [
                  "Solicitar ayuda del gobierno es gratis. Nunca le pague a nadie para que haga la solicitud por usted."
                ]
              ]
            }
          ]
        },
        {
          title: "Cómo reemplazar documentos importantes",
          blocks: [
            {
              kind: "list",
              items: [
                [
                  "Licencia de manejo o tarjeta de identificación: ",
                  {
                    href: "https://www.dmv.ca.gov/",
                    label: "California DMV (Departamento de Vehículos Motorizados)"
                  },
                  "."
                ],
                [
                  "Tarjeta de Seguro Social: ",
                  {
                    href: "https://www.ssa.gov/",
                    label: "Social Security Administration (Administración del Seguro Social)"
                  },
                  "."
                ],
                [
                  "Pasaporte: ",
                  {
                    href: "https://travel.state.gov/",
                    label: "U.S. State Department (Departamento de Estado de EE. UU.)"
                  },
                  "."
                ],
                [
                  "Registros de impuestos y alivio tributario por desastre: ",
                  {
                    href: "https://www.irs.gov/",
                    label: "IRS"
                  },
                  ". El IRS puede dar a las personas en zonas de desastre más tiempo para presentar sus impuestos."
                ],
                [
                  "Tarjetas bancarias y pólizas de seguro: llame a su banco y a su compañía de seguros."
                ]
              ]
            }
          ]
        },
        {
          title: "Seguros, contratistas y estafas",
          blocks: [
            {
              kind: "list",
              items: [
                [
                  "Comuníquese con su compañía de seguros lo antes posible. Pida una copia completa de su póliza."
                ],
                [
                  "Tome fotos y video de los daños. Haga una lista de lo que perdió."
                ],
                [
                  "Guarde los recibos de hotel, comida y otros gastos. Su póliza podría cubrir algunos de ellos."
                ],
                [
                  "Contrate solo a contratistas con licencia. Verifique su licencia antes de firmar cualquier cosa."
                ],
                [
                  "Pida un contrato por escrito. No pague el costo total por adelantado y no pague en efectivo."
                ],
                [
                  "En California es ilegal subir demasiado los precios después de que se declara una emergencia. Esto se llama especulación de precios (price gouging)."
                ],
                [
                  "Tenga cuidado con las ofertas para comprar su propiedad rápidamente en efectivo. Tómese su tiempo y pida asesoría."
                ],
                [
                  "El personal verdadero de FEMA lleva una credencial de identificación y nunca cobra. No dé los datos de su banco a nadie que lo llame sin que usted lo haya contactado primero."
                ]
              ]
            }
          ]
        },
        {
          title: "Salud mental y apoyo",
          blocks: [
            {
              kind: "paragraph",
              text: [
                "Después de un desastre, es normal sentir conmoción, tristeza, enojo, preocupación o como si no sintiera nada. Muchas personas tienen dificultad para dormir o pensar con claridad. Trate de descansar, comer, mantener rutinas sencillas y hablar con personas de confianza. Tómese descansos de las noticias."
              ]
            },
            {
              kind: "paragraph",
              text: [
                "Los niños también reaccionan. Es posible que no quieran separarse de usted, que tengan pesadillas o que se comporten como si fueran más pequeños. Escúchelos, dígales que están a salvo, mantenga las rutinas y limite lo que ven sobre el incendio en la televisión y en los teléfonos."
              ]
            },
            {
              kind: "list",
              items: [
                [
                  "Línea de Ayuda para los Afectados por Catástrofes (Disaster Distress Helpline): llame o envíe un mensaje de texto al 1-800-985-5990. Es gratis y está disponible las 24 horas del día. Para español, oprima el 2. Hay intérpretes para muchos otros idiomas."
                ],
                [
                  "Línea de Prevención del Suicidio y Crisis (Suicide & Crisis Lifeline): llame o envíe un mensaje de texto al 988. Obtenga más información en ",
                  {
                    href: "https://988lifeline.org/",
                    label: "988lifeline.org"
                  },
                  "."
                ],
                [
                  "Línea de información del condado de Los Ángeles: marque 2-1-1."
                ],
                [
                  "Si alguien está en peligro en este momento, llame al 911."
                ]
              ]
            }
          ]
        }
      ]
    }
  ],
  sources: [
    {
      href: "https://www.readyforwildfire.org/",
      label: "CAL FIRE: Ready for Wildfire"
    },
    {
      href: "https://www.fire.ca.gov/incidents",
      label: "CAL FIRE: Incidentes"
    },
    {
      href: "https://www.ready.gov/wildfires",
      label: "Ready.gov: Incendios forestales"
    },
    {
      href: "https://www.ready.gov/kit",
      label: "Ready.gov: Prepare un kit de emergencia"
    },
    {
      href: "https://www.ready.gov/plan",
      label: "Ready.gov: Haga un plan"
    },
    {
      href: "https://ready.lacounty.gov/",
      label: "Información de emergencia del condado de Los Ángeles (ready.lacounty.gov)"
    },
    {
      href: "https://recovery.lacounty.gov/",
      label: "Recuperación del condado de Los Ángeles (recovery.lacounty.gov)"
    },
    {
      href: "https://www.weather.gov/lox",
      label: "National Weather Service Los Angeles (Servicio Meteorológico Nacional)"
    },
    {
      href: "https://www.airnow.gov/",
      label: "AirNow"
    },
    {
      href: "https://www.aqmd.gov/",
      label: "South Coast AQMD (Distrito de Administración de la Calidad del Aire de la Costa Sur)"
    },
    {
      href: "https://www.cdc.gov/wildfires/",
      label: "CDC"
    },
    {
      href: "https://www.disasterassistance.gov/",
      label: "DisasterAssistance.gov"
    },
    {
      href: "https://www.fema.gov/",
      label: "FEMA"
    },
    {
      href: "https://www.sba.gov/",
      label: "U.S. Small Business Administration (Agencia Federal de Pequeños Negocios)"
    },
    {
      href: "https://www.redcross.org/",
      label: "Cruz Roja Americana"
    },
    {
      href: "https://www.dmv.ca.gov/",
      label: "California DMV (Departamento de Vehículos Motorizados)"
    },
    {
      href: "https://www.ssa.gov/",
      label: "Social Security Administration (Administración del Seguro Social)"
    },
    {
      href: "https://travel.state.gov/",
      label: "U.S. State Department: Travel (Departamento de Estado de EE. UU.: viajes)"
    },
    {
      href: "https://www.irs.gov/",
      label: "IRS"
    },
    {
      href: "https://988lifeline.org/",
      label: "988 Suicide & Crisis Lifeline (Línea de Prevención del Suicidio y Crisis)"
    }
  ]
};
