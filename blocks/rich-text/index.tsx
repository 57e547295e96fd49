import { Box, Heading } from '@chakra-ui/react';
import { defineBlock } from '../registry/define-block';
import { RichText } from '../ui/RichText';
import { richTextDataSchema, richTextProjection } from './data';
import { richTextPreview } from './preview';
import { richTextSchema } from './schema';

export const richTextBlock = defineBlock({
  type: 'richText',
  schema: richTextSchema,
  projection: richTextProjection,
  data: richTextDataSchema,
  preview: richTextPreview,
  Component: ({ data }) => (
    <Box
      as="section"
      maxW="4xl"
      mx="auto"
      px={{ base: '4', md: '8' }}
      py="8"
      fontSize={data.variant === 'legal' ? 'sm' : 'md'}
      color={data.variant === 'legal' ? 'fg.muted' : undefined}
      css={{ '& p + p, & ul, & ol': { marginTop: '0.75rem' }, '& h2, & h3': { fontWeight: 700, marginTop: '1.25rem' }, '& ul': { paddingLeft: '1.25rem', listStyle: 'disc' }, '& a': { textDecoration: 'underline' } }}
    >
      {data.heading ? <Heading as="h2" fontSize="2xl" mb="3">{data.heading}</Heading> : null}
      <RichText value={data.body} />
    </Box>
  ),
});
