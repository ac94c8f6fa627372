import type { FaqContent } from "../types";

export const faq: FaqContent = {
  greeting: [
    "안녕하세요! 이 사이트와 LA 산불 구호에 관해 자주 묻는 질문에 답해 드릴 수 있습니다. 아래에서 질문을 선택하세요. 지금 위험한 상황이라면 911에 전화하세요."
  ],
  faqs: [
    {
      id: "volunteer",
      question: "자원봉사는 어떻게 하나요?",
      answer: [
        "도움을 주시려는 마음에 감사드립니다. 화재 피해 지역이나 출입 통제 구역에 임의로 들어가지 마세요. 봉사 일정을 운영하는 단체를 통해 신청하세요. 그래야 단체가 여러분이 오는 것을 알 수 있고, 교육을 받고 안전하게 활동하실 수 있습니다. 시간과 신청 링크가 포함된 현재 자원봉사 기회는 ",
        {
          href: "/volunteer",
          label: "자원봉사 페이지"
        },
        "에 있습니다. 자원봉사자가 필요한 주최 측은 ",
        {
          href: "/contact",
          label: "협업 신청서"
        },
        "를 통해 저희에게 연락하실 수 있습니다."
      ],
      showFaqButtonsAfter: true
    },
    {
      id: "donations",
      question: "어떤 기부 물품을 받나요?",
      answer: [
        "대부분의 장소에서 식품(밀봉, 유통기한 이내, 상하지 않는 것), 위생용품(개봉하지 않은 새 제품), 의료용품(개봉하지 않은 구급용품과 N95 마스크, 처방약은 절대 안 됨), 반려동물 용품(사료, 목줄, 켄넬, 고양이 모래)을 받습니다. 필요한 물품은 매일 바뀌므로, 가기 전에 ",
        {
          href: "/donate",
          label: "기부 페이지"
        },
        "에서 각 장소가 요청하는 물품과 기부 물품 접수 시간을 확인하세요. 장소에서 요청하지 않는 한 헌 옷은 가져오지 마세요."
      ],
      showFaqButtonsAfter: true
    },
    {
      id: "resources",
      question: "가까운 곳에서 도움을 찾으려면 어떻게 하나요?",
      answer: [
        {
          href: "/#map",
          label: "지도"
        },
        "를 열고 생필품(식품, 물, 물품), 대피소 및 지원 서비스, 의료 및 건강, 동물 지원 중에서 카테고리를 선택하세요. 검색하거나, 지금 문을 연 장소만 보거나, 현재 위치에서 가까운 순으로 정렬할 수 있습니다. 각 장소에는 운영 시간, 전화번호, 길 안내, 마지막으로 확인한 시점이 표시됩니다. LA 카운티 정보와 서비스 연계가 필요하시면 2-1-1로 전화하셔도 됩니다."
      ],
      showFaqButtonsAfter: true
    },
    {
      id: "evacuation",
      question: "대피해야 하면 어떻게 해야 하나요?",
      answer: [
        "당국이 대피를 명령하면 즉시 떠나세요. 기다리지 마세요. 안전하지 않다고 느껴지면 명령이 없어도 떠나세요. 비상 가방, 약, 서류, 휴대폰 충전기, 반려동물을 챙기세요. 당국이 안내하는 경로를 따르고, 위험하면 911에 전화하세요. 지역 경보는 ",
        {
          href: "https://ready.lacounty.gov/",
          label: "ready.lacounty.gov"
        },
        "에서 신청하세요. 대비 방법은 저희 ",
        {
          href: "/wildfireguide#wildfire-readiness",
          label: "산불 안내서"
        },
        "에서 안내해 드리며, ",
        {
          href: "/#map",
          label: "지도"
        },
        "에는 문을 연 대피소가 표시됩니다."
      ],
      showFaqButtonsAfter: true
    },
    {
      id: "add-information",
      question: "지도에 정보를 추가하려면 어떻게 하나요?",
      answer: [
        "지도에 없는 대피소, 배급소 또는 서비스를 알고 계시면 ",
        {
          href: "/suggest",
          label: "장소 추가 양식"
        },
        "을 이용해 주세요. 주소를 적거나 지도에서 위치를 고르고, 운영 시간과 정보 출처를 알려 주세요. 모든 제안은 사람이 확인한 뒤에 표시됩니다. 등록된 정보가 틀렸다면 해당 항목에서 “문제 신고”를 눌러 주세요."
      ],
      showFaqButtonsAfter: true
    },
    {
      id: "update-frequency",
      question: "지도는 얼마나 자주 업데이트되나요?",
      answer: [
        "지도는 매일 업데이트됩니다. 각 장소에는 마지막으로 확인한 시점이 표시됩니다. 비상 상황에서는 운영 시간과 필요한 물품이 빠르게 바뀔 수 있으므로, 전화번호가 있으면 가기 전에 전화해 보세요."
      ],
      showFaqButtonsAfter: true
    },
    {
      id: "collaborate",
      question: "우리 단체는 어떻게 협력할 수 있나요?",
      answer: [
        "저희는 지역사회 단체, 구호 단체, 기업, 언론과 함께 일합니다. ",
        {
          href: "/contact",
          label: "문의 페이지의 협업 신청서"
        },
        "를 작성해 물품, 자원봉사자, 서비스 등록 또는 그 밖의 방법 중 어떻게 함께 일하고 싶으신지 알려 주세요. 저희가 연락드리겠습니다."
      ],
      showFaqButtonsAfter: true
    }
  ]
};
