/**
 * Words of the places' data that name no need a resident searches for, so need no concept
 * (tests/lib/places/search-vocabulary.test.ts). A word goes here only when nobody looking for help
 * would type it to find what the place offers; a thing or a service a place offers gets a concept
 * with words in every language instead (lib/places/search-concepts.ts, locales/<lang>/search.json).
 * A word that is only half of a concept's phrase ("first" of "first aid") is here for its other uses.
 */
export const NOT_NEEDS: ReadonlySet<string> = new Set(
  [
    // Grammar: articles, pronouns, prepositions, conjunctions, auxiliaries, numbers in words.
    "a an the and or but if so than that this these those what whatever who how while because before after during until through into onto from to of for in on at by with without about around under over up out off away back",
    "i you your yours we our us they them their theirs he she it its me my anyone anything everyone nothing another other one once three",
    "is are am be been was were has have had do does doing can cannot may must will would should",
    "also only more most plus no not yet here there now soon currently especially instead every inside near nearby longer",
    // What a place asks of a visitor or does, and how: verbs.
    "accepting answered apply applying ask bring bringing building call check checked checks clean cleaning cleanings clearing close closed closures collect collected collecting collection comes connect connected contacting cook deal delivered delivering delivery drop file filing find finding fit gave get given go greet handed keep label lends lift lifting load log look move moved moves moving offered pack packed packing pick provided refer reorganizes repaired replace replacing report request rescued restock restocking returning run see set setting setup shop showing sign signing sort sorting started stay staying take talks thank use visit waived walk walks wear welcome working work paused commuting",
    // Whom a place serves and who runs it (the search's concepts name the groups that change what one gets: seniors, children, families, veterans).
    "adult adults affected arrivals donors drivers evacuated evacuees guests handlers helpers owners parents people residents staff students survivors women crew crews",
    // When, where, how much, what state: times, places, money, conditions.
    "address addresses area areas around clock daily dates day days daytime evening fridays hour hours midnight moment morning mornings night overnight past pm time times week weekday weekend",
    "available basic comfortable confidential cost digital discounted dry east entry experienced experience fees free fresh full heavy duty hot income large lb low minor new open openings plastic price private public quiet reduced restricted reusable safe sealed separate shared size sizes sliding scale temporary temporarily unopened wet",
    // Parts of names and labels: kinds of place, programs, the sample data's own words.
    "bank center closet desk drive intake shift shifts groups mobile replacement draft example fictional giveaway office pop program programs resource resources sample service services site station unpublished essentials opportunities support assistance needs need needed help",
    // Words whose need is a concept's phrase (first aid, aid applications, eye drops, USB-C), a fact (free, no ID) or a place's description only.
    "aid first id ids drop feed fly gas hand kit kits items goods card bag bars pouches saline nitrile folding leashed found boxes lids",
    // Circumstances a description gives, not something offered.
    "appointments applications benefits belongings burn burned cars cases casualty claiming claims copay coping disaster displaced disputes distress distribution door doors emergency enrollment evacuation expired exposure extractions fire fires wildfires home homes income languages korean mandarin speakers license licensed line listings loan losses outages passes paying payment plans pens photo photos pickup place problems preparation prevention proof properly property properties protection questions records recovery referrals removal rest road room salvaging saved spaces state status surgery table tanks testing training trained trailer truck travel treatment uninsured zone community please able ages another play caring care friends sleep light front toe aprons",
    // A neighbourhood the sample data names that is not one of the site's communities.
    "westwood",
  ]
    .join(" ")
    .split(/\s+/)
    .filter(Boolean),
);
