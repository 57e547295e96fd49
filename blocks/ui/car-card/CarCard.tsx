import { Badge, Box, Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import Image from 'next/image';
import type { LocaleFormatter } from '@dealer/tenants';
import type { CarCardModel } from './card-model';
import { CarCardActions } from './CarCardActions';

/** Tag colours with at least 4.5:1 contrast for their white (or dark) text. */
const tagTones: Record<string, { bg: string; color: string }> = {
  sold: { bg: 'red.700', color: 'white' },
  electric: { bg: 'green.700', color: 'white' },
  hybrid: { bg: 'teal.700', color: 'white' },
  reserved: { bg: 'orange.700', color: 'white' },
  toyotaCertified: { bg: 'red.700', color: 'white' },
  custom: { bg: 'purple.700', color: 'white' },
  comingSoon: { bg: 'blue.700', color: 'white' },
  new: { bg: 'yellow.300', color: 'gray.900' },
};

/** §2 car card. Shared by search results (rendered in the browser) and stock blocks (on the server). */
export function CarCard({ car, locale, headingLevel = 'h3', priority = false }: { car: CarCardModel; locale: LocaleFormatter; headingLevel?: 'h2' | 'h3'; priority?: boolean }) {
  const tagText = car.tag ? (car.tag.kind === 'custom' ? car.tag.text : locale.t(car.tag.label)) : null;
  return (
    <Box as="article" data-testid="car-card" borderWidth="1px" rounded="lg" overflow="hidden" bg="bg" display="flex" flexDirection="column" aria-label={car.title}>
      <Box position="relative" bg="bg.muted" css={{ aspectRatio: '4 / 3' }}>
        {car.image ? (
          <Image src={car.image.src} alt={car.image.alt} fill quality={80} loading={priority ? 'eager' : 'lazy'} fetchPriority={priority ? 'high' : undefined} sizes="(min-width: 1200px) 300px, (min-width: 576px) 45vw, 90vw" style={{ objectFit: 'cover' }} />
        ) : (
          <Flex h="full" align="center" justify="center" p="4" textAlign="center" color="fg.muted" fontSize="sm">{locale.t('card.photosComing')}</Flex>
        )}
        {tagText ? (
          <Badge position="absolute" top="2" left="2" size="md" bg={tagTones[car.tag!.kind]?.bg ?? 'gray.700'} color={tagTones[car.tag!.kind]?.color ?? 'white'}>{tagText}</Badge>
        ) : null}
        <CarCardActions
          id={car.id}
          labels={{
            favourite: locale.t('card.favourite', { name: car.title }),
            unfavourite: locale.t('card.unfavourite', { name: car.title }),
            compare: locale.t('card.compare', { name: car.title }),
            uncompare: locale.t('card.uncompare', { name: car.title }),
          }}
        />
      </Box>
      <Stack gap="2" p="4" flex="1">
        <Heading as={headingLevel} fontSize="lg" lineHeight="1.3">
          <a href={car.href}>{car.title}</a>
        </Heading>
        {car.subtitle ? <Text fontSize="sm" color="fg.muted">{car.subtitle}</Text> : null}
        {car.chips.length ? (
          <HStack gap="1" wrap="wrap">
            {car.chips.map((chip) => <Badge key={chip} variant="outline" size="sm">{chip}</Badge>)}
          </HStack>
        ) : null}
        <CardPrice car={car} locale={locale} />
        {car.finance ? (
          <Box fontSize="sm" bg="brand.subtle" rounded="md" px="2" py="1">
            <Text fontWeight="semibold">{locale.t('card.perWeek', { amount: locale.formatPrice(car.finance.weekly) })}</Text>
            <Text color="fg.muted">{locale.t('card.financeRates', { rate: car.finance.interestRate, comparison: car.finance.comparisonRate })}</Text>
          </Box>
        ) : null}
        {car.available ? (
          <Box as="dl" display="grid" gridTemplateColumns="1fr 1fr" gap="1" fontSize="xs" color="fg.muted">
            <SummaryItem term={locale.t('card.condition')} value={locale.t(`carType.${car.summary.condition}` as 'carType.new')} />
            <SummaryItem term={locale.t('card.transmission')} value={car.summary.transmission ?? '—'} />
            <SummaryItem term={locale.t('card.odometer')} value={locale.formatDistance(car.summary.km)} />
            <SummaryItem term={locale.t('card.fuelType')} value={car.summary.fuel ?? '—'} />
          </Box>
        ) : (
          <Text fontSize="sm" fontWeight="medium">{locale.t('card.likeThis')}</Text>
        )}
        <Stack gap="2" mt="auto" pt="2">
          {car.available ? (
            <>
              <Button asChild size="sm" bg="brand.solid" color="brand.contrast"><a href={car.href}>{locale.t('card.viewDetails')}</a></Button>
              <Flex gap="2">
                <Button asChild size="sm" variant="outline" flex="1"><a href={car.financeHref}>{locale.t('card.getFinance')}</a></Button>
                <Button asChild size="sm" variant="outline" flex="1"><a href={car.testDriveHref}>{locale.t('card.testDrive')}</a></Button>
              </Flex>
              <Button asChild size="sm" variant="outline"><a href={`${car.href}#enquire`}>{locale.t('card.enquire')}</a></Button>
              {car.reserveAmount ? (
                <Button asChild size="sm" variant="subtle"><a href={`${car.href}/checkout`}>{locale.t('card.reserveNow', { amount: locale.formatPrice(car.reserveAmount) })}</a></Button>
              ) : null}
            </>
          ) : (
            <Button asChild size="sm" bg="brand.solid" color="brand.contrast"><a href={car.similarHref}>{locale.t('card.findSimilar')}</a></Button>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}

function SummaryItem({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <Text as="dt">{term}</Text>
      <Text as="dd" color="fg" fontWeight="medium">{value}</Text>
    </div>
  );
}

function CardPrice({ car, locale }: { car: CarCardModel; locale: LocaleFormatter }) {
  const { price } = car;
  switch (price.kind) {
    case 'hidden':
      return null;
    case 'preorder':
      return <Text data-testid="car-price" fontWeight="bold" fontSize="xl">{locale.t('price.preorder')}</Text>;
    case 'noPrice':
      return <Text data-testid="car-price" fontWeight="semibold">{price.text}</Text>;
    case 'subscription':
      return <Text data-testid="car-price" fontWeight="bold" fontSize="xl">{locale.t('price.perMonthSubscription', { amount: locale.formatPrice(price.amount) })}</Text>;
    case 'price':
      return (
        <Box>
          {price.wasPrice ? <Text fontSize="sm" color="fg.muted" textDecoration="line-through">{locale.t('price.was', { amount: locale.formatPrice(price.wasPrice) })}</Text> : null}
          <Flex align="baseline" gap="2" wrap="wrap">
            <Text data-testid="car-price" fontWeight="bold" fontSize="xl" color={price.reduced ? 'red.700' : undefined}>{locale.formatPrice(price.amount)}</Text>
            {car.priceType ? <Text fontSize="xs" color="fg.muted">{car.priceType}</Text> : null}
            {price.reduced ? <Badge colorPalette="red" size="sm">{locale.t('price.reduced')}</Badge> : null}
          </Flex>
          {car.belowMarketBy ? <Text fontSize="xs" color="green.700">{locale.t('price.belowMarket', { amount: locale.formatPrice(car.belowMarketBy) })}</Text> : null}
        </Box>
      );
  }
}
