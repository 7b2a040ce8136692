/** LIKE's own characters (`\`, `%`, `_`) taken literally; use with `escape '\\'`. One rule for every list's search. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
