import type { BlockContext } from '../registry/define-block';
import { defineBlock } from '../registry/define-block';
import { CarCard } from '../ui/car-card/CarCard';
import { carCardModel, type CardCar } from '../ui/car-card/card-model';
import { ScrollCarousel } from '../ui/ScrollCarousel';
import { carouselIndex, stockCarouselDataSchema, stockCarouselProjection, type StockCarouselData } from './data';
import { stockCarouselPreview } from './preview';
import { stockCarouselSchema } from './schema';
import styles from './StockCarousel.module.css';

async function StockCarousel({ data, context }: { data: StockCarouselData; context: BlockContext }) {
  const { locale, site, now } = context;
  const result = await context.searchStock(
    { hitsPerPage: data.limit, ...(data.carType ? { filters: `car_type:${data.carType}` } : {}) },
    carouselIndex[data.source],
  );
  const cars = (result.hits as unknown as CardCar[]).map((hit) => carCardModel(hit, site, now));
  const heading = data.heading ?? null;
  return (
    <section className={styles.section} aria-label={heading ?? locale.t('carousel.label')}>
      {heading ? <h2 className={styles.heading}>{heading}</h2> : null}
      {cars.length === 0 ? (
        <p className={styles.empty}>{locale.t('stockCarousel.empty')}</p>
      ) : (
        <ScrollCarousel label={heading ?? locale.t('carousel.label')} previousLabel={locale.t('carousel.previous')} nextLabel={locale.t('carousel.next')}>
          {cars.map((car) => (
            <li key={car.id}>
              <CarCard car={car} locale={locale} headingLevel={heading ? 'h3' : 'h2'} />
            </li>
          ))}
        </ScrollCarousel>
      )}
    </section>
  );
}

export const stockCarouselBlock = defineBlock({
  type: 'stockCarousel',
  schema: stockCarouselSchema,
  projection: stockCarouselProjection,
  data: stockCarouselDataSchema,
  preview: stockCarouselPreview,
  Component: StockCarousel,
});
