import { streamId, type QuestionEvent, type QuestionFields } from '@lebe/domain';
import type { GroupProjection, Recorded } from '../runtime';

/** The read model's collection name. */
export const bankStatsCollection = 'bank_stats';

/**
 * What the practice bank holds per language, level and knowledge type, kept as questions come, change
 * and go, so the public /languages page reads one document and never counts the bank. Each question's
 * place (its bucket, or none when it is not in the bank) is remembered beside it, since an edit or a
 * deletion says what changed, not where the question was.
 */
export interface BankStatsDoc {
  _id: string;
  /** A question's document: where it is counted ('' when it is not in the practice bank). */
  bucket?: string;
  /** The totals' document: language → level → knowledge type → questions. */
  counts?: Record<string, Record<string, Record<string, number>>>;
  [key: string]: unknown;
}

type Role = 'question' | 'totals';
export const totalsId = 'totals';

type Place = Pick<QuestionFields, 'targetLanguage' | 'level' | 'knowledgeType'> & { inBank: boolean };
const bucketOf = (q: Place) => (q.inBank ? `${q.targetLanguage}|${q.level}|${q.knowledgeType || 'vocabulary'}` : '');

function moved(counts: NonNullable<BankStatsDoc['counts']>, bucket: string, by: number) {
  if (!bucket) return counts;
  const [language, level, knowledgeType] = bucket.split('|');
  const byLevel = counts[language] ?? {};
  const byType = byLevel[level] ?? {};
  const n = Math.max(0, (byType[knowledgeType] ?? 0) + by);
  return { ...counts, [language]: { ...byLevel, [level]: { ...byType, [knowledgeType]: n } } };
}

/** Where the question is counted after the event, from where it was. */
function nextBucket(before: string, event: Recorded<QuestionEvent>): string | null {
  switch (event.type) {
    case 'QuestionCreated': {
      const { fields, origin } = event.data;
      return bucketOf({ ...fields, inBank: origin !== 'teacher' });
    }
    case 'QuestionEdited': {
      if (!before) return before;
      const [language, level, knowledgeType] = before.split('|');
      const c = event.data.changes;
      return bucketOf({
        targetLanguage: c.targetLanguage ?? (language as QuestionFields['targetLanguage']),
        level: c.level ?? Number(level),
        knowledgeType: c.knowledgeType ?? (knowledgeType as QuestionFields['knowledgeType']),
        inBank: true,
      });
    }
    case 'QuestionDeleted':
    case 'QuestionWithdrawn':
      return null;
    default:
      return before;
  }
}

export const bankStatsProjection: GroupProjection<QuestionEvent, BankStatsDoc, Role> = {
  kind: 'group',
  name: 'bankStats',
  bulk: true,
  collection: { name: bankStatsCollection },
  handles: ['QuestionCreated', 'QuestionEdited', 'QuestionDeleted', 'QuestionWithdrawn'],
  targets: (event) => ({ question: `q:${streamId(event.streamName)}`, totals: totalsId }),
  evolve(docs, event) {
    const before = docs.question?.bucket ?? '';
    const after = nextBucket(before, event);
    if (after === before && event.type !== 'QuestionCreated') return {};
    const counts = moved(moved(docs.totals?.counts ?? {}, before, -1), after ?? '', +1);
    return {
      // Only questions in the bank are remembered: a teacher's own never counts, edited or not.
      question: after ? { _id: `q:${streamId(event.streamName)}`, bucket: after } : null,
      totals: { _id: totalsId, counts },
    };
  },
};
