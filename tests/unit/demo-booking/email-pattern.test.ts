import { describe, expect, it } from 'vitest';
import { regexes } from 'zod/mini';
import { EMAIL_PATTERN } from '@contract/book-demo-limits';

describe("the form's email rule", () => {
  it("is zod's own pattern, which the server's z.email() applies", () => {
    expect(EMAIL_PATTERN.source).toBe(regexes.email.source);
    expect(EMAIL_PATTERN.flags).toBe(regexes.email.flags);
  });
});
