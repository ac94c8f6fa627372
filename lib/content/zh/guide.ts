import type { ContentPage } from "../types";

export const guidePage: ContentPage = {
  title: "山火指南",
  lead: "如何为山火做好准备、在山火发生时及时了解情况，以及在火灾过后安全地恢复生活。步骤简短，并附有官方信息来源的链接。",
  sections: [
    {
      id: "wildfire-readiness",
      title: "做好准备",
      blocks: [
        {
          kind: "paragraph",
          text: [
            "请在火灾发生之前做好这些准备。现在花一点时间，就可能保住您的家和您的生命。官方建议请参阅 CAL FIRE 的 ",
            {
              href: "https://www.readyforwildfire.org/",
              label: "Ready for Wildfire"
            },
            " 网站和 ",
            {
              href: "https://www.ready.gov/wildfires",
              label: "Ready.gov"
            },
            "。"
          ]
        }
      ],
      subsections: [
        {
          title: "住宅周围的防御空间",
          blocks: [
            {
              kind: "paragraph",
              text: [
                "防御空间是指住宅周围不存放任何可燃物的区域。它能减缓火势，并为消防员留出工作的空间。CAL FIRE 将其分为三个区域。"
              ]
            },
            {
              kind: "list",
              items: [
                [
                  "0 区，防飞火区（距离房屋 0 至 5 英尺）：清除枯死的植物、干树叶、木柴堆以及其他任何可燃物。使用砾石、石头或混凝土等硬质地面。"
                ],
                [
                  "1 区，保持稀疏、整洁、青绿（5 至 30 英尺）：清除枯死的植物、草和树叶。让树枝远离屋顶和烟囱。定期给植物浇水。"
                ],
                [
                  "2 区，减少可燃物（30 至 100 英尺）：把草和杂草修剪得短一些。灌木和树木之间要留出间隔。"
                ]
              ]
            }
          ]
        },
        {
          title: "增强住宅的防火能力",
          blocks: [
            {
              kind: "paragraph",
              text: [
                "飞火可以飘到火线前方很远的地方，是房屋起火的主要原因之一。请封堵飞火可能进入或落下的地方。"
              ]
            },
            {
              kind: "list",
              items: [
                [
                  "修理或更换屋顶时，请使用 A 级（Class A）防火屋顶。"
                ],
                [
                  "使用防飞火通风口，或用细金属网罩住通风口。"
                ],
                [
                  "经常清理屋顶和排水沟里的树叶和松针。"
                ],
                [
                  "把木柴、垃圾桶和其他可燃物搬到远离房屋的地方，并从露台下方移走。"
                ],
                [
                  "准备一根能够到住宅四周的花园水管。"
                ]
              ]
            }
          ]
        },
        {
          title: "准备应急包",
          blocks: [
            {
              kind: "paragraph",
              text: [
                "提前备好一个包，以便几分钟内就能离开。请记住以下六类物品（英文简称“six P's”）："
              ]
            },
            {
              kind: "list",
              items: [
                [
                  "人和宠物。"
                ],
                [
                  "纸质文件、电话号码和重要证件。"
                ],
                [
                  "处方药、维生素和眼镜。"
                ],
                [
                  "照片和无法替代的物品。"
                ],
                [
                  "个人电脑硬盘和存储盘。"
                ],
                [
                  "“塑料卡”：信用卡、ATM 卡和现金。"
                ]
              ]
            },
            {
              kind: "paragraph",
              text: [
                "还要带上水、零食、手电筒、电池收音机、手机充电器和充电宝、急救包、N95 口罩、一套换洗衣服和结实的鞋子。在山火季节，汽车油箱要至少保持半满。完整清单请见 ",
                {
                  href: "https://www.ready.gov/kit",
                  label: "Ready.gov 应急用品清单"
                },
                "。"
              ]
            }
          ]
        },
        {
          title: "制定疏散计划",
          blocks: [
            {
              kind: "list",
              items: [
                [
                  "至少了解两条离开您所在社区的路线。"
                ],
                [
                  "选择一个火灾区域以外的会合地点。"
                ],
                [
                  "选定一位住在本地区以外的联系人。所有家庭成员都给这个人打电话或发短信。"
                ],
                [
                  "了解您的疏散区域。请在 ",
                  {
                    href: "https://ready.lacounty.gov/",
                    label: "ready.lacounty.gov"
                  },
                  " 查询，并记下来。"
                ],
                [
                  "与家中所有人（包括孩子）一起演练这个计划。"
                ]
              ]
            },
            {
              kind: "paragraph",
              text: [
                "制定计划时如需帮助，请参阅 ",
                {
                  href: "https://www.ready.gov/plan",
                  label: "Ready.gov 制定计划指南"
                },
                "。请按照 Ready, Set, Go!（做好准备、保持警觉、撤离）的步骤行动："
              ]
            },
            {
              kind: "steps",
              items: [
                {
                  title: "Ready（做好准备）",
                  text: [
                    "在火灾发生前做好准备。建立防御空间，增强住宅的防火能力，准备好应急包，并制定好计划。"
                  ]
                },
                {
                  title: "Set（保持警觉）",
                  text: [
                    "火灾临近时，要保持警觉。关注官方警报和新闻。把应急包、宠物和重要物品放进车里。车头朝外停车，以便快速离开。"
                  ]
                },
                {
                  title: "Go（撤离）",
                  text: [
                    "尽早离开。官方通知您离开时就走；如果您感到不安全，就更早离开。不要等到发布疏散令。尽早离开能让道路保持畅通，方便消防员通行。"
                  ]
                }
              ]
            }
          ]
        },
        {
          title: "残障人士、老年人、宠物和大型动物",
          blocks: [
            {
              kind: "paragraph",
              text: [
                "如果您需要更多时间离开，现在就做好计划。一旦发布疏散警告就离开。不要等到发布疏散令。"
              ]
            },
            {
              kind: "list",
              items: [
                [
                  "请邻居、朋友或家人来看看您的情况，并帮助您离开。"
                ],
                [
                  "在应急包里多备一些药品、医疗用品和处方副本。"
                ],
                [
                  "为医疗设备、助听器和电动轮椅准备备用电源或额外的电池。"
                ],
                [
                  "如果您无法自行离开并且处于危险之中，请拨打 911。"
                ]
              ]
            },
            {
              kind: "paragraph",
              text: [
                "带上您的宠物。对您不安全的地方，对它们也不安全。"
              ]
            },
            {
              kind: "list",
              items: [
                [
                  "为每只宠物准备好航空箱或笼子、牵引绳、食物、水、药品和疫苗接种记录。"
                ],
                [
                  "给宠物戴上身份牌，并在手机里保存每只宠物的近照。"
                ],
                [
                  "在需要之前，提前找好可以带宠物入住的地方。"
                ],
                [
                  "马和其他大型动物需要更多时间。提前安排好拖车和安置它们的地方。发布疏散警告时，就尽早把它们转移出去。"
                ]
              ]
            }
          ]
        }
      ]
    },
    {
      id: "wildfire-monitoring",
      title: "及时了解信息",
      blocks: [
        {
          kind: "callout",
          tone: "danger",
          title: "如果接到疏散通知，就立即离开。",
          text: [
            "遇到紧急情况，请拨打 911。不要等到亲眼看见火才离开。"
          ]
        }
      ],
      subsections: [
        {
          title: "官方警报",
          blocks: [
            {
              kind: "list",
              items: [
                [
                  "请在 ",
                  {
                    href: "https://ready.lacounty.gov/",
                    label: "ready.lacounty.gov"
                  },
                  " 注册本县的紧急警报 Alert LA County。一些城市也有自己的警报，请查看您所在城市的网站。"
                ],
                [
                  "在手机设置中保持开启“无线紧急警报”（Wireless Emergency Alerts）。即使您没有注册，也能收到这些警报。"
                ],
                [
                  "请在 ",
                  {
                    href: "https://www.fire.ca.gov/incidents",
                    label: "CAL FIRE 火灾事件页面"
                  },
                  "查看哪里正在发生火灾，以及火势的控制程度。"
                ],
                [
                  "关注本地新闻，以及您所在城市、县和消防部门的官方账号。"
                ],
                [
                  "准备一台电池收音机，以防停电和手机信号中断。"
                ],
                [
                  "拨打 2-1-1 获取洛杉矶县的信息和服务。"
                ]
              ]
            }
          ]
        },
        {
          title: "疏散令和疏散警告",
          blocks: [
            {
              kind: "list",
              items: [
                [
                  "疏散令：现在就有危险。请立即离开。"
                ],
                [
                  "疏散警告：可能很快会有危险。请做好离开的准备。如果您需要更多时间，现在就离开，例如残障人士、老年人，以及带着宠物或牲畜的人。"
                ],
                [
                  "就地避险（Shelter in Place）：待在您所在的室内，关好门窗，直到官方宣布安全为止。此时离开可能更加危险。"
                ]
              ]
            },
            {
              kind: "paragraph",
              text: [
                "洛杉矶县划分了疏散区域，官方可能会在警报中点名具体区域。请在 ",
                {
                  href: "https://ready.lacounty.gov/",
                  label: "ready.lacounty.gov"
                },
                " 查询您所在的区域，并保存在手机里。"
              ]
            }
          ]
        },
        {
          title: "红旗警告（Red Flag Warning）",
          blocks: [
            {
              kind: "paragraph",
              text: [
                "当气温偏高、湿度极低并伴有强风时，美国国家气象局（National Weather Service）会发布红旗警告（Red Flag Warning）。此时火灾很容易发生，而且蔓延得非常快。在洛杉矶，圣安娜风（Santa Ana winds）常常带来这样的天气条件。请在 ",
                {
                  href: "https://www.weather.gov/lox",
                  label: "National Weather Service Los Angeles（美国国家气象局）"
                },
                "查看天气预报。"
              ]
            },
            {
              kind: "list",
              items: [
                [
                  "做好随时离开的准备。把应急包放进车里。"
                ],
                [
                  "给手机和充电宝充好电。"
                ],
                [
                  "避免在户外做任何可能产生火花的事，例如修剪干草或使用电动工具。"
                ],
                [
                  "电力公司可能会在高风险地区断电，以防止火灾。请准备好手电筒。"
                ]
              ]
            }
          ]
        },
        {
          title: "空气质量和烟雾",
          blocks: [
            {
              kind: "paragraph",
              text: [
                "即使远离火场，烟雾也可能损害您的健康。请在 ",
                {
                  href: "https://www.airnow.gov/",
                  label: "AirNow"
                },
                " 查看空气质量。颜色含义：绿色为良好，黄色为中等，橙色为对敏感人群不健康，红色为不健康，紫色为非常不健康，褐红色为危险。South Coast AQMD（南海岸空气质量管理局）管辖洛杉矶县的大部分地区，并在 ",
                {
                  href: "https://www.aqmd.gov/",
                  label: "aqmd.gov"
                },
                " 发布本地烟雾公告。羚羊谷（Antelope Valley）地区由 Antelope Valley AQMD 负责。"
              ]
            },
            {
              kind: "list",
              items: [
                [
                  "待在室内，并关好门窗。"
                ],
                [
                  "使用 HEPA 空气净化器，或在暖气空调系统中使用 MERV-13 过滤网。"
                ],
                [
                  "减少户外活动时间，尤其是户外运动。"
                ],
                [
                  "不要点蜡烛或焚香，也不要在室内吸烟。"
                ],
                [
                  "要特别照顾儿童、老年人、孕妇以及患有心脏病或肺病的人。"
                ],
                [
                  "如果有人呼吸困难或胸痛，请拨打 911。"
                ]
              ]
            },
            {
              kind: "callout",
              tone: "info",
              title: "关于口罩",
              text: [
                "布口罩和外科口罩无法保护您免受烟雾或灰烬的伤害。N95 口罩可以起到作用，但前提是大小合适并与脸部贴合密封。N95 口罩不是为儿童设计的。如果您患有心脏病或肺病，佩戴前请先咨询医生。详情请访问",
                {
                  href: "https://www.cdc.gov/wildfires/",
                  label: "美国疾病控制与预防中心（CDC）"
                },
                "网站。"
              ]
            }
          ]
        }
      ]
    },
    {
      id: "post-fire-recovery",
      title: "火灾过后",
      blocks: [
        {
          kind: "paragraph",
          text: [
            "恢复需要时间，一步一步来。请在 ",
            {
              href: "https://recovery.lacounty.gov/",
              label: "recovery.lacounty.gov"
            },
            " 查看洛杉矶县的最新消息和服务。"
          ]
        }
      ],
      subsections: [
        {
          title: "安全返家",
          blocks: [
            {
              kind: "callout",
              tone: "danger",
              title: "在官方宣布安全之前，不要返回。",
              text: [
                "如果闻到燃气味，请立即离开。到安全距离以外再拨打 911。"
              ]
            },
            {
              kind: "list",
              items: [
                [
                  "注意余火热点。烧过的区域可能仍然很烫，并可能复燃。"
                ],
                [
                  "远离受损或掉落的电线。把每一根电线都当作带电的。"
                ],
                [
                  "不要进入受损的建筑物。墙壁、烟囱和树木可能会倒塌。"
                ],
                [
                  "检查燃气管道是否受损。如果闻到燃气味，不要使用火柴、打火机或电灯开关。"
                ],
                [
                  "遵守供水单位发布的用水安全通知。在被告知自来水安全之前，请使用瓶装水。某些火灾之后，把水烧开也不能使水变得安全。"
                ],
                [
                  "不要让儿童和宠物进入烧毁的区域。"
                ],
                [
                  "在移动或清理任何东西之前，先把所有损坏情况拍照和录像。"
                ]
              ]
            }
          ]
        },
        {
          title: "清理灰烬和残骸",
          blocks: [
            {
              kind: "callout",
              tone: "danger",
              title: "如果您的房屋被烧毁，请不要自行翻找或清理废墟。",
              text: [
                "废墟中可能含有石棉、铅和锂电池残骸，可能会烧伤您或让您生病。政府的废墟清除项目会清理被烧毁的房产，详情请见 ",
                {
                  href: "https://recovery.lacounty.gov/",
                  label: "recovery.lacounty.gov"
                },
                "。以下步骤仅适用于仍未倒塌的房屋内外的灰烬。"
              ]
            },
            {
              kind: "paragraph",
              text: [
                "烧毁的房屋和汽车留下的灰烬可能含有有毒物质。清理时要小心。"
              ]
            },
            {
              kind: "list",
              items: [
                [
                  "不要使用吹叶机。不要清扫干的灰烬。这样会把灰烬扬到空气中。"
                ],
                [
                  "先用水轻轻喷湿灰烬，然后轻轻地把它铲起或扫进塑料袋。"
                ],
                [
                  "在室内，只能使用带 HEPA 过滤器的吸尘器清理灰烬。普通吸尘器会把细小的灰烬重新吹到空气中。"
                ],
                [
                  "不要把灰烬冲进雨水排水口。"
                ],
                [
                  "清理时让儿童和宠物远离。"
                ],
                [
                  "如果皮肤沾到灰烬，请用肥皂和水洗掉。"
                ]
              ]
            }
          ]
        },
        {
          title: "口罩和防护装备",
          blocks: [
            {
              kind: "list",
              items: [
                [
                  "佩戴大小合适的 N95 口罩。布口罩和外科口罩无法保护您免受灰烬的伤害。"
                ],
                [
                  "戴上护目镜和厚实的工作手套，穿长袖上衣、长裤、袜子以及结实的鞋子或靴子。"
                ],
                [
                  "清理时穿过的衣服要和其他衣物分开洗。"
                ],
                [
                  "儿童不应帮忙清理灰烬。"
                ]
              ]
            }
          ]
        },
        {
          title: "援助项目提供的帮助",
          blocks: [
            {
              kind: "list",
              items: [
                [
                  "FEMA：请在 ",
                  {
                    href: "https://www.disasterassistance.gov/",
                    label: "DisasterAssistance.gov"
                  },
                  " 申请灾难援助，或拨打 1-800-621-3362。详情请访问 ",
                  {
                    href: "https://www.fema.gov/",
                    label: "FEMA.gov"
                  },
                  "。"
                ],
                [
                  "如果您有保险，也要联系您的保险公司。FEMA 不能为您的保险已经承保的项目付款。"
                ],
                [
                  "SBA 灾难贷款不只面向企业，房主和租房者也可以申请。详情请访问 ",
                  {
                    href: "https://www.sba.gov/",
                    label: "SBA.gov"
                  },
                  "。"
                ],
                [
                  "洛杉矶县：请在 ",
                  {
                    href: "https://recovery.lacounty.gov/",
                    label: "recovery.lacounty.gov"
                  },
                  " 查找灾后恢复服务、最新消息和重建信息。"
                ],
                [
                  "美国红十字会（American Red Cross）：请在 ",
                  {
                    href: "https://www.redcross.org/",
                    label: "redcross.org"
                  },
                  " 了解紧急避难所和支持服务。"
                ],
                [
                  "如需查找本地服务，请拨打 2-1-1 寻求帮助。"
                ],
                [
                  "申请政府援助是免费的。绝不要付钱请人替您申请。"
                ]
              ]
            }
          ]
        },
        {
          title: "补办重要证件",
          blocks: [
            {
              kind: "list",
              items: [
                [
                  "驾照或身份证件：",
                  {
                    href: "https://www.dmv.ca.gov/",
                    label: "California DMV（加州车辆管理局）"
                  },
                  "。"
                ],
                [
                  "社会安全卡：",
                  {
                    href: "https://www.ssa.gov/",
                    label: "Social Security Administration（社会安全局）"
                  },
                  "。"
                ],
                [
                  "护照：",
                  {
                    href: "https://travel.state.gov/",
                    label: "U.S. State Department（美国国务院）"
                  },
                  "。"
                ],
                [
                  "税务记录和灾难税务减免：",
                  {
                    href: "https://www.irs.gov/",
                    label: "美国国税局（IRS）"
                  },
                  "。IRS 可能会延长灾区民众的报税期限。"
                ],
                [
                  "银行卡和保险单：请致电您的银行和保险公司。"
                ]
              ]
            }
          ]
        },
        {
          title: "保险、承包商和诈骗",
          blocks: [
            {
              kind: "list",
              items: [
                [
                  "尽快联系您的保险公司。索取一份完整的保单副本。"
                ],
                [
                  "把损坏情况拍照和录像。列出您损失的物品清单。"
                ],
                [
                  "保留酒店、餐饮和其他费用的收据。您的保单可能会承保其中一部分。"
                ],
                [
                  "只雇用有执照的承包商。签署任何文件之前，先核实他们的执照。"
                ],
                [
                  "签订书面合同。不要预先付清全部费用，也不要用现金支付。"
                ],
                [
                  "在加州，宣布进入紧急状态后过度抬高价格是违法的。这被称为哄抬价格（price gouging）。"
                ],
                [
                  "对想用现金快速购买您房产的报价要保持警惕。不要着急，先征求他人的意见。"
                ],
                [
                  "真正的 FEMA 工作人员都佩戴身份证件，而且从不收费。不要把您的银行信息告诉任何主动打电话给您的人。"
                ]
              ]
            }
          ]
        },
        {
          title: "心理健康与支持",
          blocks: [
            {
              kind: "paragraph",
              text: [
                "灾难过后，感到震惊、悲伤、愤怒、担忧或麻木都是正常的。很多人会睡不好，或者难以清晰地思考。尽量休息、好好吃饭，保持简单的日常作息，并与您信任的人交谈。适当远离新闻，让自己歇一歇。"
              ]
            },
            {
              kind: "paragraph",
              text: [
                "孩子们也会有反应。他们可能会黏着您、做噩梦，或者表现得比实际年龄小。倾听他们的心声，告诉他们现在是安全的，保持日常作息，并限制他们在电视和手机上看到的火灾内容。"
              ]
            },
            {
              kind: "list",
              items: [
                [
                  "灾难心理援助热线（Disaster Distress Helpline）：拨打电话或发短信至 1-800-985-5990。该热线免费，每天 24 小时开放。西班牙语服务请按 2。另有口译员提供多种其他语言的服务。"
                ],
                [
                  "自杀与危机生命线（Suicide & Crisis Lifeline）：拨打电话或发短信至 988。详情请访问 ",
                  {
                    href: "https://988lifeline.org/",
                    label: "988lifeline.org"
                  },
                  "。"
                ],
                [
                  "洛杉矶县信息热线：拨打 2-1-1。"
                ],
                [
                  "如果有人此刻正处于危险之中，请拨打 911。"
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
      label: "CAL FIRE：Ready for Wildfire"
    },
    {
      href: "https://www.fire.ca.gov/incidents",
      label: "CAL FIRE：火灾事件"
    },
    {
      href: "https://www.ready.gov/wildfires",
      label: "Ready.gov：山火"
    },
    {
      href: "https://www.ready.gov/kit",
      label: "Ready.gov：准备应急用品"
    },
    {
      href: "https://www.ready.gov/plan",
      label: "Ready.gov：制定计划"
    },
    {
      href: "https://ready.lacounty.gov/",
      label: "洛杉矶县紧急信息（ready.lacounty.gov）"
    },
    {
      href: "https://recovery.lacounty.gov/",
      label: "洛杉矶县灾后恢复（recovery.lacounty.gov）"
    },
    {
      href: "https://www.weather.gov/lox",
      label: "National Weather Service Los Angeles（美国国家气象局）"
    },
    {
      href: "https://www.airnow.gov/",
      label: "AirNow"
    },
    {
      href: "https://www.aqmd.gov/",
      label: "South Coast AQMD（南海岸空气质量管理局）"
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
      label: "U.S. Small Business Administration（美国小企业管理局）"
    },
    {
      href: "https://www.redcross.org/",
      label: "美国红十字会"
    },
    {
      href: "https://www.dmv.ca.gov/",
      label: "California DMV（加州车辆管理局）"
    },
    {
      href: "https://www.ssa.gov/",
      label: "Social Security Administration（社会安全局）"
    },
    {
      href: "https://travel.state.gov/",
      label: "U.S. State Department: Travel（美国国务院：旅行）"
    },
    {
      href: "https://www.irs.gov/",
      label: "IRS"
    },
    {
      href: "https://988lifeline.org/",
      label: "988 Suicide & Crisis Lifeline（自杀与危机生命线）"
    }
  ]
};
