import type { HomeContent } from "../types";

export const home: HomeContent = {
  hero: {
    title: "洛杉矶山火救助",
    lead: "查找您附近的避难所、食物、医疗服务和动物援助，并了解如何做志愿者或捐赠。",
    findHelp: "查找附近的帮助",
    guide: "山火指南",
    emergency: "有危险？请拨打 911。如需洛杉矶县的信息和转介服务，请拨打 2-1-1。"
  },
  map: {
    title: "资源地图",
    lead: "可以提供帮助的地点，每天更新。每个地点都会显示开放时间、现在是否开放、谁可以前往，以及最近一次由人工核实的时间。",
    unknownPlace: "我们找不到这个地点。它可能已关闭，或已从地图上移除。以下是目前列出的地点。"
  }
};
