import { Box, Heading, Text } from '@chakra-ui/react';
import type { BlockContext } from '../registry/define-block';
import { defineBlock } from '../registry/define-block';
import { CarCard } from '../ui/car-card/CarCard';
import { carCardModel, type CardCar } from '../ui/car-card/card-model';
import { ScrollCarousel } from '../ui/ScrollCarousel';
import { carouselIndex, stockCarouselDataSchema, stockCarouselProjection, type StockCarouselData } from './data';
import { stockCarouselPreview } from './preview';
import { stockCarouselSchema } from './schema';

async function StockCarousel({ data, context }: { data: StockCarouselData; context: BlockContext }) {
  const { locale, site, now } = context;
  const result = await context.searchStock(
    { hitsPerPage: data.limit, ...(data.carType ? { filters: `car_type:${data.carType}` } : {}) },
    carouselIndex[data.source],
  );
  const cars = (result.hits as unknown as CardCar[]).map((hit) => carCardModel(hit, site, now));
  const heading = data.heading ?? null;
  return (
    <Box as="section" maxW="7xl" mx="auto" px={{ base: '4', md: '8' }} py="8" aria-label={heading ?? locale.t('carousel.label')}>
      {heading ? <Heading as="h2" fontSize="2xl" mb="2">{heading}</Heading> : null}
      {cars.length === 0 ? (
        <Text color="fg.muted">{locale.t('stockCarousel.empty')}</Text>
      ) : (
        <ScrollCarousel label={heading ?? locale.t('carousel.label')} previousLabel={locale.t('carousel.previous')} nextLabel={locale.t('carousel.next')}>
          {cars.map((car) => (
            <li key={car.id}>
              <CarCard car={car} locale={locale} headingLevel={heading ? 'h3' : 'h2'} />
            </li>
          ))}
        </ScrollCarousel>
      )}
    </Box>
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
