import type { ContentPage } from "../types";

export const donatePage: ContentPage = {
  title: "捐赠",
  lead: "感谢您的捐赠。本页介绍捐赠点接收哪些物品、哪些物品不要带，以及如何安全地捐款。",
  sections: [
    {
      title: "当前需求",
      blocks: [
        {
          kind: "paragraph",
          text: [
            "捐赠需求按紧急程度标注，列在下方及",
            {
              href: "/#map",
              label: "地图"
            },
            "上。需求每天都在变化。前往之前，请务必查看该地点的信息。"
          ]
        }
      ]
    },
    {
      title: "接收哪些物品",
      blocks: [
        {
          kind: "paragraph",
          text: [
            "大多数地点接收以下物品。请只带该地点信息中要求的物品。"
          ]
        }
      ],
      subsections: [
        {
          title: "食品",
          blocks: [
            {
              kind: "list",
              items: [
                [
                  "无需冷藏、不易变质的食品。"
                ],
                [
                  "密封且未过期。"
                ],
                [
                  "无需烹饪，可直接食用。"
                ],
                [
                  "不接受自制饭菜，除非该地点要求。"
                ]
              ]
            }
          ]
        },
        {
          title: "卫生用品",
          blocks: [
            {
              kind: "paragraph",
              text: [
                "仅限全新、未开封的物品："
              ]
            },
            {
              kind: "list",
              items: [
                [
                  "牙刷和牙膏。"
                ],
                [
                  "肥皂。"
                ],
                [
                  "经期用品。"
                ],
                [
                  "尿布和湿巾。"
                ]
              ]
            }
          ]
        },
        {
          title: "医疗用品",
          blocks: [
            {
              kind: "list",
              items: [
                [
                  "未开封的急救用品。"
                ],
                [
                  "N95 口罩。"
                ],
                [
                  "未开封的非处方药品。"
                ],
                [
                  "切勿携带处方药。"
                ]
              ]
            }
          ]
        },
        {
          title: "宠物用品",
          blocks: [
            {
              kind: "list",
              items: [
                [
                  "宠物食品。"
                ],
                [
                  "牵引绳。"
                ],
                [
                  "宠物笼和宠物外出箱。"
                ],
                [
                  "猫砂。"
                ]
              ]
            }
          ]
        }
      ]
    },
    {
      title: "请勿携带",
      blocks: [
        {
          kind: "list",
          items: [
            [
              "旧衣物，除非该地点要求。分拣旧衣物会占用许多志愿者，使他们无法做其他工作。"
            ],
            [
              "已开封或用过的物品。"
            ],
            [
              "过期食品。"
            ],
            [
              "自制饭菜，除非该地点要求。"
            ],
            [
              "处方药。"
            ]
          ]
        }
      ]
    },
    {
      title: "如何送交捐赠物品",
      blocks: [
        {
          kind: "steps",
          items: [
            {
              title: "查看地点信息",
              text: [
                "在下方列表或",
                {
                  href: "/#map",
                  label: "地图"
                },
                "上查看该地点的开放时间和当前需求。"
              ]
            },
            {
              title: "提前打电话",
              text: [
                "如果信息中有电话号码，请先打电话，确认对方仍然需要您要捐的物品。"
              ]
            },
            {
              title: "只带需要的物品",
              text: [
                "请按类别打包物品，方便志愿者快速分拣。"
              ]
            },
            {
              title: "在开放时间内送达",
              text: [
                "地点关闭时，请不要把物品放在外面。物品可能会损坏或被拿走。"
              ]
            }
          ]
        }
      ]
    },
    {
      title: "捐款",
      blocks: [
        {
          kind: "paragraph",
          text: [
            "捐款往往是最灵活的帮助方式。机构可以在人们需要的时候，准确购买他们需要的东西。请捐给您能够核实的正规知名机构，例如",
            {
              href: "https://www.redcross.org/",
              label: "美国红十字会"
            },
            "。"
          ]
        }
      ]
    },
    {
      title: "谨防诈骗",
      blocks: [
        {
          kind: "callout",
          tone: "danger",
          title: "诈骗者会利用灾难骗取钱财。",
          text: [
            "切勿用礼品卡或电汇付款。真正的慈善机构不会要求您这样做。"
          ]
        },
        {
          kind: "list",
          items: [
            [
              "捐款前，请确认慈善机构是真实的。请自己前往其官方网站，不要使用别人发给您的链接。"
            ],
            [
              "不要把现金交给自称在为火灾受害者募捐的陌生人。"
            ],
            [
              "对催促您马上捐款的电话、短信和电子邮件要保持警惕。"
            ],
            [
              "只有在您认识发起人时，网上募捐才比较安全。"
            ]
          ]
        }
      ]
    }
  ],
  sources: [
    {
      href: "https://www.redcross.org/",
      label: "美国红十字会"
    }
  ]
};
