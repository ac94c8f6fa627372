import type { CuratedEntries } from "../types";

/** Curated translations of the volunteer, donate and contact pages, the FAQ chat, the safety notice and the home page. */
export const pageTranslations: CuratedEntries = {
  // Volunteer page
  "Volunteer": { es: "Voluntariado", zh: "志愿服务", ko: "자원봉사" },
  "Thank you for wanting to help. Here is how to help safely, where help is needed, and how to sign up.": {
    es: "Gracias por querer ayudar. Aquí le explicamos cómo ayudar de forma segura, dónde se necesita ayuda y cómo inscribirse.",
    zh: "感谢您愿意提供帮助。本页介绍如何安全地帮忙、哪里需要帮助，以及如何报名。",
    ko: "도움을 주시려는 마음에 감사드립니다. 안전하게 돕는 방법, 도움이 필요한 곳, 신청 방법을 안내해 드립니다.",
  },
  "Help safely": { es: "Ayude de forma segura", zh: "安全地提供帮助", ko: "안전하게 도와주세요" },
  "Do not go into burn areas on your own.": {
    es: "No entre por su cuenta a las zonas quemadas.",
    zh: "请勿自行进入过火区域。",
    ko: "화재 피해 지역에 임의로 들어가지 마세요.",
  },
  "Burn areas and closed zones are dangerous. Going there without being asked can block roads and take rescue workers away from people in need. Only go where an organization has asked you to be.": {
    es: "Las zonas quemadas y las zonas cerradas son peligrosas. Ir allí sin que se lo pidan puede bloquear los caminos y alejar a los rescatistas de las personas que los necesitan. Vaya solo adonde una organización le haya pedido que esté.",
    zh: "过火区域和封闭区域十分危险。未经请求前往这些地方，可能会堵塞道路，并使救援人员无法去帮助有需要的人。请只前往组织要求您去的地方。",
    ko: "화재 피해 지역과 출입 통제 구역은 위험합니다. 요청받지 않고 그곳에 가면 도로가 막히고, 구조 인력이 도움이 필요한 사람들에게 가지 못할 수 있습니다. 단체에서 요청한 장소에만 가세요.",
  },
  "The best way to help is to sign up through an established organization or one of the opportunities we list. They know what is needed, and they can keep you safe.": {
    es: "La mejor manera de ayudar es inscribirse a través de una organización establecida o de una de las oportunidades que publicamos. Ellos saben lo que se necesita y pueden cuidar de su seguridad.",
    zh: "最好的帮忙方式是通过正规的知名组织，或通过我们列出的志愿服务机会报名。他们了解需要什么，也能保障您的安全。",
    ko: "가장 좋은 방법은 공신력 있는 단체나 저희가 소개하는 자원봉사 기회를 통해 신청하는 것입니다. 이들은 무엇이 필요한지 알고 있으며, 봉사자의 안전을 지켜 줄 수 있습니다.",
  },
  "Volunteer opportunities near you": {
    es: "Oportunidades de voluntariado cerca de usted",
    zh: "您附近的志愿服务机会",
    ko: "가까운 자원봉사 기회",
  },
  "Volunteer opportunities near you are listed below and on the": {
    es: "Las oportunidades de voluntariado cerca de usted aparecen abajo y en el",
    zh: "您附近的志愿服务机会见下方列表及",
    ko: "가까운 자원봉사 기회는 아래 목록에 있으며, 다음에서도 보실 수 있습니다:",
  },
  "map": { es: "mapa", zh: "地图", ko: "지도" },
  "Needs change quickly. If a listing is full or closed, check back later or try another one.": {
    es: "Las necesidades cambian rápidamente. Si una oportunidad está llena o cerrada, vuelva a consultar más tarde o pruebe con otra.",
    zh: "需求变化很快。如果某项机会已满或已关闭，请稍后再查看，或试试其他机会。",
    ko: "필요한 사항은 빠르게 바뀝니다. 모집 인원이 다 찼거나 마감되었다면 나중에 다시 확인하시거나 다른 기회를 찾아보세요.",
  },
  "You can also volunteer with the": {
    es: "También puede ser voluntario con la",
    zh: "您也可以通过以下机构做志愿者：",
    ko: "다음 단체에서도 자원봉사를 하실 수 있습니다:",
  },
  "American Red Cross": { es: "Cruz Roja Americana", zh: "美国红十字会", ko: "미국 적십자사" },
  "Skills that are needed": { es: "Habilidades que se necesitan", zh: "需要的技能", ko: "필요한 기술" },
  "Sorting and packing donations.": {
    es: "Clasificar y empacar donaciones.",
    zh: "分拣和打包捐赠物资。",
    ko: "기부 물품 분류 및 포장.",
  },
  "Cooking, packing and serving meals. Follow the site's food safety rules.": {
    es: "Cocinar, empacar y servir comidas. Siga las reglas de seguridad alimentaria del lugar.",
    zh: "烹饪、打包和分发餐食。请遵守该场所的食品安全规定。",
    ko: "식사 조리, 포장, 배식. 해당 장소의 식품 안전 규칙을 따르세요.",
  },
  "Translation and interpreting. Speakers of Spanish, Chinese, Korean, Armenian and Tagalog are especially valued in Los Angeles.": {
    es: "Traducción e interpretación. En Los Angeles se valora especialmente a quienes hablan español, chino, coreano, armenio y tagalo.",
    zh: "笔译和口译。在 Los Angeles，会说西班牙语、中文、韩语、亚美尼亚语和他加禄语的人尤其宝贵。",
    ko: "번역 및 통역. Los Angeles에서는 스페인어, 중국어, 한국어, 아르메니아어, 타갈로그어를 하시는 분이 특히 큰 도움이 됩니다.",
  },
  "Animal care, such as feeding, walking and cleaning up after displaced pets.": {
    es: "Cuidado de animales, como alimentar, pasear y limpiar lo que dejan las mascotas desplazadas.",
    zh: "照顾动物，例如为因灾离家的宠物喂食、遛弯和清理。",
    ko: "동물 돌보기: 피난 중인 반려동물에게 먹이 주기, 산책시키기, 뒷정리하기 등.",
  },
  "Office help, such as answering questions, checking people in and entering data.": {
    es: "Ayuda de oficina, como responder preguntas, registrar la llegada de las personas e ingresar datos.",
    zh: "办公室协助，例如回答问题、为来访人员登记和录入数据。",
    ko: "사무 지원: 질문 응대, 방문자 접수, 데이터 입력 등.",
  },
  "Cleanup, only when officials allow it and only with protective gear.": {
    es: "Limpieza, solo cuando las autoridades lo permitan y solo con equipo de protección.",
    zh: "清理工作，仅限在官方允许时进行，且必须穿戴防护装备。",
    ko: "정리 작업: 당국이 허용할 때만, 그리고 보호 장비를 갖춘 경우에만.",
  },
  "If you have a professional license, for example in health care or mental health, sign up through an organization that can check your license and place you.": {
    es: "Si tiene una licencia profesional, por ejemplo en atención médica o salud mental, inscríbase a través de una organización que pueda verificar su licencia y asignarle un lugar.",
    zh: "如果您持有专业执照，例如医疗或心理健康方面的执照，请通过能够核实您的执照并为您安排岗位的组织报名。",
    ko: "의료나 정신 건강 분야 등의 전문 자격증이 있으시면, 자격증을 확인하고 배치해 줄 수 있는 단체를 통해 신청하세요.",
  },
  "What to bring": { es: "Qué llevar", zh: "需要携带的物品", ko: "준비물" },
  "Water to drink.": { es: "Agua para beber.", zh: "饮用水。", ko: "마실 물." },
  "A photo ID.": { es: "Una identificación con foto.", zh: "带照片的身份证件。", ko: "사진이 있는 신분증." },
  "Closed-toe shoes.": { es: "Zapatos cerrados.", zh: "不露脚趾的鞋子。", ko: "발가락이 덮이는 신발." },
  "An N95 mask, if there is smoke or ash.": {
    es: "Una mascarilla N95, si hay humo o ceniza.",
    zh: "N95 口罩（如有烟雾或灰烬）。",
    ko: "N95 마스크 (연기나 재가 있는 경우).",
  },
  "Clothes that can get dirty, a hat and sunscreen.": {
    es: "Ropa que se pueda ensuciar, un sombrero y protector solar.",
    zh: "可以弄脏的衣服、帽子和防晒霜。",
    ko: "더러워져도 되는 옷, 모자, 자외선 차단제.",
  },
  "Anything else the listing asks for.": {
    es: "Cualquier otra cosa que pida el anuncio.",
    zh: "该机会信息中要求携带的其他物品。",
    ko: "모집 안내에서 요청하는 그 밖의 물품.",
  },
  "How to sign up": { es: "Cómo inscribirse", zh: "如何报名", ko: "신청 방법" },
  "Find an opportunity": { es: "Encuentre una oportunidad", zh: "找到志愿服务机会", ko: "기회 찾기" },
  "Look at the listings below or on the": {
    es: "Vea las oportunidades abajo o en el",
    zh: "查看下方列表或",
    ko: "아래 목록을 보시거나 다음을 확인하세요:",
  },
  "Read the details": { es: "Lea los detalles", zh: "阅读详细信息", ko: "세부 정보 읽기" },
  "Check the place, the time, and any age or skill limits.": {
    es: "Revise el lugar, el horario y cualquier límite de edad o de habilidades.",
    zh: "确认地点、时间，以及任何年龄或技能限制。",
    ko: "장소, 시간, 나이나 기술 관련 제한이 있는지 확인하세요.",
  },
  "Sign up first": { es: "Inscríbase primero", zh: "先报名", ko: "먼저 신청하기" },
  "Each listing has a sign-up link. Use it before you go, so organizers know you are coming.": {
    es: "Cada oportunidad tiene un enlace para inscribirse. Úselo antes de ir, para que los organizadores sepan que usted va a llegar.",
    zh: "每项机会都有报名链接。请在出发前通过链接报名，让组织者知道您会来。",
    ko: "각 모집 안내에는 신청 링크가 있습니다. 주최 측이 오시는 것을 알 수 있도록, 가기 전에 이 링크로 신청하세요.",
  },
  "Arrive and check in": { es: "Llegue y regístrese", zh: "到达并签到", ko: "도착 후 체크인하기" },
  "Come on time and check in with the organizer when you arrive. Follow their instructions.": {
    es: "Llegue a tiempo y regístrese con el organizador al llegar. Siga sus instrucciones.",
    zh: "请准时到达，到达后向组织者签到。请听从他们的指示。",
    ko: "제시간에 오셔서 도착하면 주최 측에 체크인하세요. 주최 측의 안내를 따르세요.",
  },
  "Do you organize volunteers? Post your needs through our": {
    es: "¿Organiza voluntarios? Publique sus necesidades a través de nuestro",
    zh: "您在组织志愿者吗？如需发布需求，请使用我们的",
    ko: "자원봉사자를 모집하시나요? 필요한 내용은 다음 양식으로 올려 주세요:",
  },
  "collaboration form": { es: "formulario de colaboración", zh: "合作表单", ko: "협업 신청서" },
  "Take care of yourself": { es: "Cuídese", zh: "照顾好自己", ko: "자신을 돌보세요" },
  "Drink water, eat, and take breaks.": {
    es: "Tome agua, coma y descanse.",
    zh: "喝水、吃东西，并适时休息。",
    ko: "물을 마시고, 식사를 하고, 쉬어 가며 하세요.",
  },
  "Check the air quality at": { es: "Revise la calidad del aire en", zh: "出发前，请在", ko: "대기질은" },
  "AirNow": { es: "AirNow", zh: "AirNow", ko: "AirNow" },
  "before you go. Limit work outdoors when the air is unhealthy.": {
    es: "antes de ir. Limite el trabajo al aire libre cuando el aire no sea saludable.",
    zh: "上查看空气质量。空气质量不利于健康时，请减少户外工作。",
    ko: "사이트에서 가기 전에 확인하세요. 공기가 건강에 해로울 때는 야외 작업을 줄이세요.",
  },
  "Know your limits. It is fine to say no or to stop.": {
    es: "Conozca sus límites. Está bien decir que no o detenerse.",
    zh: "了解自己的极限。拒绝或停下来都没关系。",
    ko: "자신의 한계를 알아 두세요. 거절하거나 멈춰도 괜찮습니다.",
  },
  "Helping after a disaster can be hard on your feelings too. Talk with someone you trust.": {
    es: "Ayudar después de un desastre también puede afectarle emocionalmente. Hable con alguien de confianza.",
    zh: "灾后帮忙也可能给您带来情绪上的压力。请和您信任的人聊一聊。",
    ko: "재난 후 돕는 일은 마음에도 부담이 될 수 있습니다. 믿을 수 있는 사람과 이야기하세요.",
  },
  "Disaster Distress Helpline: call or text 1-800-985-5990.": {
    es: "Línea de Ayuda para los Afectados por Catástrofes (Disaster Distress Helpline): llame o envíe un mensaje de texto al 1-800-985-5990.",
    zh: "灾难心理援助热线（Disaster Distress Helpline）：拨打电话或发送短信至 1-800-985-5990。",
    ko: "재난 심리 지원 상담전화(Disaster Distress Helpline): 1-800-985-5990번으로 전화하거나 문자를 보내세요.",
  },
  "Cannot volunteer right now? You can also": {
    es: "¿No puede ser voluntario en este momento? También puede",
    zh: "现在无法做志愿者？您也可以",
    ko: "지금은 자원봉사가 어려우신가요? 이렇게도 도우실 수 있습니다:",
  },
  "donate": { es: "donar", zh: "捐赠", ko: "기부하기" },

  // Donate page
  "Donate": { es: "Donar", zh: "捐赠", ko: "기부" },
  "Thank you for giving. Here is what donation sites accept, what not to bring, and how to give money safely.": {
    es: "Gracias por donar. Aquí le explicamos qué aceptan los centros de donación, qué no debe llevar y cómo donar dinero de forma segura.",
    zh: "感谢您的捐赠。本页介绍捐赠点接收哪些物品、哪些物品不要带，以及如何安全地捐款。",
    ko: "기부해 주셔서 감사합니다. 기부처에서 받는 물품, 가져오지 말아야 할 물품, 안전하게 돈을 기부하는 방법을 안내해 드립니다.",
  },
  "Current needs": { es: "Necesidades actuales", zh: "当前需求", ko: "현재 필요한 물품" },
  "Donation needs, marked by how urgent they are, are listed below and on the": {
    es: "Las necesidades de donaciones, marcadas según su urgencia, aparecen abajo y en el",
    zh: "捐赠需求按紧急程度标注，列在下方及",
    ko: "긴급한 정도가 표시된 기부 필요 물품은 아래 목록과",
  },
  ". Needs change every day. Always check a site's listing before you go.": {
    es: ". Las necesidades cambian todos los días. Siempre revise la información del lugar antes de ir.",
    zh: "上。需求每天都在变化。前往之前，请务必查看该地点的信息。",
    ko: "에 나와 있습니다. 필요한 물품은 매일 바뀝니다. 가기 전에 항상 해당 장소의 안내를 확인하세요.",
  },
  "What is accepted": { es: "Qué se acepta", zh: "接收哪些物品", ko: "받는 물품" },
  "Most sites accept the items below. Bring only what a site's listing asks for.": {
    es: "La mayoría de los lugares aceptan los artículos de abajo. Lleve solo lo que pida la información del lugar.",
    zh: "大多数地点接收以下物品。请只带该地点信息中要求的物品。",
    ko: "대부분의 장소에서 아래 물품을 받습니다. 해당 장소의 안내에서 요청하는 물품만 가져오세요.",
  },
  "Food": { es: "Alimentos", zh: "食品", ko: "식품" },
  "Non-perishable food that does not need a refrigerator.": {
    es: "Alimentos no perecederos que no necesiten refrigerador.",
    zh: "无需冷藏、不易变质的食品。",
    ko: "냉장고가 필요 없는, 상하지 않는 식품.",
  },
  "Sealed and unexpired.": { es: "Sellados y no vencidos.", zh: "密封且未过期。", ko: "밀봉되어 있고 유통기한이 지나지 않은 것." },
  "Ready to eat, with no cooking needed.": {
    es: "Listos para comer, sin necesidad de cocinarlos.",
    zh: "无需烹饪，可直接食用。",
    ko: "조리할 필요 없이 바로 먹을 수 있는 것.",
  },
  "No home-cooked food, unless the site asks for it.": {
    es: "Nada de comida casera, a menos que el lugar la pida.",
    zh: "不接受自制饭菜，除非该地点要求。",
    ko: "해당 장소에서 요청하지 않는 한, 집에서 만든 음식은 안 됩니다.",
  },
  "Hygiene": { es: "Higiene", zh: "卫生用品", ko: "위생용품" },
  "New and unopened items only:": {
    es: "Solo artículos nuevos y sin abrir:",
    zh: "仅限全新、未开封的物品：",
    ko: "개봉하지 않은 새 물품만 받습니다:",
  },
  "Toothbrushes and toothpaste.": { es: "Cepillos de dientes y pasta de dientes.", zh: "牙刷和牙膏。", ko: "칫솔과 치약." },
  "Soap.": { es: "Jabón.", zh: "肥皂。", ko: "비누." },
  "Menstrual products.": { es: "Productos para la menstruación.", zh: "经期用品。", ko: "생리용품." },
  "Diapers and wipes.": { es: "Pañales y toallitas húmedas.", zh: "尿布和湿巾。", ko: "기저귀와 물티슈." },
  "Medical supplies": { es: "Suministros médicos", zh: "医疗用品", ko: "의료용품" },
  "Unopened first-aid supplies.": {
    es: "Artículos de primeros auxilios sin abrir.",
    zh: "未开封的急救用品。",
    ko: "개봉하지 않은 구급용품.",
  },
  "N95 masks.": { es: "Mascarillas N95.", zh: "N95 口罩。", ko: "N95 마스크." },
  "Unopened over-the-counter items.": {
    es: "Productos de venta libre sin abrir.",
    zh: "未开封的非处方用品。",
    ko: "개봉하지 않은 일반의약품.",
  },
  "Never bring prescription drugs.": {
    es: "Nunca lleve medicamentos con receta.",
    zh: "切勿携带处方药。",
    ko: "처방약은 절대 가져오지 마세요.",
  },
  "Pet supplies": { es: "Artículos para mascotas", zh: "宠物用品", ko: "반려동물 용품" },
  "Pet food.": { es: "Comida para mascotas.", zh: "宠物食品。", ko: "반려동물 사료." },
  "Leashes.": { es: "Correas.", zh: "牵引绳。", ko: "목줄." },
  "Crates and carriers.": { es: "Jaulas y transportadoras.", zh: "宠物笼和宠物外出箱。", ko: "켄넬과 이동장." },
  "Cat litter.": { es: "Arena para gatos.", zh: "猫砂。", ko: "고양이 모래." },
  "Please do not bring": { es: "Por favor, no lleve", zh: "请勿携带", ko: "가져오지 마세요" },
  "Used clothing, unless a site asks for it. Sorting it takes many volunteers away from other work.": {
    es: "Ropa usada, a menos que un lugar la pida. Clasificarla aleja a muchos voluntarios de otras tareas.",
    zh: "旧衣物，除非该地点要求。分拣旧衣物会占用许多志愿者，使他们无法做其他工作。",
    ko: "헌 옷 (장소에서 요청하는 경우 제외). 헌 옷을 분류하느라 많은 자원봉사자가 다른 일을 하지 못하게 됩니다.",
  },
  "Opened or used items.": { es: "Artículos abiertos o usados.", zh: "已开封或用过的物品。", ko: "개봉했거나 사용한 물품." },
  "Expired food.": { es: "Alimentos vencidos.", zh: "过期食品。", ko: "유통기한이 지난 식품." },
  "Home-cooked food, unless a site asks for it.": {
    es: "Comida casera, a menos que un lugar la pida.",
    zh: "自制饭菜，除非该地点要求。",
    ko: "집에서 만든 음식 (장소에서 요청하는 경우 제외).",
  },
  "Prescription drugs.": { es: "Medicamentos con receta.", zh: "处方药。", ko: "처방약." },
  "How to drop off": { es: "Cómo entregar donaciones", zh: "如何送交捐赠物品", ko: "기부 물품 전달 방법" },
  "Check the listing": { es: "Revise la información del lugar", zh: "查看地点信息", ko: "안내 확인하기" },
  "Look at the site's hours and current needs below or on the": {
    es: "Consulte el horario del lugar y sus necesidades actuales abajo o en el",
    zh: "查看该地点的开放时间和当前需求：见下方列表或",
    ko: "해당 장소의 운영 시간과 현재 필요한 물품을 아래 목록이나 다음에서 확인하세요:",
  },
  "Call ahead": { es: "Llame antes", zh: "提前打电话", ko: "미리 전화하기" },
  "If the listing has a phone number, call to make sure they still need what you have.": {
    es: "Si la información incluye un número de teléfono, llame para confirmar que todavía necesitan lo que usted tiene.",
    zh: "如果信息中有电话号码，请先打电话，确认对方仍然需要您要捐的物品。",
    ko: "안내에 전화번호가 있으면, 가지고 계신 물품이 아직 필요한지 전화로 확인하세요.",
  },
  "Bring only what is needed": { es: "Lleve solo lo que se necesita", zh: "只带需要的物品", ko: "필요한 물품만 가져오기" },
  "Pack items by type, so volunteers can sort them quickly.": {
    es: "Empaque los artículos por tipo, para que los voluntarios puedan clasificarlos rápidamente.",
    zh: "请按类别打包物品，方便志愿者快速分拣。",
    ko: "자원봉사자가 빨리 분류할 수 있도록 물품을 종류별로 포장하세요.",
  },
  "Drop off during open hours": { es: "Entregue durante el horario de atención", zh: "在开放时间内送达", ko: "운영 시간 중에 전달하기" },
  "Do not leave items outside when a site is closed. They can be ruined or taken.": {
    es: "No deje artículos afuera cuando el lugar esté cerrado. Se pueden dañar o alguien se los puede llevar.",
    zh: "地点关闭时，请不要把物品放在外面。物品可能会损坏或被拿走。",
    ko: "장소가 문을 닫았을 때 물품을 밖에 두고 가지 마세요. 망가지거나 누군가 가져갈 수 있습니다.",
  },
  "Give money": { es: "Done dinero", zh: "捐款", ko: "돈 기부하기" },
  "Money is often the most flexible help. Organizations can buy exactly what people need, when they need it. Give to established organizations you can verify, such as the": {
    es: "El dinero suele ser la ayuda más flexible. Las organizaciones pueden comprar exactamente lo que las personas necesitan, cuando lo necesitan. Done a organizaciones establecidas que usted pueda verificar, como la",
    zh: "捐款往往是最灵活的帮助方式。机构可以在人们需要的时候，准确购买他们需要的东西。请捐给您能够核实的正规知名机构，例如",
    ko: "돈은 대개 가장 유연한 도움입니다. 단체는 사람들에게 필요한 것을 필요한 때에 정확히 살 수 있습니다. 확인할 수 있는 공신력 있는 단체에 기부하세요. 예:",
  },
  "Avoid scams": { es: "Evite las estafas", zh: "谨防诈骗", ko: "사기를 조심하세요" },
  "Scammers use disasters to steal money.": {
    es: "Los estafadores aprovechan los desastres para robar dinero.",
    zh: "诈骗者会利用灾难骗取钱财。",
    ko: "사기범은 재난을 이용해 돈을 훔칩니다.",
  },
  "Never pay by gift card or wire transfer. A real charity will not ask you to.": {
    es: "Nunca pague con tarjetas de regalo ni con transferencias bancarias. Una organización benéfica real no le pedirá eso.",
    zh: "切勿用礼品卡或电汇付款。真正的慈善机构不会要求您这样做。",
    ko: "기프트 카드나 전신 송금으로는 절대 돈을 보내지 마세요. 진짜 자선 단체는 그런 요청을 하지 않습니다.",
  },
  "Check that a charity is real before you give. Go to its official website yourself. Do not use a link someone sent you.": {
    es: "Antes de donar, verifique que la organización benéfica sea real. Entre directamente a su sitio web oficial. No use un enlace que alguien le haya enviado.",
    zh: "捐款前，请确认慈善机构是真实的。请自己前往其官方网站，不要使用别人发给您的链接。",
    ko: "기부하기 전에 자선 단체가 진짜인지 확인하세요. 공식 웹사이트에 직접 접속하세요. 다른 사람이 보낸 링크는 사용하지 마세요.",
  },
  "Do not give cash to strangers who say they are collecting for fire victims.": {
    es: "No dé dinero en efectivo a desconocidos que digan estar recolectando para las víctimas del incendio.",
    zh: "不要把现金交给自称在为火灾受害者募捐的陌生人。",
    ko: "화재 피해자를 위해 모금한다고 말하는 모르는 사람에게 현금을 주지 마세요.",
  },
  "Be careful with calls, texts and emails that push you to give right now.": {
    es: "Tenga cuidado con las llamadas, los mensajes de texto y los correos electrónicos que le insistan en donar de inmediato.",
    zh: "对催促您马上捐款的电话、短信和电子邮件要保持警惕。",
    ko: "지금 당장 기부하라고 재촉하는 전화, 문자, 이메일을 조심하세요.",
  },
  "Online fundraisers are safest when you know the person who started them.": {
    es: "Las recaudaciones de fondos en línea son más seguras cuando usted conoce a la persona que las inició.",
    zh: "如果您认识发起人，网上募捐是最安全的。",
    ko: "온라인 모금은 모금을 시작한 사람을 아실 때 가장 안전합니다.",
  },

  // Contact page
  "Contact": { es: "Contacto", zh: "联系我们", ko: "문의" },
  "For organizers, community groups, businesses and media who want to work with us to help people affected by the fires.": {
    es: "Para organizadores, grupos comunitarios, empresas y medios de comunicación que quieran colaborar con nosotros para ayudar a las personas afectadas por los incendios.",
    zh: "面向希望与我们合作、帮助受火灾影响民众的组织者、社区团体、企业和媒体。",
    ko: "화재 피해를 입은 사람들을 돕기 위해 저희와 함께 일하고 싶은 주최 측, 지역사회 단체, 기업, 언론을 위한 페이지입니다.",
  },
  "This site is not an emergency service": {
    es: "Este sitio no es un servicio de emergencia",
    zh: "本网站不是紧急服务",
    ko: "이 사이트는 응급 서비스가 아닙니다",
  },
  "In immediate danger, call 911.": {
    es: "Si está en peligro inmediato, llame al 911.",
    zh: "如有紧急危险，请拨打 911。",
    ko: "당장 위험한 상황이라면 911에 전화하세요.",
  },
  "We cannot answer emergencies. For LA County information and services, dial 2-1-1.": {
    es: "No podemos atender emergencias. Para información y servicios de LA County, marque 2-1-1.",
    zh: "我们无法处理紧急情况。如需 LA County 的信息和服务，请拨打 2-1-1。",
    ko: "저희는 응급 상황에 대응할 수 없습니다. LA County 정보와 서비스가 필요하시면 2-1-1로 전화하세요.",
  },
  "Ways to work together": { es: "Formas de colaborar", zh: "合作方式", ko: "함께 일하는 방법" },
  "List the supplies your site needs or has to give.": {
    es: "Publique los suministros que su centro necesita o tiene para dar.",
    zh: "列出您的地点需要或可以提供的物资。",
    ko: "귀하의 장소에 필요한 물품이나 나눠 줄 물품을 등록하세요.",
  },
  "Post volunteer needs for your organization.": {
    es: "Publique las necesidades de voluntarios de su organización.",
    zh: "发布您的组织对志愿者的需求。",
    ko: "소속 단체에 필요한 자원봉사 인력을 게시하세요.",
  },
  "Add a place to the map, or correct one.": {
    es: "Agregue un lugar al mapa o corrija uno.",
    zh: "在地图上添加地点，或更正地点信息。",
    ko: "지도에 장소를 추가하거나 장소 정보를 수정하세요.",
  },
  "Propose a partnership with your group or business.": {
    es: "Proponga una alianza con su grupo o empresa.",
    zh: "提议与您的团体或企业建立合作关系。",
    ko: "귀하의 단체나 기업과의 협력을 제안하세요.",
  },
  "Media questions.": { es: "Preguntas de los medios de comunicación.", zh: "媒体咨询。", ko: "언론 문의." },
  "Correct a place on the map": { es: "Corregir un lugar en el mapa", zh: "更正地图上的地点", ko: "지도의 장소 정보 수정" },
  "To correct a place on the map, use the collaboration form and name the place. Tell us what is wrong and what the right information is. If you run the place, please say so.": {
    es: "Para corregir un lugar en el mapa, use el formulario de colaboración e indique el nombre del lugar. Díganos qué está mal y cuál es la información correcta. Si usted administra el lugar, por favor indíquelo.",
    zh: "如需更正地图上的地点，请使用合作表单并写明地点名称。请告诉我们哪里有误，以及正确的信息是什么。如果您是该地点的负责人，请一并说明。",
    ko: "지도의 장소 정보를 수정하려면 협업 신청서에 장소 이름을 적어 주세요. 무엇이 잘못되었고 올바른 정보가 무엇인지 알려 주세요. 해당 장소를 운영하시는 분이라면 그 사실도 밝혀 주세요.",
  },
  "What to include": { es: "Qué incluir", zh: "需要提供的信息", ko: "포함할 내용" },
  "Your name and your organization, if you have one.": {
    es: "Su nombre y su organización, si tiene una.",
    zh: "您的姓名和所属组织（如有）。",
    ko: "성함과 소속 단체(있는 경우).",
  },
  "How we can reach you.": { es: "Cómo podemos comunicarnos con usted.", zh: "我们如何联系您。", ko: "연락받으실 방법." },
  "What you need or what you offer.": {
    es: "Qué necesita o qué ofrece.",
    zh: "您需要什么或能提供什么。",
    ko: "필요한 것 또는 제공하실 수 있는 것.",
  },
  "Where and when, if it is about a place or an event.": {
    es: "Dónde y cuándo, si se trata de un lugar o un evento.",
    zh: "如涉及某个地点或活动，请写明地点和时间。",
    ko: "장소나 행사에 관한 것이라면 장소와 시간.",
  },
  "Please do not send private information about the people you are helping.": {
    es: "Por favor, no envíe información privada de las personas a las que está ayudando.",
    zh: "请不要发送您所帮助的人的私人信息。",
    ko: "도움을 주고 계신 분들의 개인 정보는 보내지 마세요.",
  },
  "Collaboration form": { es: "Formulario de colaboración", zh: "合作表单", ko: "협업 신청서" },
  "Tell us who you are and how you would like to work together, using the form below.": {
    es: "Díganos quién es usted y cómo le gustaría colaborar, con el formulario de abajo.",
    zh: "请通过下方表单告诉我们您是谁，以及您希望如何合作。",
    ko: "아래 신청서로 어떤 분이신지, 어떻게 함께 일하고 싶으신지 알려 주세요.",
  },
  "Looking for help?": { es: "¿Busca ayuda?", zh: "需要帮助？", ko: "도움이 필요하신가요?" },
  "Find resources near you on the": {
    es: "Encuentre recursos cerca de usted en el",
    zh: "查找您附近的资源，请查看",
    ko: "가까운 곳의 지원 자원은 다음에서 찾아보세요:",
  },
  "Read our": { es: "Lea nuestra", zh: "阅读我们的", ko: "안전 및 복구 단계는 저희" },
  "wildfire guide": { es: "guía sobre incendios forestales", zh: "山火指南", ko: "산불 안내서" },
  "for safety and recovery steps.": {
    es: "para conocer los pasos de seguridad y recuperación.",
    zh: "，了解安全与恢复的步骤。",
    ko: "페이지에서 확인하세요.",
  },
  "Want to help? See": {
    es: "¿Quiere ayudar? Visite las páginas",
    zh: "想提供帮助？请查看以下页面：",
    ko: "도움을 주고 싶으신가요? 다음 페이지를 참고하세요:",
  },
  "and": { es: "y", zh: "和", ko: "및" },

  // FAQ chat
  "Hi! I can answer common questions about this site and wildfire relief in Los Angeles. Choose a question below. If you are in danger right now, call 911.": {
    es: "¡Hola! Puedo responder preguntas comunes sobre este sitio y la ayuda por los incendios forestales en Los Angeles. Elija una pregunta abajo. Si está en peligro en este momento, llame al 911.",
    zh: "您好！我可以回答关于本网站和 Los Angeles 山火救助的常见问题。请在下方选择一个问题。如果您现在有危险，请拨打 911。",
    ko: "안녕하세요! 이 사이트와 Los Angeles 산불 구호에 관해 자주 묻는 질문에 답해 드릴 수 있습니다. 아래에서 질문을 선택하세요. 지금 위험한 상황이라면 911에 전화하세요.",
  },
  "How can I volunteer?": { es: "¿Cómo puedo ser voluntario?", zh: "我怎样才能做志愿者？", ko: "자원봉사는 어떻게 하나요?" },
  "Thank you for wanting to help. Please do not go into burn areas or closed zones on your own. Sign up through an organization that is running a shift, so you are expected, trained and safe. Current opportunities, with times and sign-up links, are on the": {
    es: "Gracias por querer ayudar. Por favor, no entre por su cuenta a zonas quemadas ni a zonas cerradas. Inscríbase a través de una organización que tenga un turno organizado, para que sepan que usted va a llegar, reciba capacitación y esté a salvo. Las oportunidades actuales, con horarios y enlaces para inscribirse, están en la",
    zh: "感谢您愿意提供帮助。请不要自行进入过火区域或封闭区域。请通过正在安排值班的组织报名，这样对方知道您会来，您也能得到培训并保证安全。目前的志愿服务机会（含时间和报名链接）都在",
    ko: "도움을 주시려는 마음에 감사드립니다. 화재 피해 지역이나 출입 통제 구역에 임의로 들어가지 마세요. 봉사 일정을 운영하는 단체를 통해 신청하세요. 그래야 단체가 오시는 것을 알고, 교육을 받고, 안전하게 활동하실 수 있습니다. 시간과 신청 링크가 포함된 현재 자원봉사 기회는",
  },
  "Volunteer page": { es: "página de Voluntariado", zh: "志愿服务页面", ko: "자원봉사 페이지" },
  ". Organizers who need volunteers can reach us through the": {
    es: ". Los organizadores que necesitan voluntarios pueden comunicarse con nosotros a través del",
    zh: "上。需要志愿者的组织者可以通过以下方式联系我们：",
    ko: "에 있습니다. 자원봉사자가 필요한 주최 측은 다음을 통해 연락하실 수 있습니다:",
  },
  "What donations are accepted?": { es: "¿Qué donaciones se aceptan?", zh: "接收哪些捐赠物品？", ko: "어떤 기부 물품을 받나요?" },
  "Most sites accept food (sealed, unexpired, non-perishable), hygiene items (new and unopened), medical supplies (unopened first-aid items and N95 masks, never prescription drugs) and pet supplies (food, leashes, crates, litter). Needs change every day, so check what a site is asking for and its drop-off hours on the": {
    es: "La mayoría de los lugares aceptan alimentos (sellados, no vencidos y no perecederos), artículos de higiene (nuevos y sin abrir), suministros médicos (artículos de primeros auxilios sin abrir y mascarillas N95; nunca medicamentos con receta) y artículos para mascotas (comida, correas, jaulas, arena). Las necesidades cambian todos los días, así que revise qué pide cada lugar y su horario para recibir donaciones en la",
    zh: "大多数地点接收食品（密封、未过期、不易变质）、卫生用品（全新、未开封）、医疗用品（未开封的急救用品和 N95 口罩，切勿携带处方药）以及宠物用品（食品、牵引绳、宠物笼、猫砂）。需求每天都在变化，所以前往之前，请在",
    ko: "대부분의 장소에서 식품(밀봉, 유통기한 이내, 상하지 않는 것), 위생용품(개봉하지 않은 새 제품), 의료용품(개봉하지 않은 구급용품과 N95 마스크, 처방약은 절대 안 됨), 반려동물 용품(사료, 목줄, 켄넬, 고양이 모래)을 받습니다. 필요한 물품은 매일 바뀌므로, 각 장소가 요청하는 물품과 기부 물품 접수 시간을 가기 전에",
  },
  "Donate page": { es: "página de Donar", zh: "捐赠页面", ko: "기부 페이지" },
  "before you go. Please do not bring used clothing unless a site asks for it.": {
    es: "antes de ir. Por favor, no lleve ropa usada a menos que un lugar la pida.",
    zh: "查看该地点需要什么以及接收捐赠的时间。除非该地点要求，否则请不要带旧衣物。",
    ko: "안내에서 확인하세요. 장소에서 요청하지 않는 한 헌 옷은 가져오지 마세요.",
  },
  "How do I find help near me?": {
    es: "¿Cómo encuentro ayuda cerca de mí?",
    zh: "如何找到我附近的帮助？",
    ko: "가까운 곳에서 도움을 찾으려면 어떻게 하나요?",
  },
  "Open the": { es: "Abra el", zh: "打开", ko: "먼저" },
  "and choose a category: Essentials (food, water, supplies); Shelter & Support Services; Medical & Health; or Animal Support. You can search, show only places open now, and sort by distance from you. Each place shows its hours, phone number, directions and when it was last checked. You can also dial 2-1-1 for LA County information and referrals.": {
    es: "y elija una categoría: Artículos esenciales (comida, agua, suministros); Refugio y servicios de apoyo; Atención médica y salud; o Apoyo para animales. Puede buscar, mostrar solo los lugares abiertos ahora y ordenarlos por distancia desde donde usted está. Cada lugar muestra su horario, número de teléfono, cómo llegar y cuándo se verificó por última vez. También puede marcar 2-1-1 para obtener información y referencias de LA County.",
    zh: "，选择一个类别：基本物资（食物、水、日用品）；庇护所与支援服务；医疗与健康；或动物援助。您可以搜索、只显示现在开放的地点，并按与您的距离排序。每个地点都会显示开放时间、电话号码、路线以及最近一次核实的时间。您也可以拨打 2-1-1，获取 LA County 的信息和转介服务。",
    ko: "화면을 열고 카테고리를 선택하세요: 생필품(식품, 물, 물품), 대피소 및 지원 서비스, 의료 및 건강, 또는 동물 지원. 검색하거나, 지금 문을 연 장소만 보거나, 현재 위치에서 가까운 순으로 정렬할 수 있습니다. 각 장소에는 운영 시간, 전화번호, 길 안내, 마지막으로 확인한 시점이 표시됩니다. LA County 정보와 서비스 연계가 필요하시면 2-1-1로 전화하셔도 됩니다.",
  },
  "What should I do if I need to evacuate?": {
    es: "¿Qué debo hacer si tengo que evacuar?",
    zh: "如果需要疏散，我该怎么做？",
    ko: "대피해야 하면 어떻게 해야 하나요?",
  },
  "If officials order you to evacuate, leave right away. Do not wait. If you feel unsafe, leave even without an order. Take your go-bag, medicines, documents, phone charger and pets. Follow the routes officials give, and call 911 if you are in danger. Sign up for local alerts at": {
    es: "Si las autoridades le ordenan evacuar, salga de inmediato. No espere. Si siente que corre peligro, salga aunque no haya una orden. Lleve su mochila de emergencia, medicamentos, documentos, cargador de teléfono y mascotas. Siga las rutas que indiquen las autoridades y llame al 911 si está en peligro. Inscríbase para recibir alertas locales en",
    zh: "如果官方命令您疏散，请立即离开。不要等待。如果您觉得不安全，即使没有命令也要离开。带上您的应急包、药品、证件、手机充电器和宠物。请按官方指定的路线撤离，如果有危险，请拨打 911。请在",
    ko: "당국이 대피를 명령하면 즉시 떠나세요. 기다리지 마세요. 안전하지 않다고 느껴지면 명령이 없어도 떠나세요. 비상 가방, 약, 서류, 휴대폰 충전기, 반려동물을 챙기세요. 당국이 안내하는 경로를 따르고, 위험하면 911에 전화하세요. 지역 경보는 다음에서 신청하세요:",
  },
  "ready.lacounty.gov": { es: "ready.lacounty.gov", zh: "ready.lacounty.gov", ko: "ready.lacounty.gov" },
  ". Our": { es: ". Nuestra", zh: "注册接收本地警报。我们的", ko: ". 대비 방법은 저희" },
  "explains how to get ready, and": {
    es: "explica cómo prepararse, y",
    zh: "介绍了如何做好准备，",
    ko: "페이지에서 안내해 드리며,",
  },
  "the map": { es: "el mapa", zh: "地图", ko: "지도" },
  "shows open shelters.": {
    es: "muestra los refugios abiertos.",
    zh: "上显示了正在开放的庇护所。",
    ko: "화면에는 운영 중인 대피소가 표시됩니다.",
  },
  "How do I add information to the map?": {
    es: "¿Cómo agrego información al mapa?",
    zh: "如何在地图上添加信息？",
    ko: "지도에 정보를 추가하려면 어떻게 하나요?",
  },


  "If you know a shelter, distribution site or service that is missing, use the": {
    es: "Si conoce un refugio, un centro de distribución o un servicio que falta, use el",
    zh: "如果您知道地图上缺少的庇护所、物资发放点或服务，请使用",
    ko: "지도에 없는 대피소, 배급소 또는 서비스를 알고 계시면 다음을 이용해 주세요:",
  },
  "form to add a place": { es: "formulario para agregar un lugar", zh: "添加地点表单", ko: "장소 추가 양식" },
  ". Give its address or pick it on the map, its hours and where the information comes from. A person checks every suggestion before it appears. If a listing is wrong, press \"Report a problem\" on that entry.": {
    es: ". Indique su dirección o márquelo en el mapa, su horario y de dónde viene la información. Una persona revisa cada sugerencia antes de publicarla. Si un lugar tiene datos equivocados, pulse \"Reportar un problema\" en ese lugar.",
    zh: "。请填写地址或在地图上选择位置，并写明开放时间和信息来源。每条建议在显示前都会经过人工审核。如果某个条目信息有误，请在该条目上点击“报告问题”。",
    ko: ". 주소를 적거나 지도에서 위치를 고르고, 운영 시간과 정보 출처를 알려 주세요. 모든 제안은 사람이 확인한 뒤에 표시됩니다. 목록 정보가 틀렸다면 해당 항목에서 \"문제 신고\"를 눌러 주세요.",
  },
  "How often is the map updated?": {
    es: "¿Con qué frecuencia se actualiza el mapa?",
    zh: "地图多久更新一次？",
    ko: "지도는 얼마나 자주 업데이트되나요?",
  },
  "The map is updated daily. Each place shows when it was last checked. Hours and needs can change quickly during an emergency, so call ahead when a phone number is listed.": {
    es: "El mapa se actualiza todos los días. Cada lugar muestra cuándo se verificó por última vez. Los horarios y las necesidades pueden cambiar rápidamente durante una emergencia, así que llame antes de ir cuando haya un número de teléfono.",
    zh: "地图每天更新。每个地点都会显示最近一次核实的时间。紧急情况下，开放时间和需求可能变化很快，因此如果列出了电话号码，请先打电话确认。",
    ko: "지도는 매일 업데이트됩니다. 각 장소에는 마지막으로 확인한 시점이 표시됩니다. 비상 상황에서는 운영 시간과 필요한 물품이 빠르게 바뀔 수 있으므로, 전화번호가 있으면 가기 전에 전화해 보세요.",
  },
  "How can my organization collaborate?": {
    es: "¿Cómo puede colaborar mi organización?",
    zh: "我的组织如何参与合作？",
    ko: "우리 단체는 어떻게 협력할 수 있나요?",
  },
  "We work with community groups, relief organizations, businesses and media. Fill in the": {
    es: "Trabajamos con grupos comunitarios, organizaciones de ayuda, empresas y medios de comunicación. Complete el",
    zh: "我们与社区团体、救援组织、企业和媒体合作。请填写",
    ko: "저희는 지역사회 단체, 구호 단체, 기업, 언론과 함께 일합니다.",
  },
  "collaboration form on the Contact page": {
    es: "formulario de colaboración en la página de Contacto",
    zh: "“联系我们”页面上的合作表单",
    ko: "문의 페이지의 협업 신청서",
  },
  "and tell us how you would like to work together: supplies, volunteers, listing a service, or something else. We will get back to you.": {
    es: "y díganos cómo le gustaría colaborar: con suministros, voluntarios, publicando un servicio u otra cosa. Le responderemos.",
    zh: "，告诉我们您希望如何合作：物资、志愿者、发布服务信息或其他方式。我们会回复您。",
    ko: "작성을 통해 어떻게 함께 일하고 싶으신지 알려 주세요: 물품, 자원봉사자, 서비스 등록 또는 그 밖의 방법. 저희가 답변을 드리겠습니다.",
  },

  // Safety notice
  "In immediate danger? Call 911.": {
    es: "¿Está en peligro inmediato? Llame al 911.",
    zh: "有紧急危险？请拨打 911。",
    ko: "당장 위험한 상황인가요? 911에 전화하세요.",
  },
  "This site shares relief information. It is not an emergency service. If officials tell you to evacuate, leave right away.": {
    es: "Este sitio comparte información de ayuda. No es un servicio de emergencia. Si las autoridades le indican que evacúe, salga de inmediato.",
    zh: "本网站提供救助信息，不是紧急服务。如果官方通知您疏散，请立即离开。",
    ko: "이 사이트는 구호 정보를 제공합니다. 응급 서비스가 아닙니다. 당국이 대피하라고 하면 즉시 떠나세요.",
  },
  "Sign up for emergency alerts and find your evacuation zone at": {
    es: "Inscríbase para recibir alertas de emergencia y consulte su zona de evacuación en",
    zh: "注册接收紧急警报并查询您所在的疏散区，请访问",
    ko: "긴급 경보를 신청하고 대피 구역을 확인하세요:",
  },
  "See active fires at": {
    es: "Vea los incendios activos en la lista de",
    zh: "查看正在燃烧的火灾，请访问",
    ko: "현재 진행 중인 화재는 다음에서 확인하세요:",
  },
  "CAL FIRE incidents": { es: "incidentes de CAL FIRE", zh: "CAL FIRE 火灾事件", ko: "CAL FIRE 화재 현황" },
  "For LA County information and referrals, dial 2-1-1.": {
    es: "Para información y referencias de LA County, marque 2-1-1.",
    zh: "如需 LA County 的信息和转介服务，请拨打 2-1-1。",
    ko: "LA County 정보와 서비스 연계가 필요하시면 2-1-1로 전화하세요.",
  },
  "I understand, continue": { es: "Entiendo, continuar", zh: "我已了解，继续", ko: "확인했습니다. 계속하기" },
  "Close notice": { es: "Cerrar aviso", zh: "关闭通知", ko: "안내 닫기" },

  // Home page
  "Wildfire relief for Los Angeles": {
    es: "Ayuda por los incendios forestales en Los Angeles",
    zh: "Los Angeles 山火救助",
    ko: "Los Angeles 산불 구호",
  },
  "Find shelter, food, medical care and help for animals near you, and see how you can volunteer or donate.": {
    es: "Encuentre refugio, comida, atención médica y ayuda para animales cerca de usted, y vea cómo puede ser voluntario o donar.",
    zh: "查找您附近的庇护所、食物、医疗服务和动物援助，并了解如何做志愿者或捐赠。",
    ko: "가까운 곳의 대피소, 음식, 의료 서비스, 동물 지원을 찾고, 자원봉사나 기부 방법을 알아보세요.",
  },
  "Find help near you": { es: "Encuentre ayuda cerca de usted", zh: "查找附近的帮助", ko: "가까운 도움 찾기" },
  "Wildfire guide": { es: "Guía sobre incendios forestales", zh: "山火指南", ko: "산불 안내서" },
  "In danger? Call 911. For LA County information and referrals, dial 2-1-1.": {
    es: "¿Está en peligro? Llame al 911. Para información y referencias de LA County, marque 2-1-1.",
    zh: "有危险？请拨打 911。如需 LA County 的信息和转介服务，请拨打 2-1-1。",
    ko: "위험한 상황인가요? 911에 전화하세요. LA County 정보와 서비스 연계가 필요하시면 2-1-1로 전화하세요.",
  },
  "Map of resources": { es: "Mapa de recursos", zh: "资源地图", ko: "지원 자원 지도" },
  "Places that can help, updated daily. Each shows its hours, whether it is open now, who can go, and when a person last checked it.": {
    es: "Lugares que pueden ayudar, actualizados todos los días. Cada uno muestra su horario, si está abierto ahora, quién puede ir y cuándo lo verificó una persona por última vez.",
    zh: "可以提供帮助的地点，每天更新。每个地点都会显示开放时间、现在是否开放、谁可以前往，以及最近一次由人工核实的时间。",
    ko: "도움을 받을 수 있는 장소이며, 매일 업데이트됩니다. 각 장소에는 운영 시간, 현재 운영 여부, 이용 대상, 담당자가 마지막으로 확인한 시점이 표시됩니다.",
  },
  "We could not find that place. It may have closed or been removed from the map. Here are the places listed now.": {
    es: "No pudimos encontrar ese lugar. Es posible que haya cerrado o que se haya quitado del mapa. Estos son los lugares que aparecen ahora.",
    zh: "我们找不到这个地点。它可能已关闭，或已从地图上移除。以下是目前列出的地点。",
    ko: "해당 장소를 찾을 수 없습니다. 문을 닫았거나 지도에서 삭제되었을 수 있습니다. 현재 등록된 장소는 다음과 같습니다.",
  },
};
