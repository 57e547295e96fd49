/**
 * Blog posts for each demo site (§2 /blog, /blog/vehicle-reviews, served at /blog/{slug}).
 * Covers are the locally drawn demo car pictures: nothing is fetched from a CDN.
 */
import { bullet, paragraph, type PtBlock } from './portable-text';

interface PostSpec {
  slug: string;
  title: string;
  publishedAt: string;
  category: 'news' | 'vehicle-reviews' | 'service-tips' | 'buying-advice' | 'events';
  excerpt: string;
  cover: string;
  coverAlt: string;
  body: () => PtBlock[];
}

const h2 = (value: string) => paragraph(value, 'h2');
const p = (value: string) => paragraph(value);

const posts: Record<string, PostSpec[]> = {
  'riverside-kia': [
    {
      slug: 'kia-ev9-long-term-review', title: 'Kia EV9: three months with the seven-seat EV', publishedAt: '2026-11-03T09:00:00+10:00', category: 'vehicle-reviews',
      excerpt: 'School runs, a trip to the Sunshine Coast and a lot of charging stops later: what the EV9 is like to live with in Brisbane.',
      cover: '/car-images/suv/white.png?v=1', coverAlt: 'A white Kia EV9 SUV, side view',
      body: () => [p('We handed the keys of our EV9 GT-Line demonstrator to a family of five for three months.'), h2('Range in the real world'), p('Around town they averaged 21 kWh per 100 km, and the trip to Noosa and back needed one 20 minute top-up.'), h2('Third row'), p('Adults fit in the third row for short trips; children have room to spare.'), bullet('Vehicle-to-load powered a camping fridge all weekend'), bullet('Home charging overnight covered every weekday')],
    },
    {
      slug: 'sportage-vs-seltos', title: 'Sportage or Seltos: which Kia SUV suits you?', publishedAt: '2026-10-14T09:00:00+10:00', category: 'vehicle-reviews',
      excerpt: 'Two of our most popular SUVs side by side: space, running costs and who each one suits.',
      cover: '/car-images/suv/blue.png?v=1', coverAlt: 'A blue Kia SUV, side view',
      body: () => [p('The Seltos is the city-sized choice; the Sportage adds a bigger boot and a hybrid option.'), h2('Our pick'), p('Young families usually leave with a Sportage; commuters love the Seltos.')],
    },
    {
      slug: 'summer-road-trip-checklist', title: 'Your summer road trip checklist', publishedAt: '2026-09-22T09:00:00+10:00', category: 'service-tips',
      excerpt: 'Tyres, coolant and wipers: five checks before you head up the Bruce Highway.',
      cover: '/car-images/hatch/red.png?v=1', coverAlt: 'A red hatchback, side view',
      body: () => [p('Queensland summers are hard on cars. Before a long drive, check:'), bullet('Tyre pressures and tread'), bullet('Coolant level'), bullet('Wiper blades'), bullet('Air-conditioning performance'), bullet('Your roadside assistance details'), p('Our service team checks all of these free with any service.')],
    },
    {
      slug: 'riverside-kia-community-day', title: 'Riverside Kia community day raises $12,000', publishedAt: '2026-08-30T09:00:00+10:00', category: 'news',
      excerpt: 'Thank you to everyone who came to Milton for our sausage sizzle and test drive day.',
      cover: '/car-images/peopleMover/silver.png?v=1', coverAlt: 'A silver Kia Carnival people mover, side view',
      body: () => [p('Every test drive on the day added $20 to the total for the Brisbane Youth Service.')],
    },
  ],
  'southern-cross-motors': [
    {
      slug: 'buying-a-used-car-checklist', title: 'Buying a used car: our 10 point checklist', publishedAt: '2026-11-10T09:00:00+11:00', category: 'buying-advice',
      excerpt: 'Service history, PPSR and a proper test drive: what to check before you buy any used car.',
      cover: '/car-images/sedan/silver.png?v=1', coverAlt: 'A silver sedan, side view',
      body: () => [p('Whether you buy from us or anyone else, these checks save headaches.'), bullet('Run a PPSR check for finance owing'), bullet('Read the logbook against the odometer'), bullet('Test drive on a highway and in traffic'), p('Every car on our yards comes with a 48 hour money-back guarantee.')],
    },
    {
      slug: 'jayco-journey-review', title: 'Jayco Journey review: a family van that tows easy', publishedAt: '2026-10-20T09:00:00+11:00', category: 'vehicle-reviews',
      excerpt: 'We took a Journey from our Penrith caravan centre to the Blue Mountains and back.',
      cover: '/car-images/caravan/white.png?v=1', coverAlt: 'A white caravan, side view',
      body: () => [p('At around 2,300 kg loaded, the Journey suits most large SUVs and dual-cab utes.'), h2('Inside'), p('Bunks for the kids, a proper shower and a kitchen that two people can use at once.')],
    },
    {
      slug: 'mazda-cx5-used-buyers-guide', title: 'Used Mazda CX-5 buyer’s guide', publishedAt: '2026-09-15T09:00:00+10:00', category: 'vehicle-reviews',
      excerpt: 'Which years, engines and trims to look for in one of Australia’s favourite used SUVs.',
      cover: '/car-images/suv/red.png?v=1', coverAlt: 'A red SUV, side view',
      body: () => [p('The 2.5 litre petrol is the pick of the range; Touring trims add leather and a power tailgate.')],
    },
  ],
  'harbour-city-toyota': [
    {
      slug: 'rav4-hybrid-review', title: 'RAV4 Hybrid review: Auckland’s favourite SUV', publishedAt: '2026-11-01T09:00:00+13:00', category: 'vehicle-reviews',
      excerpt: 'Why the RAV4 Hybrid keeps topping the New Zealand sales charts, tested on the Southern Motorway.',
      cover: '/car-images/suv/grey.png?v=1', coverAlt: 'A grey Toyota RAV4 SUV, side view',
      body: () => [p('We measured 4.9 litres per 100 km over a week of commuting from Manukau to Newmarket.'), h2('All-wheel drive'), p('The e-Four system adds grip on wet Auckland roads without a fuel penalty.')],
    },
    {
      slug: 'certified-pre-owned-explained', title: 'Toyota Certified Pre-Owned, explained', publishedAt: '2026-10-05T09:00:00+13:00', category: 'buying-advice',
      excerpt: 'What the 90 point inspection covers and what 1 year of roadside assist means for you.',
      cover: '/car-images/hatch/white.png?v=1', coverAlt: 'A white Toyota hatchback, side view',
      body: () => [p('Certified cars are under 7 years old, pass a 90 point inspection and come with 1 year of roadside assist.')],
    },
    {
      slug: 'wof-and-service-tips', title: 'WOF due? Five things to check first', publishedAt: '2026-08-18T09:00:00+12:00', category: 'service-tips',
      excerpt: 'Save a second trip: lights, tyres and wipers are the most common WOF failures.',
      cover: '/car-images/ute/white.png?v=1', coverAlt: 'A white Toyota Hilux ute, side view',
      body: () => [bullet('All lights working'), bullet('Tyre tread above 1.5 mm'), bullet('Wipers and washers'), bullet('Seatbelts'), bullet('Windscreen chips')],
    },
  ],
  'lone-star-jeep': [
    {
      slug: 'wrangler-rubicon-trail-test', title: 'Wrangler Rubicon trail test at Reveille Peak', publishedAt: '2026-11-08T09:00:00-06:00', category: 'vehicle-reviews',
      excerpt: 'We aired down a 2026 Rubicon and took it up the granite slabs of Reveille Peak Ranch.',
      cover: '/car-images/suv/green.png?v=1', coverAlt: 'A green Jeep Wrangler, side view',
      body: () => [p('Lockers, a disconnecting sway bar and 33 inch tires made short work of the climbs.'), h2('On the highway'), p('Quieter than you would expect, though still a Wrangler.')],
    },
    {
      slug: 'ram-1500-towing-guide', title: 'Ram 1500 towing guide for Texas boat owners', publishedAt: '2026-10-12T09:00:00-05:00', category: 'buying-advice',
      excerpt: 'Which engine and axle ratio to pick when you tow to Lake Travis every weekend.',
      cover: '/car-images/ute/black.png?v=1', coverAlt: 'A black Ram pickup truck, side view',
      body: () => [p('Properly equipped, the Ram 1500 tows up to 11,550 lb.'), bullet('Choose the 3.92 axle ratio for heavy boats'), bullet('Add the trailer brake controller')],
    },
    {
      slug: 'grand-cherokee-4xe-review', title: 'Grand Cherokee 4xe review: plug-in, go anywhere', publishedAt: '2026-09-20T09:00:00-05:00', category: 'vehicle-reviews',
      excerpt: 'Electric commuting in Austin during the week, trail-rated on the weekend.',
      cover: '/car-images/suv/black.png?v=1', coverAlt: 'A black Jeep Grand Cherokee, side view',
      body: () => [p('Around 25 miles of electric range covers most Austin commutes.')],
    },
    {
      slug: 'jeep-jamboree-austin', title: 'Join us for the Lone Star Jeep jamboree', publishedAt: '2026-08-25T09:00:00-05:00', category: 'events',
      excerpt: 'Trail rides, a BBQ and a show-and-shine for every Jeep owner in central Texas.',
      cover: '/car-images/suv/yellow.png?v=1', coverAlt: 'A yellow Jeep, side view',
      body: () => [p('Free for owners and their families. Register at the service desk.')],
    },
  ],
};

export function postDocuments(site: string): Record<string, unknown>[] {
  return (posts[site] ?? []).map(({ cover, coverAlt, body, slug, ...post }) => ({
    _id: `post_${site}_${slug}`,
    _type: 'post',
    site,
    ...post,
    slug: { _type: 'slug', current: slug },
    imageUrl: cover,
    imageAlt: coverAlt,
    body: body(),
  }));
}
