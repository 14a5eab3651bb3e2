import type { ContactApi } from './contract';

export const contactApi: ContactApi = {};
