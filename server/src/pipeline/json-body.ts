import { MESSAGES } from '@contract/messages';
import type { Context } from 'hono';
import type { z } from 'zod';
import { badRequest, HttpError, validationError } from '../errors';
import type { AppEnv } from '../hono-env';

export function parse(schema: z.ZodType | undefined, input: unknown): unknown {
  if (!schema) return undefined;
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error.issues);
  return parsed.data;
}

export async function readJson(c: Context<AppEnv>): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(type)) {
    throw new HttpError(415, 'Content-Type must be application/json');
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('Invalid JSON');
  }
  return rejectNul(value);
}

/** No contract body nests more than a few levels; a deeper one is refused before anything walks it recursively. */
const MAX_JSON_DEPTH = 32;

interface Visit {
  value: unknown;
  depth: number;
  key?: string | number;
  parent?: Visit;
}

/** 400 for U+0000 in any string (PostgreSQL text cannot hold it) or deep nesting; a loop, so no stack overflow. */
export function rejectNul<T>(value: T): T {
  const pending: Visit[] = [{ value, depth: 0 }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const item = visit.value;
    if (typeof item === 'string') {
      if (item.includes('\0')) throw validationError([{ message: MESSAGES.nulCharacter, path: pathOf(visit) }]);
      continue;
    }
    if (!item || typeof item !== 'object') continue;
    const depth = visit.depth + 1;
    if (depth > MAX_JSON_DEPTH) throw badRequest('JSON is nested too deeply');
    const entries: [string | number, unknown][] = Array.isArray(item) ? item.map((v, i) => [i, v]) : Object.entries(item);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i]!;
      if (typeof child === 'string' || (child && typeof child === 'object')) pending.push({ value: child, depth, key, parent: visit });
    }
  }
  return value;
}

function pathOf(visit: Visit): (string | number)[] {
  const path: (string | number)[] = [];
  for (let v: Visit | undefined = visit; v?.parent; v = v.parent) path.unshift(v.key!);
  return path;
}
