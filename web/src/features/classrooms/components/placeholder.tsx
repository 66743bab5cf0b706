import { usePageTitle } from '../../../lib/page-title';

/** The teacher dashboard and quiz generator: placeholders still in development (SPEC §1). */
export function Placeholder({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <section className="card empty-state">
      <h1>{title}</h1>
      <p>This tool is still in development. Check back soon!</p>
    </section>
  );
}

export const QuizGeneratorScreen = () => <Placeholder title="Quiz Generator" />;
