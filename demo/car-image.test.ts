import { describe, expect, it } from 'vitest';
import { carImageBodies, carImageColours, carImagePath, normaliseImageBody, normaliseImageColour } from '@dealer/stock';
import { carImageSvg, renderCarImagePng } from './car-image';

describe('carImageSvg: a drawn side view per body type', () => {
  it.each(carImageBodies)('%s: a complete, deterministic SVG in the car’s colour', (body) => {
    const svg = carImageSvg({ body, colour: 'red' });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toContain(carImageColours.red);
    expect(svg).not.toMatch(/NaN|undefined/);
    expect(carImageSvg({ body, colour: 'red' })).toBe(svg);
    expect(carImageSvg({ body, colour: 'blue' })).not.toBe(svg);
  });

  it('each body type draws a different picture', () => {
    const pictures = new Set(carImageBodies.map((body) => carImageSvg({ body, colour: 'white' }).replace(new RegExp(body, 'g'), '')));
    expect(pictures.size).toBe(carImageBodies.length);
  });

  it('is 4:3 at the requested width', () => {
    expect(carImageSvg({ body: 'suv', colour: 'white', width: 400 })).toContain('width="400" height="300"');
    expect(carImageSvg({ body: 'suv', colour: 'white' })).toContain('width="800" height="600"');
  });

  it.each([
    ['hatchback', 'hatch'],
    ['stationWagon', 'wagon'],
    ['4x4', 'suv'],
    ['softtop', 'convertible'],
    ['hardtop', 'coupe'],
    ['bus', 'van'],
    ['motorhome', 'van'],
    ['lightTruck', 'cabChassis'],
    ['SUV', 'suv'],
    ['PeopleMover', 'peopleMover'],
    [null, 'sedan'],
    ['spaceship', 'sedan'],
  ])('§3 body type %s is drawn as %s', (input, expected) => {
    expect(normaliseImageBody(input)).toBe(expected);
  });

  it.each([
    ['White', 'white'],
    [' Grey ', 'grey'],
    ['Mauve', 'grey'],
    [null, 'grey'],
  ])('colour %s maps to %s', (input, expected) => {
    expect(normaliseImageColour(input)).toBe(expected);
  });

  it('carImagePath is the local URL the web app serves', () => {
    expect(carImagePath('suv', 'White', 3)).toBe('/car-images/suv/white.png?v=3');
    expect(carImagePath('hatchback', 'Purple')).toBe('/car-images/hatch/purple.png?v=1');
  });
});

describe('renderCarImagePng (sharp)', () => {
  it('rasterises the SVG to a PNG of the requested width', async () => {
    const png = await renderCarImagePng('ute', 'black', 320);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.readUInt32BE(16)).toBe(320); // IHDR width
    expect(png.readUInt32BE(20)).toBe(240); // IHDR height
  });
});
