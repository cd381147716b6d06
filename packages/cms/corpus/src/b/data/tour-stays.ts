/**
 * What each tour's booklet adds to its itinerary: where the group sleeps and what to pack.
 * Hotels are described, not named: the named hotels go in the final travel documents
 * once a departure is confirmed, as tour operators do.
 */
export type Stay = [city: string, nights: number, hotel: string];

export interface TourStays {
  hotels: Stay[];
  /** Items to pack for this tour, on top of COMMON_PACKING. */
  bring: string[];
}

export const COMMON_PACKING = [
  'Your passport (valid for six months after you travel) and travel insurance details',
  'Comfortable walking shoes that are already worn in',
  'A light waterproof jacket and a small day bag',
  'Any medicines you take, in their original packaging',
  'A Bible or notebook for the readings on location',
];

export const TOUR_STAYS: Record<string, TourStays> = {
  'reformation-europe': {
    hotels: [
      ['Geneva', 2, 'A four-star hotel on the left bank, a short walk from the old town'],
      ['Zürich', 1, 'A family-run hotel in the Niederdorf, close to the Grossmünster'],
      ['Constance', 1, 'A lakeside hotel near the Council building'],
      ['Worms', 1, 'A central hotel beside the cathedral square'],
      ['Eisenach', 1, 'A hotel at the foot of the Wartburg hill'],
      ['Erfurt', 1, 'A hotel in the medieval centre, near the Augustinian monastery'],
      ['Wittenberg', 1, 'A small hotel on the Collegienstrasse, minutes from Luther House'],
      ['Prague', 1, 'A hotel in the Old Town, within walking distance of the Bethlehem Chapel'],
    ],
    bring: [
      'A plug adaptor for Swiss (type J) and European (type C/F) sockets',
      'Some Swiss francs, euros and Czech crowns, or a card without foreign fees',
      'Shoes with grip for the steep path up to the Wartburg',
    ],
  },
  'waldensian-valleys': {
    hotels: [
      ['Turin', 1, 'A city-centre hotel near Porta Nuova station'],
      [
        'Torre Pellice',
        6,
        'A family-run hotel in the heart of the valley, our base for every walk',
      ],
    ],
    bring: [
      'Walking boots with ankle support for the mountain paths to Pra del Torno',
      'A warm layer: mountain evenings are cool even in June',
      'A refillable water bottle and sun protection',
      'Some euros in cash for village cafés',
    ],
  },
  'britains-reformers': {
    hotels: [
      ['London', 2, 'A hotel near St Paul’s, convenient for the City walks'],
      ['Oxford', 2, 'A college-style hotel in the city centre, our base for Lutterworth too'],
      ['Lincoln', 1, 'A hotel in the cathedral quarter, after the day at Epworth'],
      [
        'Edinburgh',
        3,
        'A hotel on the Royal Mile, near St Giles’ Cathedral, with a day trip to St Andrews',
      ],
    ],
    bring: [
      'A UK plug adaptor (type G)',
      'An umbrella as well as a waterproof: Scottish weather changes by the hour',
    ],
  },
  'pioneers-of-new-england': {
    hotels: [
      ['Boston', 1, 'A downtown hotel near the Freedom Trail'],
      ['Portland, Maine', 1, 'A hotel in the Old Port district'],
      ['Concord, New Hampshire', 1, 'A hotel in the town centre, an hour from Washington, NH'],
      ['Burlington, Vermont', 1, 'A hotel on the shore of Lake Champlain'],
      ['Whitehall, New York', 1, 'A country inn near the William Miller farm'],
      ['Rochester, New York', 2, 'A downtown hotel, our base for Rochester and Port Gibson'],
    ],
    bring: [
      'An ESTA or visa for the United States, approved before you fly',
      'A US plug adaptor (type A/B)',
      'Layers for cool September mornings in New Hampshire and Vermont',
    ],
  },
};
