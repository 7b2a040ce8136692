import { randomBytes } from 'node:crypto';

/** 24 hex characters, so `_id` values look like the original service's (and match the contract's IdSchema). */
export const newId = (): string => randomBytes(12).toString('hex');
