import { describe, expect, it } from '@jest/globals';
import { csvCell, toCsv } from './csv';

describe('CSV export', () => {
  it('quotes as RFC 4180 says and keeps numbers as numbers', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(-3.5)).toBe('-3.5');
    expect(csvCell(null)).toBe('');
  });
  it('neutralises a cell a spreadsheet would run as a formula', () => {
    for (const evil of ['=HYPERLINK("x")', '+1', '-2+3', '@SUM(A1)', '\tx'])
      expect(csvCell(evil).replace(/^"/, '').startsWith("'")).toBe(true);
    expect(csvCell('=1,2')).toBe('"\'=1,2"');
  });
  it('starts with a byte-order mark and ends lines with CRLF', () => {
    expect(toCsv(['a', 'b'], [['é', 1]])).toBe('\uFEFFa,b\r\né,1\r\n');
  });
});
