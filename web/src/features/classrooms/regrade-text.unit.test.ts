import { describe, expect, it } from '@jest/globals';
import { regradeText } from './regrade-text';

const change = (from: string, to: string) => ({ from: { score: from }, to: { score: to } });

describe('what a corrected key changed', () => {
  it('says nothing when no answer was re-graded', () => expect(regradeText([])).toBeNull());
  it('counts the answers re-graded each way', () => {
    expect(
      regradeText([change('incorrect', 'correct'), change('incorrect', 'correct'), change('correct', 'incorrect')]),
    ).toBe(
      'Question updated: 3 answers already given were re-graded (2 now right, 1 now wrong). Dashboards and teacher reports follow.',
    );
    expect(regradeText([change('incorrect', 'partial')])).toBe(
      'Question updated: 1 answer already given was re-graded (1 now right). Dashboards and teacher reports follow.',
    );
  });
});
