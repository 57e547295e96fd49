export * from './car/car';
