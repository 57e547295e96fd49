import { Box, Heading } from '@chakra-ui/react';
import { defineBlock } from '../registry/define-block';
import { RichText } from '../ui/RichText';
import { faqDataSchema, faqProjection } from './data';
import { faqPreview } from './preview';
import { faqSchema } from './schema';

/** Native <details> accordion: keyboard and screen-reader accessible with no client JavaScript. */
export const faqBlock = defineBlock({
  type: 'faq',
  schema: faqSchema,
  projection: faqProjection,
  data: faqDataSchema,
  preview: faqPreview,
  Component: ({ data, context: { locale } }) => (
    <Box as="section" maxW="4xl" mx="auto" px={{ base: '4', md: '8' }} py="10">
      <Heading as="h2" fontSize="2xl" mb="4">{data.heading ?? locale.t('faq.heading')}</Heading>
      <Box borderTopWidth="1px">
        {data.items.map((item) => (
          <Box as="details" key={item._key} borderBottomWidth="1px" py="3" css={{ '& > summary': { cursor: 'pointer', fontWeight: 600, fontSize: '1.125rem', listStylePosition: 'outside' } }}>
            <summary>{item.question}</summary>
            <Box mt="2" color="fg.muted" css={{ '& p + p': { marginTop: '0.75rem' } }}>
              <RichText value={item.answer} />
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  ),
});
