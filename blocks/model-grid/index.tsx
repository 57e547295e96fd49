import { Badge, Box, Heading, Link, LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react';
import { bodyLabel, bodySlug } from '@dealer/stock';
import Image from 'next/image';
import { defineBlock, type BlockContext } from '../registry/define-block';
import { BlockPlaceholder } from '../registry/UnknownBlock';
import { modelGridDataSchema, modelGridProjection, type ModelGridData } from './data';
import { bodiesOf, loadModels, type GridModel } from './models';
import { modelGridPreview } from './preview';
import { modelGridSchema } from './schema';

/** §2 /models?body={body-name}: where the body links of the grid go. */
export const modelsPath = (body?: string) => (body ? `/models?body=${encodeURIComponent(bodySlug(body))}` : '/models');

function BodyFilter({ bodies, current, context }: { bodies: string[]; current: string | null; context: BlockContext }) {
  const { t } = context.locale;
  const links = [{ key: null, label: t('modelGrid.allBodies'), href: modelsPath() }, ...bodies.map((body) => ({ key: body, label: bodyLabel(body), href: modelsPath(body) }))];
  return (
    <Box as="nav" aria-label={t('modelGrid.bodyFilter')} mb="5">
      <Box as="ul" display="flex" flexWrap="wrap" gap="2" listStyleType="none">
        {links.map((link) => {
          const active = link.key === current;
          return (
            <li key={link.key ?? 'all'}>
              <Link
                href={link.href}
                aria-current={active ? 'page' : undefined}
                display="inline-block"
                px="4"
                py="2"
                rounded="full"
                borderWidth="1px"
                textDecoration="none"
                fontWeight={active ? 'semibold' : 'normal'}
                bg={active ? 'brand.solid' : undefined}
                color={active ? 'brand.contrast' : undefined}
                _hover={{ borderColor: 'brand.muted' }}
              >
                {link.label}
              </Link>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}

function ModelTile({ model, headingLevel, showMake, context }: { model: GridModel; headingLevel: 'h2' | 'h3'; showMake: boolean; context: BlockContext }) {
  const { t } = context.locale;
  const status = model.status === 'new' ? t('modelGrid.new') : model.status === 'coming_soon' ? t('modelGrid.comingSoon') : null;
  return (
    <LinkBox as="article" h="full" rounded="lg" borderWidth="1px" overflow="hidden" _hover={{ shadow: 'md' }} _focusWithin={{ outline: '2px solid', outlineColor: 'brand.solid' }} data-testid="model-tile">
      <Box position="relative" bg="bg.muted" css={{ aspectRatio: '4 / 3' }}>
        <Image
          src={model.image}
          alt={t('modelGrid.imageAlt', { name: `${model.make} ${model.name}`, body: bodyLabel(model.body) })}
          fill
          quality={80}
          loading="lazy"
          sizes="(min-width: 992px) 280px, (min-width: 576px) 45vw, 90vw"
          style={{ objectFit: 'cover' }}
        />
        {status ? (
          // Above the tile's link overlay (which would otherwise cover it and leave its contrast
          // to chance), yet click-through to that link.
          <Badge position="absolute" top="2" left="2" zIndex="1" pointerEvents="none" bg={model.status === 'new' ? 'green.800' : 'orange.800'} color="white">
            {status}
          </Badge>
        ) : null}
      </Box>
      <Box p="4">
        <Heading as={headingLevel} fontSize="lg">
          <LinkOverlay href={model.href}>{showMake ? `${model.make} ${model.name}` : model.name}</LinkOverlay>
        </Heading>
        <Text fontSize="sm" color="fg.muted">{bodyLabel(model.body)}</Text>
      </Box>
    </LinkBox>
  );
}

/**
 * §3 Model and Manufacturer as a grid of tiles: the brand's static list (Kia) or the models in the
 * site's stock, optionally narrowed to one body type, with §2 /models?body= links above.
 */
export async function ModelGrid({ data, context }: { data: ModelGridData; context: BlockContext }) {
  const { locale, preview } = context;
  const { make, all, shown } = await loadModels(data, context);
  if (all.length === 0) return preview ? <BlockPlaceholder message={locale.t('modelGrid.emptyPreview', { make: make ?? '—' })} /> : null;
  const heading = data.heading ?? null;
  return (
    <Box as="section" maxW="6xl" mx="auto" px={{ base: '4', md: '8' }} py="8" aria-label={heading ?? locale.t('modelGrid.label')} data-block="model-grid">
      {heading ? <Heading as="h2" fontSize="2xl" mb="4">{heading}</Heading> : null}
      {data.showBodyFilter ? <BodyFilter bodies={bodiesOf(all)} current={data.body ?? null} context={context} /> : null}
      {shown.length === 0 ? (
        <Box py="6">
          <Text>{locale.t('modelGrid.emptyBody')}</Text>
          <Link href={modelsPath()} mt="2" display="inline-block" fontWeight="semibold" textDecoration="underline">
            {locale.t('modelGrid.allBodies')}
          </Link>
        </Box>
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="4">
          {shown.map((model) => (
            <li key={`${model.make}/${model.name}`}>
              {/* A grid over every make (a site without a manufacturer) names the make on each tile. */}
              <ModelTile model={model} headingLevel={heading ? 'h3' : 'h2'} showMake={!make} context={context} />
            </li>
          ))}
        </SimpleGrid>
      )}
    </Box>
  );
}

export const modelGridBlock = defineBlock({
  type: 'modelGrid',
  schema: modelGridSchema,
  projection: modelGridProjection,
  data: modelGridDataSchema,
  preview: modelGridPreview,
  Component: ModelGrid,
});
