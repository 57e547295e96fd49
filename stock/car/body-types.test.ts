import { describe, expect, it } from 'vitest';
import { bodyLabel } from './body-types';

describe('§3 body types', () => {
  it.each([
    ['suv', 'SUV'], ['peopleMover', 'People Mover'], ['cabChassis', 'Cab Chassis'], ['lightTruck', 'Light Truck'],
    ['stationWagon', 'Station Wagon'], ['4x4', '4x4'], ['ute', 'Ute'], ['roadster', 'Roadster'],
  ])('%s reads "%s"', (key, label) => {
    expect(bodyLabel(key)).toBe(label);
  });
});
