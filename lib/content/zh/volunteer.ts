import type { ContentPage } from "../types";

export const volunteerPage: ContentPage = {
  title: "志愿服务",
  lead: "感谢您愿意提供帮助。本页介绍如何安全地帮忙、哪里需要帮助，以及如何报名。",
  sections: [
    {
      title: "安全地提供帮助",
      blocks: [
        {
          kind: "callout",
          tone: "danger",
          title: "请勿自行进入过火区域。",
          text: [
            "过火区域和封闭区域十分危险。未经请求前往这些地方，可能会堵塞道路，并使救援人员无法去帮助有需要的人。请只前往组织要求您去的地方。"
          ]
        },
        {
          kind: "paragraph",
          text: [
            "最好的帮忙方式是通过正规的知名组织，或通过我们列出的志愿服务机会报名。他们了解需要什么，也能保障您的安全。"
          ]
        }
      ]
    },
    {
      title: "您附近的志愿服务机会",
      blocks: [
        {
          kind: "paragraph",
          text: [
            "您附近的志愿服务机会列在下方，也显示在",
            {
              href: "/#map",
              label: "地图"
            },
            "上。"
          ]
        },
        {
          kind: "paragraph",
          text: [
            "需求变化很快。如果某项机会已满或已关闭，请稍后再查看，或试试其他机会。"
          ]
        },
        {
          kind: "paragraph",
          text: [
            "您也可以报名成为",
            {
              href: "https://www.redcross.org/",
              label: "美国红十字会"
            },
            "的志愿者。"
          ]
        }
      ]
    },
    {
      title: "需要的技能",
      blocks: [
        {
          kind: "list",
          items: [
            [
              "分拣和打包捐赠物资。"
            ],
            [
              "烹饪、打包和分发餐食。请遵守该场所的食品安全规定。"
            ],
            [
              "笔译和口译。在洛杉矶，会说西班牙语、中文、韩语、亚美尼亚语和他加禄语的人尤其宝贵。"
            ],
            [
              "照顾动物，例如为因灾离家的宠物喂食、遛弯和清理。"
            ],
            [
              "办公室协助，例如回答问题、为来访人员登记和录入数据。"
            ],
            [
              "清理工作，仅限在官方允许时进行，且必须穿戴防护装备。"
            ]
          ]
        },
        {
          kind: "paragraph",
          text: [
            "如果您持有专业执照，例如医疗或心理健康方面的执照，请通过能够核实您的执照并为您安排岗位的组织报名。"
          ]
        }
      ]
    },
    {
      title: "需要携带的物品",
      blocks: [
        {
          kind: "list",
          items: [
            [
              "饮用水。"
            ],
            [
              "带照片的身份证件。"
            ],
            [
              "不露脚趾的鞋子。"
            ],
            [
              "N95 口罩（如有烟雾或灰烬）。"
            ],
            [
              "可以弄脏的衣服、帽子和防晒霜。"
            ],
            [
              "该机会信息中要求携带的其他物品。"
            ]
          ]
        }
      ]
    },
    {
      title: "如何报名",
      blocks: [
        {
          kind: "steps",
          items: [
            {
              title: "找到志愿服务机会",
              text: [
                "查看下方列表，或在",
                {
                  href: "/#map",
                  label: "地图"
                },
                "上查找。"
              ]
            },
            {
              title: "阅读详细信息",
              text: [
                "确认地点、时间，以及任何年龄或技能限制。"
              ]
            },
            {
              title: "先报名",
              text: [
                "每项机会都有报名链接。请在出发前通过链接报名，让组织者知道您会来。"
              ]
            },
            {
              title: "到达并签到",
              text: [
                "请准时到达，到达后向组织者签到。请听从他们的指示。"
              ]
            }
          ]
        },
        {
          kind: "paragraph",
          text: [
            "您在组织志愿者吗？请通过我们的",
            {
              href: "/contact",
              label: "合作表单"
            },
            "发布您的需求。"
          ]
        }
      ]
    },
    {
      title: "照顾好自己",
      blocks: [
        {
          kind: "list",
          items: [
            [
              "喝水、吃东西，并适时休息。"
            ],
            [
              "出发前，请在 ",
              {
                href: "https://www.airnow.gov/",
                label: "AirNow"
              },
              " 查看空气质量。空气质量不利于健康时，请减少户外工作。"
            ],
            [
              "了解自己的极限。拒绝或停下来都没关系。"
            ],
            [
              "灾后帮忙也可能给您带来情绪上的压力。请和您信任的人聊一聊。"
            ],
            [
              "灾难心理援助热线（Disaster Distress Helpline）：拨打电话或发送短信至 1-800-985-5990。"
            ]
          ]
        },
        {
          kind: "paragraph",
          text: [
            "现在无法做志愿者？您也可以",
            {
              href: "/donate",
              label: "捐赠"
            },
            "。"
          ]
        }
      ]
    }
  ],
  sources: [
    {
      href: "https://www.redcross.org/",
      label: "美国红十字会"
    },
    {
      href: "https://www.airnow.gov/",
      label: "AirNow"
    }
  ]
};
