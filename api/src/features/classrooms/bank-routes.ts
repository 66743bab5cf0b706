import { badRequest, classroomBankDrawBody, classroomBankQuery, type ClassroomBankQuery } from '@lebe/domain';
import type { Filter, ReadStore } from '@lebe/store';
import type { AnyRoute } from '../../platform/http/route';
import type { AppDeps } from '../../platform/deps';
import { teacherRoute } from './teacher-route';
import { pagedList } from '../../platform/http/paged-list';
import {
  assignedGroup,
  classroomHolds,
  classroomQuestionId,
  classroomQuestionsCollection,
  type ClassroomQuestionDoc,
} from '@lebe/projectors/classrooms';
import { drawFromBank, publicQuestion, questionsCollection, type QuestionDoc } from '@lebe/projectors/questions';
import { assignQuestions } from './question-routes';

/** Issue 38: the bank in class practice. A teacher looks through the bank in the classroom's language and adds. */
const pageSize = 20;
/** How many keyword matches a random pick chooses among. */
const keywordPool = 500;
const allLevels = Array.from({ length: 10 }, (_, i) => i + 1);

/** The unflagged bank questions of the classroom's language that the filters keep. */
function bankWhere(language: string, filters: Omit<ClassroomBankQuery, 'keyword' | 'pageNumber'>): Filter {
  const where: Filter = { inBank: true, targetLanguage: language, isFlagged: false };
  for (const key of ['level', 'questionType', 'knowledgeType'] as const)
    if (filters[key] !== undefined) where[key] = filters[key];
  return where;
}

/** The ids of the questions a classroom's list holds (a list is small: a teacher's selection). */
async function heldBy(read: ReadStore, classroom: string): Promise<Set<string>> {
  const page = await read.find<ClassroomQuestionDoc>(classroomQuestionsCollection, {
    where: { classroom },
    pageSize: 5000,
    skipTotal: true,
  });
  return new Set(page.items.map((q) => q.questionId));
}

const bankPage = teacherRoute({
  method: 'get',
  path: '/api/classrooms/:id/bank',
  query: classroomBankQuery,
  async handler({ query, deps }, classroom) {
    const where = bankWhere(classroom.target_language, query);
    // In the bank's fixed random order: a page mixes the bank's kinds of question rather than one template.
    const list = { collection: questionsCollection, where, pageSize, sort: ['rand', 'asc'] } as const;
    return pagedList(deps.read, query, list, 'questions', async (docs: QuestionDoc[]) => {
      const held = await deps.read.getMany(
        classroomQuestionsCollection,
        docs.map((d) => classroomQuestionId(classroom._id, d._id)),
      );
      return docs.map((d) => ({
        ...publicQuestion(d),
        inClassroom: held.has(classroomQuestionId(classroom._id, d._id)),
      }));
    });
  },
});

/** `count` questions the filters keep and the classroom lacks, at random: seeks on the bank's circle, or among a keyword's matches. */
async function drawForClassroom(
  read: ReadStore,
  language: string,
  body: typeof classroomBankDrawBody._output,
  held: ReadonlySet<string>,
): Promise<QuestionDoc[]> {
  const keyword = body.keyword?.trim();
  if (!keyword) {
    const criteria = {
      targetLanguage: language,
      levels: body.level ? [body.level] : allLevels,
      questionTypes: body.questionType ? [body.questionType] : [],
      knowledgeTypes: body.knowledgeType ? [body.knowledgeType] : [],
    };
    return drawFromBank(read, criteria, body.count, held);
  }
  const page = await read.find<QuestionDoc>(questionsCollection, {
    where: bankWhere(language, body),
    keyword,
    sort: [['rand', 'asc']],
    pageSize: keywordPool,
    skipTotal: true,
  });
  const fresh = page.items.filter((q) => !held.has(q._id));
  for (let i = fresh.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [fresh[i], fresh[j]] = [fresh[j], fresh[i]];
  }
  return fresh.slice(0, body.count);
}

/**
 * The draw of questions the classroom lacks: its list comes from a read model that may lag, so a question drawn
 * that its stream says the classroom holds already (added a moment ago) is set aside and drawn for again.
 */
async function drawNotHeld(
  deps: AppDeps,
  classroom: { _id: string; target_language: string },
  body: typeof classroomBankDrawBody._output,
) {
  const held = await heldBy(deps.read, classroom._id);
  const drawn: QuestionDoc[] = [];
  for (let attempt = 0; attempt < 3 && drawn.length < body.count; attempt++) {
    const count = body.count - drawn.length;
    const more = await drawForClassroom(deps.read, classroom.target_language, { ...body, count }, held);
    if (more.length === 0) break;
    for (const q of more) {
      held.add(q._id);
      if (!(await classroomHolds(deps.events, classroom._id, q._id))) drawn.push(q);
    }
  }
  return drawn;
}

const addRandom = teacherRoute({
  method: 'post',
  path: '/api/classrooms/:id/bank/random',
  body: classroomBankDrawBody,
  async handler({ body, user, meta, deps }, classroom) {
    const group = await assignedGroup(deps.events, classroom._id, body.group);
    const drawn = await drawNotHeld(deps, classroom, body);
    if (!drawn.length) throw badRequest('No bank question fits these filters that the classroom does not hold already');
    const command = { type: 'AddToClassroom', classroom: classroom._id, by: user._id, group } as const;
    const changed = await assignQuestions(deps, drawn, command, classroom.target_language, meta);
    const message = `${changed} question${changed === 1 ? '' : 's'} from the bank added to the classroom`;
    return { message, changed, questions: drawn.map((q) => q._id) };
  },
});

export const classroomBankRoutes: AnyRoute[] = [bankPage, addRandom];
