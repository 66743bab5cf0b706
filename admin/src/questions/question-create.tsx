import { CreateScreen } from '../shared/create-screen';
import { QuestionFields } from './question-edit';

/** Create New Question (SPEC §2): an empty question form; nothing is stored until it is saved. */
export function QuestionCreate() {
  return (
    <CreateScreen
      title="Create Question"
      defaults={{
        question: '',
        answers: [{ text: '', isCorrect: true }],
        level: 1,
        weight: 1,
        questionType: 'multiple_choice',
        userLanguage: 'english',
        targetLanguage: 'english',
        isFlagged: false,
        textType: 'ai',
        citation: '',
        fullQuestion: '',
        category: '',
      }}
    >
      <QuestionFields />
    </CreateScreen>
  );
}
