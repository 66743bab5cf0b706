import { describe, expect, it } from '@jest/globals';
import { regradeText } from './regrade-text';

const done = (nowRight: number, nowWrong: number) =>
  ({ status: 'done', regraded: nowRight + nowWrong, nowRight, nowWrong }) as const;

describe('what a corrected key changed', () => {
  it('says nothing when no answer was re-graded', () => {
    expect(regradeText(undefined)).toBeNull();
    expect(regradeText(done(0, 0))).toBeNull();
  });
  it('counts the answers re-graded each way', () => {
    expect(regradeText(done(2, 1))).toBe(
      'Question updated: 3 answers already given were re-graded (2 now right, 1 now wrong). Dashboards and teacher reports follow.',
    );
    expect(regradeText(done(1, 0))).toBe(
      'Question updated: 1 answer already given was re-graded (1 now right). Dashboards and teacher reports follow.',
    );
  });
  it('says the re-grade is under way while its job runs', () => {
    expect(regradeText({ status: 'pending', regraded: 0, nowRight: 0, nowWrong: 0 })).toMatch(/being re-graded/);
  });
});
