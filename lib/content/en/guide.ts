import type { ContentPage } from "../types";

export const guidePage: ContentPage = {
  title: "Wildfire guide",
  lead: "How to get ready for a wildfire, stay informed when one starts, and recover safely after. Short steps, with links to official sources.",
  sections: [
    {
      id: "wildfire-readiness",
      title: "Get ready",
      blocks: [
        {
          kind: "paragraph",
          text: [
            "Do this work before a fire starts. A little time now can save your home and your life. Official advice is at ",
            { href: "https://www.readyforwildfire.org/", label: "Ready for Wildfire (CAL FIRE)" },
            " and ",
            { href: "https://www.ready.gov/wildfires", label: "Ready.gov" },
            ".",
          ],
        },
      ],
      subsections: [
        {
          title: "Defensible space around your home",
          blocks: [
            {
              kind: "paragraph",
              text: [
                "Defensible space is the area around your home that you keep clear of things that burn. It slows the fire and gives firefighters room to work. CAL FIRE divides it into three zones.",
              ],
            },
            {
              kind: "list",
              items: [
                [
                  "Zone 0, ember-resistant zone (0 to 5 feet from the house): remove dead plants, dry leaves, wood piles and anything else that can burn. Use hard surfaces like gravel, stone or concrete.",
                ],
                [
                  "Zone 1, lean, clean and green (5 to 30 feet): remove dead plants, grass and leaves. Keep tree branches away from the roof and chimney. Keep plants watered.",
                ],
                [
                  "Zone 2, reduce fuel (30 to 100 feet): keep grass and weeds cut short. Leave space between shrubs and trees.",
                ],
              ],
            },
          ],
        },
        {
          title: "Harden your home",
          blocks: [
            {
              kind: "paragraph",
              text: [
                "Flying embers can travel far ahead of a fire. They are a main reason homes catch fire. Close the places where embers can get in or land.",
              ],
            },
            {
              kind: "list",
              items: [
                ["Use a Class A fire-rated roof when you repair or replace your roof."],
                ["Use ember-resistant vents, or cover vents with fine metal mesh."],
                ["Clean leaves and pine needles from your roof and gutters often."],
                ["Move firewood, trash cans and other things that burn away from the house and out from under decks."],
                ["Keep a garden hose that can reach all sides of your home."],
              ],
            },
          ],
        },
        {
          title: "Pack a go-bag",
          blocks: [
            {
              kind: "paragraph",
              text: [
                "Keep a bag ready so you can leave in minutes. Remember the six P's:",
              ],
            },
            {
              kind: "list",
              items: [
                ["People and pets."],
                ["Papers, phone numbers and important documents."],
                ["Prescriptions, vitamins and eyeglasses."],
                ["Pictures and things you cannot replace."],
                ["Personal computer hard drive and disks."],
                ["\"Plastic\": credit cards, ATM cards and cash."],
              ],
            },
            {
              kind: "paragraph",
              text: [
                "Also pack water, snacks, a flashlight, a battery radio, phone chargers and a battery pack, a first-aid kit, N95 masks, a change of clothes and sturdy shoes. During fire season, keep your car's gas tank at least half full. See the full checklist at ",
                { href: "https://www.ready.gov/kit", label: "Ready.gov: Build a kit" },
                ".",
              ],
            },
          ],
        },
        {
          title: "Make an evacuation plan",
          blocks: [
            {
              kind: "list",
              items: [
                ["Know at least two ways out of your neighborhood."],
                ["Choose a place to meet outside the fire area."],
                ["Choose one contact person who lives outside the area. Everyone in the family calls or texts them."],
                [
                  "Know your evacuation zone. Look it up at ",
                  { href: "https://ready.lacounty.gov/", label: "ready.lacounty.gov" },
                  " and write it down.",
                ],
                ["Practice the plan with everyone in your home, including children."],
              ],
            },
            {
              kind: "paragraph",
              text: [
                "Get help making your plan at ",
                { href: "https://www.ready.gov/plan", label: "Ready.gov: Make a plan" },
                ". Use the Ready, Set, Go! steps:",
              ],
            },
            {
              kind: "steps",
              items: [
                {
                  title: "Ready",
                  text: [
                    "Prepare before a fire starts. Create defensible space, harden your home, pack your go-bag and make your plan.",
                  ],
                },
                {
                  title: "Set",
                  text: [
                    "When a fire is near, stay alert. Watch official alerts and the news. Put your go-bag, pets and important items in the car. Park facing out so you can leave fast.",
                  ],
                },
                {
                  title: "Go",
                  text: [
                    "Leave early. Go when officials tell you to, or sooner if you feel unsafe. Do not wait for an evacuation order. Leaving early keeps roads clear for firefighters.",
                  ],
                },
              ],
            },
          ],
        },
        {
          title: "People with disabilities, older adults, pets and large animals",
          blocks: [
            {
              kind: "paragraph",
              text: [
                "If you need more time to leave, plan for it now. Leave when an evacuation warning is issued. Do not wait for an order.",
              ],
            },
            {
              kind: "list",
              items: [
                ["Ask neighbors, friends or family to check on you and help you leave."],
                ["Keep extra medicine, medical supplies and copies of prescriptions in your go-bag."],
                ["Have backup power or extra batteries for medical devices, hearing aids and power wheelchairs."],
                ["If you cannot leave on your own and you are in danger, call 911."],
              ],
            },
            {
              kind: "paragraph",
              text: [
                "Take your pets with you. If it is not safe for you, it is not safe for them.",
              ],
            },
            {
              kind: "list",
              items: [
                ["Pack a carrier or crate, leash, food, water, medicine and vaccination records for each pet."],
                ["Keep ID tags on your pets and a recent photo of each pet on your phone."],
                ["Find pet-friendly places to stay before you need them."],
                ["Horses and other large animals need more time. Plan trailers and a place to take them ahead of time. Move them out early, when a warning is issued."],
              ],
            },
          ],
        },
      ],
    },
    {
      id: "wildfire-monitoring",
      title: "Stay informed",
      blocks: [
        {
          kind: "callout",
          tone: "danger",
          title: "If you are told to evacuate, go.",
          text: ["Call 911 in an emergency. Do not wait until you can see the fire."],
        },
      ],
      subsections: [
        {
          title: "Official alerts",
          blocks: [
            {
              kind: "list",
              items: [
                [
                  "Sign up for Alert LA County, the county's emergency alerts, at ",
                  { href: "https://ready.lacounty.gov/", label: "ready.lacounty.gov" },
                  ". Some cities also have their own alerts. Check your city's website.",
                ],
                ["Keep Wireless Emergency Alerts turned on in your phone settings. These alerts can reach you even if you did not sign up."],
                [
                  "See where fires are burning and how much is contained at ",
                  { href: "https://www.fire.ca.gov/incidents", label: "CAL FIRE incidents" },
                  ".",
                ],
                ["Follow local news and official accounts of your city, county and fire department."],
                ["Keep a battery radio in case power and cell service go down."],
                ["Dial 2-1-1 for LA County information and services."],
              ],
            },
          ],
        },
        {
          title: "Evacuation orders and warnings",
          blocks: [
            {
              kind: "list",
              items: [
                ["Evacuation order: there is danger now. Leave right away."],
                ["Evacuation warning: there may be danger soon. Get ready to leave. Leave now if you need extra time, for example people with disabilities, older adults, and people with pets or livestock."],
                ["Shelter in place: stay inside where you are, with doors and windows closed, until officials say it is safe. Leaving could put you in more danger."],
              ],
            },
            {
              kind: "paragraph",
              text: [
                "LA County uses evacuation zones. Officials may name zones in alerts. Look up your zone at ",
                { href: "https://ready.lacounty.gov/", label: "ready.lacounty.gov" },
                " and save it in your phone.",
              ],
            },
          ],
        },
        {
          title: "Red Flag Warnings",
          blocks: [
            {
              kind: "paragraph",
              text: [
                "The National Weather Service issues a Red Flag Warning when warm temperatures, very low humidity and strong winds come together. Fires can start easily and spread very fast. In Los Angeles, Santa Ana winds often bring these conditions. Check the forecast at ",
                { href: "https://www.weather.gov/lox", label: "National Weather Service Los Angeles" },
                ".",
              ],
            },
            {
              kind: "list",
              items: [
                ["Be ready to leave. Put your go-bag in the car."],
                ["Charge your phone and battery pack."],
                ["Avoid anything outdoors that can make a spark, such as mowing dry grass or using power tools."],
                ["Power companies may turn off power in high-risk areas to prevent fires. Have flashlights ready."],
              ],
            },
          ],
        },
        {
          title: "Air quality and smoke",
          blocks: [
            {
              kind: "paragraph",
              text: [
                "Smoke can hurt your health, even far from the fire. Check the air quality at ",
                { href: "https://www.airnow.gov/", label: "AirNow" },
                ". The colors mean: green is good, yellow is moderate, orange is unhealthy for sensitive groups, red is unhealthy, purple is very unhealthy, and maroon is hazardous. The South Coast AQMD covers most of LA County and posts local smoke advisories at ",
                { href: "https://www.aqmd.gov/", label: "aqmd.gov" },
                ". The Antelope Valley AQMD covers the Antelope Valley.",
              ],
            },
            {
              kind: "list",
              items: [
                ["Stay inside and keep windows and doors closed."],
                ["Use a HEPA air cleaner, or a MERV-13 filter in your heating and air system."],
                ["Limit time outdoors, especially exercise."],
                ["Do not burn candles or incense, and do not smoke indoors."],
                ["Take extra care with children, older adults, pregnant people, and people with heart or lung disease."],
                ["If someone has trouble breathing or chest pain, call 911."],
              ],
            },
            {
              kind: "callout",
              tone: "info",
              title: "About masks",
              text: [
                "Cloth and surgical masks do not protect you from smoke or ash. An N95 mask can help, but only if it fits well and seals against your face. N95 masks are not made for children. If you have heart or lung disease, ask your doctor before you wear one. Learn more at ",
                { href: "https://www.cdc.gov/wildfires/", label: "CDC" },
                ".",
              ],
            },
          ],
        },
      ],
    },
    {
      id: "post-fire-recovery",
      title: "After the fire",
      blocks: [
        {
          kind: "paragraph",
          text: [
            "Recovery takes time. Take it one step at a time. Find LA County updates and services at ",
            { href: "https://recovery.lacounty.gov/", label: "recovery.lacounty.gov" },
            ".",
          ],
        },
      ],
      subsections: [
        {
          title: "Returning home safely",
          blocks: [
            {
              kind: "callout",
              tone: "danger",
              title: "Do not go back until officials say it is safe.",
              text: ["If you smell gas, leave right away. Call 911 from a safe distance."],
            },
            {
              kind: "list",
              items: [
                ["Watch for hot spots. Burned areas can stay hot and start burning again."],
                ["Stay away from damaged or fallen power lines. Treat every line as live."],
                ["Stay out of damaged buildings. Walls, chimneys and trees can fall."],
                ["Check for damaged gas lines. Do not use matches, lighters or light switches if you smell gas."],
                ["Follow water safety notices from your water provider. Use bottled water until you are told the tap water is safe. After some fires, boiling does not make water safe."],
                ["Keep children and pets out of burned areas."],
                ["Take photos and video of all damage before you move or clean anything."],
              ],
            },
          ],
        },
        {
          title: "Ash and debris cleanup",
          blocks: [
            {
              kind: "callout",
              tone: "danger",
              title: "If your home burned, do not sift through or clear the debris yourself.",
              text: [
                "It can contain asbestos, lead and the remains of lithium batteries, which can burn you or make you sick. Government debris removal programs clear burned properties: see ",
                { href: "https://recovery.lacounty.gov/", label: "recovery.lacounty.gov" },
                ". The steps below are only for ash in and around a home that is still standing.",
              ],
            },
            {
              kind: "paragraph",
              text: [
                "Ash from burned homes and cars can contain toxic substances. Clean up carefully.",
              ],
            },
            {
              kind: "list",
              items: [
                ["Do not use leaf blowers. Do not sweep dry ash. This puts ash into the air."],
                ["Spray ash lightly with water first, then gently scoop or sweep it into plastic bags."],
                ["Indoors, vacuum ash only with a vacuum that has a HEPA filter. A regular vacuum blows fine ash back into the air."],
                ["Do not wash ash into storm drains."],
                ["Keep children and pets away while you clean."],
                ["If ash gets on your skin, wash it off with soap and water."],
              ],
            },
          ],
        },
        {
          title: "Masks and protective gear",
          blocks: [
            {
              kind: "list",
              items: [
                ["Wear a well-fitting N95 mask. Cloth and surgical masks do not protect you from ash."],
                ["Wear goggles, heavy work gloves, long sleeves, long pants, socks and sturdy shoes or boots."],
                ["Wash clothes worn during cleanup separately from other laundry."],
                ["Children should not help with ash cleanup."],
              ],
            },
          ],
        },
        {
          title: "Help from assistance programs",
          blocks: [
            {
              kind: "list",
              items: [
                [
                  "FEMA: apply for disaster assistance at ",
                  { href: "https://www.disasterassistance.gov/", label: "DisasterAssistance.gov" },
                  " or call 1-800-621-3362. Learn more at ",
                  { href: "https://www.fema.gov/", label: "FEMA.gov" },
                  ".",
                ],
                ["If you have insurance, contact your insurer too. FEMA cannot pay for things your insurance already covers."],
                [
                  "SBA disaster loans are not only for businesses. Homeowners and renters can apply too. Learn more at ",
                  { href: "https://www.sba.gov/", label: "SBA.gov" },
                  ".",
                ],
                [
                  "LA County: find recovery services, updates and rebuilding information at ",
                  { href: "https://recovery.lacounty.gov/", label: "recovery.lacounty.gov" },
                  ".",
                ],
                [
                  "American Red Cross: emergency shelter and support at ",
                  { href: "https://www.redcross.org/", label: "redcross.org" },
                  ".",
                ],
                ["Dial 2-1-1 for help finding local services."],
                ["Applying for government help is free. Never pay anyone to apply for you."],
              ],
            },
          ],
        },
        {
          title: "Replacing important documents",
          blocks: [
            {
              kind: "list",
              items: [
                [
                  "Driver's license or ID card: ",
                  { href: "https://www.dmv.ca.gov/", label: "California DMV" },
                  ".",
                ],
                [
                  "Social Security card: ",
                  { href: "https://www.ssa.gov/", label: "Social Security Administration" },
                  ".",
                ],
                [
                  "Passport: ",
                  { href: "https://travel.state.gov/", label: "U.S. State Department" },
                  ".",
                ],
                [
                  "Tax records and disaster tax relief: ",
                  { href: "https://www.irs.gov/", label: "IRS" },
                  ". The IRS may give people in disaster areas more time to file.",
                ],
                ["Bank cards and insurance policies: call your bank and your insurer."],
              ],
            },
          ],
        },
        {
          title: "Insurance, contractors and scams",
          blocks: [
            {
              kind: "list",
              items: [
                ["Contact your insurance company as soon as you can. Ask for a full copy of your policy."],
                ["Take photos and video of the damage. Make a list of what you lost."],
                ["Keep receipts for hotels, food and other costs. Your policy may cover some of them."],
                ["Hire only licensed contractors. Check their license before you sign anything."],
                ["Get a written contract. Do not pay the full cost up front, and do not pay in cash."],
                ["It is illegal in California to raise prices too much after a declared emergency. This is called price gouging."],
                ["Be careful with offers to buy your property quickly for cash. Take your time and get advice."],
                ["Real FEMA staff carry ID badges and never charge a fee. Do not give your bank details to anyone who calls you first."],
              ],
            },
          ],
        },
        {
          title: "Mental health and support",
          blocks: [
            {
              kind: "paragraph",
              text: [
                "After a disaster it is normal to feel shock, sadness, anger, worry or numbness. Many people have trouble sleeping or thinking clearly. Try to rest, eat, keep simple routines, and talk with people you trust. Take breaks from the news.",
              ],
            },
            {
              kind: "paragraph",
              text: [
                "Children react too. They may cling to you, have nightmares, or act younger than their age. Listen to them, tell them they are safe, keep routines, and limit what they see about the fire on TV and phones.",
              ],
            },
            {
              kind: "list",
              items: [
                ["Disaster Distress Helpline: call or text 1-800-985-5990. It is free and open 24 hours a day. For Spanish, press 2. Interpreters are available for many other languages."],
                [
                  "Suicide & Crisis Lifeline: call or text 988. Learn more at ",
                  { href: "https://988lifeline.org/", label: "988lifeline.org" },
                  ".",
                ],
                ["LA County information line: dial 2-1-1."],
                ["If someone is in danger right now, call 911."],
              ],
            },
          ],
        },
      ],
    },
  ],
  sources: [
    { href: "https://www.readyforwildfire.org/", label: "CAL FIRE: Ready for Wildfire" },
    { href: "https://www.fire.ca.gov/incidents", label: "CAL FIRE: Incidents" },
    { href: "https://www.ready.gov/wildfires", label: "Ready.gov: Wildfires" },
    { href: "https://www.ready.gov/kit", label: "Ready.gov: Build a kit" },
    { href: "https://www.ready.gov/plan", label: "Ready.gov: Make a plan" },
    { href: "https://ready.lacounty.gov/", label: "LA County emergency information (ready.lacounty.gov)" },
    { href: "https://recovery.lacounty.gov/", label: "LA County recovery (recovery.lacounty.gov)" },
    { href: "https://www.weather.gov/lox", label: "National Weather Service Los Angeles" },
    { href: "https://www.airnow.gov/", label: "AirNow" },
    { href: "https://www.aqmd.gov/", label: "South Coast AQMD" },
    { href: "https://www.cdc.gov/wildfires/", label: "CDC" },
    { href: "https://www.disasterassistance.gov/", label: "DisasterAssistance.gov" },
    { href: "https://www.fema.gov/", label: "FEMA" },
    { href: "https://www.sba.gov/", label: "U.S. Small Business Administration" },
    { href: "https://www.redcross.org/", label: "American Red Cross" },
    { href: "https://www.dmv.ca.gov/", label: "California DMV" },
    { href: "https://www.ssa.gov/", label: "Social Security Administration" },
    { href: "https://travel.state.gov/", label: "U.S. State Department: Travel" },
    { href: "https://www.irs.gov/", label: "IRS" },
    { href: "https://988lifeline.org/", label: "988 Suicide & Crisis Lifeline" },
  ],
};
