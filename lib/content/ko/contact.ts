import type { ContentPage } from "../types";

export const contactPage: ContentPage = {
  title: "문의",
  lead: "화재 피해를 입은 사람들을 돕기 위해 저희와 함께 일하고 싶은 주최 측, 지역사회 단체, 기업, 언론을 위한 페이지입니다.",
  sections: [
    {
      title: "이 사이트는 응급 서비스가 아닙니다",
      blocks: [
        {
          kind: "callout",
          tone: "danger",
          title: "당장 위험한 상황이라면 911에 전화하세요.",
          text: [
            "저희는 응급 상황에 대응할 수 없습니다. LA 카운티 정보와 서비스가 필요하시면 2-1-1로 전화하세요."
          ]
        }
      ]
    },
    {
      title: "함께 일하는 방법",
      blocks: [
        {
          kind: "list",
          items: [
            [
              "귀하의 장소에 필요한 물품이나 나눠 줄 물품을 등록하세요."
            ],
            [
              "소속 단체에 필요한 자원봉사 인력을 게시하세요."
            ],
            [
              "지도에 장소를 추가하거나 장소 정보를 수정하세요."
            ],
            [
              "귀하의 단체나 기업과의 협력을 제안하세요."
            ],
            [
              "언론 문의."
            ]
          ]
        }
      ]
    },
    {
      title: "지도의 장소 정보 수정",
      blocks: [
        {
          kind: "paragraph",
          text: [
            "지도의 장소 정보를 수정하려면 협업 신청서에 장소 이름을 적어 주세요. 무엇이 잘못되었고 올바른 정보가 무엇인지 알려 주세요. 해당 장소를 운영하시는 분이라면 그 사실도 밝혀 주세요."
          ]
        }
      ]
    },
    {
      title: "포함할 내용",
      blocks: [
        {
          kind: "list",
          items: [
            [
              "성함과 소속 단체(있는 경우)."
            ],
            [
              "연락받으실 방법."
            ],
            [
              "필요한 것 또는 제공하실 수 있는 것."
            ],
            [
              "장소나 행사에 관한 것이라면 장소와 시간."
            ]
          ]
        },
        {
          kind: "paragraph",
          text: [
            "도움을 주고 계신 분들의 개인 정보는 보내지 마세요."
          ]
        }
      ]
    },
    {
      id: "collaboration-form",
      title: "협업 신청서",
      blocks: [
        {
          kind: "paragraph",
          text: [
            "아래 신청서로 어떤 분이신지, 어떻게 함께 일하고 싶으신지 알려 주세요."
          ]
        }
      ]
    },
    {
      title: "도움이 필요하신가요?",
      blocks: [
        {
          kind: "list",
          items: [
            [
              {
                href: "/#map",
                label: "지도"
              },
              "에서 가까운 지원 서비스를 찾아보세요."
            ],
            [
              "안전 및 복구 단계는 저희 ",
              {
                href: "/wildfireguide",
                label: "산불 안내서"
              },
              "에서 확인하세요."
            ],
            [
              "도움을 주고 싶으신가요? ",
              {
                href: "/volunteer",
                label: "자원봉사"
              },
              "와 ",
              {
                href: "/donate",
                label: "기부"
              },
              " 페이지를 참고하세요."
            ]
          ]
        }
      ]
    }
  ]
};
