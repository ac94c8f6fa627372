import type { CuratedEntries } from "../types";

/** Curated translations of the wildfire guide (lib/content/guide.ts). */
export const guideTranslations: CuratedEntries = {
  "Wildfire guide": {
    es: "Guía sobre incendios forestales",
    zh: "山火指南",
    ko: "산불 안내서",
  },
  "How to get ready for a wildfire, stay informed when one starts, and recover safely after. Short steps, with links to official sources.": {
    es: "Cómo prepararse para un incendio forestal, mantenerse informado cuando comienza uno y recuperarse de forma segura después. Pasos breves, con enlaces a fuentes oficiales.",
    zh: "如何为山火做好准备、在山火发生时及时了解情况，以及在火灾过后安全地恢复生活。步骤简短，并附有官方信息来源的链接。",
    ko: "산불에 대비하는 방법, 산불이 났을 때 정보를 얻는 방법, 산불 이후 안전하게 복구하는 방법을 안내합니다. 짧은 단계별 안내와 공식 정보 출처 링크를 제공합니다.",
  },

  // Get ready
  "Get ready": {
    es: "Prepárese",
    zh: "提前准备",
    ko: "미리 대비하기",
  },
  "Do this work before a fire starts. A little time now can save your home and your life. Official advice is at": {
    es: "Haga estos preparativos antes de que comience un incendio. Un poco de tiempo ahora puede salvar su casa y su vida. Encontrará consejos oficiales en",
    zh: "请在火灾发生之前做好这些工作。现在花一点时间，就可能保住您的家和您的生命。官方建议请见",
    ko: "화재가 나기 전에 이 일을 해 두세요. 지금 조금만 시간을 들이면 집과 생명을 지킬 수 있습니다. 공식 안내는 다음에서 확인하세요:",
  },
  "Ready for Wildfire (CAL FIRE)": {
    es: "Ready for Wildfire (CAL FIRE)",
    zh: "Ready for Wildfire (CAL FIRE)",
    ko: "Ready for Wildfire (CAL FIRE)",
  },
  and: {
    es: "y",
    zh: "和",
    ko: "및",
  },
  "Ready.gov": {
    es: "Ready.gov",
    zh: "Ready.gov",
    ko: "Ready.gov",
  },
  "Defensible space around your home": {
    es: "Espacio defendible alrededor de su casa",
    zh: "住宅周围的防御空间",
    ko: "집 주변의 방어 공간",
  },
  "Defensible space is the area around your home that you keep clear of things that burn. It slows the fire and gives firefighters room to work. CAL FIRE divides it into three zones.": {
    es: "El espacio defendible es el área alrededor de su casa que usted mantiene libre de cosas que puedan quemarse. Hace más lento el avance del fuego y les da a los bomberos espacio para trabajar. CAL FIRE lo divide en tres zonas.",
    zh: "防御空间是指住宅周围不存放任何可燃物的区域。它能减缓火势，并为消防员留出工作的空间。CAL FIRE 将其分为三个区域。",
    ko: "방어 공간이란 집 주변에서 불에 탈 수 있는 물건을 치워 두는 구역입니다. 방어 공간은 불길을 늦추고 소방관이 작업할 공간을 만들어 줍니다. CAL FIRE는 이를 세 구역으로 나눕니다.",
  },
  "Zone 0, ember-resistant zone (0 to 5 feet from the house): remove dead plants, dry leaves, wood piles and anything else that can burn. Use hard surfaces like gravel, stone or concrete.": {
    es: "Zona 0, zona resistente a brasas (de 0 a 5 pies de la casa): quite las plantas muertas, las hojas secas, las pilas de leña y todo lo demás que pueda quemarse. Use superficies duras como grava, piedra o concreto.",
    zh: "0 区，防飞火区（距离房屋 0 至 5 英尺）：清除枯死的植物、干树叶、木柴堆以及其他任何可燃物。使用砾石、石头或混凝土等硬质地面。",
    ko: "0구역, 불씨 차단 구역(집에서 0~5피트): 죽은 식물, 마른 잎, 장작 더미 등 불에 탈 수 있는 것은 모두 치우세요. 자갈, 돌, 콘크리트 같은 단단한 바닥재를 사용하세요.",
  },
  "Zone 1, lean, clean and green (5 to 30 feet): remove dead plants, grass and leaves. Keep tree branches away from the roof and chimney. Keep plants watered.": {
    es: "Zona 1, despejada, limpia y verde (de 5 a 30 pies): quite las plantas muertas, el pasto y las hojas. Mantenga las ramas de los árboles alejadas del techo y de la chimenea. Mantenga las plantas regadas.",
    zh: "1 区，保持稀疏、整洁、青绿（5 至 30 英尺）：清除枯死的植物、草和树叶。让树枝远离屋顶和烟囱。给植物保持浇水。",
    ko: "1구역, 식물을 드문드문, 깨끗하게, 푸르게 유지하는 구역(5~30피트): 죽은 식물, 풀, 잎을 치우세요. 나뭇가지가 지붕과 굴뚝에서 떨어져 있게 하세요. 식물에 물을 꾸준히 주세요.",
  },
  "Zone 2, reduce fuel (30 to 100 feet): keep grass and weeds cut short. Leave space between shrubs and trees.": {
    es: "Zona 2, reducción de combustible (de 30 a 100 pies): mantenga el pasto y la maleza bien cortos. Deje espacio entre los arbustos y los árboles.",
    zh: "2 区，减少可燃物（30 至 100 英尺）：把草和杂草修剪得短一些。灌木和树木之间要留出间隔。",
    ko: "2구역, 가연물 줄이기(30~100피트): 풀과 잡초를 짧게 깎아 두세요. 관목과 나무 사이에 간격을 두세요.",
  },
  "Harden your home": {
    es: "Refuerce su casa contra el fuego",
    zh: "增强住宅的防火能力",
    ko: "집을 불에 강하게 보강하기",
  },
  "Flying embers can travel far ahead of a fire. They are a main reason homes catch fire. Close the places where embers can get in or land.": {
    es: "Las brasas que vuelan con el viento pueden llegar muy por delante del incendio. Son una de las principales causas de que las casas se incendien. Cierre los lugares por donde pueden entrar las brasas o donde pueden caer.",
    zh: "飞火可以飘到火线前方很远的地方，是房屋起火的主要原因之一。请封堵飞火可能进入或落下的地方。",
    ko: "날아다니는 불씨는 불길보다 훨씬 앞서 멀리까지 날아갈 수 있습니다. 불씨는 집에 불이 붙는 주요 원인입니다. 불씨가 들어오거나 내려앉을 수 있는 곳을 막으세요.",
  },
  "Use a Class A fire-rated roof when you repair or replace your roof.": {
    es: "Cuando repare o reemplace su techo, use un techo con clasificación de resistencia al fuego Clase A.",
    zh: "修理或更换屋顶时，请使用 A 级（Class A）防火屋顶。",
    ko: "지붕을 수리하거나 교체할 때는 A등급(Class A) 방화 지붕을 사용하세요.",
  },
  "Use ember-resistant vents, or cover vents with fine metal mesh.": {
    es: "Use respiraderos resistentes a brasas, o cubra los respiraderos con malla metálica fina.",
    zh: "使用防飞火通风口，或用细金属网罩住通风口。",
    ko: "불씨 차단 통풍구를 사용하거나, 통풍구를 촘촘한 금속망으로 덮으세요.",
  },
  "Clean leaves and pine needles from your roof and gutters often.": {
    es: "Limpie con frecuencia las hojas y las agujas de pino del techo y las canaletas.",
    zh: "经常清理屋顶和排水沟里的树叶和松针。",
    ko: "지붕과 빗물받이에 쌓인 나뭇잎과 솔잎을 자주 치우세요.",
  },
  "Move firewood, trash cans and other things that burn away from the house and out from under decks.": {
    es: "Aleje de la casa la leña, los botes de basura y otras cosas que se queman, y sáquelos de debajo de las terrazas.",
    zh: "把木柴、垃圾桶和其他可燃物搬到远离房屋的地方，并从露台下方移走。",
    ko: "장작, 쓰레기통 등 불에 타는 물건은 집에서 멀리 옮기고, 데크 아래에서도 치우세요.",
  },
  "Keep a garden hose that can reach all sides of your home.": {
    es: "Tenga una manguera de jardín que alcance todos los lados de su casa.",
    zh: "准备一根能够到住宅四周的花园水管。",
    ko: "집의 모든 면에 닿을 수 있는 정원용 호스를 준비해 두세요.",
  },
  "Pack a go-bag": {
    es: "Prepare una mochila de emergencia",
    zh: "准备应急包",
    ko: "비상 가방 챙기기",
  },
  "Keep a bag ready so you can leave in minutes. Remember the six P's:": {
    es: "Tenga una mochila lista para poder salir en cuestión de minutos. Recuerde las “seis P” (por sus iniciales en inglés):",
    zh: "准备好一个包，以便在几分钟内离开。请记住以下六类物品（英文简称“six P's”）：",
    ko: "몇 분 안에 떠날 수 있도록 가방을 미리 준비해 두세요. 다음 여섯 가지(영어로 “six P's”)를 기억하세요:",
  },
  "People and pets.": {
    es: "Personas y mascotas.",
    zh: "人和宠物。",
    ko: "사람과 반려동물.",
  },
  "Papers, phone numbers and important documents.": {
    es: "Papeles, números de teléfono y documentos importantes.",
    zh: "纸质文件、电话号码和重要证件。",
    ko: "서류, 전화번호, 중요 문서.",
  },
  "Prescriptions, vitamins and eyeglasses.": {
    es: "Medicamentos recetados, vitaminas y anteojos.",
    zh: "处方药、维生素和眼镜。",
    ko: "처방약, 비타민, 안경.",
  },
  "Pictures and things you cannot replace.": {
    es: "Fotos y cosas que no se pueden reemplazar.",
    zh: "照片和无法替代的物品。",
    ko: "사진과 다시 구할 수 없는 물건.",
  },
  "Personal computer hard drive and disks.": {
    es: "Disco duro de su computadora personal y discos.",
    zh: "个人电脑硬盘和存储盘。",
    ko: "개인 컴퓨터 하드 드라이브와 디스크.",
  },
  "\"Plastic\": credit cards, ATM cards and cash.": {
    es: "“Plástico”: tarjetas de crédito, tarjetas de cajero automático (ATM) y dinero en efectivo.",
    zh: "“塑料卡”：信用卡、ATM 卡和现金。",
    ko: "“플라스틱”: 신용카드, ATM 카드, 현금.",
  },
  "Also pack water, snacks, a flashlight, a battery radio, phone chargers and a battery pack, a first-aid kit, N95 masks, a change of clothes and sturdy shoes. During fire season, keep your car's gas tank at least half full. See the full checklist at": {
    es: "Empaque también agua, bocadillos, una linterna, un radio de baterías, cargadores de teléfono y una batería portátil, un botiquín de primeros auxilios, mascarillas N95, una muda de ropa y zapatos resistentes. Durante la temporada de incendios, mantenga el tanque de gasolina de su carro lleno por lo menos hasta la mitad. Vea la lista completa en",
    zh: "还要带上水、零食、手电筒、电池收音机、手机充电器和充电宝、急救包、N95 口罩、一套换洗衣服和结实的鞋子。在山火季节，汽车油箱要至少保持半满。完整清单请见",
    ko: "물, 간식, 손전등, 건전지 라디오, 휴대폰 충전기와 보조 배터리, 구급상자, N95 마스크, 갈아입을 옷, 튼튼한 신발도 챙기세요. 산불 철에는 자동차 연료를 항상 절반 이상 채워 두세요. 전체 점검 목록은 다음에서 확인하세요:",
  },
  "Ready.gov: Build a kit": {
    es: "Ready.gov: Prepare un kit de emergencia",
    zh: "Ready.gov：准备应急用品",
    ko: "Ready.gov: 비상용품 준비하기",
  },
  "Make an evacuation plan": {
    es: "Haga un plan de evacuación",
    zh: "制定疏散计划",
    ko: "대피 계획 세우기",
  },
  "Know at least two ways out of your neighborhood.": {
    es: "Conozca por lo menos dos maneras de salir de su vecindario.",
    zh: "至少了解两条离开您所在社区的路线。",
    ko: "동네를 빠져나가는 길을 최소 두 가지 알아 두세요.",
  },
  "Choose a place to meet outside the fire area.": {
    es: "Elija un lugar de encuentro fuera de la zona del incendio.",
    zh: "选择一个火灾区域以外的会合地点。",
    ko: "화재 지역 밖에서 만날 장소를 정하세요.",
  },
  "Choose one contact person who lives outside the area. Everyone in the family calls or texts them.": {
    es: "Elija a una persona de contacto que viva fuera de la zona. Todos en la familia la llaman o le envían mensajes de texto.",
    zh: "选定一位住在本地区以外的联系人。所有家庭成员都给这个人打电话或发短信。",
    ko: "이 지역 밖에 사는 연락 담당자 한 명을 정하세요. 가족 모두가 그 사람에게 전화하거나 문자를 보내도록 하세요.",
  },
  "Know your evacuation zone. Look it up at": {
    es: "Conozca su zona de evacuación. Búsquela en",
    zh: "了解您的疏散区域。请在",
    ko: "자신의 대피 구역을 알아 두세요. 대피 구역은",
  },
  "ready.lacounty.gov": {
    es: "ready.lacounty.gov",
    zh: "ready.lacounty.gov",
    ko: "ready.lacounty.gov",
  },
  "and write it down.": {
    es: "y anótela.",
    zh: "上查询并记下来。",
    ko: "에서 찾아보고 적어 두세요.",
  },
  "Practice the plan with everyone in your home, including children.": {
    es: "Practique el plan con todas las personas de su hogar, incluidos los niños.",
    zh: "与家中所有人（包括孩子）一起演练这个计划。",
    ko: "어린이를 포함해 집에 사는 모든 사람과 함께 계획을 연습하세요.",
  },
  "Get help making your plan at": {
    es: "Obtenga ayuda para hacer su plan en",
    zh: "制定计划时如需帮助，请访问",
    ko: "계획 세우기에 도움이 필요하면 다음을 참고하세요:",
  },
  "Ready.gov: Make a plan": {
    es: "Ready.gov: Haga un plan",
    zh: "Ready.gov：制定计划",
    ko: "Ready.gov: 계획 세우기",
  },
  ". Use the Ready, Set, Go! steps:": {
    es: ". Siga los pasos de Ready, Set, Go! (Prepárese, Esté alerta, Evacúe):",
    zh: "。请按照 Ready, Set, Go!（做好准备、保持警觉、撤离）的步骤行动：",
    ko: ". Ready, Set, Go!(준비, 경계, 대피) 단계를 따르세요:",
  },
  Ready: {
    es: "Ready (Prepárese)",
    zh: "Ready（做好准备）",
    ko: "Ready (준비)",
  },
  "Prepare before a fire starts. Create defensible space, harden your home, pack your go-bag and make your plan.": {
    es: "Prepárese antes de que comience un incendio. Cree un espacio defendible, refuerce su casa contra el fuego, prepare su mochila de emergencia y haga su plan.",
    zh: "在火灾发生前做好准备。建立防御空间，增强住宅的防火能力，准备好应急包，并制定好计划。",
    ko: "화재가 나기 전에 준비하세요. 방어 공간을 만들고, 집을 불에 강하게 보강하고, 비상 가방을 챙기고, 계획을 세우세요.",
  },
  Set: {
    es: "Set (Esté alerta)",
    zh: "Set（保持警觉）",
    ko: "Set (경계)",
  },
  "When a fire is near, stay alert. Watch official alerts and the news. Put your go-bag, pets and important items in the car. Park facing out so you can leave fast.": {
    es: "Cuando haya un incendio cerca, manténgase alerta. Esté pendiente de las alertas oficiales y de las noticias. Ponga en el carro su mochila de emergencia, sus mascotas y sus cosas importantes. Estacione el carro de frente hacia la salida para poder irse rápido.",
    zh: "火灾临近时，要保持警觉。关注官方警报和新闻。把应急包、宠物和重要物品放进车里。车头朝外停车，以便快速离开。",
    ko: "화재가 가까이 있으면 경계를 늦추지 마세요. 공식 경보와 뉴스를 계속 확인하세요. 비상 가방, 반려동물, 중요한 물건을 차에 실으세요. 빨리 떠날 수 있도록 차 앞쪽이 바깥을 향하게 주차하세요.",
  },
  Go: {
    es: "Go (Evacúe)",
    zh: "Go（撤离）",
    ko: "Go (대피)",
  },
  "Leave early. Go when officials tell you to, or sooner if you feel unsafe. Do not wait for an evacuation order. Leaving early keeps roads clear for firefighters.": {
    es: "Salga temprano. Váyase cuando las autoridades se lo indiquen, o antes si no se siente seguro. No espere una orden de evacuación. Salir temprano deja las calles libres para los bomberos.",
    zh: "尽早离开。官方通知您离开时就走；如果您感到不安全，就更早离开。不要等到发布疏散令。尽早离开能让道路保持畅通，方便消防员通行。",
    ko: "일찍 떠나세요. 당국이 떠나라고 하면 떠나고, 안전하지 않다고 느끼면 그보다 더 일찍 떠나세요. 대피 명령을 기다리지 마세요. 일찍 떠나면 소방관이 쓸 도로가 막히지 않습니다.",
  },
  "People with disabilities, older adults, pets and large animals": {
    es: "Personas con discapacidades, adultos mayores, mascotas y animales grandes",
    zh: "残障人士、老年人、宠物和大型动物",
    ko: "장애인, 고령자, 반려동물, 대형 동물",
  },
  "If you need more time to leave, plan for it now. Leave when an evacuation warning is issued. Do not wait for an order.": {
    es: "Si necesita más tiempo para salir, planéelo desde ahora. Salga cuando se emita una advertencia de evacuación. No espere una orden.",
    zh: "如果您需要更多时间离开，现在就做好计划。一旦发布疏散警告就离开。不要等到发布疏散令。",
    ko: "떠나는 데 시간이 더 필요하다면 지금 계획해 두세요. 대피 경고가 발령되면 떠나세요. 대피 명령을 기다리지 마세요.",
  },
  "Ask neighbors, friends or family to check on you and help you leave.": {
    es: "Pida a vecinos, amigos o familiares que estén pendientes de usted y le ayuden a salir.",
    zh: "请邻居、朋友或家人来查看您的情况，并帮助您离开。",
    ko: "이웃, 친구, 가족에게 안부를 확인하고 대피를 도와 달라고 부탁하세요.",
  },
  "Keep extra medicine, medical supplies and copies of prescriptions in your go-bag.": {
    es: "Guarde en su mochila de emergencia medicinas adicionales, suministros médicos y copias de sus recetas.",
    zh: "在应急包里多备一些药品、医疗用品和处方副本。",
    ko: "비상 가방에 여분의 약, 의료 용품, 처방전 사본을 넣어 두세요.",
  },
  "Have backup power or extra batteries for medical devices, hearing aids and power wheelchairs.": {
    es: "Tenga una fuente de energía de respaldo o baterías adicionales para aparatos médicos, audífonos y sillas de ruedas eléctricas.",
    zh: "为医疗设备、助听器和电动轮椅准备备用电源或额外的电池。",
    ko: "의료 기기, 보청기, 전동 휠체어를 위한 예비 전원이나 여분의 배터리를 준비해 두세요.",
  },
  "If you cannot leave on your own and you are in danger, call 911.": {
    es: "Si no puede salir por su cuenta y está en peligro, llame al 911.",
    zh: "如果您无法自行离开并且处于危险之中，请拨打 911。",
    ko: "혼자 떠날 수 없고 위험한 상황이라면 911에 전화하세요.",
  },
  "Take your pets with you. If it is not safe for you, it is not safe for them.": {
    es: "Lleve a sus mascotas con usted. Si no es seguro para usted, tampoco lo es para ellas.",
    zh: "带上您的宠物。对您不安全的地方，对它们也不安全。",
    ko: "반려동물을 데리고 가세요. 사람에게 안전하지 않은 곳은 반려동물에게도 안전하지 않습니다.",
  },
  "Pack a carrier or crate, leash, food, water, medicine and vaccination records for each pet.": {
    es: "Para cada mascota, empaque una transportadora o jaula, una correa, comida, agua, medicinas y su registro de vacunas.",
    zh: "为每只宠物准备好航空箱或笼子、牵引绳、食物、水、药品和疫苗接种记录。",
    ko: "반려동물마다 이동장이나 케이지, 목줄, 사료, 물, 약, 예방접종 기록을 챙기세요.",
  },
  "Keep ID tags on your pets and a recent photo of each pet on your phone.": {
    es: "Ponga placas de identificación a sus mascotas y guarde en su teléfono una foto reciente de cada una.",
    zh: "给宠物戴上身份牌，并在手机里保存每只宠物的近照。",
    ko: "반려동물에게 인식표를 달아 두고, 휴대폰에 반려동물마다 최근 사진을 저장해 두세요.",
  },
  "Find pet-friendly places to stay before you need them.": {
    es: "Busque lugares donde quedarse que acepten mascotas antes de necesitarlos.",
    zh: "在需要之前，提前找好可以带宠物入住的地方。",
    ko: "필요해지기 전에 반려동물과 함께 머물 수 있는 곳을 미리 찾아 두세요.",
  },
  "Horses and other large animals need more time. Plan trailers and a place to take them ahead of time. Move them out early, when a warning is issued.": {
    es: "Los caballos y otros animales grandes necesitan más tiempo. Planee con anticipación los remolques y un lugar a donde llevarlos. Sáquelos temprano, cuando se emita una advertencia de evacuación.",
    zh: "马和其他大型动物需要更多时间。提前安排好拖车和安置它们的地方。发布疏散警告时，就尽早把它们转移出去。",
    ko: "말과 다른 대형 동물은 시간이 더 필요합니다. 트레일러와 동물을 데려갈 장소를 미리 마련해 두세요. 대피 경고가 발령되면 일찍 옮기세요.",
  },

  // Stay informed
  "Stay informed": {
    es: "Manténgase informado",
    zh: "及时了解信息",
    ko: "정보 확인하기",
  },
  "If you are told to evacuate, go.": {
    es: "Si le indican que evacúe, váyase.",
    zh: "如果接到疏散通知，就立即离开。",
    ko: "대피하라는 지시를 받으면 떠나세요.",
  },
  "Call 911 in an emergency. Do not wait until you can see the fire.": {
    es: "En caso de emergencia, llame al 911. No espere hasta ver el fuego.",
    zh: "遇到紧急情况，请拨打 911。不要等到亲眼看见火才离开。",
    ko: "긴급 상황에서는 911에 전화하세요. 불길이 눈에 보일 때까지 기다리지 마세요.",
  },
  "Official alerts": {
    es: "Alertas oficiales",
    zh: "官方警报",
    ko: "공식 경보",
  },
  "Sign up for Alert LA County, the county's emergency alerts, at": {
    es: "Inscríbase en Alert LA County, las alertas de emergencia del condado, en",
    zh: "请注册本县的紧急警报 Alert LA County，网址：",
    ko: "카운티 긴급 경보 서비스인 Alert LA County에 가입하세요. 가입 사이트:",
  },
  ". Some cities also have their own alerts. Check your city's website.": {
    es: ". Algunas ciudades también tienen sus propias alertas. Consulte el sitio web de su ciudad.",
    zh: "。一些城市也有自己的警报，请查看您所在城市的网站。",
    ko: ". 일부 시에는 자체 경보도 있습니다. 거주하는 시의 웹사이트를 확인하세요.",
  },
  "Keep Wireless Emergency Alerts turned on in your phone settings. These alerts can reach you even if you did not sign up.": {
    es: "Mantenga activadas las Alertas Inalámbricas de Emergencia (Wireless Emergency Alerts) en la configuración de su teléfono. Estas alertas pueden llegarle aunque no se haya inscrito.",
    zh: "在手机设置中保持开启“无线紧急警报”（Wireless Emergency Alerts）。即使您没有注册，也能收到这些警报。",
    ko: "휴대폰 설정에서 무선 긴급 경보(Wireless Emergency Alerts)를 켜 두세요. 이 경보는 따로 가입하지 않아도 받을 수 있습니다.",
  },
  "See where fires are burning and how much is contained at": {
    es: "Vea dónde hay incendios activos y cuánto se han contenido en la página de",
    zh: "查看哪里正在发生火灾以及火势控制程度，请访问",
    ko: "화재가 발생한 곳과 진압 정도는 다음에서 확인하세요:",
  },
  "CAL FIRE incidents": {
    es: "incidentes de CAL FIRE",
    zh: "CAL FIRE 火灾事件",
    ko: "CAL FIRE 화재 현황",
  },
  "Follow local news and official accounts of your city, county and fire department.": {
    es: "Siga las noticias locales y las cuentas oficiales de su ciudad, su condado y el departamento de bomberos.",
    zh: "关注本地新闻，以及您所在城市、县和消防部门的官方账号。",
    ko: "지역 뉴스와 시, 카운티, 소방서의 공식 계정을 계속 확인하세요.",
  },
  "Keep a battery radio in case power and cell service go down.": {
    es: "Tenga un radio de baterías por si se cortan la electricidad y el servicio de celular.",
    zh: "准备一台电池收音机，以防停电和手机信号中断。",
    ko: "전기와 휴대폰 서비스가 끊길 때를 대비해 건전지 라디오를 준비해 두세요.",
  },
  "Dial 2-1-1 for LA County information and services.": {
    es: "Marque 2-1-1 para obtener información y servicios de LA County.",
    zh: "拨打 2-1-1 获取 LA County 的信息和服务。",
    ko: "LA County 정보와 서비스가 필요하면 2-1-1에 전화하세요.",
  },
  "Evacuation orders and warnings": {
    es: "Órdenes y advertencias de evacuación",
    zh: "疏散令和疏散警告",
    ko: "대피 명령과 대피 경고",
  },
  "Evacuation order: there is danger now. Leave right away.": {
    es: "Orden de evacuación: hay peligro ahora. Salga de inmediato.",
    zh: "疏散令：现在就有危险。请立即离开。",
    ko: "대피 명령: 지금 위험합니다. 즉시 떠나세요.",
  },
  "Evacuation warning: there may be danger soon. Get ready to leave. Leave now if you need extra time, for example people with disabilities, older adults, and people with pets or livestock.": {
    es: "Advertencia de evacuación: puede haber peligro pronto. Prepárese para salir. Salga ahora si necesita más tiempo; por ejemplo, personas con discapacidades, adultos mayores y personas con mascotas o ganado.",
    zh: "疏散警告：可能很快会有危险。请做好离开的准备。如果您需要更多时间，现在就离开，例如残障人士、老年人，以及带着宠物或牲畜的人。",
    ko: "대피 경고: 곧 위험해질 수 있습니다. 떠날 준비를 하세요. 장애인, 고령자, 반려동물이나 가축이 있는 사람처럼 시간이 더 필요하다면 지금 떠나세요.",
  },
  "LA County uses evacuation zones. Officials may name zones in alerts. Look up your zone at": {
    es: "LA County usa zonas de evacuación. Las autoridades pueden mencionar las zonas en las alertas. Busque su zona en",
    zh: "LA County 使用疏散区域。官方可能会在警报中点名具体区域。请在",
    ko: "LA County는 대피 구역을 사용합니다. 당국은 경보에서 구역 이름을 알릴 수 있습니다. 자신의 구역을",
  },
  "and save it in your phone.": {
    es: "y guárdela en su teléfono.",
    zh: "查询您所在的区域，并保存在手机里。",
    ko: "에서 찾아 휴대폰에 저장해 두세요.",
  },
  "Red Flag Warnings": {
    es: "Avisos de Bandera Roja (Red Flag Warnings)",
    zh: "红旗警告（Red Flag Warning）",
    ko: "적색 깃발 경보(Red Flag Warning)",
  },
  "The National Weather Service issues a Red Flag Warning when warm temperatures, very low humidity and strong winds come together. Fires can start easily and spread very fast. In Los Angeles, Santa Ana winds often bring these conditions. Check the forecast at": {
    es: "El Servicio Meteorológico Nacional (National Weather Service) emite un Aviso de Bandera Roja (Red Flag Warning) cuando se combinan temperaturas cálidas, humedad muy baja y vientos fuertes. Los incendios pueden empezar fácilmente y propagarse muy rápido. En Los Angeles, los vientos de Santa Ana suelen traer estas condiciones. Consulte el pronóstico en",
    zh: "当气温偏高、湿度极低并伴有强风时，美国国家气象局（National Weather Service）会发布红旗警告（Red Flag Warning）。此时火灾很容易发生，而且蔓延得非常快。在 Los Angeles，圣安娜风（Santa Ana winds）常常带来这样的天气条件。天气预报请见",
    ko: "국립기상청(National Weather Service)은 기온이 높고, 습도가 매우 낮고, 바람이 강한 조건이 겹칠 때 적색 깃발 경보(Red Flag Warning)를 발령합니다. 이때는 불이 쉽게 나고 매우 빠르게 번질 수 있습니다. Los Angeles에서는 샌타애나 바람(Santa Ana winds)이 이런 조건을 자주 만듭니다. 일기 예보는 다음에서 확인하세요:",
  },
  "National Weather Service Los Angeles": {
    es: "National Weather Service Los Angeles (Servicio Meteorológico Nacional)",
    zh: "National Weather Service Los Angeles（美国国家气象局）",
    ko: "National Weather Service Los Angeles (국립기상청)",
  },
  "Be ready to leave. Put your go-bag in the car.": {
    es: "Esté listo para salir. Ponga su mochila de emergencia en el carro.",
    zh: "做好随时离开的准备。把应急包放进车里。",
    ko: "떠날 준비를 하세요. 비상 가방을 차에 실어 두세요.",
  },
  "Charge your phone and battery pack.": {
    es: "Cargue su teléfono y su batería portátil.",
    zh: "给手机和充电宝充好电。",
    ko: "휴대폰과 보조 배터리를 충전하세요.",
  },
  "Avoid anything outdoors that can make a spark, such as mowing dry grass or using power tools.": {
    es: "Evite al aire libre cualquier cosa que pueda producir una chispa, como cortar pasto seco o usar herramientas eléctricas.",
    zh: "避免在户外做任何可能产生火花的事，例如修剪干草或使用电动工具。",
    ko: "마른 풀을 깎거나 전동 공구를 사용하는 것처럼 야외에서 불꽃이 튈 수 있는 일은 피하세요.",
  },
  "Power companies may turn off power in high-risk areas to prevent fires. Have flashlights ready.": {
    es: "Las compañías de electricidad pueden cortar la luz en zonas de alto riesgo para prevenir incendios. Tenga linternas listas.",
    zh: "电力公司可能会在高风险地区断电，以防止火灾。请准备好手电筒。",
    ko: "전력 회사는 화재를 막기 위해 위험이 높은 지역의 전기를 끊을 수 있습니다. 손전등을 준비해 두세요.",
  },
  "Air quality and smoke": {
    es: "Calidad del aire y humo",
    zh: "空气质量和烟雾",
    ko: "대기 질과 연기",
  },
  "Smoke can hurt your health, even far from the fire. Check the air quality at": {
    es: "El humo puede dañar su salud, incluso lejos del incendio. Consulte la calidad del aire en",
    zh: "即使远离火场，烟雾也可能损害您的健康。请在",
    ko: "연기는 화재 현장에서 멀리 떨어져 있어도 건강을 해칠 수 있습니다. 대기 질은 다음에서 확인하세요:",
  },
  AirNow: {
    es: "AirNow",
    zh: "AirNow",
    ko: "AirNow",
  },
  ". The colors mean: green is good, yellow is moderate, orange is unhealthy for sensitive groups, red is unhealthy, purple is very unhealthy, and maroon is hazardous. The South Coast AQMD covers LA County and posts local smoke advisories at": {
    es: ". Los colores significan: verde, buena; amarillo, moderada; anaranjado, dañina para la salud de grupos sensibles; rojo, dañina para la salud; morado, muy dañina para la salud; y granate, peligrosa. El South Coast AQMD (Distrito de Administración de la Calidad del Aire de la Costa Sur) cubre LA County y publica avisos locales sobre el humo en",
    zh: "查看空气质量。颜色含义：绿色为良好，黄色为中等，橙色为对敏感人群不健康，红色为不健康，紫色为非常不健康，褐红色为危险。South Coast AQMD（南海岸空气质量管理局）的管辖范围包括 LA County，并发布本地烟雾公告，网址：",
    ko: ". 색상의 의미는 다음과 같습니다: 초록색은 좋음, 노란색은 보통, 주황색은 민감군에게 나쁨, 빨간색은 나쁨, 보라색은 매우 나쁨, 적갈색은 위험입니다. South Coast AQMD(남부 해안 대기질 관리국)는 LA County를 관할하며, 지역 연기 주의보를 다음에 게시합니다:",
  },
  "aqmd.gov": {
    es: "aqmd.gov",
    zh: "aqmd.gov",
    ko: "aqmd.gov",
  },
  "Stay inside and keep windows and doors closed.": {
    es: "Quédese adentro y mantenga las ventanas y las puertas cerradas.",
    zh: "待在室内，并关好门窗。",
    ko: "실내에 머물고 창문과 문을 닫아 두세요.",
  },
  "Use a HEPA air cleaner, or a MERV-13 filter in your heating and air system.": {
    es: "Use un purificador de aire HEPA, o un filtro MERV-13 en su sistema de calefacción y aire acondicionado.",
    zh: "使用 HEPA 空气净化器，或在暖气空调系统中使用 MERV-13 过滤网。",
    ko: "HEPA 공기청정기를 사용하거나, 냉난방 시스템에 MERV-13 필터를 사용하세요.",
  },
  "Limit time outdoors, especially exercise.": {
    es: "Limite el tiempo al aire libre, sobre todo el ejercicio.",
    zh: "减少户外活动时间，尤其是户外运动。",
    ko: "야외에 있는 시간, 특히 야외 운동을 줄이세요.",
  },
  "Do not burn candles or incense, and do not smoke indoors.": {
    es: "No encienda velas ni incienso, y no fume dentro de la casa.",
    zh: "不要点蜡烛或焚香，也不要在室内吸烟。",
    ko: "초나 향을 피우지 말고, 실내에서 담배를 피우지 마세요.",
  },
  "Take extra care with children, older adults, pregnant people, and people with heart or lung disease.": {
    es: "Tenga especial cuidado con los niños, los adultos mayores, las personas embarazadas y las personas con enfermedades del corazón o de los pulmones.",
    zh: "要特别照顾儿童、老年人、孕妇以及患有心脏病或肺病的人。",
    ko: "어린이, 고령자, 임신한 사람, 심장 질환이나 폐 질환이 있는 사람을 각별히 보살피세요.",
  },
  "If someone has trouble breathing or chest pain, call 911.": {
    es: "Si alguien tiene dificultad para respirar o dolor en el pecho, llame al 911.",
    zh: "如果有人呼吸困难或胸痛，请拨打 911。",
    ko: "숨쉬기 어렵거나 가슴 통증이 있는 사람이 있으면 911에 전화하세요.",
  },
  "About masks": {
    es: "Sobre las mascarillas",
    zh: "关于口罩",
    ko: "마스크 안내",
  },
  "Cloth and surgical masks do not protect you from smoke or ash. An N95 mask can help, but only if it fits well and seals against your face. N95 masks are not made for children. If you have heart or lung disease, ask your doctor before you wear one. Learn more at": {
    es: "Las mascarillas de tela y las quirúrgicas no lo protegen del humo ni de la ceniza. Una mascarilla N95 puede ayudar, pero solo si le queda bien y sella bien contra su cara. Las mascarillas N95 no están hechas para niños. Si tiene una enfermedad del corazón o de los pulmones, consulte a su médico antes de usarla. Obtenga más información en",
    zh: "布口罩和外科口罩无法保护您免受烟雾或灰烬的伤害。N95 口罩可以起到作用，但前提是大小合适并与脸部贴合密封。N95 口罩不是为儿童设计的。如果您患有心脏病或肺病，佩戴前请先咨询医生。了解更多信息，请访问",
    ko: "천 마스크와 수술용 마스크는 연기나 재를 막아 주지 못합니다. N95 마스크는 도움이 될 수 있지만, 얼굴에 잘 맞고 빈틈없이 밀착될 때만 효과가 있습니다. N95 마스크는 어린이용으로 만들어지지 않았습니다. 심장 질환이나 폐 질환이 있다면 착용하기 전에 의사와 상의하세요. 자세한 내용은 다음에서 확인하세요:",
  },
  CDC: {
    es: "CDC",
    zh: "CDC",
    ko: "CDC",
  },

  // After the fire
  "After the fire": {
    es: "Después del incendio",
    zh: "火灾之后",
    ko: "화재 이후",
  },
  "Recovery takes time. Take it one step at a time. Find LA County updates and services at": {
    es: "La recuperación toma tiempo. Vaya paso a paso. Encuentre información actualizada y servicios de LA County en",
    zh: "恢复需要时间，一步一步来。LA County 的最新消息和服务请见",
    ko: "복구에는 시간이 걸립니다. 한 번에 한 단계씩 해 나가세요. LA County의 최신 소식과 서비스는 다음에서 확인하세요:",
  },
  "recovery.lacounty.gov": {
    es: "recovery.lacounty.gov",
    zh: "recovery.lacounty.gov",
    ko: "recovery.lacounty.gov",
  },
  "Returning home safely": {
    es: "Cómo regresar a casa de forma segura",
    zh: "安全返家",
    ko: "안전하게 집으로 돌아가기",
  },
  "Do not go back until officials say it is safe.": {
    es: "No regrese hasta que las autoridades digan que es seguro.",
    zh: "在官方宣布安全之前，不要返回。",
    ko: "당국이 안전하다고 할 때까지 돌아가지 마세요.",
  },
  "If you smell gas, leave right away. Call 911 from a safe distance.": {
    es: "Si huele a gas, salga de inmediato. Llame al 911 desde una distancia segura.",
    zh: "如果闻到燃气味，请立即离开。到安全距离以外再拨打 911。",
    ko: "가스 냄새가 나면 즉시 그곳을 떠나세요. 안전한 거리에서 911에 전화하세요.",
  },
  "Watch for hot spots. Burned areas can stay hot and start burning again.": {
    es: "Tenga cuidado con los puntos calientes. Las áreas quemadas pueden seguir calientes y volver a encenderse.",
    zh: "注意余火热点。烧过的区域可能仍然很烫，并可能复燃。",
    ko: "잔불이 남은 곳을 조심하세요. 불에 탄 지역은 계속 뜨거울 수 있고 다시 불이 붙을 수 있습니다.",
  },
  "Stay away from damaged or fallen power lines. Treat every line as live.": {
    es: "Manténgase alejado de los cables eléctricos dañados o caídos. Trate todos los cables como si tuvieran corriente.",
    zh: "远离受损或掉落的电线。把每一根电线都当作带电的。",
    ko: "손상되거나 떨어진 전선에서 멀리 떨어지세요. 모든 전선에 전기가 흐르고 있다고 생각하세요.",
  },
  "Stay out of damaged buildings. Walls, chimneys and trees can fall.": {
    es: "No entre a edificios dañados. Las paredes, las chimeneas y los árboles pueden caerse.",
    zh: "不要进入受损的建筑物。墙壁、烟囱和树木可能会倒塌。",
    ko: "손상된 건물에 들어가지 마세요. 벽, 굴뚝, 나무가 무너지거나 쓰러질 수 있습니다.",
  },
  "Check for damaged gas lines. Do not use matches, lighters or light switches if you smell gas.": {
    es: "Revise si hay tuberías de gas dañadas. Si huele a gas, no use cerillos, encendedores ni interruptores de luz.",
    zh: "检查燃气管道是否受损。如果闻到燃气味，不要使用火柴、打火机或电灯开关。",
    ko: "가스관이 손상되지 않았는지 확인하세요. 가스 냄새가 나면 성냥, 라이터, 전등 스위치를 사용하지 마세요.",
  },
  "Follow water safety notices from your water provider. Use bottled water until you are told the tap water is safe. After some fires, boiling does not make water safe.": {
    es: "Siga los avisos de seguridad del agua de su proveedor de agua. Use agua embotellada hasta que le digan que el agua de la llave es segura. Después de algunos incendios, hervir el agua no la hace segura.",
    zh: "遵守供水单位发布的用水安全通知。在被告知自来水安全之前，请使用瓶装水。某些火灾之后，把水烧开也不能使水变得安全。",
    ko: "수도 공급업체의 수돗물 안전 안내를 따르세요. 수돗물이 안전하다는 안내를 받을 때까지 생수를 사용하세요. 어떤 화재 후에는 물을 끓여도 안전해지지 않습니다.",
  },
  "Keep children and pets out of burned areas.": {
    es: "Mantenga a los niños y las mascotas fuera de las áreas quemadas.",
    zh: "不要让儿童和宠物进入烧毁的区域。",
    ko: "어린이와 반려동물이 불탄 지역에 들어가지 않게 하세요.",
  },
  "Take photos and video of all damage before you move or clean anything.": {
    es: "Tome fotos y video de todos los daños antes de mover o limpiar cualquier cosa.",
    zh: "在移动或清理任何东西之前，先把所有损坏情况拍照和录像。",
    ko: "물건을 옮기거나 청소하기 전에 모든 피해 상황을 사진과 동영상으로 남기세요.",
  },
  "Ash and debris cleanup": {
    es: "Limpieza de ceniza y escombros",
    zh: "清理灰烬和残骸",
    ko: "재와 잔해 청소",
  },
  "Ash from burned homes and cars can contain toxic substances. Clean up carefully.": {
    es: "La ceniza de casas y carros quemados puede contener sustancias tóxicas. Limpie con cuidado.",
    zh: "烧毁的房屋和汽车留下的灰烬可能含有有毒物质。清理时要小心。",
    ko: "불탄 집과 자동차에서 나온 재에는 독성 물질이 들어 있을 수 있습니다. 조심해서 청소하세요.",
  },
  "Do not use leaf blowers. Do not sweep dry ash. This puts ash into the air.": {
    es: "No use sopladoras de hojas. No barra la ceniza seca. Esto levanta la ceniza en el aire.",
    zh: "不要使用吹叶机。不要清扫干的灰烬。这样会把灰烬扬到空气中。",
    ko: "낙엽 송풍기를 사용하지 마세요. 마른 재를 쓸지 마세요. 재가 공기 중으로 날립니다.",
  },
  "Spray ash lightly with water first, then gently scoop or sweep it into plastic bags.": {
    es: "Primero rocíe la ceniza ligeramente con agua; luego, con cuidado, recójala o bárrala y póngala en bolsas de plástico.",
    zh: "先用水轻轻喷湿灰烬，然后轻轻地把它铲起或扫进塑料袋。",
    ko: "먼저 재에 물을 살짝 뿌린 다음, 조심스럽게 떠내거나 쓸어서 비닐봉지에 담으세요.",
  },
  "Do not wash ash into storm drains.": {
    es: "No eche la ceniza con agua a los desagües pluviales.",
    zh: "不要把灰烬冲进雨水排水口。",
    ko: "재를 물로 씻어 빗물 배수구로 흘려보내지 마세요.",
  },
  "Keep children and pets away while you clean.": {
    es: "Mantenga alejados a los niños y las mascotas mientras limpia.",
    zh: "清理时让儿童和宠物远离。",
    ko: "청소하는 동안 어린이와 반려동물이 가까이 오지 않게 하세요.",
  },
  "If ash gets on your skin, wash it off with soap and water.": {
    es: "Si le cae ceniza en la piel, lávela con agua y jabón.",
    zh: "如果皮肤沾到灰烬，请用肥皂和水洗掉。",
    ko: "재가 피부에 묻으면 비누와 물로 씻어 내세요.",
  },
  "Debris from burned buildings can be hazardous. Check": {
    es: "Los escombros de edificios quemados pueden ser peligrosos. Consulte",
    zh: "烧毁建筑物的残骸可能有危险。请在",
    ko: "불탄 건물의 잔해는 위험할 수 있습니다. 잔해 제거 정보는",
  },
  "for information on debris removal.": {
    es: "para obtener información sobre el retiro de escombros.",
    zh: "查看残骸清除的相关信息。",
    ko: "에서 확인하세요.",
  },
  "Masks and protective gear": {
    es: "Mascarillas y equipo de protección",
    zh: "口罩和防护装备",
    ko: "마스크와 보호 장비",
  },
  "Wear a well-fitting N95 mask. Cloth and surgical masks do not protect you from ash.": {
    es: "Use una mascarilla N95 que le quede bien. Las mascarillas de tela y las quirúrgicas no lo protegen de la ceniza.",
    zh: "佩戴大小合适的 N95 口罩。布口罩和外科口罩无法保护您免受灰烬的伤害。",
    ko: "얼굴에 잘 맞는 N95 마스크를 착용하세요. 천 마스크와 수술용 마스크는 재를 막아 주지 못합니다.",
  },
  "Wear goggles, heavy work gloves, long sleeves, long pants, socks and sturdy shoes or boots.": {
    es: "Use gafas protectoras, guantes de trabajo gruesos, camisa de manga larga, pantalones largos, calcetines y zapatos resistentes o botas.",
    zh: "戴上护目镜和厚实的工作手套，穿长袖上衣、长裤、袜子以及结实的鞋子或靴子。",
    ko: "보안경, 두꺼운 작업용 장갑, 긴소매 옷, 긴바지, 양말, 튼튼한 신발이나 부츠를 착용하세요.",
  },
  "Wash clothes worn during cleanup separately from other laundry.": {
    es: "Lave la ropa que usó durante la limpieza aparte del resto de la ropa.",
    zh: "清理时穿过的衣服要和其他衣物分开洗。",
    ko: "청소할 때 입은 옷은 다른 빨래와 따로 세탁하세요.",
  },
  "Children should not help with ash cleanup.": {
    es: "Los niños no deben ayudar a limpiar la ceniza.",
    zh: "儿童不应帮忙清理灰烬。",
    ko: "어린이는 재 청소를 돕지 않아야 합니다.",
  },
  "Help from assistance programs": {
    es: "Ayuda de programas de asistencia",
    zh: "援助项目提供的帮助",
    ko: "지원 프로그램의 도움",
  },
  "FEMA: apply for disaster assistance at": {
    es: "FEMA: solicite asistencia por desastre en",
    zh: "FEMA：请在",
    ko: "FEMA: 재난 지원은",
  },
  "DisasterAssistance.gov": {
    es: "DisasterAssistance.gov",
    zh: "DisasterAssistance.gov",
    ko: "DisasterAssistance.gov",
  },
  "or call 1-800-621-3362. Learn more at": {
    es: "o llame al 1-800-621-3362. Obtenga más información en",
    zh: "申请灾难援助，或拨打 1-800-621-3362。了解更多信息，请访问",
    ko: "에서 신청하거나 1-800-621-3362로 전화하세요. 자세한 내용은 다음에서 확인하세요:",
  },
  "FEMA.gov": {
    es: "FEMA.gov",
    zh: "FEMA.gov",
    ko: "FEMA.gov",
  },
  "If you have insurance, contact your insurer too. FEMA cannot pay for things your insurance already covers.": {
    es: "Si tiene seguro, comuníquese también con su compañía de seguros. FEMA no puede pagar por cosas que su seguro ya cubre.",
    zh: "如果您有保险，也要联系您的保险公司。FEMA 不能为您的保险已经承保的项目付款。",
    ko: "보험이 있다면 보험사에도 연락하세요. FEMA는 보험에서 이미 보상하는 항목에 대해서는 지급할 수 없습니다.",
  },
  "SBA disaster loans are not only for businesses. Homeowners and renters can apply too. Learn more at": {
    es: "Los préstamos por desastre de la SBA no son solo para negocios. Los propietarios de vivienda y los inquilinos también pueden solicitarlos. Obtenga más información en",
    zh: "SBA 灾难贷款不只面向企业。房主和租房者也可以申请。了解更多信息，请访问",
    ko: "SBA 재난 대출은 사업체만을 위한 것이 아닙니다. 주택 소유자와 세입자도 신청할 수 있습니다. 자세한 내용은 다음에서 확인하세요:",
  },
  "SBA.gov": {
    es: "SBA.gov",
    zh: "SBA.gov",
    ko: "SBA.gov",
  },
  "LA County: find recovery services, updates and rebuilding information at": {
    es: "LA County: encuentre servicios de recuperación, información actualizada e información sobre la reconstrucción en",
    zh: "LA County：灾后恢复服务、最新消息和重建信息请见",
    ko: "LA County: 복구 서비스, 최신 소식, 재건 정보는 다음에서 확인하세요:",
  },
  "American Red Cross: emergency shelter and support at": {
    es: "Cruz Roja Americana (American Red Cross): refugio de emergencia y apoyo en",
    zh: "美国红十字会（American Red Cross）：紧急庇护所和支持服务请见",
    ko: "미국 적십자사(American Red Cross): 긴급 대피소와 지원은 다음에서 확인하세요:",
  },
  "redcross.org": {
    es: "redcross.org",
    zh: "redcross.org",
    ko: "redcross.org",
  },
  "Dial 2-1-1 for help finding local services.": {
    es: "Marque 2-1-1 para obtener ayuda para encontrar servicios locales.",
    zh: "拨打 2-1-1，获取查找本地服务的帮助。",
    ko: "지역 서비스를 찾는 데 도움이 필요하면 2-1-1에 전화하세요.",
  },
  "Applying for government help is free. Never pay anyone to apply for you.": {
    es: "Solicitar ayuda del gobierno es gratis. Nunca le pague a nadie para que haga la solicitud por usted.",
    zh: "申请政府援助是免费的。绝不要付钱请人替您申请。",
    ko: "정부 지원 신청은 무료입니다. 대신 신청해 준다는 사람에게 절대 돈을 내지 마세요.",
  },
  "Replacing important documents": {
    es: "Cómo reemplazar documentos importantes",
    zh: "补办重要证件",
    ko: "중요 서류 재발급",
  },
  "Driver's license or ID card:": {
    es: "Licencia de manejo o tarjeta de identificación:",
    zh: "驾照或身份证件：",
    ko: "운전면허증 또는 신분증:",
  },
  "California DMV": {
    es: "California DMV (Departamento de Vehículos Motorizados)",
    zh: "California DMV（加州车辆管理局）",
    ko: "California DMV (캘리포니아 차량국)",
  },
  "Social Security card:": {
    es: "Tarjeta de Seguro Social:",
    zh: "社会安全卡：",
    ko: "사회보장카드:",
  },
  "Social Security Administration": {
    es: "Social Security Administration (Administración del Seguro Social)",
    zh: "Social Security Administration（社会安全局）",
    ko: "Social Security Administration (사회보장국)",
  },
  "Passport:": {
    es: "Pasaporte:",
    zh: "护照：",
    ko: "여권:",
  },
  "U.S. State Department": {
    es: "U.S. State Department (Departamento de Estado de EE. UU.)",
    zh: "U.S. State Department（美国国务院）",
    ko: "U.S. State Department (미국 국무부)",
  },
  "Tax records and disaster tax relief:": {
    es: "Registros de impuestos y alivio tributario por desastre:",
    zh: "税务记录和灾难税务减免：",
    ko: "세금 기록 및 재난 세금 감면:",
  },
  IRS: {
    es: "IRS",
    zh: "IRS",
    ko: "IRS",
  },
  ". The IRS may give people in disaster areas more time to file.": {
    es: ". El IRS puede dar a las personas en zonas de desastre más tiempo para presentar sus impuestos.",
    zh: "。IRS 可能会给灾区民众更多的报税时间。",
    ko: ". IRS는 재난 지역 주민에게 세금 신고 기한을 더 줄 수 있습니다.",
  },
  "Bank cards and insurance policies: call your bank and your insurer.": {
    es: "Tarjetas bancarias y pólizas de seguro: llame a su banco y a su compañía de seguros.",
    zh: "银行卡和保险单：请致电您的银行和保险公司。",
    ko: "은행 카드와 보험 증권: 은행과 보험사에 전화하세요.",
  },
  "Insurance, contractors and scams": {
    es: "Seguros, contratistas y estafas",
    zh: "保险、承包商和诈骗",
    ko: "보험, 시공업체, 사기",
  },
  "Contact your insurance company as soon as you can. Ask for a full copy of your policy.": {
    es: "Comuníquese con su compañía de seguros lo antes posible. Pida una copia completa de su póliza.",
    zh: "尽快联系您的保险公司。索取一份完整的保单副本。",
    ko: "가능한 한 빨리 보험사에 연락하세요. 보험 증권 전체 사본을 요청하세요.",
  },
  "Take photos and video of the damage. Make a list of what you lost.": {
    es: "Tome fotos y video de los daños. Haga una lista de lo que perdió.",
    zh: "把损坏情况拍照和录像。列出您损失的物品清单。",
    ko: "피해 상황을 사진과 동영상으로 남기세요. 잃어버린 것의 목록을 만드세요.",
  },
  "Keep receipts for hotels, food and other costs. Your policy may cover some of them.": {
    es: "Guarde los recibos de hotel, comida y otros gastos. Su póliza podría cubrir algunos de ellos.",
    zh: "保留酒店、餐饮和其他费用的收据。您的保单可能会承保其中一部分。",
    ko: "호텔, 식비 등 비용의 영수증을 보관하세요. 보험에서 그중 일부를 보상해 줄 수 있습니다.",
  },
  "Hire only licensed contractors. Check their license before you sign anything.": {
    es: "Contrate solo a contratistas con licencia. Verifique su licencia antes de firmar cualquier cosa.",
    zh: "只雇用有执照的承包商。签署任何文件之前，先核实他们的执照。",
    ko: "면허가 있는 시공업체만 고용하세요. 무엇이든 서명하기 전에 면허를 확인하세요.",
  },
  "Get a written contract. Do not pay the full cost up front, and do not pay in cash.": {
    es: "Pida un contrato por escrito. No pague el costo total por adelantado y no pague en efectivo.",
    zh: "签订书面合同。不要预先付清全部费用，也不要用现金支付。",
    ko: "서면 계약서를 받으세요. 전체 비용을 미리 내지 말고, 현금으로 내지 마세요.",
  },
  "It is illegal in California to raise prices too much after a declared emergency. This is called price gouging.": {
    es: "En California es ilegal subir demasiado los precios después de que se declara una emergencia. Esto se llama especulación de precios (price gouging).",
    zh: "在加州，宣布进入紧急状态后过度抬高价格是违法的。这被称为哄抬价格（price gouging）。",
    ko: "캘리포니아에서는 비상사태가 선포된 후 가격을 지나치게 올리는 것이 불법입니다. 이를 가격 폭리(price gouging)라고 합니다.",
  },
  "Be careful with offers to buy your property quickly for cash. Take your time and get advice.": {
    es: "Tenga cuidado con las ofertas para comprar su propiedad rápidamente en efectivo. Tómese su tiempo y pida asesoría.",
    zh: "对想用现金快速购买您房产的报价要保持警惕。不要着急，先征求他人的意见。",
    ko: "부동산을 현금으로 빨리 사겠다는 제안을 조심하세요. 서두르지 말고 조언을 구하세요.",
  },
  "Real FEMA staff carry ID badges and never charge a fee. Do not give your bank details to anyone who calls you first.": {
    es: "El personal verdadero de FEMA lleva una credencial de identificación y nunca cobra. No dé los datos de su banco a nadie que lo llame sin que usted lo haya contactado primero.",
    zh: "真正的 FEMA 工作人员都佩戴身份证件，而且从不收费。不要把您的银行信息告诉任何主动打电话给您的人。",
    ko: "진짜 FEMA 직원은 신분증을 지니고 다니며 절대 수수료를 받지 않습니다. 먼저 전화를 걸어온 사람에게는 누구에게도 은행 정보를 알려 주지 마세요.",
  },
  "Mental health and support": {
    es: "Salud mental y apoyo",
    zh: "心理健康与支持",
    ko: "정신 건강과 지원",
  },
  "After a disaster it is normal to feel shock, sadness, anger, worry or numbness. Many people have trouble sleeping or thinking clearly. Try to rest, eat, keep simple routines, and talk with people you trust. Take breaks from the news.": {
    es: "Después de un desastre, es normal sentir conmoción, tristeza, enojo, preocupación o como si no sintiera nada. Muchas personas tienen dificultad para dormir o pensar con claridad. Trate de descansar, comer, mantener rutinas sencillas y hablar con personas de confianza. Tómese descansos de las noticias.",
    zh: "灾难过后，感到震惊、悲伤、愤怒、担忧或麻木都是正常的。很多人会睡不好，或者难以清晰地思考。尽量休息、好好吃饭，保持简单的日常作息，并与您信任的人交谈。适当远离新闻，让自己歇一歇。",
    ko: "재난을 겪은 뒤 충격, 슬픔, 분노, 걱정, 무감각을 느끼는 것은 정상입니다. 많은 사람이 잠을 자거나 맑게 생각하는 데 어려움을 겪습니다. 쉬고, 식사하고, 간단한 일과를 유지하고, 믿을 수 있는 사람과 이야기하도록 노력하세요. 뉴스에서 잠시 벗어나는 시간을 가지세요.",
  },
  "Children react too. They may cling to you, have nightmares, or act younger than their age. Listen to them, tell them they are safe, keep routines, and limit what they see about the fire on TV and phones.": {
    es: "Los niños también reaccionan. Es posible que no quieran separarse de usted, que tengan pesadillas o que se comporten como si fueran más pequeños. Escúchelos, dígales que están a salvo, mantenga las rutinas y limite lo que ven sobre el incendio en la televisión y en los teléfonos.",
    zh: "孩子们也会有反应。他们可能会黏着您、做噩梦，或者表现得比实际年龄小。倾听他们的心声，告诉他们现在是安全的，保持日常作息，并限制他们在电视和手机上看到的火灾内容。",
    ko: "어린이도 반응을 보입니다. 보호자에게 매달리거나, 악몽을 꾸거나, 나이보다 어리게 행동할 수 있습니다. 아이의 말을 들어 주고, 안전하다고 말해 주고, 일과를 유지하고, TV와 휴대폰으로 화재 관련 내용을 보는 것을 줄이세요.",
  },
  "Disaster Distress Helpline: call or text 1-800-985-5990. It is free and open 24 hours a day.": {
    es: "Línea de Ayuda para Casos de Angustia por Desastres (Disaster Distress Helpline): llame o envíe un mensaje de texto al 1-800-985-5990. Es gratis y está disponible las 24 horas del día.",
    zh: "灾难心理援助热线（Disaster Distress Helpline）：拨打电话或发短信至 1-800-985-5990。免费，每天 24 小时开放。",
    ko: "재난 고통 상담 전화(Disaster Distress Helpline): 1-800-985-5990으로 전화하거나 문자를 보내세요. 무료이며 하루 24시간 운영합니다.",
  },
  "Suicide & Crisis Lifeline: call or text 988. Learn more at": {
    es: "Línea de Prevención del Suicidio y Crisis (Suicide & Crisis Lifeline): llame o envíe un mensaje de texto al 988. Obtenga más información en",
    zh: "自杀与危机生命线（Suicide & Crisis Lifeline）：拨打电话或发短信至 988。了解更多信息，请访问",
    ko: "자살 및 위기 상담 전화(Suicide & Crisis Lifeline): 988로 전화하거나 문자를 보내세요. 자세한 내용은 다음에서 확인하세요:",
  },
  "988lifeline.org": {
    es: "988lifeline.org",
    zh: "988lifeline.org",
    ko: "988lifeline.org",
  },
  "LA County information line: dial 2-1-1.": {
    es: "Línea de información de LA County: marque 2-1-1.",
    zh: "LA County 信息热线：拨打 2-1-1。",
    ko: "LA County 안내 전화: 2-1-1에 전화하세요.",
  },
  "If someone is in danger right now, call 911.": {
    es: "Si alguien está en peligro en este momento, llame al 911.",
    zh: "如果有人此刻正处于危险之中，请拨打 911。",
    ko: "지금 위험에 처한 사람이 있으면 911에 전화하세요.",
  },

  // Sources
  "CAL FIRE: Ready for Wildfire": {
    es: "CAL FIRE: Ready for Wildfire",
    zh: "CAL FIRE: Ready for Wildfire",
    ko: "CAL FIRE: Ready for Wildfire",
  },
  "CAL FIRE: Incidents": {
    es: "CAL FIRE: Incidentes",
    zh: "CAL FIRE：火灾事件",
    ko: "CAL FIRE: 화재 현황",
  },
  "Ready.gov: Wildfires": {
    es: "Ready.gov: Incendios forestales",
    zh: "Ready.gov：山火",
    ko: "Ready.gov: 산불",
  },
  "LA County emergency information (ready.lacounty.gov)": {
    es: "Información de emergencia de LA County (ready.lacounty.gov)",
    zh: "LA County 紧急信息（ready.lacounty.gov）",
    ko: "LA County 비상 정보(ready.lacounty.gov)",
  },
  "LA County recovery (recovery.lacounty.gov)": {
    es: "Recuperación de LA County (recovery.lacounty.gov)",
    zh: "LA County 灾后恢复（recovery.lacounty.gov）",
    ko: "LA County 복구 정보(recovery.lacounty.gov)",
  },
  "South Coast AQMD": {
    es: "South Coast AQMD (Distrito de Administración de la Calidad del Aire de la Costa Sur)",
    zh: "South Coast AQMD（南海岸空气质量管理局）",
    ko: "South Coast AQMD (남부 해안 대기질 관리국)",
  },
  FEMA: {
    es: "FEMA",
    zh: "FEMA",
    ko: "FEMA",
  },
  "U.S. Small Business Administration": {
    es: "U.S. Small Business Administration (Agencia Federal de Pequeños Negocios)",
    zh: "U.S. Small Business Administration（美国小企业管理局）",
    ko: "U.S. Small Business Administration (미국 중소기업청)",
  },
  "American Red Cross": {
    es: "American Red Cross (Cruz Roja Americana)",
    zh: "American Red Cross（美国红十字会）",
    ko: "American Red Cross (미국 적십자사)",
  },
  "U.S. State Department: Travel": {
    es: "U.S. State Department: Travel (Departamento de Estado de EE. UU.: viajes)",
    zh: "U.S. State Department: Travel（美国国务院：旅行）",
    ko: "U.S. State Department: Travel (미국 국무부: 여행)",
  },
  "988 Suicide & Crisis Lifeline": {
    es: "988 Suicide & Crisis Lifeline (Línea de Prevención del Suicidio y Crisis)",
    zh: "988 Suicide & Crisis Lifeline（自杀与危机生命线）",
    ko: "988 Suicide & Crisis Lifeline (자살 및 위기 상담 전화)",
  },
};
