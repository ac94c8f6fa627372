import type { SafetyNoticeContent } from "../types";

export const notice: SafetyNoticeContent = {
  title: "有紧急危险？请拨打 911。",
  body: [
    "本网站提供救助信息，不是紧急服务。如果官方通知您疏散，请立即离开。"
  ],
  links: [
    [
      "请在 ",
      {
        href: "https://ready.lacounty.gov/",
        label: "ready.lacounty.gov"
      },
      " 注册接收紧急警报，并查询您所在的疏散区。"
    ],
    [
      "请在 ",
      {
        href: "https://www.fire.ca.gov/incidents",
        label: "CAL FIRE 火灾事件页面"
      },
      "查看正在发生的火灾。"
    ],
    [
      "如需洛杉矶县的信息和转介服务，请拨打 2-1-1。"
    ]
  ],
  dismiss: "我已了解，隐藏此通知"
};
