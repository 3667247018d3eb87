import { catalogueSource } from '../client/catalogue-source.ts';

/**
 * export-search.js: a static export's search over the catalogue its products page carries
 * (client/catalogue-source.ts). Only exports ship it and fetch it, on the first search,
 * filter or sort; hosted pages search through the API and never load it.
 */
(globalThis as { vitrineExportSearch?: unknown }).vitrineExportSearch = catalogueSource;
