import { describe, expect, it } from 'vitest';
import type { CarInput } from '../car/car';
import { canFavourite, hasCarImage } from './favourite';
import { makeCar, makeSite } from './testing';

const ruleOn = makeSite({ features: { favouriteNeedsPriceAndImage: true } });
const ruleOff = makeSite();

const photo = 'https://img.example/car-1.jpg';
const withPhoto: Partial<CarInput> = { primary_image_url: photo, images: [{ image_url: photo }], thumbnails: [photo] };
const noPhoto: Partial<CarInput> = { primary_image_url: null, images: [], thumbnails: [], photos_count: 0 };

describe('§5 favourite button eligibility', () => {
  it.each<[string, Partial<CarInput>, boolean, boolean]>([
    ['§5 price above 0 and an image: favourite', { price: 1, ...withPhoto }, true, true],
    ['§5 price 0: no favourite where the rule is on', { price: 0, ...withPhoto }, true, false],
    ['§5 price 0 still favourites where the rule is off', { price: 0, ...withPhoto }, false, true],
    ['§5 no image: no favourite where the rule is on', { price: 32990, ...noPhoto }, true, false],
    ['§5 no image still favourites where the rule is off', { price: 32990, ...noPhoto }, false, true],
    ['§5 neither price nor image', { price: 0, ...noPhoto }, true, false],
    ['§5 one thumbnail is enough', { price: 32990, ...noPhoto, thumbnails: [photo] }, true, true],
    ['§5 one image is enough', { price: 32990, ...noPhoto, images: [{ image_url: photo }] }, true, true],
    ['§5 the primary image alone is enough', { price: 32990, ...noPhoto, primary_image_url: photo }, true, true],
    ['§5 blank image addresses are no image', { price: 32990, ...noPhoto, thumbnails: [' '], images: [{ image_url: '' }] }, true, false],
  ])('%s', (_name, overrides, rule, expected) => {
    expect(canFavourite(makeCar(overrides), rule ? ruleOn : ruleOff)).toBe(expected);
  });

  it('§5 the flag is off by default (the rule is "on some sites")', () => {
    expect(ruleOff.features.favouriteNeedsPriceAndImage).toBe(false);
  });

  it('§5 hasCarImage reads a search hit without the optional arrays', () => {
    expect(hasCarImage({ primary_image_url: null } as never)).toBe(false);
  });
});
