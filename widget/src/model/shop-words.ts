/**
 * The owner's words for the storefront, by path from the contract: plain
 * data and functions, so zod stays out of the bundles.
 */
export {
  DEFAULT_HERO_TAGLINE,
  DEFAULT_OPENING_HOURS,
  DEFAULT_VALUE_BLOCKS,
  WEEKDAY_SCHEMA,
  buyChannelWords,
  channelsWords,
  hoursLines,
  hoursSentence,
  isOpenAt,
  type OpeningHours,
} from '@vitrine/contract/shop-words-defaults';
