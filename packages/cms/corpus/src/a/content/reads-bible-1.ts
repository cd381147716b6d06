import { type ArticleSpec, photo, q, t } from './article-spec';

const bible = {
  season: 3 as const,
  cats: ['bible'],
  products: ['season-3-dvd' as const, 'bible-study-journal' as const],
};

/** Season three: the Bible story, from creation to the kings. */
export const bibleReads1: ArticleSpec[] = [
  {
    ...bible,
    uid: 'creation-and-the-sabbath',
    title: 'Creation and the Sabbath',
    date: '2025-11-03',
    author: 'ruth-andersson',
    art: 'window',
    meta: 'The opening chapters of Genesis, the seventh day and why a day of rest sits at the start of the Bible story.',
    people: ['adam', 'eve'],
    reads: ['abraham-the-friend-of-god', 'moses-and-the-exodus'],
    keywords: ['creation', 'eden', 'sabbath', 'genesis'],
    body: [
      t(
        `The Bible opens with a poem of order and abundance. In Genesis 1 God speaks, and light, sky, land, sea, plants, stars, creatures and finally human beings appear over six days, each day closing with the refrain "and the evening and the morning were" the first, second or third day. Human beings, male and female, are made "in the image of God" and given the care of the earth. Everything is declared "very good".`,
        `Then the pattern breaks. On the seventh day nothing new is made. God rests, blesses the day and sets it apart. The Bible's first holy thing is not a place or an object but a span of time.`,
      ),
      q(
        `And on the seventh day God ended his work which he had made; and he rested on the seventh day from all his work which he had made.`,
        'Genesis 2:2 (KJV)',
        'Light',
      ),
      t(
        `## A gift written into time
Genesis 2 tells the story again from the ground up: a garden planted in Eden, a man formed from the dust, the river that waters the garden and the woman made as his partner. The story of the serpent, the forbidden tree and the loss of Eden follows in Genesis 3, together with the first promise that evil would one day be crushed.`,
        `Centuries later the fourth commandment, given at Sinai, links the weekly Sabbath directly to creation: "for in six days the LORD made heaven and earth". In Deuteronomy the same commandment is grounded in Israel's release from slavery in Egypt. Rest becomes both a memorial of creation and a sign of freedom, a day when servants, animals and strangers also stop work.`,
      ),
      photo(
        'The seven days of Genesis 1, pictured as a rose window with the seventh day at its centre.',
        'window',
      ),
      t(
        `Jesus kept the Sabbath, healed on it and argued about how it should be kept, insisting that "the sabbath was made for man, and not man for the sabbath". The early church met on the Sabbath in synagogues and in homes, and through history Christians have disagreed about the day and the manner of its observance.`,
        `For the series, the Sabbath is a thread that runs through many stories: the Seventh Day Baptists in England, the Washington, New Hampshire, congregation and the pioneers who accepted the seventh day after 1844. It begins here, with a God who stops, looks at what he has made and calls it good.`,
      ),
    ],
    further: [
      'Abraham Joshua Heschel, *The Sabbath* (1951).',
      'Gerhard von Rad, *Genesis: A Commentary* (1961).',
    ],
  },
  {
    ...bible,
    uid: 'abraham-the-friend-of-god',
    title: 'Abraham, the Friend of God',
    date: '2025-11-05',
    author: 'ruth-andersson',
    art: 'map',
    meta: 'The journey of Abraham from Ur to Canaan and the promises that shape the rest of the Bible.',
    people: ['abraham', 'sarah', 'isaac'],
    places: ['ur', 'haran', 'hebron'],
    reads: ['creation-and-the-sabbath', 'moses-and-the-exodus'],
    keywords: ['abraham', 'ur', 'patriarch'],
    body: [
      t(
        `The story of Israel begins with a family on the move. Genesis 11 tells how Terah took his son Abram, Abram's wife Sarai and his grandson Lot from Ur of the Chaldees, a great city of southern Mesopotamia, and settled at Haran in the north. There, in Genesis 12, God calls Abram to leave his country and his father's house for a land he will be shown, promising to make him a great nation and that "in thee shall all families of the earth be blessed".`,
        `Scholars usually place the patriarchs somewhere in the early second millennium BC, roughly between 2000 and 1700 BC, although the texts give no dates that can be fixed with certainty.`,
      ),
      t(
        `## Promise and waiting
Abram travels through Canaan, building altars at Shechem and Bethel, goes down to Egypt in a famine and returns. The promise of a child is repeated again and again while Abram and Sarai grow old. In Genesis 15 God makes a covenant with him in a strange night-time ceremony among divided animals, and Abram "believed in the LORD; and he counted it to him for righteousness", a sentence Paul would later make central to his letters.`,
        `In Genesis 17 his name becomes Abraham, "father of a multitude", and Sarai becomes Sarah. Their son Isaac is born when Abraham is a hundred years old. Then comes the hardest test: the command to offer Isaac on a mountain in the land of Moriah, halted at the last moment by the angel and a ram caught in a thicket.`,
      ),
      q(
        `And the scripture was fulfilled which saith, Abraham believed God, and it was imputed unto him for righteousness: and he was called the Friend of God.`,
        'James 2:23 (KJV)',
        'Grey',
      ),
      photo('The route from Ur along the Euphrates to Haran and south into Canaan.', 'map'),
      t(
        `Abraham bought a cave at Machpelah near Hebron to bury Sarah, his only piece of land in Canaan, and was buried there himself. Jews, Christians and Muslims all look back to him as a father in faith, and the site at Hebron is still a place of pilgrimage and, sadly, of conflict.`,
        `His story sets the pattern for much that follows in the Bible: promises given long before they are fulfilled, faith that waits, and a blessing meant not for one family only but for all the families of the earth.`,
      ),
    ],
    further: [
      'Claus Westermann, *Genesis 12–36: A Commentary* (1985).',
      'Bruce Feiler, *Abraham: A Journey to the Heart of Three Faiths* (2002).',
    ],
  },
  {
    ...bible,
    uid: 'moses-and-the-exodus',
    title: 'Moses and the Exodus',
    date: '2025-11-07',
    author: 'daniel-okafor',
    art: 'map',
    video: 'Crossing the wilderness of Sinai',
    meta: 'From the Nile to Mount Sinai: the deliverance from Egypt and the giving of the law.',
    people: ['moses', 'aaron', 'miriam'],
    places: ['egypt', 'mount-sinai', 'mount-nebo'],
    reads: ['abraham-the-friend-of-god', 'king-david'],
    keywords: ['moses', 'exodus', 'sinai', 'egypt'],
    body: [
      t(
        `The book of Exodus opens with the descendants of Jacob enslaved in Egypt and a pharaoh ordering their baby boys to be thrown into the Nile. One Hebrew mother hides her son in a basket among the reeds, where he is found by the pharaoh's daughter, who names him Moses and raises him at court. As a man he kills an Egyptian who was beating a Hebrew slave, flees to Midian and spends years as a shepherd.`,
        `At Horeb, the mountain of God, he sees a bush that burns without being consumed and hears God reveal his name, "I AM THAT I AM", and his purpose: to bring Israel out of slavery.`,
      ),
      t(
        `## Plagues, Passover and the sea
Moses and his brother Aaron confront the pharaoh with the demand "Let my people go". Ten plagues follow, ending with the death of the firstborn of Egypt, while the Israelites, sheltered by the blood of the Passover lamb on their doorposts, eat the first Passover meal in haste. They leave Egypt and cross the sea on dry ground, and Miriam leads the women in a song of victory.`,
        `Three months later they reach Sinai. Amid thunder and smoke God speaks the Ten Commandments, which begin not with a demand but with a reminder: "I am the LORD thy God, which have brought thee out of the land of Egypt, out of the house of bondage." The covenant, the tabernacle and its worship follow.`,
      ),
      q(
        `I am the LORD thy God, which have brought thee out of the land of Egypt, out of the house of bondage. Thou shalt have no other gods before me.`,
        'Exodus 20:2–3 (KJV)',
        'Black',
      ),
      photo('The traditional route of the Exodus through the Sinai peninsula.', 'map'),
      t(
        `After forty years in the wilderness Moses dies on Mount Nebo in Moab, within sight of the promised land. The date of the Exodus is debated. A reading of 1 Kings 6:1 points to the fifteenth century BC, around 1446 BC, while many archaeologists prefer the thirteenth century, in the reign of Ramesses II.`,
        `Whatever the date, the Exodus became the defining memory of Israel, retold every year at Passover, and a story of liberation that enslaved people in the Americas and elsewhere have claimed as their own.`,
      ),
    ],
    footnotes: [
      "1 Kings 6:1 places the Exodus 480 years before the fourth year of Solomon's reign.",
    ],
    further: [
      'Nahum M. Sarna, *Exploring Exodus* (1986).',
      'James K. Hoffmeier, *Israel in Egypt* (1997).',
    ],
  },
  {
    ...bible,
    uid: 'king-david',
    title: 'King David',
    date: '2025-11-10',
    author: 'ruth-andersson',
    art: 'woodcut',
    meta: 'Shepherd, musician, warrior and king: the life of David and the city he made his capital.',
    people: ['david', 'saul', 'samuel', 'solomon'],
    places: ['bethlehem', 'jerusalem', 'hebron'],
    reads: ['moses-and-the-exodus', 'the-fall-of-jerusalem-586-bc'],
    keywords: ['david', 'king', 'jerusalem'],
    body: [
      t(
        `David was the youngest of the eight sons of Jesse, a farmer of Bethlehem in Judah. The books of Samuel tell how the prophet Samuel, sent to anoint a new king in place of Saul, passed over the older brothers and anointed the boy who had been left with the sheep. David entered Saul's court as a musician whose harp calmed the king's dark moods, and became famous after killing the Philistine champion Goliath in the valley of Elah.`,
        `His success turned Saul's favour into jealousy. For years David lived as an outlaw in the Judean wilderness, twice sparing Saul's life when he had him in his power.`,
      ),
      t(
        `## King in Jerusalem
After Saul's death in battle on Mount Gilboa, David was made king of Judah at Hebron, around 1010 BC, and seven years later king of all Israel. He captured the Jebusite city of Jerusalem, made it his capital, the "city of David", and brought the ark of the covenant there with music and dancing. In 2 Samuel 7 the prophet Nathan brings him a promise that his house and kingdom will endure for ever.`,
        `The same books do not hide his failures: his adultery with Bathsheba and the arranged death of her husband Uriah, confronted by Nathan with the words "Thou art the man"; the rebellion of his son Absalom; and the troubles of his old age. He died around 970 BC and was succeeded by Solomon, who built the temple.`,
      ),
      q(
        `The LORD is my shepherd; I shall not want.`,
        'Psalm 23:1 (KJV), a psalm attributed to David',
        'Light',
      ),
      photo(
        "Jerusalem in David's time was a small city on the ridge south of the later temple mount.",
        'woodcut',
      ),
      t(
        `Seventy-three psalms carry David's name in their titles, and they give voice to every mood from despair to praise. An Aramaic inscription found at Tel Dan in 1993, dating from the ninth century BC, refers to the "House of David", the earliest mention of his dynasty outside the Bible.`,
        `The promise to David's house became the root of Israel's hope for a Messiah, a "son of David". The Gospels open by tracing Jesus's ancestry to David and place his birth in David's town of Bethlehem.`,
      ),
    ],
    further: [
      'Robert Alter, *The David Story* (1999).',
      "Baruch Halpern, *David's Secret Demons* (2001).",
    ],
  },
  {
    ...bible,
    uid: 'the-fall-of-jerusalem-586-bc',
    title: 'The Fall of Jerusalem, 586 BC',
    date: '2025-11-12',
    author: 'hannah-keller',
    art: 'woodcut',
    meta: "How Babylon destroyed Jerusalem and its temple, and how the exile reshaped Israel's faith.",
    people: ['nebuchadnezzar-ii', 'jeremiah', 'zedekiah', 'ezekiel'],
    places: ['jerusalem', 'babylon', 'lachish'],
    reads: ['king-david', 'daniel-in-babylon', 'the-return-from-exile'],
    keywords: ['jerusalem', '586', 'babylon', 'exile', 'nebuchadnezzar-ii'],
    body: [
      t(
        `At the end of the seventh century BC the kingdom of Judah was caught between Egypt and a rising Babylon. In 605 BC the Babylonian crown prince Nebuchadnezzar defeated the Egyptians at Carchemish on the Euphrates and became king the same year. Judah became a vassal, and a first group of young nobles, among them Daniel, was taken to Babylon.`,
        `When King Jehoiakim rebelled, Nebuchadnezzar besieged Jerusalem. In 597 BC the young king Jehoiachin surrendered and was taken into exile with thousands of leading citizens and craftsmen, including the priest Ezekiel. Nebuchadnezzar placed Zedekiah on the throne.`,
      ),
      t(
        `## The siege
The prophet Jeremiah urged submission to Babylon as God's judgment on Judah's unfaithfulness, and was imprisoned as a traitor. Zedekiah, encouraged by Egypt, rebelled anyway. The Babylonian army returned in 588 BC and besieged the city for about eighteen months. Letters written on pottery found at Lachish record the last days of the Judean fortresses, one officer noting that the signal fires of Azekah could no longer be seen.`,
        `In the summer of 586 BC the walls were breached. Zedekiah fled but was captured near Jericho; his sons were killed before his eyes and he was blinded and taken to Babylon. A month later Nebuzaradan, the captain of the guard, burned the temple, the palace and the houses of Jerusalem and pulled down its walls.`,
      ),
      q(
        `It is of the LORD's mercies that we are not consumed, because his compassions fail not. They are new every morning: great is thy faithfulness.`,
        'Lamentations 3:22–23 (KJV)',
        'Black',
      ),
      photo(
        'Jerusalem burning: the end of the first temple, built by Solomon almost four centuries earlier.',
        'woodcut',
      ),
      t(
        `The book of Lamentations mourns the ruined city. Yet the exile proved to be a time of deep renewal. In Babylon the exiles gathered the writings of the prophets, kept the Sabbath, and learned that God could be worshipped without a temple. Jeremiah had written to them to build houses, plant gardens and "seek the peace of the city", and promised a return after seventy years.`,
        `Jews still remember the destruction of both the first and the second temples on the fast of Tisha B'Av. Some historians prefer the date 587 BC; the difference comes from how the years of the kings are counted.`,
      ),
    ],
    footnotes: [
      'The Babylonian Chronicle records the capture of Jerusalem in 597 BC, dating it to 2 Adar (16 March).',
    ],
    further: [
      'John Bright, *A History of Israel* (4th ed., 2000).',
      'Oded Lipschits, *The Fall and Rise of Jerusalem* (2005).',
    ],
  },
];
