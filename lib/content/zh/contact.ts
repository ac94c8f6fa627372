import type { ContentPage } from "../types";

export const contactPage: ContentPage = {
  title: "联系我们",
  lead: "面向希望与我们合作、帮助受火灾影响民众的组织者、社区团体、企业和媒体。",
  sections: [
    {
      title: "本网站不是紧急服务",
      blocks: [
        {
          kind: "callout",
          tone: "danger",
          title: "如有紧急危险，请拨打 911。",
          text: [
            "我们无法处理紧急情况。如需洛杉矶县的信息和服务，请拨打 2-1-1。"
          ]
        }
      ]
    },
    {
      title: "合作方式",
      blocks: [
        {
          kind: "list",
          items: [
            [
              "列出您的地点需要或可以提供的物资。"
            ],
            [
              "发布您的组织对志愿者的需求。"
            ],
            [
              "在地图上添加地点，或更正地点信息。"
            ],
            [
              "提议与您的团体或企业建立合作关系。"
            ],
            [
              "媒体咨询。"
            ]
          ]
        }
      ]
    },
    {
      title: "更正地图上的地点",
      blocks: [
        {
          kind: "paragraph",
          text: [
            "如需更正地图上的地点，请使用合作表单并写明地点名称。请告诉我们哪里有误，以及正确的信息是什么。如果您是该地点的负责人，请一并说明。"
          ]
        }
      ]
    },
    {
      title: "需要提供的信息",
      blocks: [
        {
          kind: "list",
          items: [
            [
              "您的姓名和所属组织（如有）。"
            ],
            [
              "我们如何联系您。"
            ],
            [
              "您需要什么或能提供什么。"
            ],
            [
              "如涉及某个地点或活动，请写明地点和时间。"
            ]
          ]
        },
        {
          kind: "paragraph",
          text: [
            "请不要发送您所帮助的人的私人信息。"
          ]
        }
      ]
    },
    {
      id: "collaboration-form",
      title: "合作表单",
      blocks: [
        {
          kind: "paragraph",
          text: [
            "请通过下方表单告诉我们您是谁，以及您希望如何合作。"
          ]
        }
      ]
    },
    {
      title: "需要帮助？",
      blocks: [
        {
          kind: "list",
          items: [
            [
              "在",
              {
                href: "/#map",
                label: "地图"
              },
              "上查找您附近的资源。"
            ],
            [
              "阅读我们的",
              {
                href: "/wildfireguide",
                label: "山火指南"
              },
              "，了解安全与恢复的步骤。"
            ],
            [
              "想提供帮助？请查看",
              {
                href: "/volunteer",
                label: "志愿服务"
              },
              "和",
              {
                href: "/donate",
                label: "捐赠"
              },
              "页面。"
            ]
          ]
        }
      ]
    }
  ]
};
