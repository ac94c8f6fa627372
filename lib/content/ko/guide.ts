import type { ContentPage } from "../types";

export const guidePage: ContentPage = {
  title: "산불 안내서",
  lead: "산불에 대비하는 방법, 산불이 났을 때 정보를 얻는 방법, 산불 이후 안전하게 복구하는 방법을 안내합니다. 짧은 단계별 안내와 공식 정보 출처 링크를 제공합니다.",
  sections: [
    {
      id: "wildfire-readiness",
      title: "대비하기",
      blocks: [
        {
          kind: "paragraph",
          text: [
            "아래 준비는 화재가 나기 전에 해 두세요. 지금 조금만 시간을 들이면 집과 생명을 지킬 수 있습니다. 공식 안내는 CAL FIRE의 ",
            {
              href: "https://www.readyforwildfire.org/",
              label: "Ready for Wildfire"
            },
            "와 ",
            {
              href: "https://www.ready.gov/wildfires",
              label: "Ready.gov"
            },
            "에서 확인하세요."
          ]
        }
      ],
      subsections: [
        {
          title: "집 주변의 방어 공간",
          blocks: [
            {
              kind: "paragraph",
              text: [
                "방어 공간이란 집 주변에서 불에 탈 수 있는 물건을 치워 두는 구역입니다. 방어 공간은 불길을 늦추고 소방관이 작업할 공간을 만들어 줍니다. CAL FIRE는 이를 세 구역으로 나눕니다."
              ]
            },
            {
              kind: "list",
              items: [
                [
                  "0구역, 불씨 차단 구역(집에서 0~5피트): 죽은 식물, 마른 잎, 장작 더미 등 불에 탈 수 있는 것은 모두 치우세요. 자갈, 돌, 콘크리트 같은 단단한 바닥재를 사용하세요."
                ],
                [
                  "1구역, 식물을 드문드문, 깨끗하게, 푸르게 유지하는 구역(5~30피트): 죽은 식물, 풀, 잎을 치우세요. 나뭇가지가 지붕과 굴뚝에서 떨어져 있게 하세요. 식물에 물을 꾸준히 주세요."
                ],
                [
                  "2구역, 가연물 줄이기(30~100피트): 풀과 잡초를 짧게 깎아 두세요. 관목과 나무 사이에 간격을 두세요."
                ]
              ]
            }
          ]
        },
        {
          title: "집을 불에 강하게 보강하기",
          blocks: [
            {
              kind: "paragraph",
              text: [
                "날아다니는 불씨는 불길보다 훨씬 앞서 멀리까지 날아갈 수 있습니다. 불씨는 집에 불이 붙는 주요 원인 중 하나입니다. 불씨가 들어오거나 내려앉을 수 있는 곳을 막으세요."
              ]
            },
            {
              kind: "list",
              items: [
                [
                  "지붕을 수리하거나 교체할 때는 A등급(Class A) 방화 지붕을 사용하세요."
                ],
                [
                  "불씨 차단 통풍구를 사용하거나, 통풍구를 촘촘한 금속망으로 덮으세요."
                ],
                [
                  "지붕과 빗물받이에 쌓인 나뭇잎과 솔잎을 자주 치우세요."
                ],
                [
                  "장작, 쓰레기통 등 불에 타는 물건은 집에서 멀리 옮기고, 데크 아래에서도 치우세요."
                ],
                [
                  "집의 모든 면에 닿을 수 있는 정원용 호스를 준비해 두세요."
                ]
              ]
            }
          ]
        },
        {
          title: "비상 가방 챙기기",
          blocks: [
            {
              kind: "paragraph",
              text: [
                "몇 분 안에 떠날 수 있도록 가방을 미리 준비해 두세요. 다음 여섯 가지(영어로 “six P's”)를 기억하세요:"
              ]
            },
            {
              kind: "list",
              items: [
                [
                  "사람과 반려동물."
                ],
                [
                  "서류, 전화번호, 중요 문서."
                ],
                [
                  "처방약, 비타민, 안경."
                ],
                [
                  "사진과 다시 구할 수 없는 물건."
                ],
                [
                  "개인 컴퓨터 하드 드라이브와 디스크."
                ],
                [
                  "“플라스틱”: 신용카드, ATM 카드, 현금."
                ]
              ]
            },
            {
              kind: "paragraph",
              text: [
                "물, 간식, 손전등, 건전지 라디오, 휴대폰 충전기와 보조 배터리, 구급상자, N95 마스크, 갈아입을 옷, 튼튼한 신발도 챙기세요. 산불 철에는 자동차 연료를 항상 절반 이상 채워 두세요. 전체 점검 목록은 ",
                {
                  href: "https://www.ready.gov/kit",
                  label: "Ready.gov 비상용품 준비 안내"
                },
                "에서 확인하세요."
              ]
            }
          ]
        },
        {
          title: "대피 계획 세우기",
          blocks: [
            {
              kind: "list",
              items: [
                [
                  "동네를 빠져나가는 길을 최소 두 가지 알아 두세요."
                ],
                [
                  "화재 지역 밖에서 만날 장소를 정하세요."
                ],
                [
                  "이 지역 밖에 사는 연락 담당자 한 명을 정하세요. 가족 모두가 그 사람에게 전화하거나 문자를 보내도록 하세요."
                ],
                [
                  "자신의 대피 구역을 알아 두세요. ",
                  {
                    href: "https://ready.lacounty.gov/",
                    label: "ready.lacounty.gov"
                  },
                  "에서 찾아서 적어 두세요."
                ],
                [
                  "어린이를 포함해 집에 사는 모든 사람과 함께 계획을 연습하세요."
                ]
              ]
            },
            {
              kind: "paragraph",
              text: [
                "계획을 세우는 데 도움이 필요하면 ",
                {
                  href: "https://www.ready.gov/plan",
                  label: "Ready.gov 계획 세우기 안내"
                },
                "를 참고하세요. 아래의 Ready, Set, Go!(준비, 경계, 대피) 단계를 따르세요."
              ]
            },
            {
              kind: "steps",
              items: [
                {
                  title: "Ready(준비)",
                  text: [
                    "화재가 나기 전에 준비하세요. 방어 공간을 만들고, 집을 불에 강하게 보강하고, 비상 가방을 챙기고, 계획을 세우세요."
                  ]
                },
                {
                  title: "Set(경계)",
                  text: [
                    "화재가 가까이 있으면 경계를 늦추지 마세요. 공식 경보와 뉴스를 계속 확인하세요. 비상 가방, 반려동물, 중요한 물건을 차에 실으세요. 빨리 떠날 수 있도록 차 앞쪽이 바깥을 향하게 주차하세요."
                  ]
                },
                {
                  title: "Go(대피)",
                  text: [
                    "일찍 떠나세요. 당국이 떠나라고 하면 떠나고, 안전하지 않다고 느끼면 그보다 더 일찍 떠나세요. 대피 명령을 기다리지 마세요. 일찍 떠나면 소방관이 이용할 도로가 막히지 않습니다."
                  ]
                }
              ]
            }
          ]
        },
        {
          title: "장애인, 고령자, 반려동물, 대형 동물",
          blocks: [
            {
              kind: "paragraph",
              text: [
                "떠나는 데 시간이 더 필요하다면 지금 계획해 두세요. 대피 경고가 발령되면 떠나세요. 대피 명령을 기다리지 마세요."
              ]
            },
            {
              kind: "list",
              items: [
                [
                  "이웃, 친구, 가족에게 안부를 확인하고 대피를 도와 달라고 부탁하세요."
                ],
                [
                  "비상 가방에 여분의 약, 의료 용품, 처방전 사본을 넣어 두세요."
                ],
                [
                  "의료 기기, 보청기, 전동 휠체어를 위한 예비 전원이나 여분의 배터리를 준비해 두세요."
                ],
                [
                  "혼자 떠날 수 없고 위험한 상황이라면 911에 전화하세요."
                ]
              ]
            },
            {
              kind: "paragraph",
              text: [
                "반려동물을 데리고 가세요. 사람에게 안전하지 않은 곳은 반려동물에게도 안전하지 않습니다."
              ]
            },
            {
              kind: "list",
              items: [
                [
                  "반려동물마다 이동장이나 케이지, 목줄, 사료, 물, 약, 예방접종 기록을 챙기세요."
                ],
                [
                  "반려동물에게 인식표를 달아 두고, 휴대폰에 반려동물마다 최근 사진을 저장해 두세요."
                ],
                [
                  "필요해지기 전에 반려동물과 함께 머물 수 있는 곳을 미리 찾아 두세요."
                ],
                [
                  "말과 다른 대형 동물은 시간이 더 필요합니다. 트레일러와 동물을 데려갈 장소를 미리 마련해 두세요. 대피 경고가 발령되면 일찍 옮기세요."
                ]
              ]
            }
          ]
        }
      ]
    },
    {
      id: "wildfire-monitoring",
      title: "정보 확인하기",
      blocks: [
        {
          kind: "callout",
          tone: "danger",
          title: "대피하라는 지시를 받으면 떠나세요.",
          text: [
            "긴급 상황에서는 911에 전화하세요. 불길이 눈에 보일 때까지 기다리지 마세요."
          ]
        }
      ],
      subsections: [
        {
          title: "공식 경보",
          blocks: [
            {
              kind: "list",
              items: [
                [
                  {
                    href: "https://ready.lacounty.gov/",
                    label: "ready.lacounty.gov"
                  },
                  "에서 카운티 긴급 경보 서비스인 Alert LA County에 가입하세요. 일부 시는 자체 경보도 운영합니다. 거주하는 시의 웹사이트를 확인하세요."
                ],
                [
                  "휴대폰 설정에서 무선 긴급 경보(Wireless Emergency Alerts)를 켜 두세요. 이 경보는 따로 가입하지 않아도 받을 수 있습니다."
                ],
                [
                  "현재 산불이 난 곳과 진화율은 ",
                  {
                    href: "https://www.fire.ca.gov/incidents",
                    label: "CAL FIRE 화재 현황"
                  },
                  "에서 확인하세요."
                ],
                [
                  "지역 뉴스와 시, 카운티, 소방서의 공식 계정을 계속 확인하세요."
                ],
                [
                  "전기와 휴대폰 서비스가 끊길 때를 대비해 건전지 라디오를 준비해 두세요."
                ],
                [
                  "LA 카운티 정보와 서비스가 필요하면 2-1-1에 전화하세요."
                ]
              ]
            }
          ]
        },
        {
          title: "대피 명령과 대피 경고",
          blocks: [
            {
              kind: "list",
              items: [
                [
                  "대피 명령: 지금 위험합니다. 즉시 떠나세요."
                ],
                [
                  "대피 경고: 곧 위험해질 수 있습니다. 떠날 준비를 하세요. 장애인, 고령자, 반려동물이나 가축이 있는 사람처럼 시간이 더 필요하다면 지금 떠나세요."
                ],
                [
                  "실내 대피(Shelter in Place): 지금 있는 곳의 실내에 머물면서 문과 창문을 닫고, 당국이 안전하다고 할 때까지 기다리세요. 밖으로 나가면 더 위험할 수 있습니다."
                ]
              ]
            },
            {
              kind: "paragraph",
              text: [
                "LA 카운티는 대피 구역을 나누어 운영합니다. 당국은 경보에서 대피 구역 이름을 알릴 수 있습니다. ",
                {
                  href: "https://ready.lacounty.gov/",
                  label: "ready.lacounty.gov"
                },
                "에서 자신의 대피 구역을 찾아 휴대폰에 저장해 두세요."
              ]
            }
          ]
        },
        {
          title: "적색 깃발 경보(Red Flag Warning)",
          blocks: [
            {
              kind: "paragraph",
              text: [
                "국립기상청(National Weather Service)은 기온이 높고 습도가 매우 낮으며 바람이 강한 조건이 겹칠 때 적색 깃발 경보(Red Flag Warning)를 발령합니다. 이때는 불이 쉽게 나고 매우 빠르게 번질 수 있습니다. LA에서는 샌타애나 바람(Santa Ana winds)이 이런 조건을 자주 만듭니다. 일기 예보는 ",
                {
                  href: "https://www.weather.gov/lox",
                  label: "National Weather Service Los Angeles(국립기상청)"
                },
                "에서 확인하세요."
              ]
            },
            {
              kind: "list",
              items: [
                [
                  "떠날 준비를 하세요. 비상 가방을 차에 실어 두세요."
                ],
                [
                  "휴대폰과 보조 배터리를 충전하세요."
                ],
                [
                  "마른 풀을 깎거나 전동 공구를 사용하는 것처럼 야외에서 불꽃이 튈 수 있는 일은 피하세요."
                ],
                [
                  "전력 회사는 화재를 막기 위해 위험이 높은 지역의 전기를 끊을 수 있습니다. 손전등을 준비해 두세요."
                ]
              ]
            }
          ]
        },
        {
          title: "대기질과 연기",
          blocks: [
            {
              kind: "paragraph",
              text: [
                "연기는 화재 현장에서 멀리 떨어져 있어도 건강을 해칠 수 있습니다. 대기질은 ",
                {
                  href: "https://www.airnow.gov/",
                  label: "AirNow"
                },
                "에서 확인하세요. 색상의 의미는 다음과 같습니다. 초록색은 좋음, 노란색은 보통, 주황색은 민감군에게 나쁨, 빨간색은 나쁨, 보라색은 매우 나쁨, 적갈색은 위험입니다. LA 카운티 대부분을 관할하는 South Coast AQMD(남부 해안 대기질 관리국)는 지역 연기 주의보를 ",
                {
                  href: "https://www.aqmd.gov/",
                  label: "aqmd.gov"
                },
                "에 게시합니다. 앤털로프 밸리(Antelope Valley) 지역은 Antelope Valley AQMD가 관할합니다."
              ]
            },
            {
              kind: "list",
              items: [
                [
                  "실내에 머물고 창문과 문을 닫아 두세요."
                ],
                [
                  "HEPA 공기청정기를 사용하거나, 냉난방 시스템에 MERV-13 필터를 사용하세요."
                ],
                [
                  "야외에 있는 시간, 특히 야외 운동을 줄이세요."
                ],
                [
                  "초나 향을 피우지 말고, 실내에서 담배를 피우지 마세요."
                ],
                [
                  "어린이, 고령자, 임신한 사람, 심장 질환이나 폐 질환이 있는 사람을 각별히 보살피세요."
                ],
                [
                  "숨쉬기 어렵거나 가슴 통증이 있는 사람이 있으면 911에 전화하세요."
                ]
              ]
            },
            {
              kind: "callout",
              tone: "info",
              title: "마스크 안내",
              text: [
                "천 마스크와 수술용 마스크는 연기나 재를 막아 주지 못합니다. N95 마스크는 도움이 될 수 있지만, 얼굴에 잘 맞고 빈틈없이 밀착될 때만 효과가 있습니다. N95 마스크는 어린이용으로 만들어지지 않았습니다. 심장 질환이나 폐 질환이 있다면 착용하기 전에 의사와 상의하세요. 자세한 내용은 ",
                {
                  href: "https://www.cdc.gov/wildfires/",
                  label: "미국 질병통제예방센터(CDC)"
                },
                "에서 확인하세요."
              ]
            }
          ]
        }
      ]
    },
    {
      id: "post-fire-recovery",
      title: "화재 이후",
      blocks: [
        {
          kind: "paragraph",
          text: [
            "복구에는 시간이 걸립니다. 한 번에 한 단계씩 해 나가세요. LA 카운티의 최신 소식과 서비스는 ",
            {
              href: "https://recovery.lacounty.gov/",
              label: "recovery.lacounty.gov"
            },
            "에서 확인하세요."
          ]
        }
      ],
      subsections: [
        {
          title: "안전하게 집으로 돌아가기",
          blocks: [
            {
              kind: "callout",
              tone: "danger",
              title: "당국이 안전하다고 할 때까지 돌아가지 마세요.",
              text: [
                "가스 냄새가 나면 즉시 그곳을 떠나세요. 안전한 거리에서 911에 전화하세요."
              ]
            },
            {
              kind: "list",
              items: [
                [
                  "잔불이 남은 곳을 조심하세요. 불에 탄 지역은 계속 뜨거울 수 있고 다시 불이 붙을 수 있습니다."
                ],
                [
                  "손상되거나 떨어진 전선에서 멀리 떨어지세요. 모든 전선에 전기가 흐르고 있다고 생각하세요."
                ],
                [
                  "손상된 건물에 들어가지 마세요. 벽, 굴뚝, 나무가 무너지거나 쓰러질 수 있습니다."
                ],
                [
                  "가스관이 손상되지 않았는지 확인하세요. 가스 냄새가 나면 성냥, 라이터, 전등 스위치를 사용하지 마세요."
                ],
                [
                  "수도 공급업체의 수돗물 안전 안내를 따르세요. 수돗물이 안전하다는 안내를 받을 때까지 생수를 사용하세요. 어떤 화재 후에는 물을 끓여도 안전해지지 않습니다."
                ],
                [
                  "어린이와 반려동물이 불탄 지역에 들어가지 않게 하세요."
                ],
                [
                  "물건을 옮기거나 청소하기 전에 모든 피해 상황을 사진과 동영상으로 남기세요."
                ]
              ]
            }
          ]
        },
        {
          title: "재와 잔해 청소",
          blocks: [
            {
              kind: "callout",
              tone: "danger",
              title: "집이 불에 탔다면 잔해를 직접 뒤지거나 치우지 마세요.",
              text: [
                "잔해에는 석면, 납, 리튬 배터리 잔여물이 들어 있을 수 있으며, 이 때문에 화상을 입거나 병에 걸릴 수 있습니다. 불탄 부지는 정부의 잔해 제거 프로그램이 치웁니다. 자세한 내용은 ",
                {
                  href: "https://recovery.lacounty.gov/",
                  label: "recovery.lacounty.gov"
                },
                "에서 확인하세요. 아래 방법은 무너지지 않고 남아 있는 집의 안팎에 있는 재에만 해당합니다."
              ]
            },
            {
              kind: "paragraph",
              text: [
                "불탄 집과 자동차에서 나온 재에는 독성 물질이 들어 있을 수 있습니다. 조심해서 청소하세요."
              ]
            },
            {
              kind: "list",
              items: [
                [
                  "낙엽 송풍기를 사용하지 마세요. 마른 재를 쓸지 마세요. 그러면 재가 공기 중으로 날립니다."
                ],
                [
                  "먼저 재에 물을 살짝 뿌린 다음, 조심스럽게 떠내거나 쓸어서 비닐봉지에 담으세요."
                ],
                [
                  "실내에서는 HEPA 필터가 달린 청소기로만 재를 빨아들이세요. 일반 청소기는 미세한 재를 다시 공기 중으로 날립니다."
                ],
                [
                  "재를 물로 씻어 빗물 배수구로 흘려보내지 마세요."
                ],
                [
                  "청소하는 동안 어린이와 반려동물이 가까이 오지 않게 하세요."
                ],
                [
                  "재가 피부에 묻으면 비누와 물로 씻어 내세요."
                ]
              ]
            }
          ]
        },
        {
          title: "마스크와 보호 장비",
          blocks: [
            {
              kind: "list",
              items: [
                [
                  "얼굴에 잘 맞는 N95 마스크를 착용하세요. 천 마스크와 수술용 마스크는 재를 막아 주지 못합니다."
                ],
                [
                  "보안경, 두꺼운 작업용 장갑, 긴소매 옷, 긴바지, 양말, 튼튼한 신발이나 부츠를 착용하세요."
                ],
                [
                  "청소할 때 입은 옷은 다른 빨래와 따로 세탁하세요."
                ],
                [
                  "어린이에게 재 청소를 시키지 마세요."
                ]
              ]
            }
          ]
        },
        {
          title: "지원 프로그램의 도움",
          blocks: [
            {
              kind: "list",
              items: [
                [
                  "FEMA: ",
                  {
                    href: "https://www.disasterassistance.gov/",
                    label: "DisasterAssistance.gov"
                  },
                  "에서 재난 지원을 신청하거나 1-800-621-3362로 전화하세요. 자세한 내용은 ",
                  {
                    href: "https://www.fema.gov/",
                    label: "FEMA.gov"
                  },
                  "에서 확인하세요."
                ],
                [
                  "보험이 있다면 보험사에도 연락하세요. FEMA는 보험에서 이미 보상하는 항목에 대해서는 지급할 수 없습니다."
                ],
                [
                  "SBA 재난 대출은 사업체만을 위한 것이 아닙니다. 주택 소유자와 세입자도 신청할 수 있습니다. 자세한 내용은 ",
                  {
                    href: "https://www.sba.gov/",
                    label: "SBA.gov"
                  },
                  "에서 확인하세요."
                ],
                [
                  "LA 카운티: 복구 서비스, 최신 소식, 재건 정보는 ",
                  {
                    href: "https://recovery.lacounty.gov/",
                    label: "recovery.lacounty.gov"
                  },
                  "에서 확인하세요."
                ],
                [
                  "미국 적십자사(American Red Cross): 긴급 대피소와 지원 정보는 ",
                  {
                    href: "https://www.redcross.org/",
                    label: "redcross.org"
                  },
                  "에서 확인하세요."
                ],
                [
                  "지역 서비스를 찾는 데 도움이 필요하면 2-1-1에 전화하세요."
                ],
                [
                  "정부 지원 신청은 무료입니다. 대신 신청해 준다는 사람에게 절대 돈을 내지 마세요."
                ]
              ]
            }
          ]
        },
        {
          title: "중요 서류 재발급",
          blocks: [
            {
              kind: "list",
              items: [
                [
                  "운전면허증 또는 신분증: ",
                  {
                    href: "https://www.dmv.ca.gov/",
                    label: "California DMV(캘리포니아 차량국)"
                  },
                  "."
                ],
                [
                  "사회보장카드: ",
                  {
                    href: "https://www.ssa.gov/",
                    label: "Social Security Administration(사회보장국)"
                  },
                  "."
                ],
                [
                  "여권: ",
                  {
                    href: "https://travel.state.gov/",
                    label: "U.S. State Department(미국 국무부)"
                  },
                  "."
                ],
                [
                  "세금 기록 및 재난 세금 감면: ",
                  {
                    href: "https://www.irs.gov/",
                    label: "IRS(미국 국세청)"
                  },
                  ". IRS는 재난 지역 주민의 세금 신고 기한을 연장해 줄 수 있습니다."
                ],
                [
                  "은행 카드와 보험 증권: 은행과 보험사에 전화하세요."
                ]
              ]
            }
          ]
        },
        {
          title: "보험, 시공업체, 사기",
          blocks: [
            {
              kind: "list",
              items: [
                [
                  "가능한 한 빨리 보험사에 연락하세요. 보험 증권 전체 사본을 요청하세요."
                ],
                [
                  "피해 상황을 사진과 동영상으로 남기세요. 잃어버린 것의 목록을 만드세요."
                ],
                [
                  "호텔, 식비 등 비용의 영수증을 보관하세요. 보험에서 그중 일부를 보상해 줄 수 있습니다."
                ],
                [
                  "면허가 있는 시공업체만 고용하세요. 무엇이든 서명하기 전에 면허를 확인하세요."
                ],
                [
                  "서면 계약서를 받으세요. 전체 비용을 미리 내지 말고, 현금으로 내지 마세요."
                ],
                [
                  "캘리포니아에서는 비상사태가 선포된 후 가격을 지나치게 올리는 것이 불법입니다. 이를 가격 폭리(price gouging)라고 합니다."
                ],
                [
                  "부동산을 현금으로 빨리 사겠다는 제안을 조심하세요. 서두르지 말고 조언을 구하세요."
                ],
                [
                  "진짜 FEMA 직원은 신분증을 지니고 다니며 절대 수수료를 받지 않습니다. 먼저 전화를 걸어온 사람에게는 상대가 누구든 은행 정보를 알려 주지 마세요."
                ]
              ]
            }
          ]
        },
        {
          title: "정신 건강과 지원",
          blocks: [
            {
              kind: "paragraph",
              text: [
                "재난을 겪은 뒤 충격, 슬픔, 분노, 걱정, 무감각을 느끼는 것은 정상입니다. 많은 사람이 잠을 잘 자지 못하거나 생각을 또렷하게 하기 어려워합니다. 쉬고, 식사하고, 간단한 일과를 유지하고, 믿을 수 있는 사람과 이야기하도록 노력하세요. 뉴스에서 잠시 벗어나는 시간을 가지세요."
              ]
            },
            {
              kind: "paragraph",
              text: [
                "어린이도 반응을 보입니다. 보호자에게 매달리거나, 악몽을 꾸거나, 나이보다 어리게 행동할 수 있습니다. 아이의 말을 들어 주고, 안전하다고 말해 주고, 일과를 유지하고, TV와 휴대폰으로 화재 관련 내용을 보는 것을 줄이세요."
              ]
            },
            {
              kind: "list",
              items: [
                [
                  "재난 심리 지원 상담전화(Disaster Distress Helpline): 1-800-985-5990으로 전화하거나 문자를 보내세요. 무료이며 하루 24시간 운영합니다. 스페인어는 2번을 누르세요. 그 밖의 여러 언어도 통역 서비스를 이용할 수 있습니다."
                ],
                [
                  "자살 및 위기 상담 전화(Suicide & Crisis Lifeline): 988로 전화하거나 문자를 보내세요. 자세한 내용은 ",
                  {
                    href: "https://988lifeline.org/",
                    label: "988lifeline.org"
                  },
                  "에서 확인하세요."
                ],
                [
                  "LA 카운티 안내 전화: 2-1-1에 전화하세요."
                ],
                [
                  "지금 위험에 처한 사람이 있으면 911에 전화하세요."
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
      label: "CAL FIRE: 화재 현황"
    },
    {
      href: "https://www.ready.gov/wildfires",
      label: "Ready.gov: 산불"
    },
    {
      href: "https://www.ready.gov/kit",
      label: "Ready.gov: 비상용품 준비하기"
    },
    {
      href: "https://www.ready.gov/plan",
      label: "Ready.gov: 계획 세우기"
    },
    {
      href: "https://ready.lacounty.gov/",
      label: "LA 카운티 비상 정보(ready.lacounty.gov)"
    },
    {
      href: "https://recovery.lacounty.gov/",
      label: "LA 카운티 복구 정보(recovery.lacounty.gov)"
    },
    {
      href: "https://www.weather.gov/lox",
      label: "National Weather Service Los Angeles(국립기상청)"
    },
    {
      href: "https://www.airnow.gov/",
      label: "AirNow"
    },
    {
      href: "https://www.aqmd.gov/",
      label: "South Coast AQMD(남부 해안 대기질 관리국)"
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
      label: "U.S. Small Business Administration(미국 중소기업청)"
    },
    {
      href: "https://www.redcross.org/",
      label: "미국 적십자사"
    },
    {
      href: "https://www.dmv.ca.gov/",
      label: "California DMV(캘리포니아 차량국)"
    },
    {
      href: "https://www.ssa.gov/",
      label: "Social Security Administration(사회보장국)"
    },
    {
      href: "https://travel.state.gov/",
      label: "U.S. State Department: Travel(미국 국무부: 여행)"
    },
    {
      href: "https://www.irs.gov/",
      label: "IRS"
    },
    {
      href: "https://988lifeline.org/",
      label: "988 Suicide & Crisis Lifeline(자살 및 위기 상담 전화)"
    }
  ]
};
