import type { SafetyNoticeContent } from "../types";

export const notice: SafetyNoticeContent = {
  title: "당장 위험한 상황인가요? 911에 전화하세요.",
  body: [
    "이 사이트는 구호 정보를 제공합니다. 응급 서비스가 아닙니다. 당국이 대피하라고 하면 즉시 떠나세요."
  ],
  links: [
    [
      {
        href: "https://ready.lacounty.gov/",
        label: "ready.lacounty.gov"
      },
      "에서 긴급 경보를 신청하고 대피 구역을 확인하세요."
    ],
    [
      "현재 진행 중인 화재는 ",
      {
        href: "https://www.fire.ca.gov/incidents",
        label: "CAL FIRE 화재 현황"
      },
      "에서 확인하세요."
    ],
    [
      "LA 카운티 정보와 서비스 연계가 필요하시면 2-1-1로 전화하세요."
    ]
  ],
  dismiss: "확인했습니다. 이 안내 숨기기"
};
