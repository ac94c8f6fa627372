import type { FaqContent } from "../types";

export const faq: FaqContent = {
  greeting: [
    "您好！我可以回答关于本网站和洛杉矶山火救助的常见问题。请在下方选择一个问题。如果您现在有危险，请拨打 911。"
  ],
  faqs: [
    {
      id: "volunteer",
      question: "我怎样才能做志愿者？",
      answer: [
        "感谢您愿意提供帮助。请不要自行进入过火区域或封闭区域。请通过正在安排值班的组织报名，这样对方知道您会来，您也能得到培训并保证安全。目前的志愿服务机会（含时间和报名链接）都在",
        {
          href: "/volunteer",
          label: "志愿服务页面"
        },
        "上。需要志愿者的组织者可以通过",
        {
          href: "/contact",
          label: "合作表单"
        },
        "联系我们。"
      ],
      showFaqButtonsAfter: true
    },
    {
      id: "donations",
      question: "接收哪些捐赠物品？",
      answer: [
        "大多数地点接收食品（密封、未过期、不易变质）、卫生用品（全新、未开封）、医疗用品（未开封的急救用品和 N95 口罩，切勿携带处方药）以及宠物用品（食品、牵引绳、宠物笼、猫砂）。需求每天都在变化，所以前往之前，请在",
        {
          href: "/donate",
          label: "捐赠页面"
        },
        "查看该地点需要什么以及接收捐赠的时间。除非该地点要求，否则请不要带旧衣物。"
      ],
      showFaqButtonsAfter: true
    },
    {
      id: "resources",
      question: "如何找到我附近的帮助？",
      answer: [
        "打开",
        {
          href: "/#map",
          label: "地图"
        },
        "，选择一个类别：基本物资（食物、水、日用品）；避难所与支援服务；医疗与健康；或动物援助。您可以搜索、只显示现在开放的地点，并按与您的距离排序。每个地点都会显示开放时间、电话号码、路线以及最近一次核实的时间。您也可以拨打 2-1-1，获取洛杉矶县的信息和转介服务。"
      ],
      showFaqButtonsAfter: true
    },
    {
      id: "evacuation",
      question: "如果需要疏散，我该怎么做？",
      answer: [
        "如果官方命令您疏散，请立即离开。不要等待。如果您觉得不安全，即使没有命令也要离开。带上您的应急包、药品、证件、手机充电器和宠物。请按官方指定的路线撤离，如果有危险，请拨打 911。请在 ",
        {
          href: "https://ready.lacounty.gov/",
          label: "ready.lacounty.gov"
        },
        " 注册接收本地警报。我们的",
        {
          href: "/wildfireguide#wildfire-readiness",
          label: "山火指南"
        },
        "介绍了如何做好准备，",
        {
          href: "/#map",
          label: "地图"
        },
        "上显示了正在开放的避难所。"
      ],
      showFaqButtonsAfter: true
    },
    {
      id: "add-information",
      question: "如何在地图上添加信息？",
      answer: [
        "如果您知道地图上缺少的避难所、物资发放点或服务，请使用",
        {
          href: "/suggest",
          label: "添加地点表单"
        },
        "。请填写地址或在地图上选择位置，并写明开放时间和信息来源。每条建议在显示前都会经过人工审核。如果某个条目信息有误，请在该条目上点击“报告问题”。"
      ],
      showFaqButtonsAfter: true
    },
    {
      id: "update-frequency",
      question: "地图多久更新一次？",
      answer: [
        "地图每天更新。每个地点都会显示最近一次核实的时间。紧急情况下，开放时间和需求可能变化很快，因此如果列出了电话号码，请先打电话确认。"
      ],
      showFaqButtonsAfter: true
    },
    {
      id: "collaborate",
      question: "我的组织如何参与合作？",
      answer: [
        "我们与社区团体、救援组织、企业和媒体合作。请填写",
        {
          href: "/contact",
          label: "“联系我们”页面上的合作表单"
        },
        "，告诉我们您希望如何合作：物资、志愿者、发布服务信息或其他方式。我们会回复您。"
      ],
      showFaqButtonsAfter: true
    }
  ]
};
