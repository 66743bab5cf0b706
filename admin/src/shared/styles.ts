/** Long values (ids, e-mails, JSON) break anywhere rather than widen a table past a narrow screen. */
export const breakAnywhere = { overflowWrap: 'anywhere', wordBreak: 'break-word' } as const;
