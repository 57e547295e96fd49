import { Box, Flex, Text } from '@chakra-ui/react';
import { defineBlock } from '../registry/define-block';
import { paymentStripDataSchema, paymentStripProjection } from './data';
import { paymentStripPreview } from './preview';
import { paymentStripSchema } from './schema';

export const paymentStripBlock = defineBlock({
  type: 'paymentStrip',
  schema: paymentStripSchema,
  projection: paymentStripProjection,
  data: paymentStripDataSchema,
  preview: paymentStripPreview,
  Component: ({ data, context: { locale } }) => (
    <Box as="section" aria-label={locale.t('payment.weAccept')} borderTopWidth="1px" borderBottomWidth="1px" bg="bg.subtle">
      <Flex maxW="6xl" mx="auto" px={{ base: '4', md: '8' }} py="4" gap="3" align="center" wrap="wrap">
        <Text fontWeight="semibold">{locale.t('payment.weAccept')}</Text>
        <Flex as="ul" listStyleType="none" gap="2" wrap="wrap">
          {data.methods.map((method) => (
            <Box
              as="li"
              key={method.id}
              px="3"
              py="1"
              rounded="md"
              fontSize="sm"
              fontWeight="bold"
              borderWidth="1px"
              borderColor="border.emphasized"
              style={{ background: method.bg, color: method.fg }}
            >
              {method.label}
            </Box>
          ))}
        </Flex>
      </Flex>
    </Box>
  ),
});
